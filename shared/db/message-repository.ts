/**
 * Messages: one partition each (`MESSAGE#<id>`), a small write-once entry in one of the account's SHARDS list
 * partitions, and, while QUEUED or SENDING, a place in one of PENDING_SHARDS pending-index partitions. A send debits one
 * of the account's balance shards and writes its ledger entry beside it, so no item or partition is written by every
 * send of an account (docs/capacity.md).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BalanceShard, LedgerEntry } from '../accounts/account';
import { type SpendCap, spendQuota, spendShards, spendSubject } from '../billing/spend';
import { idPattern } from '../ids';
import {
  type AcceptInput,
  type AcceptOutcome,
  CANCELED_DETAIL,
  type IdempotencyRecord,
  type MessageEventRecord,
  type MessageRecord,
  type MessageStatus,
  type MessageStore,
  type SendReads,
  UNCONFIRMED_DETAIL,
} from '../messages/message';
import type { Page, PageRequest } from '../page';
import { ok, type Result, refused } from '../result';
import type { TemplateRecord } from '../templates/template';
import { AccountRepository, ledgerPut, shardBalanceUpdate, toShard } from './account-repository';
import { flagPut } from './flag-repository';
import { batchGet, itemAt, stripKeys, type TransactItem, transactWrite } from './items';
import { keys, SHARDS } from './keys';
import { listNewestFirst } from './newest-first';
import { refusalOf, resultOf } from './refusal';
import { contentTtl, msOf } from './retention';
import { markSentTo } from './sent-to';
import { spendByShard, spendCounterAdd } from './spend-repository';
import type { Table } from './table';

const MESSAGE_ID = idPattern('msg');
/** Shards tried before a send gives up on finding one with enough credit (each try re-reads them all). */
const MAX_SHARD_ATTEMPTS = 12;

export class MessageRepository implements MessageStore {
  private readonly accounts: AccountRepository;
  /**
   * The most room any counter shard of a cap had when a send last found one full (per cap, day and limit): a day's
   * spend only grows, so a send costing more is refused from memory, without a write (docs/capacity.md).
   */
  private readonly capRoom = new Map<string, number>();

  constructor(private readonly table: Table) {
    this.accounts = new AccountRepository(table);
  }

  async get(messageId: string): Promise<MessageRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.message(messageId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<MessageRecord>(result.Item) : undefined;
  }

  /**
   * The account's list entries, merged from its shards newest first, then the messages themselves (their status now).
   * `tuning` sets how many entries a filtered page examines per batch and in all (tests of short pages).
   */
  listByAccount(
    accountId: string,
    page: PageRequest,
    status?: MessageStatus,
    tuning: {
      chunk?: number;
      budget?: number;
      keep?: (m: MessageRecord) => boolean;
      stop?: (m: MessageRecord) => boolean;
    } = {},
  ): Promise<Page<MessageRecord>> {
    return listNewestFirst<MessageRecord>(
      this.table,
      {
        partitions: keys.messageListPartitions(accountId),
        position: MESSAGE_ID,
        consistent: true,
        resolve: async (entries) => {
          const messageKeys = entries.map((e) => keys.message(String(e.sk)));
          const found = await batchGet(this.table, messageKeys);
          return messageKeys.map((k) => {
            const item = itemAt(found, k);
            return item ? stripKeys<MessageRecord>(item) : undefined;
          });
        },
        ...(status ? { keep: (m: MessageRecord) => m.status === status } : {}),
        ...tuning,
      },
      page,
    );
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
        // A gather raced another: let the winners commit before reading the shards again.
        attempt += 1;
        await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
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
    const shards = await this.accounts.shardsSnapshot(accountId);
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
      if (refusalOf(error)) return undefined;
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

  /**
   * QUEUED to SENDING with a lease, one conditional write. Each claim writes a token of its own: when the answer to
   * the write is lost and the SDK sends it again, the second attempt fails its condition against our own first one,
   * and the token tells it was ours (without it the message would be left SENDING, never handed over).
   */
  async claim(
    messageId: string,
    nowMs: number,
    leaseMs: number,
  ): Promise<Result<'MISSING' | 'TAKEN', { message: MessageRecord }>> {
    const now = new Date(nowMs).toISOString();
    const token = randomUUID();
    try {
      const result = await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: keys.message(messageId),
          UpdateExpression:
            // The pending index keeps its entry as it is (no index write): the lease says the message is in hand.
            'SET #status = :sending, attempts = attempts + :one, leaseUntil = :lease, updatedAt = :now, claimToken = :token, ' +
            EVENTS_APPEND,
          // Only QUEUED: a SENDING message whose worker vanished may have reached the vendor; the sweeper settles it.
          // A scheduled one waiting for its time is not claimable until its release (decision 1607).
          ConditionExpression: '#status = :queued AND attribute_not_exists(scheduled)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':sending': 'SENDING',
            ':queued': 'QUEUED',
            ':one': 1,
            ':lease': nowMs + leaseMs,
            ':now': now,
            ':token': token,
            ...eventValues(now, 'SENDING'),
          },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return ok({ message: stripKeys<MessageRecord>(result.Attributes ?? {}) });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      // A message that does not exist fails the condition too: say so, so the worker can wait for it.
      const raw = refusal.old(0);
      const old = raw ? stripKeys<MessageRecord>(raw) : await this.get(messageId);
      if (!old) return refused('MISSING');
      return old.status === 'SENDING' && old.claimToken === token ? ok({ message: old }) : refused('TAKEN');
    }
  }

