/**
 * Daily spend counters of caps: a cap's day is spread over `spendShards(limit)` counters, each allowed its share of the
 * cap; a send adds its cost to one of them inside its own transaction, conditional on that share.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  MAX_SPEND_SHARDS,
  type SpendCap,
  type SpendStore,
  spendQuota,
  spendShards,
  spendSubject,
} from '../billing/spend';
import { batchGet, itemAt, type TransactItem } from './items';
import { keys } from './keys';
import type { Table } from './table';

/** Counters expire a few days after their day (DynamoDB TTL). */
const COUNTER_TTL_SECONDS = 3 * 24 * 3600;

/** Adds `cost` to shard `shard` of a cap's day, only while that shard stays within its share of `limit`. */
export function spendCounterAdd(
  table: Table,
  counter: { subject: string; day: string; limit: number; shard: number },
  cost: number,
  nowMs: number,
): TransactItem {
  const quota = spendQuota(counter.limit, spendShards(counter.limit), counter.shard);
  return {
    Update: {
      TableName: table.name,
      Key: keys.spendCounter(counter.subject, counter.day, counter.shard),
      UpdateExpression: 'ADD spent :cost SET #ttl = if_not_exists(#ttl, :ttl)',
      ConditionExpression: 'attribute_not_exists(spent) OR spent <= :room',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':cost': cost,
        ':room': quota - cost,
        ':ttl': Math.floor(nowMs / 1000) + COUNTER_TTL_SECONDS,
      },
    },
  };
}

/** What each of a cap's counter shards has spent today (consistent reads), every possible shard included. */
export async function spendByShard(table: Table, subject: string, day: string): Promise<number[]> {
  const shardKeys = Array.from({ length: MAX_SPEND_SHARDS }, (_, n) => keys.spendCounter(subject, day, n));
  const found = await batchGet(table, shardKeys);
  return shardKeys.map((k) => Number(itemAt(found, k)?.spent ?? 0));
}

export class SpendRepository implements SpendStore {
  constructor(private readonly table: Table) {}

  async spent(subjects: string[], day: string): Promise<Record<string, number>> {
    const sums = await Promise.all(subjects.map((s) => spendByShard(this.table, s, day)));
    return Object.fromEntries(subjects.map((s, i) => [s, sums[i]!.reduce((a, b) => a + b, 0)]));
  }

  async countAtLeast(cap: SpendCap, day: string, spent: number, nowMs: number): Promise<void> {
    const subject = spendSubject(cap);
    const counted = (await spendByShard(this.table, subject, day)).reduce((a, b) => a + b, 0);
    let missing = spent - counted;
    if (missing <= 0) return;
    const count = spendShards(cap.limit);
    // Each shard is filled toward its share of the cap; what is past the cap goes to the first (the cap is reached).
    const adds = Array.from({ length: count }, () => 0);
    for (let shard = 0; shard < count && missing > 0; shard++) {
      adds[shard] = Math.min(missing, spendQuota(cap.limit, count, shard));
      missing -= adds[shard]!;
    }
    adds[0]! += missing;
    await Promise.all(
      adds.map((add, shard) =>
        add > 0
          ? this.table.db.send(
              new UpdateCommand({
                TableName: this.table.name,
                Key: keys.spendCounter(subject, day, shard),
                UpdateExpression: 'ADD spent :add SET #ttl = if_not_exists(#ttl, :ttl)',
                ExpressionAttributeNames: { '#ttl': 'ttl' },
                ExpressionAttributeValues: { ':add': add, ':ttl': Math.floor(nowMs / 1000) + COUNTER_TTL_SECONDS },
              }),
            )
          : undefined,
      ),
    );
  }
}
