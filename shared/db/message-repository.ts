import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AccountRecord, LedgerEntry } from '../accounts/account';
import type { MessageRecord, MessageStatus } from '../messages/message';
import type { FlagRecord } from '../moderation/flag';
import type { AccountRepository } from './account-repository';
import { cancellationCodes, isConditionFailure, stripKeys, type TransactItems, transactWrite } from './items';
import { keys, PENDING_MESSAGES } from './keys';
import { listAccountMessages, type MessageListOptions } from './message-list';

export interface IdempotencyRecord {
  requestHash: string;
  statusCode: number;
  /** The first response's body, replayed verbatim. */
  response: string;
  createdAt: string;
}

export interface AcceptInput {
  message: MessageRecord;
  /** The debit's ledger entry; absent when nothing is charged (a blocked message). */
  debit?: LedgerEntry;
  flag?: FlagRecord;
  idempotency?: { keyHash: string; record: IdempotencyRecord; expiresAt: number };
}

export type AcceptOutcome =
  | { ok: true }
  | { ok: false; reason: 'INSUFFICIENT_BALANCE'; balance: number }
  | { ok: false; reason: 'ACCOUNT_SUSPENDED' }
  | { ok: false; reason: 'ACCOUNT_MISSING' }
  | { ok: false; reason: 'IDEMPOTENCY_CONFLICT' };