  async transition(
    messageId: string,
    from: MessageStatus,
    to: MessageStatus,
    nowMs: number,
    extra: { deliveryStatus?: string | null; vendorMessageId?: string } = {},
  ): Promise<Result<'CHANGED'>> {
    const now = new Date(nowMs).toISOString();
    const stillPending = to === 'QUEUED' || to === 'SENDING';
    const sets = ['#status = :to', 'updatedAt = :now'];
    const values: Record<string, unknown> = { ':to': to, ':from': from, ':now': now };
    if (extra.deliveryStatus !== undefined) {
      sets.push('deliveryStatus = :ds');
      values[':ds'] = extra.deliveryStatus;
    }
    if (extra.vendorMessageId !== undefined) {
      sets.push('vendorMessageId = :vid');
      values[':vid'] = extra.vendorMessageId;
    }
    // Its history (a sweeper's re-queue of a QUEUED message is no change of state).
    if (from !== to) {
      sets.push(EVENTS_APPEND);
      Object.assign(values, eventValues(now, to, extra.deliveryStatus));
    }
    if (stillPending) {
      sets.push('gsi2pk = :pending', 'gsi2sk = :since');
      Object.assign(values, pendingValues(now, messageId));
    }
    return this.conditionalUpdate(
      {
        TableName: this.table.name,
        Key: keys.message(messageId),
        UpdateExpression: `SET ${sets.join(', ')}${stillPending ? ' REMOVE leaseUntil' : ' REMOVE gsi2pk, gsi2sk, leaseUntil'}`,
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      },
      'CHANGED',
    );
  }

