/**
 * The fraud guard's counters (decision 1702): one item per prefix of an account (per-minute started, approved and
 * sequential counters, the last number, a block), a listing entry per block, KEY_STATS_SHARDS items per API key and
 * hour, and REFUSAL_SHARDS items per account and hour.
 */
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ok, type Result, refused } from '../result';
import {
  CONVERSION_WINDOW_MINUTES,
  KEY_STATS_SHARDS,
  minuteOf,
  type PrefixBlock,
  type PrefixState,
  type Refusal,
  type RefusalCount,
  type VerifyGuardStore,
} from '../verify/fraud-guard';
import { batchGet, itemAt, transactWrite } from './items';
import { keys } from './keys';
import { refusalOf } from './refusal';
import type { Table } from './table';

/**
 * Shards of an hour's refusal counters: refusals come at the rate of the requests refused, which the key and account
 * limits do not bound (they are the refusals), so 4 items share them (docs/capacity.md).
 */
const REFUSAL_SHARDS = 4;

/** The hour of a minute: the hourly items (key statistics, refusals) are keyed by it. */
const hourOf = (minute: number) => Math.floor(minute / 60);

/** Counters outlive their window by a little; a blocked prefix keeps its item until its block ends. */
const ttlAfter = (nowMs: number) => Math.floor(nowMs / 1000) + 2 * CONVERSION_WINDOW_MINUTES * 60;

function countersOf(item: Record<string, unknown> | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(item ?? {})) if (/^[saq]\d+$/.test(name)) out[name] = Number(value);
  return out;
}

function stateOf(item: Record<string, unknown> | undefined): PrefixState {
  return {
    counters: countersOf(item),
    ...(typeof item?.lastNumber === 'number' ? { lastNumber: item.lastNumber } : {}),
    ...(typeof item?.lastAtMs === 'number' ? { lastAtMs: item.lastAtMs } : {}),
    ...(typeof item?.blockedUntilMs === 'number' ? { blockedUntilMs: item.blockedUntilMs } : {}),
  };
}

export class VerifyGuardRepository implements VerifyGuardStore {
  constructor(private readonly table: Table) {}

