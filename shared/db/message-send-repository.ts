/**
 * A send's reads and writes of messages: the reads before it (balance shard, template, earlier answer to the key), its
 * one transaction (message, debit, flag, list entry, idempotency record, spend counters) with the balance shards it
 * may gather credit into, and the message read back when an answer was lost. What follows a send (the worker's claim
 * and transitions, the sweepers, the readers' lists) is in MessageRepository (message-repository.ts), which extends
 * this: the send functions take this class alone, so their bundles carry none of those queries.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { BalanceShard } from '../accounts/account';
import { type SpendCap, spendQuota, spendShards, spendSubject } from '../billing/spend';
import type {
  AcceptInput,
  AcceptOutcome,
  IdempotencyRecord,
  MessageRecord,
  MessageStore,
  SendReads,
} from '../messages/message';
import type { TemplateRecord } from '../templates/template';
import { ledgerPut, shardBalanceUpdate, shardsSnapshot, toShard } from './account-repository';
import { flagPut } from './flag-repository';
import { batchGet, itemAt, stripKeys, type TransactItem, transactWrite } from './items';
import { keys, SHARDS } from './keys';
import { conflicted, refusalOf } from './refusal';
import { contentTtl, msOf } from './retention';
import { markSentTo } from './sent-to';
import { spendByShard, spendCounterAdd } from './spend-repository';
import type { Table } from './table';

/** Shards tried before a send gives up on finding one with enough credit (each try re-reads them all). */
const MAX_SHARD_ATTEMPTS = 12;
/** Longest wait between two reads of the shards after a gather raced another (the first waits are 20, 40, 80 ms). */
const GATHER_WAIT_CAP_MS = 500;

/** The wait before attempt `attempt + 1`: doubling, fully jittered, capped. */
function gatherWait(attempt: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.random() * Math.min(GATHER_WAIT_CAP_MS, 10 * 2 ** attempt)));
}

