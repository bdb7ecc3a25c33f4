import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  bucketName,
  type RateWindowStore,
  SlidingWindowLimiter,
  tokenSetName,
  WINDOW_SECONDS,
} from '../rate-limit/sliding-window';
import { once, type Runtime } from '../runtime';
import { batchGet, itemAt } from './items';
import { keys } from './keys';
import { refusalOf } from './refusal';
import { type Table, tableOf } from './table';

/** Per-second counters of one subject in one item; the item expires two windows after its last hit. */
export class DynamoRateWindowStore implements RateWindowStore {
  constructor(private readonly table: Table) {}

  async increment(
    subject: string,
    second: number,
    delta: number,
    removeBuckets: string[] = [],
    token?: string,
  ): Promise<Record<string, unknown>> {
    const names: Record<string, string> = { '#b': bucketName(second), '#ttl': 'ttl' };
    removeBuckets.forEach((bucket, i) => {
      names[`#r${i}`] = bucket;
    });
    const remove = removeBuckets.length > 0 ? ` REMOVE ${removeBuckets.map((_, i) => `#r${i}`).join(', ')}` : '';
    // With a token, the write is applied once: its token joins the second's set of applied tokens in the same write,
    // and a write sent again (an answer lost on the wire) finds it there and changes nothing.
    if (token) names['#u'] = tokenSetName(second);
    try {
      const result = await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: keys.rateWindow(subject),
          UpdateExpression: `ADD #b :delta${token ? ', #u :tokens' : ''} SET #ttl = :ttl${remove}`,
          ...(token ? { ConditionExpression: 'NOT contains(#u, :token)' } : {}),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: {
            ':delta': delta,
            ':ttl': second + 2 * WINDOW_SECONDS,
            ...(token ? { ':tokens': new Set([token]), ':token': token } : {}),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return result.Attributes ?? {};
    } catch (error) {
      if (!token || !refusalOf(error)) throw error;
      return (await this.read([subject]))[subject] ?? {};
    }
  }

  read(subjects: string[]): Promise<Record<string, Record<string, unknown>>> {
    return readWindows(this.table, subjects);
  }
}

/** The counters of several subjects in one read (a subject never hit has no item: no counters). */
async function readWindows(table: Table, subjects: string[]): Promise<Record<string, Record<string, unknown>>> {
  const found = await batchGet(
    table,
    subjects.map((s) => keys.rateWindow(s)),
  );
  return Object.fromEntries(subjects.map((s) => [s, itemAt(found, keys.rateWindow(s)) ?? {}]));
}

/** The runtime's rate limiter over the table. */
export function limiterOf(rt: Runtime): SlidingWindowLimiter {
  return once(rt, 'rate-limiter', () => new SlidingWindowLimiter(new DynamoRateWindowStore(tableOf(rt))));
}
