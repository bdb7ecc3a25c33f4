import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bucketName, type RateWindowStore, WINDOW_SECONDS } from '../rate-limit/sliding-window';
import { keys } from './keys';

/** Per-second counters of one subject in one item; the item expires two windows after its last hit. */
export class DynamoRateWindowStore implements RateWindowStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async increment(
    subject: string,
    second: number,
    delta: number,
    removeBuckets: string[] = [],
  ): Promise<Record<string, unknown>> {
    const names: Record<string, string> = { '#b': bucketName(second), '#ttl': 'ttl' };
    removeBuckets.forEach((bucket, i) => {
      names[`#r${i}`] = bucket;
    });
    const remove = removeBuckets.length > 0 ? ` REMOVE ${removeBuckets.map((_, i) => `#r${i}`).join(', ')}` : '';
    const result = await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keys.rateWindow(subject),
        UpdateExpression: `ADD #b :delta SET #ttl = :ttl${remove}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':delta': delta, ':ttl': second + 2 * WINDOW_SECONDS },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes ?? {};
  }
}