export class MessageSendRepository
  implements Pick<MessageStore, 'get' | 'prepare' | 'accept' | 'getIdempotency' | 'shard'>
{
  /**
   * The most room any counter shard of a cap had when a send last found one full (per cap, day and limit): a day's
   * spend only grows, so a send costing more is refused from memory, without a write (docs/capacity.md).
   */
  private readonly capRoom = new Map<string, number>();

  constructor(protected readonly table: Table) {}

  async get(messageId: string): Promise<MessageRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.message(messageId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<MessageRecord>(result.Item) : undefined;
  }

  /** A random balance shard: sends spread evenly over them (docs/capacity.md). */
  async prepare(accountId: string, wanted: { templateId?: string; idempotencyKeyHash?: string }): Promise<SendReads> {
    const shardKey = keys.accountShard(accountId, Math.floor(Math.random() * SHARDS));
    const templateKey = wanted.templateId ? keys.template(accountId, wanted.templateId) : undefined;
    const earlierKey = wanted.idempotencyKeyHash ? keys.idempotency(accountId, wanted.idempotencyKeyHash) : undefined;
    const found = await batchGet(
      this.table,
      [shardKey, templateKey, earlierKey].filter((k) => k !== undefined),
    );
    const shardItem = itemAt(found, shardKey);
    const templateItem = templateKey ? itemAt(found, templateKey) : undefined;
    const earlierItem = earlierKey ? itemAt(found, earlierKey) : undefined;
    return {
      ...(shardItem ? { shard: toShard(shardItem) } : {}),
      ...(templateItem ? { template: stripKeys<TemplateRecord>(templateItem) } : {}),
      ...(earlierItem ? { earlier: stripKeys<IdempotencyRecord>(earlierItem) } : {}),
    };
  }

  private messageItem(message: MessageRecord): Record<string, unknown> {
    const pending = message.status === 'QUEUED' || message.status === 'SENDING';
    // A scheduled message waits in the scheduled index instead, until its minute is released (decision 1607).
    const index =
      message.scheduled && message.sendAt
        ? keys.scheduledMessageIndex(message.sendAt, message.id)
        : pending
          ? keys.pendingMessageIndex(message.updatedAt, message.id)
          : {};
    return {
      ...keys.message(message.id),
      ...index,
      entity: 'Message',
      ...message,
      ttl: contentTtl(this.table, msOf(retainedFrom(message), Date.now())),
    };
  }

  private acceptItems(
    input: AcceptInput,
    capShards: number[],
  ): { items: TransactItem[]; idempotencyIndex: number; capIndex: number } {
    const { message, debit, flag, idempotency } = input;
    const shardKey = keys.accountShard(message.accountId, message.shard);
    const live = 'attribute_exists(pk) AND suspended = :false';
    const items: TransactItem[] = [
      message.cost > 0
        ? {
            Update: {
              TableName: this.table.name,
              Key: shardKey,
              UpdateExpression: 'SET balance = balance - :cost',
              ConditionExpression: `${live} AND balance >= :cost`,
              ExpressionAttributeValues: { ':cost': message.cost, ':false': false },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          }
        : // A blocked message is not charged: the shard is only checked, never written.
          {
            ConditionCheck: {
              TableName: this.table.name,
              Key: shardKey,
              ConditionExpression: live,
              ExpressionAttributeValues: { ':false': false },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
      {
        Put: {
          TableName: this.table.name,
          Item: this.messageItem(message),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: this.table.name,
          Item: {
            ...keys.messageListEntry(message.accountId, message.id),
            entity: 'MessageListEntry',
            ttl: contentTtl(this.table, msOf(retainedFrom(message), Date.now())),
          },
        },
      },
    ];
    if (debit) items.push(ledgerPut(this.table, debit, message.shard));
    if (flag) items.push(flagPut(this.table, flag));
    const idempotencyIndex = items.length;
    if (idempotency) {
      items.push({
        Put: {
          TableName: this.table.name,
          Item: {
            ...keys.idempotency(message.accountId, idempotency.keyHash),
            entity: 'Idempotency',
            ...idempotency.record,
            // The stored answer holds the message (its number and text): never kept past the retention period.
            ttl: Math.min(idempotency.expiresAt, contentTtl(this.table, msOf(message.createdAt, Date.now()))),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
    }
    const capIndex = items.length;
    if (message.cost > 0 && input.spend) {
      const { day, caps } = input.spend;
      const nowMs = Date.parse(message.createdAt);
      caps.forEach((cap, i) => {
        const counter = { subject: spendSubject(cap), day, limit: cap.limit, shard: capShards[i]! };
        items.push(spendCounterAdd(this.table, counter, message.cost, nowMs));
      });
    }
    return { items, idempotencyIndex, capIndex };
  }

  /**
   * After a cap's counter shard refused the cost: another shard of that cap with room for it, or undefined when none
   * has (the cap is reached: a shard's share never grows, so nothing is admitted past the cap).
   */
  private async capShardWithRoom(cap: SpendCap, day: string, cost: number): Promise<number | undefined> {
    const count = spendShards(cap.limit);
    const spent = await spendByShard(this.table, spendSubject(cap), day);
    const rooms = spent
      .slice(0, count)
      .map((used, shard) => ({ shard, room: spendQuota(cap.limit, count, shard) - used }));
    if (this.capRoom.size > 10_000) this.capRoom.clear(); // a container's memory of past days stays bounded
    this.capRoom.set(capKey(cap, day), Math.max(0, ...rooms.map((s) => s.room)));
    const withRoom = rooms.filter((s) => s.room >= cost);
    return withRoom.length > 0 ? withRoom[Math.floor(Math.random() * withRoom.length)]!.shard : undefined;
  }

  async accept(input: AcceptInput): Promise<AcceptOutcome> {
    const outcome = await this.acceptOnce(input);
    // The number is one the account has sent to (decision 0830): after the commit, never in its transaction.
    if (outcome.ok) await markSentTo(this.table, [input.message], Date.parse(input.message.createdAt) || Date.now());
    return outcome;
  }

  private async acceptOnce(input: AcceptInput): Promise<AcceptOutcome> {
    let message = input.message;
    const caps = input.spend?.caps ?? [];
    const capShards = caps.map((cap) => Math.floor(Math.random() * spendShards(cap.limit)));
    const known =
      input.spend && caps.find((cap) => (this.capRoom.get(capKey(cap, input.spend!.day)) ?? Infinity) < message.cost);
    if (known) return { ok: false, reason: 'SPEND_LIMIT_EXCEEDED', cap: known };
    for (let attempt = 1; ; attempt++) {
      const { items, idempotencyIndex, capIndex } = this.acceptItems({ ...input, message }, capShards);
      let failedShard: BalanceShard | undefined;
      try {
        await transactWrite(this.table, items);
        return { ok: true };
      } catch (error) {
        // Cancelled by another transaction on the same items: nothing was written; try again after a wait.
        if (conflicted(error) && attempt < MAX_SHARD_ATTEMPTS) {
          await gatherWait(attempt);
          continue;
        }
        const refusal = refusalOf(error);
        if (!refusal) {
          // No answer (a time-out, or the SDK's retries ran out after an attempt whose answer was lost): the
          // transaction may have committed. The message tells: stored, it is accepted and charged, and must be
          // answered 201, or an integrator told 500 sends it again.
          if (await this.get(message.id).catch(() => undefined)) return { ok: true };
          throw error;
        }
        // The message (a new id of this request's) is there already: an earlier attempt of this very transaction
        // committed and its answer was lost.
        if (refusal.at(1)) return { ok: true };
        if (input.idempotency && refusal.at(idempotencyIndex)) {
          return { ok: false, reason: 'IDEMPOTENCY_CONFLICT' };
        }
        // A cap's counter shard had no room: another with room, or the cap is reached (nothing is charged).
        const fullCap = caps.findIndex((_, i) => refusal.at(capIndex + i));
        if (fullCap >= 0 && input.spend) {
          if (attempt >= MAX_SHARD_ATTEMPTS) throw new Error('Spend counters kept changing under a send');
          const next = await this.capShardWithRoom(caps[fullCap]!, input.spend.day, message.cost);
          if (next === undefined) return { ok: false, reason: 'SPEND_LIMIT_EXCEEDED', cap: caps[fullCap]! };
          capShards[fullCap] = next;
          continue;
        }
        if (!refusal.at(0)) throw error;
        // DynamoDB returns the shard as it was; DynamoDB Local leaves it out, so then it is read.
        const old = refusal.old(0);
        failedShard = old ? toShard(old) : await this.shard(message.accountId, message.shard);
      }
      if (!failedShard) return { ok: false, reason: 'ACCOUNT_MISSING' };
      if (failedShard.suspended) return { ok: false, reason: 'ACCOUNT_SUSPENDED' };
      // The shard ran short: find one that holds the cost (gathering credit into one when none does), or 402.
      let next = await this.shardFor(message.accountId, message.cost);
      while (next === undefined && attempt < MAX_SHARD_ATTEMPTS) {
        // A gather raced another: let the winners commit before reading the shards again. The wait doubles with each
        // attempt, fully jittered and capped at 500 ms (decision 0006; at most about 4 s in all, within the route's
        // 10 s): fifty senders racing for an account's last credits on a loaded machine had used up twelve attempts of
        // at most 10 ms x attempt and answered 500 instead of 201 or 402.
        attempt += 1;
        await gatherWait(attempt);
        next = await this.shardFor(message.accountId, message.cost);
      }
      if (typeof next === 'object') return next;
      if (next === undefined || attempt >= MAX_SHARD_ATTEMPTS) {
        throw new Error(`No balance shard held ${message.cost} credits after ${attempt} attempts`);
      }
      message = { ...message, shard: next };
    }
  }

  /**
   * A shard holding at least `cost`, from a snapshot of them all (so credit moving between shards meanwhile cannot make
   * the total look short): a random one of those that do, or one the credit was just gathered into from the others.
   * The balance when all shards together hold less.
   */
  private async shardFor(
    accountId: string,
    cost: number,
  ): Promise<number | undefined | Exclude<AcceptOutcome, { ok: true }>> {
    const shards = await shardsSnapshot(this.table, accountId);
    if (!shards) return { ok: false, reason: 'ACCOUNT_MISSING' };
    if (shards.some((s) => s.suspended)) return { ok: false, reason: 'ACCOUNT_SUSPENDED' };
    const total = shards.reduce((sum, s) => sum + s.balance, 0);
    if (total < cost) return { ok: false, reason: 'INSUFFICIENT_BALANCE', balance: total };
    const holding = shards.filter((s) => s.balance >= cost);
    if (holding.length > 0) return holding[Math.floor(Math.random() * holding.length)]!.shard;
    // Undefined when a donor changed meanwhile: the caller reads the shards again.
    return this.gather(accountId, shards, cost);
  }

  /**
   * Moves credit into the richest shard (the lowest-numbered of equals, so racing senders pick the same) until it
   * holds `cost`, in one transaction conditional on each donor still holding what it gives: the total never changes.
   * An account whose shards hold less than a message each on average is nearly empty: all of its credit is gathered
   * into that one shard, so the senders that remain find it there instead of gathering again and again. Undefined
   * when a donor changed meanwhile (read again).
   */
  private async gather(accountId: string, shards: BalanceShard[], cost: number): Promise<number | undefined> {
    const [target, ...donors] = [...shards].sort((a, b) => b.balance - a.balance || a.shard - b.shard);
    const total = shards.reduce((sum, s) => sum + s.balance, 0);
    let missing = total < shards.length * cost ? total - target!.balance : cost - target!.balance;
    const moves: TransactItem[] = [];
    let gathered = 0;
    for (const donor of donors) {
      if (missing <= 0) break;
      const take = Math.min(donor.balance, missing);
      if (take <= 0) break;
      moves.push(shardBalanceUpdate(this.table, accountId, donor.shard, -take));
      missing -= take;
      gathered += take;
    }
    try {
      await transactWrite(this.table, [...moves, shardBalanceUpdate(this.table, accountId, target!.shard, gathered)]);
      return target!.shard;
    } catch (error) {
      if (refusalOf(error) || conflicted(error)) return undefined;
      throw error;
    }
  }

  async getIdempotency(accountId: string, keyHash: string): Promise<IdempotencyRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.idempotency(accountId, keyHash), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<IdempotencyRecord>(result.Item) : undefined;
  }

  async shard(accountId: string, shard = Math.floor(Math.random() * SHARDS)): Promise<BalanceShard | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.accountShard(accountId, shard), ConsistentRead: true }),
    );
    return result.Item ? toShard(result.Item) : undefined;
  }
}

/**
 * Content retention counts from when the message is sent: a scheduled one (up to 35 days ahead) must not expire, charged
 * and unsent, under a retention period shorter than its wait (decision 1607).
 */
const retainedFrom = (message: MessageRecord) => message.sendAt ?? message.createdAt;

const capKey = (cap: SpendCap, day: string) => `${spendSubject(cap)}|${day}|${cap.limit}`;
