/**
 * Messages: one partition each (`MESSAGE#<id>`), a small write-once entry in one of the account's SHARDS list
 * partitions, and, while QUEUED or SENDING, a place in one of PENDING_SHARDS pending-index partitions. A send debits one
 * of the account's balance shards and writes its ledger entry beside it, so no item or partition is written by every
 * send of an account (docs/capacity.md).
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LedgerEntry } from '../accounts/account';
import { idPattern } from '../ids';
import {
  CANCELED_DETAIL,
  type MessageEventRecord,
  type MessageRecord,
  type MessageStatus,
  type MessageStore,
  UNCONFIRMED_DETAIL,
} from '../messages/message';
import type { Page, PageRequest } from '../page';
import { ok, type Result, refused } from '../result';
import { ledgerPut, shardBalanceUpdate } from './account-repository';
import { batchGet, itemAt, stripKeys, type TransactItem, transactWrite } from './items';
import { keys } from './keys';
import { MessageSendRepository } from './message-send-repository';
import { listNewestFirst } from './newest-first';
import { refusalOf, resultOf } from './refusal';

const MESSAGE_ID = idPattern('msg');

/** Messages after their send (MessageSendRepository): the worker's claim and transitions, the sweepers, the readers. */
export class MessageRepository extends MessageSendRepository implements MessageStore {
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
