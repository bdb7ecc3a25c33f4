/**
 * Daily usage counters (shared/usage/usage.ts): ADD on the day's item of one of the account's USAGE_SHARDS partitions,
 * a Query of the days in each partition to read. Counts only: no number, no text; kept 400 days.
 */
import { createHash } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { USAGE_COUNTERS, type UsageCounts, type UsageDelta, type UsageStore } from '../usage/usage';
import { shardOf, USAGE_SHARDS, usageKeys } from './keys';
import { queryPages, type Table } from './table';

const KEEP_SECONDS = 400 * 24 * 3600;

export class UsageRepository implements UsageStore {
  constructor(private readonly table: Table) {}

  /**
   * One transaction per 100 account-days (a batch of changes rarely holds more than a few): all of a batch's counts or
   * none, and its idempotency token (the batch, as `seed` names it) makes a batch written again within ten minutes
   * (a relay that died after the write and before answering) count once.
   */
  async add(deltas: readonly UsageDelta[], seed: string): Promise<void> {
    const shard = shardOf(seed, USAGE_SHARDS);
    const updates = deltas.map((d) => {
      const counters = Object.entries(d.counts).filter(([, n]) => n !== 0);
      return {
        Update: {
          TableName: this.table.name,
          Key: usageKeys.day(d.accountId, shard, d.day),
          UpdateExpression: `ADD ${counters.map((_, i) => `#c${i} :c${i}`).join(', ')} SET #entity = :e, #day = :day, #ttl = if_not_exists(#ttl, :ttl)`,
          ExpressionAttributeNames: {
            ...Object.fromEntries(counters.map(([k], i) => [`#c${i}`, k])),
            '#entity': 'entity',
            '#day': 'day',
            '#ttl': 'ttl',
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(counters.map(([, n], i) => [`:c${i}`, n])),
            ':e': 'UsageDay',
            ':day': d.day,
            ':ttl': Math.floor(Date.parse(`${d.day}T00:00:00Z`) / 1000) + KEEP_SECONDS,
          },
        },
      };
    });
    for (let i = 0; i < updates.length; i += 100) {
      const token = createHash('sha256').update(`${seed}#${i}`).digest('base64url').slice(0, 36);
      await this.table.db.send(
        new TransactWriteCommand({ TransactItems: updates.slice(i, i + 100), ClientRequestToken: token }),
      );
    }
  }

  async read(accountId: string, from: string, to: string): Promise<Map<string, UsageCounts>> {
    const out = new Map<string, UsageCounts>();
    await Promise.all(
      usageKeys.partitions(accountId).map(async (pk) => {
        const days = queryPages(this.table, {
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': pk, ':from': `DAY#${from}`, ':to': `DAY#${to}` },
        });
        for await (const page of days) {
          for (const item of page) {
            const day = String(item.day);
            const sum = out.get(day) ?? { accepted: 0, delivered: 0, failed: 0, blocked: 0, flagged: 0, credits: 0 };
            for (const k of USAGE_COUNTERS) sum[k] += Number(item[k] ?? 0);
            out.set(day, sum);
          }
        }
      }),
    );
    return out;
  }
}
