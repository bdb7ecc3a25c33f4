import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Config } from '../config';

/** Credentials DynamoDB Local and the SQS emulator accept; never used against AWS. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export function createDocumentClient(config: Pick<Config, 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT, credentials: LOCAL_CREDENTIALS } : {}),
    maxAttempts: 3,
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}