export class MessageRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly accounts: AccountRepository,
  ) {}

  async get(messageId: string): Promise<MessageRecord | undefined> {
    const result = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.message(messageId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<MessageRecord>(result.Item) : undefined;
  }

  messageItem(message: MessageRecord): Record<string, unknown> {
    const pending = message.status === 'QUEUED' || message.status === 'SENDING';
    return {
      ...keys.message(message.id),
      ...keys.messageIndex(message.accountId, message.id),
      ...(pending ? keys.pendingMessageIndex(message.updatedAt, message.id) : {}),
      entity: 'Message',
      ...message,
    };
  }

  /**
   * Stores an accepted (or blocked) message in one transaction with its debit, its flag and its idempotency record:
   * the balance can never go below zero, a suspended account is never charged, and a retried request can never
   * create a second message, because all of it commits or none of it does.
   */
  async accept(input: AcceptInput): Promise<AcceptOutcome> {
    const { message, debit, flag, idempotency } = input;
    const items: TransactItems = [
      {
        Update: {
          TableName: this.tableName,
          Key: keys.account(message.accountId),
          UpdateExpression: 'SET balance = balance - :cost',
          ConditionExpression: 'attribute_exists(pk) AND suspended = :false AND balance >= :cost',
          ExpressionAttributeValues: { ':cost': message.cost, ':false': false },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      {
        Put: {
          TableName: this.tableName,
          Item: this.messageItem(message),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
    if (debit) items.push(this.accounts.ledgerPut(debit));
    if (flag) items.push(flagPut(this.tableName, flag));
    const idempotencyIndex = items.length;
    if (idempotency) {
      items.push({
        Put: {
          TableName: this.tableName,
          Item: {
            ...keys.idempotency(message.accountId, idempotency.keyHash),
            entity: 'Idempotency',
            ...idempotency.record,
            ttl: idempotency.expiresAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
    }
    try {
      await transactWrite(this.db, items);
      return { ok: true };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (idempotency && codes[idempotencyIndex] === 'ConditionalCheckFailed') {
        return { ok: false, reason: 'IDEMPOTENCY_CONFLICT' };
      }
      if (codes[0] === 'ConditionalCheckFailed') {
        // The cancellation carries the account as it was, in DynamoDB's wire format; DynamoDB Local leaves it out,
        // so then it is read (on this failure path only).
        const raw = (error as { CancellationReasons?: { Item?: Record<string, AttributeValue> }[] })
          .CancellationReasons?.[0]?.Item;
        const old = raw ? (unmarshall(raw) as Partial<AccountRecord>) : await this.accounts.get(message.accountId);
        if (!old) return { ok: false, reason: 'ACCOUNT_MISSING' };
        if (old.suspended) return { ok: false, reason: 'ACCOUNT_SUSPENDED' };
        return { ok: false, reason: 'INSUFFICIENT_BALANCE', balance: Number(old.balance ?? 0) };
      }
      throw error;
    }
  }

  async getIdempotency(accountId: string, keyHash: string): Promise<IdempotencyRecord | undefined> {
    const result = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.idempotency(accountId, keyHash), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<IdempotencyRecord>(result.Item) : undefined;
  }

  /**
   * Claims a QUEUED message for hand-over (or a SENDING one whose previous worker's lease ran out): the one
   * conditional write that makes sure two deliveries of the same queue message cannot both reach the vendor.
   */
  async claim(messageId: string, nowMs: number, leaseMs: number): Promise<MessageRecord | undefined> {
    const now = new Date(nowMs).toISOString();
    try {
      const result = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keys.message(messageId),
          UpdateExpression:
            'SET #status = :sending, attempts = attempts + :one, leaseUntil = :lease, updatedAt = :now, gsi2pk = :pending, gsi2sk = :since',
          ConditionExpression: '#status = :queued OR (#status = :sending AND leaseUntil < :nowMs)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':sending': 'SENDING',
            ':queued': 'QUEUED',
            ':one': 1,
            ':lease': nowMs + leaseMs,
            ':nowMs': nowMs,
            ':now': now,
            ':pending': PENDING_MESSAGES,
            ':since': `${now}#${messageId}`,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return stripKeys<MessageRecord>(result.Attributes ?? {});
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  /**
   * Moves a message forward from `from` to a settled or queued state; false when it is no longer in `from` (someone
   * else already moved it). Leaving QUEUED/SENDING removes it from the pending index.
   */
  async transition(
    messageId: string,
    from: MessageStatus,
    to: MessageStatus,
    nowMs: number,
    extra: { deliveryStatus?: string | null; vendorMessageId?: string } = {},
  ): Promise<boolean> {
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
    if (stillPending) {
      sets.push('gsi2pk = :pending', 'gsi2sk = :since');
      values[':pending'] = PENDING_MESSAGES;
      values[':since'] = `${now}#${messageId}`;
    }
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keys.message(messageId),
          UpdateExpression: `SET ${sets.join(', ')}${stillPending ? ' REMOVE leaseUntil' : ' REMOVE gsi2pk, gsi2sk, leaseUntil'}`,
          ConditionExpression: '#status = :from',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * Ends a message FAILED and refunds its cost in one transaction, conditional on its current state, so a refund can
   * happen once and only together with the failure.
   */
  async failAndRefund(
    message: MessageRecord,
    from: MessageStatus,
    detail: string,
    refund: LedgerEntry | undefined,
    nowMs: number,
  ): Promise<boolean> {
    const now = new Date(nowMs).toISOString();
    const items: TransactItems = [
      {
        Update: {
          TableName: this.tableName,
          Key: keys.message(message.id),
          UpdateExpression:
            'SET #status = :failed, deliveryStatus = :ds, updatedAt = :now REMOVE gsi2pk, gsi2sk, leaseUntil',
          ConditionExpression: '#status = :from',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':failed': 'FAILED', ':ds': detail, ':now': now, ':from': from },
        },
      },
    ];
    if (refund && refund.amount > 0) items.push(...this.accounts.creditItems(refund));
    try {
      await transactWrite(this.db, items);
      return true;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes && codes[0] === 'ConditionalCheckFailed') return false;
      throw error;
    }
  }

  /** Messages still QUEUED or SENDING whose last change is older than `before` (ISO), oldest first. */
  async pendingBefore(before: string, limit = 100): Promise<MessageRecord[]> {
    const result = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
        ExpressionAttributeValues: { ':pk': PENDING_MESSAGES, ':before': before },
        Limit: limit,
      }),
    );
    return (result.Items ?? []).map((i) => stripKeys<MessageRecord>(i));
  }

  /** Marks a pending message as seen by the sweeper now, so it is not re-enqueued again on the next sweep. */
  async touchPending(messageId: string, status: MessageStatus, nowMs: number): Promise<boolean> {
    return this.transition(messageId, status, status, nowMs);
  }

  /** An account's messages, newest first, optionally of one status; paginated (see message-list.ts). */
  async listByAccount(accountId: string, options: MessageListOptions) {
    return listAccountMessages(this.db, this.tableName, accountId, options);
  }
}

export function flagPut(tableName: string, flag: FlagRecord) {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.flag(flag.id),
        ...keys.flagIndex(flag.accountId, flag.id),
        ...keys.flagGlobalIndex(flag.id),
        entity: 'Flag',
        ...flag,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
