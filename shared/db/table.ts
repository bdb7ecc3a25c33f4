/**
 * The service's DynamoDB table as the repositories see it: the document client and the table name. Created on first
 * use by the functions that read or write the table (`tableOf(rt)`), never by those that do not.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../aws/local';
import type { Config } from '../config';
import { once, type Runtime } from '../runtime';

export interface Table {
  readonly db: DynamoDBDocumentClient;
  readonly name: string;
  /** Days personal content is kept (CONTENT_RETENTION_DAYS): what shared/db/retention.ts stamps as `ttl`. */
  readonly contentRetentionDays?: number;
}

function createDocumentClient(config: Pick<Config, 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT, credentials: localCredentials() } : {}),
    maxAttempts: 3,
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

/** The runtime's table, created on first use. */
export function tableOf(rt: Runtime): Table {
  return once(rt, 'table', () => ({
    db: createDocumentClient(rt.config),
    name: rt.config.TABLE_NAME,
    contentRetentionDays: rt.config.CONTENT_RETENTION_DAYS,
  }));
}
