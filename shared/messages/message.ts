import type { BalanceShard, LedgerEntry } from '../accounts/account';
import type { SpendCap } from '../billing/spend';
import type { FlagRecord } from '../moderation/flag';
import type { ModerationCategory, ModerationVerdict } from '../moderation/types';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import type { TemplateRecord } from '../templates/template';
import type { Encoding } from './segments';

export const MESSAGE_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'FAILED', 'BLOCKED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** The deliveryStatus of a SENT message whose hand-over had an unknown outcome, until a receipt or a lookup settles it. */
export const UNCONFIRMED_DETAIL = 'unconfirmed';
/** The deliveryStatus of a scheduled message canceled before its time (FAILED, refunded; Twilio's `canceled`). */
export const CANCELED_DETAIL = 'canceled';
/**
 * The deliveryStatus of a message not handed over before its `validUntil` (FAILED, refunded; Twilio's 30036,
 * docs/decisions/1609-twilio-validity-period.md).
 */
export const VALIDITY_EXPIRED_DETAIL = 'validity_period_expired';

/** `system`: a message the service sends for the account itself (the free confirmation of an opt-out by reply). */
export const MESSAGE_SOURCES = ['api', 'dashboard', 'campaign', 'system'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

/**
 * One change of a message's state after acceptance, recorded on the message by the write that made it (its history,
 * shared/messages/history.ts).
 */
export interface MessageEventRecord {
  at: string;
  status: MessageStatus;
  detail?: string;
}

export interface MessageRecord {
  id: string;
  accountId: string;
  to: string;
  body: string;
  templateId?: string;
  status: MessageStatus;
  deliveryStatus: string | null;
  segments: number;
  encoding: Encoding;
  /** Credits charged; 0 for a blocked message. */
  cost: number;
  /** The balance shard the cost was taken from (and a refund goes back to). */
  shard: number;
  source: MessageSource;
  createdAt: string;
  updatedAt: string;
  moderation?: { verdict: ModerationVerdict; categories: ModerationCategory[] };
  /** Vendor provider chosen at acceptance. */
  vendor: string;
  senderId?: string;
  /**
   * A verification's SMS (decision 1701): the text as handed to the vendor, sealed under the code key, while `body`
   * carries the code masked. Only the send worker opens it.
   */
  sealedBody?: string;
  /** Hand-over attempts made so far. */
  attempts: number;
  /** While SENDING: until when the claiming worker owns the message. */
  leaseUntil?: number;
  /** The last claim's own token: a claim whose answer was lost recognises itself by it. */
  claimToken?: string;
  /** While SENT `unconfirmed`: status lookups made so far (they back off). */
  lookups?: number;
  vendorMessageId?: string;
  apiKeyId?: string;
  /**
   * Twilio-compatible sends: where Twilio's status callback of each change goes, signed with the sending key
   * (`apiKeyId`; docs/decisions/1604-twilio-status-callbacks.md).
   */
  statusCallback?: string;
  userId?: string;
  /** The campaign a campaign message belongs to. */
  campaignId?: string;
  /** When the message was handed to the vendor (campaign messages: the evidence of marketing hours). */
  sentAt?: string;
  /**
   * Campaign messages: the state their chunk counted them in when the worker stored them, and, once a receipt or a
   * lookup moved them on and the campaign's counters followed, that state (docs/decisions/0711).
   */
  tallied?: 'SENT' | 'DELIVERED' | 'FAILED' | 'BLOCKED';
  campaignCounted?: 'DELIVERED' | 'FAILED';
  /** Its changes after acceptance, oldest first (a handful: each hand-over attempt, the answer, the receipts). */
  events?: MessageEventRecord[];
  /** A scheduled message's time (ISO, the Twilio-compatible SendAt; docs/decisions/1607-scheduled-messages.md). */
  sendAt?: string;
  /** True while a scheduled message waits for its time: QUEUED but never claimed, and cancelable. */
  scheduled?: boolean;
  /**
   * Twilio-compatible sends: the time (ISO) after which the message is never handed over, its creation (or `sendAt`)
   * plus the create's ValidityPeriod (docs/decisions/1609-twilio-validity-period.md). Never shown by the Public API.
   */
  validUntil?: string;
}

/**
 * The message body of the contract, returned by every message route; `body` is the text as sent, null once content
 * retention removed it (contract Part 4).
 */
type PublicFields = { body: string | null } & Pick<
  MessageRecord,
  | 'id'
  | 'status'
  | 'deliveryStatus'
  | 'to'
  | 'segments'
  | 'encoding'
  | 'cost'
  | 'source'
  | 'createdAt'
  | 'updatedAt'
  | 'moderation'
  | 'campaignId'
  | 'sentAt'
>;
export type PublicMessage = { [K in keyof PublicFields]: PublicFields[K] };

export function publicMessage(m: MessageRecord): PublicMessage {
  return {
    id: m.id,
    status: m.status,
    deliveryStatus: m.deliveryStatus,
    to: m.to,
    body: m.body ?? null,
    segments: m.segments,
    encoding: m.encoding,
    cost: m.cost,
    source: m.source,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
    ...(m.moderation ? { moderation: m.moderation } : {}),
    ...(m.campaignId ? { campaignId: m.campaignId } : {}),
    ...(m.sentAt ? { sentAt: m.sentAt } : {}),
  };
}

export interface IdempotencyRecord {
  requestHash: string;
  statusCode: number;
  /** The first response's body, replayed verbatim. */
  response: string;
  createdAt: string;
}

/** What a send reads before it decides, in one round trip. */
export interface SendReads {
  /** The balance shard the send would take its cost from; undefined when the account is gone. */
  shard?: BalanceShard;
  template?: TemplateRecord;
  /** The stored answer to an earlier request with the same Idempotency-Key. */
  earlier?: IdempotencyRecord;
}

export interface AcceptInput {
  /** Its `shard` is where the cost is taken from first; another shard is used when that one runs short. */
  message: MessageRecord;
  /** The debit's ledger entry; absent when nothing is charged (a blocked message). */
  debit?: LedgerEntry;
  flag?: FlagRecord;
  idempotency?: { keyHash: string; record: IdempotencyRecord; expiresAt: number };
  /** The daily spend caps the cost counts against (the account's, the API key's), on the day of the send. */
  spend?: { day: string; caps: SpendCap[] };
}

export type AcceptOutcome =
  | { ok: true }
  | { ok: false; reason: 'INSUFFICIENT_BALANCE'; balance: number }
  | { ok: false; reason: 'ACCOUNT_SUSPENDED' }
  | { ok: false; reason: 'ACCOUNT_MISSING' }
  | { ok: false; reason: 'IDEMPOTENCY_CONFLICT' }
  | { ok: false; reason: 'SPEND_LIMIT_EXCEEDED'; cap: SpendCap };

/** Messages (shared/db/message-repository.ts). */
export interface MessageStore {
  get(messageId: string): Promise<MessageRecord | undefined>;
  /** The account's messages, newest first, optionally of one status. */
  listByAccount(
    accountId: string,
    page: PageRequest,
    status?: MessageStatus,
    /** `keep`: only these; `stop`: the list ends at the first message examined that says so (older ones follow). */
    tuning?: { keep?: (m: MessageRecord) => boolean; stop?: (m: MessageRecord) => boolean },
  ): Promise<Page<MessageRecord>>;
  /** A send's reads in one round trip: a balance shard (any), the template, and the earlier answer to the key. */
  prepare(accountId: string, wanted: { templateId?: string; idempotencyKeyHash?: string }): Promise<SendReads>;
  /**
   * Stores an accepted (or blocked) message in one transaction with its debit, its flag, its place in the account's
   * list and its idempotency record: the balance never goes below zero, a suspended account is never charged, and a
   * retried request never creates a second message.
   */
  accept(input: AcceptInput): Promise<AcceptOutcome>;
  getIdempotency(accountId: string, keyHash: string): Promise<IdempotencyRecord | undefined>;
  /** A balance shard of the account (a random one unless named): what the worker reads for the vendor settings. */
  shard(accountId: string, shard?: number): Promise<BalanceShard | undefined>;
  /**
   * Claims a QUEUED message for hand-over: TAKEN when it cannot be claimed (a SENDING one is in hand, or its hand-over
   * had an unknown outcome: never handed over again blindly), MISSING when there is no such message (yet).
   */
  claim(
    messageId: string,
    nowMs: number,
    leaseMs: number,
  ): Promise<Result<'MISSING' | 'TAKEN', { message: MessageRecord }>>;
  /** Moves a message from `from` to `to`; CHANGED when it is no longer in `from`. */
  transition(
    messageId: string,
    from: MessageStatus,
    to: MessageStatus,
    nowMs: number,
    extra?: { deliveryStatus?: string | null; vendorMessageId?: string },
  ): Promise<Result<'CHANGED'>>;
  /**
   * Ends a message FAILED and refunds its cost in one transaction, conditional on its current state (CHANGED when it
   * is no longer in `from`, and nothing is refunded).
   */
  failAndRefund(
    message: MessageRecord,
    from: MessageStatus,
    detail: string,
    refund: LedgerEntry | undefined,
    nowMs: number,
  ): Promise<Result<'CHANGED'>>;
  /**
   * SENDING (or a lapsed SENDING) to SENT with deliveryStatus `unconfirmed`, kept in the pending index for status
   * lookups (the first at once); CHANGED when it is no longer SENDING.
   */
  markUnconfirmed(messageId: string, nowMs: number, vendorMessageId?: string): Promise<Result<'CHANGED'>>;
  /**
   * The next status lookup of an unconfirmed message, or none (`lookAtMs` undefined: it leaves the index); CHANGED when
   * it is no longer SENT `unconfirmed`.
   */
  scheduleLookup(messageId: string, lookAtMs: number | undefined, lookups: number): Promise<Result<'CHANGED'>>;
  /**
   * A scheduled message whose time came: out of the scheduled index into the pending one (as if queued now), no
   * longer cancelable; NOT_WAITING when it is not waiting any more (canceled, or released by another sweep).
   */
  release(messageId: string, nowMs: number): Promise<Result<'NOT_WAITING'>>;
  /**
   * A scheduled message still waiting ends FAILED `canceled` with its refund, in one transaction conditional on it
   * still waiting: NOT_WAITING when it was released (or canceled) first, and nothing is refunded.
   */
  cancelScheduled(
    message: MessageRecord,
    refund: LedgerEntry | undefined,
    nowMs: number,
  ): Promise<Result<'NOT_WAITING'>>;
  /** Scheduled messages of one partition of the scheduled index due by `dueBy` (ISO), a page at a time. */
  scheduledDue(
    partition: string,
    dueBy: string,
    start?: Record<string, unknown>,
  ): Promise<{ items: MessageRecord[]; next?: Record<string, unknown> }>;
  /**
   * Deletes a message in a final state (its item and its list entry; docs/decisions/1608-twilio-message-delete.md):
   * NOT_FINAL when it is not final any more or not there.
   */
  remove(message: MessageRecord): Promise<Result<'NOT_FINAL'>>;
  /**
   * Messages still QUEUED or SENDING whose last change is older than `before` (ISO), and SENT `unconfirmed` ones whose
   * next lookup is due by then, oldest first.
   */
  pendingBefore(before: string, limitPerShard?: number): Promise<MessageRecord[]>;
}