  async markUnconfirmed(messageId: string, nowMs: number, vendorMessageId?: string): Promise<Result<'CHANGED'>> {
    const now = new Date(nowMs).toISOString();
    return this.conditionalUpdate(
      {
        TableName: this.table.name,
        Key: keys.message(messageId),
        UpdateExpression: `SET #status = :sent, deliveryStatus = :ds, updatedAt = :now, lookups = :zero, gsi2pk = :pending, gsi2sk = :since, ${EVENTS_APPEND}${
          vendorMessageId ? ', vendorMessageId = :vid' : ''
        } REMOVE leaseUntil`,
        ConditionExpression: '#status = :sending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sent': 'SENT',
          ':sending': 'SENDING',
          ':ds': UNCONFIRMED_DETAIL,
          ':now': now,
          ':zero': 0,
          ...pendingValues(now, messageId),
          ...eventValues(now, 'SENT', UNCONFIRMED_DETAIL),
          ...(vendorMessageId ? { ':vid': vendorMessageId } : {}),
        },
      },
      'CHANGED',
    );
  }

  async scheduleLookup(messageId: string, lookAtMs: number | undefined, lookups: number): Promise<Result<'CHANGED'>> {
    const common = {
      TableName: this.table.name,
      Key: keys.message(messageId),
      ConditionExpression: '#status = :sent AND deliveryStatus = :ds',
      ExpressionAttributeNames: { '#status': 'status' },
    };
    if (lookAtMs === undefined) {
      return this.conditionalUpdate(
        {
          ...common,
          UpdateExpression: 'SET lookups = :n REMOVE gsi2pk, gsi2sk',
          ExpressionAttributeValues: { ':sent': 'SENT', ':ds': UNCONFIRMED_DETAIL, ':n': lookups },
        },
        'CHANGED',
      );
    }
    const { ':since': since } = pendingValues(new Date(lookAtMs).toISOString(), messageId);
    return this.conditionalUpdate(
      {
        ...common,
        UpdateExpression: 'SET lookups = :n, gsi2sk = :since',
        ExpressionAttributeValues: { ':sent': 'SENT', ':ds': UNCONFIRMED_DETAIL, ':n': lookups, ':since': since },
      },
      'CHANGED',
    );
  }

  private conditionalUpdate<R extends string>(
    input: ConstructorParameters<typeof UpdateCommand>[0],
    reason: R,
  ): Promise<Result<R>> {
    return resultOf(this.table.db.send(new UpdateCommand(input)), reason);
  }

  async failAndRefund(
    message: MessageRecord,
    from: MessageStatus,
    detail: string,
    refund: LedgerEntry | undefined,
    nowMs: number,
  ): Promise<Result<'CHANGED'>> {
    return this.failRefunding(message, detail, refund, nowMs, {
      condition: '#status = :from',
      values: { ':from': from },
      remove: 'leaseUntil',
      reason: 'CHANGED',
    });
  }

  async release(messageId: string, nowMs: number): Promise<Result<'NOT_WAITING'>> {
    const now = new Date(nowMs).toISOString();
    return this.conditionalUpdate(
      {
        TableName: this.table.name,
        Key: keys.message(messageId),
        // Into the pending index as if queued now: the pending sweeper re-queues it if its job is lost.
        UpdateExpression: 'SET updatedAt = :now, gsi2pk = :pending, gsi2sk = :since REMOVE scheduled',
        ConditionExpression: '#status = :queued AND scheduled = :true',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':queued': 'QUEUED',
          ':true': true,
          ':now': now,
          ...pendingValues(now, messageId),
        },
      },
      'NOT_WAITING',
    );
  }

  async cancelScheduled(
    message: MessageRecord,
    refund: LedgerEntry | undefined,
    nowMs: number,
  ): Promise<Result<'NOT_WAITING'>> {
    // Still waiting: a release (or an earlier cancel) that came first makes this refund nothing.
    return this.failRefunding(message, CANCELED_DETAIL, refund, nowMs, {
      condition: '#status = :queued AND scheduled = :true',
      values: { ':queued': 'QUEUED', ':true': true },
      remove: 'scheduled',
      reason: 'NOT_WAITING',
    });
  }

  /**
   * A message made FAILED with `detail`, out of the pending index, and its refund credited, in one transaction that
   * holds only while `guard.condition` does: refused for `guard.reason` when it no longer does (someone else moved the
   * message first).
   */
  private async failRefunding<R extends string>(
    message: MessageRecord,
    detail: string,
    refund: LedgerEntry | undefined,
    nowMs: number,
    guard: { condition: string; values: Record<string, unknown>; remove: string; reason: R },
  ): Promise<Result<R>> {
    const now = new Date(nowMs).toISOString();
    const items: TransactItem[] = [
      {
        Update: {
          TableName: this.table.name,
          Key: keys.message(message.id),
          UpdateExpression: `SET #status = :failed, deliveryStatus = :ds, updatedAt = :now, ${EVENTS_APPEND} REMOVE gsi2pk, gsi2sk, ${guard.remove}`,
          ConditionExpression: guard.condition,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':failed': 'FAILED',
            ':ds': detail,
            ':now': now,
            ...guard.values,
            ...eventValues(now, 'FAILED', detail),
          },
        },
      },
    ];
    if (refund && refund.amount > 0) {
      items.push(
        shardBalanceUpdate(this.table, message.accountId, message.shard, refund.amount),
        ledgerPut(this.table, refund, message.shard),
      );
    }
    return resultOf(transactWrite(this.table, items), guard.reason);
  }

  async scheduledDue(
    partition: string,
    dueBy: string,
    start?: Record<string, unknown>,
  ): Promise<{ items: MessageRecord[]; next?: Record<string, unknown> }> {
    const page = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        IndexName: 'gsi2',
        // `~` sorts after `#`: every message due at `dueBy` itself is included.
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :due',
        ExpressionAttributeValues: { ':pk': partition, ':due': `${dueBy}~` },
        Limit: 100,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    return {
      items: (page.Items ?? []).map((i) => stripKeys<MessageRecord>(i)),
      ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}),
    };
  }

  async remove(message: MessageRecord): Promise<Result<'NOT_FINAL'>> {
    return resultOf(
      transactWrite(this.table, [
        {
          Delete: {
            TableName: this.table.name,
            Key: keys.message(message.id),
            // Only a message nothing will write again: no worker, sweeper, receipt or refund is still to come.
            ConditionExpression:
              '#status IN (:delivered, :failed, :blocked) AND attribute_not_exists(gsi2pk) AND attribute_not_exists(scheduled)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':delivered': 'DELIVERED', ':failed': 'FAILED', ':blocked': 'BLOCKED' },
          },
        },
        { Delete: { TableName: this.table.name, Key: keys.messageListEntry(message.accountId, message.id) } },
      ]),
      'NOT_FINAL',
    );
  }

  async pendingBefore(before: string, limitPerShard = 100): Promise<MessageRecord[]> {
    const pages = await Promise.all(
      keys.pendingPartitions().map((partition) =>
        this.table.db.send(
          new QueryCommand({
            TableName: this.table.name,
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
            ExpressionAttributeValues: { ':pk': partition, ':before': before },
            Limit: limitPerShard,
          }),
        ),
      ),
    );
    return pages
      .flatMap((page) =>
        (page.Items ?? []).map((i) => ({ since: String(i.gsi2sk), record: stripKeys<MessageRecord>(i) })),
      )
      .sort((a, b) => a.since.localeCompare(b.since))
      .map((p) => p.record);
  }
}

/**
 * Content retention counts from when the message is sent: a scheduled one (up to 35 days ahead) must not expire, charged
 * and unsent, under a retention period shorter than its wait (decision 1607).
 */
const retainedFrom = (message: MessageRecord) => message.sendAt ?? message.createdAt;

const capKey = (cap: SpendCap, day: string) => `${spendSubject(cap)}|${day}|${cap.limit}`;

/**
 * Appends one event to the message's history in the write that changes its state: no write of its own, a few dozen
 * bytes on an item that already holds the text (docs/capacity.md).
 */
const EVENTS_APPEND = 'events = list_append(if_not_exists(events, :noEvents), :event)';

function eventValues(at: string, status: MessageStatus, detail?: string | null) {
  const event: MessageEventRecord = { at, status, ...(detail ? { detail } : {}) };
  return { ':noEvents': [], ':event': [event] };
}

/** The pending-index attributes of a message that is (still) QUEUED or SENDING since `now`. */
function pendingValues(now: string, messageId: string) {
  const { gsi2pk, gsi2sk } = keys.pendingMessageIndex(now, messageId);
  return { ':pending': gsi2pk, ':since': gsi2sk };
}