  private add(key: ReturnType<typeof keys.verifyPrefix>, adds: Record<string, number>, nowMs: number, stale: string[]) {
    const names: Record<string, string> = { '#ttl': 'ttl' };
    const values: Record<string, unknown> = { ':ttl': ttlAfter(nowMs) };
    const parts = Object.entries(adds).map(([name, delta], i) => {
      names[`#a${i}`] = name;
      values[`:a${i}`] = delta;
      return `#a${i} :a${i}`;
    });
    stale.forEach((name, i) => {
      names[`#r${i}`] = name;
    });
    const remove = stale.length > 0 ? ` REMOVE ${stale.map((_, i) => `#r${i}`).join(', ')}` : '';
    return this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: key,
        UpdateExpression: `ADD ${parts.join(', ')} SET #ttl = :ttl${remove}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  }

  async countStart(accountId: string, prefix: string, number: number, nowMs: number) {
    try {
      const result = await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: keys.verifyPrefix(accountId, prefix),
          UpdateExpression: 'ADD #s :one SET lastNumber = :n, lastAtMs = :now, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(blockedUntilMs) OR blockedUntilMs <= :now',
          ExpressionAttributeNames: { '#s': `s${minuteOf(nowMs)}`, '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':n': number, ':now': nowMs, ':ttl': ttlAfter(nowMs) },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return { before: stateOf(result.Attributes) };
    } catch (error) {
      if (!refusalOf(error)) throw error;
      const item = await this.table.db.send(
        new GetCommand({ TableName: this.table.name, Key: keys.verifyPrefix(accountId, prefix), ConsistentRead: true }),
      );
      return { blockedUntilMs: Number(item.Item?.blockedUntilMs ?? nowMs + 60_000) };
    }
  }

  async markSequential(accountId: string, prefix: string, nowMs: number): Promise<void> {
    await this.add(keys.verifyPrefix(accountId, prefix), { [`q${minuteOf(nowMs)}`]: 1 }, nowMs, []);
  }

  async dropStale(accountId: string, prefix: string, stale: string[]): Promise<void> {
    if (stale.length === 0) return;
    const names = Object.fromEntries(stale.map((name, i) => [`#r${i}`, name]));
    await this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: keys.verifyPrefix(accountId, prefix),
        UpdateExpression: `REMOVE ${Object.keys(names).join(', ')}`,
        // Never recreates an item that has expired or been lifted meanwhile.
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
      }),
    );
  }

  async uncountStart(accountId: string, prefix: string, nowMs: number, stale: string[]): Promise<void> {
    await this.add(keys.verifyPrefix(accountId, prefix), { [`s${minuteOf(nowMs)}`]: -1 }, nowMs, stale);
  }

  async block(
    accountId: string,
    prefix: string,
    untilMs: number,
    reason: string,
    figures: { started: number; approved: number },
    nowMs: number,
  ): Promise<void> {
    const ttl = Math.floor(untilMs / 1000) + 24 * 3600;
    await transactWrite(this.table, [
      {
        Update: {
          TableName: this.table.name,
          Key: keys.verifyPrefix(accountId, prefix),
          UpdateExpression: 'SET blockedUntilMs = :until, blockReason = :reason, #ttl = :ttl',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':until': untilMs, ':reason': reason, ':ttl': ttl },
        },
      },
      {
        Put: {
          TableName: this.table.name,
          Item: {
            ...keys.verifyBlock(accountId, prefix),
            entity: 'VerifyBlock',
            prefix,
            reason,
            blockedAt: new Date(nowMs).toISOString(),
            blockedUntil: new Date(untilMs).toISOString(),
            started: figures.started,
            approved: figures.approved,
            ttl,
          },
        },
      },
    ]);
  }

  async countApproved(accountId: string, prefix: string, nowMs: number): Promise<void> {
    await this.add(keys.verifyPrefix(accountId, prefix), { [`a${minuteOf(nowMs)}`]: 1 }, nowMs, []);
  }

  async countKey(keyId: string, kind: 's' | 'a', nowMs: number): Promise<void> {
    const minute = minuteOf(nowMs);
    const shard = Math.floor(Math.random() * KEY_STATS_SHARDS);
    await this.add(keys.verifyKeyStats(keyId, hourOf(minute), shard), { [`${kind}${minute}`]: 1 }, nowMs, []);
  }

  async keyCounters(keyId: string, nowMs: number): Promise<Record<string, number>> {
    const hour = hourOf(minuteOf(nowMs));
    // The last 60 minutes span this hour and the one before: at most two items per shard.
    const shardKeys = [hour - 1, hour].flatMap((h) =>
      Array.from({ length: KEY_STATS_SHARDS }, (_, shard) => keys.verifyKeyStats(keyId, h, shard)),
    );
    const found = await batchGet(this.table, shardKeys);
    const total: Record<string, number> = {};
    for (const key of shardKeys) {
      for (const [name, value] of Object.entries(countersOf(itemAt(found, key)))) {
        total[name] = (total[name] ?? 0) + value;
      }
    }
    return total;
  }

  async countRefused(accountId: string, reason: Refusal['reason'], nowMs: number): Promise<void> {
    const minute = minuteOf(nowMs);
    await this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: keys.verifyRefusals(accountId, hourOf(minute), Math.floor(Math.random() * REFUSAL_SHARDS)),
        UpdateExpression: 'ADD #n :one SET #ttl = :ttl',
        ExpressionAttributeNames: { '#n': `r${minute}_${reason}`, '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':ttl': ttlAfter(nowMs) },
      }),
    );
  }

  async refusals(accountId: string, nowMs: number): Promise<RefusalCount[]> {
    const hour = hourOf(minuteOf(nowMs));
    const shards = Array.from({ length: REFUSAL_SHARDS }, (_, shard) => shard);
    const found = await batchGet(
      this.table,
      [hour - 1, hour].flatMap((h) => shards.map((shard) => keys.verifyRefusals(accountId, h, shard))),
    );
    const out: RefusalCount[] = [];
    for (const item of found.values()) {
      for (const [name, value] of Object.entries(item)) {
        const m = /^r(\d+)_([a-z_]+)$/.exec(name);
        if (m) out.push({ minute: Number(m[1]), reason: m[2] as Refusal['reason'], count: Number(value) });
      }
    }
    return out;
  }

  async blocks(accountId: string): Promise<PrefixBlock[]> {
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.verifyBlockPartition(accountId) },
        ConsistentRead: true,
        Limit: 200,
      }),
    );
    return (result.Items ?? []).map((item) => ({
      prefix: String(item.prefix),
      reason: String(item.reason),
      blockedAt: String(item.blockedAt),
      blockedUntil: String(item.blockedUntil),
      started: Number(item.started ?? 0),
      approved: Number(item.approved ?? 0),
    }));
  }

  async lift(accountId: string, prefix: string): Promise<Result<'NOT_BLOCKED'>> {
    const key = keys.verifyPrefix(accountId, prefix);
    const blockKey = keys.verifyBlock(accountId, prefix);
    const found = await batchGet(this.table, [key, blockKey]);
    const listed = itemAt(found, blockKey);
    const item = itemAt(found, key);
    if (!listed && item?.blockedUntilMs === undefined) return refused('NOT_BLOCKED');
    // Lifted, the prefix starts afresh: its old counters would block it again at its next start.
    const stale = Object.keys(countersOf(item));
    const names: Record<string, string> = {};
    stale.forEach((name, i) => {
      names[`#r${i}`] = name;
    });
    if (item) {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: key,
          UpdateExpression: `REMOVE blockedUntilMs, blockReason, lastNumber, lastAtMs${stale.map((_, i) => `, #r${i}`).join('')}`,
          ...(stale.length > 0 ? { ExpressionAttributeNames: names } : {}),
        }),
      );
    }
    await this.table.db.send(new DeleteCommand({ TableName: this.table.name, Key: blockKey }));
    return ok();
  }
}
