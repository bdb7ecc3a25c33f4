/**
 * Settling a message the vendor has: a receipt (the vendor's callback) or the vendor's status lookup moves a SENT
 * message to DELIVERED, or to FAILED with its refund, and only forward: a duplicate or late receipt of a message in a
 * final state changes nothing and never refunds twice. A SENT message whose hand-over had an unknown outcome
 * (`unconfirmed`) is looked up with backoff by the sweeper until it settles, and is refunded only on a confirmed
 * failure (contract Part 3; docs/decisions/0803-unknown-vendor-outcomes.md).
 */
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import { count, METRIC, type Metrics, noMetrics } from '../metrics';
import type { VendorRegistry, VendorStatus } from '../vendors/vendor';
import type { MessageRecord, MessageStore } from './message';
import { failWithRefund } from './refund';

/** First lookup at the first sweep, then after 5, 10, 20, 40 minutes, then hourly. */
const LOOKUP_BACKOFF_MS = [5, 10, 20, 40, 60].map((minutes) => minutes * 60_000);
/** Past this, nothing more is asked: what the vendor has not settled in three days it will not (SMS validity). */
const STOP_LOOKING_AFTER_MS = 72 * 3600_000;

export interface Settlement {
  /** Our message id: the reference the vendor was given. */
  messageId: string;
  /** When given, only a message of this account is settled (a vendor callback speaks for one account). */
  accountId?: string;
  state: VendorStatus['state'];
  detail: string;
}

/** `not-sent`: the message is still QUEUED or SENDING (its hand-over has not returned yet). */
export type SettleOutcome = 'DELIVERED' | 'FAILED' | 'not-final' | 'already-final' | 'not-sent' | 'missing';

/** Told of a message that a receipt or a lookup settled, once (webhook events, campaign counts). */
export type SettledHook = (message: MessageRecord, status: 'DELIVERED' | 'FAILED', detail: string) => Promise<void>;

/** Applies what the vendor says of a message: only a delivered or a failed answer moves a SENT message. */
export async function settleMessage(
  deps: { messages: MessageStore; clock: Clock; metrics?: Metrics; onSettled?: SettledHook },
  settlement: Settlement,
): Promise<SettleOutcome> {
  const { messages, clock, metrics = noMetrics } = deps;
  if (settlement.state !== 'delivered' && settlement.state !== 'failed') return 'not-final';
  const message = await messages.get(settlement.messageId);
  if (!message || (settlement.accountId && message.accountId !== settlement.accountId)) return 'missing';
  if (message.status === 'QUEUED' || message.status === 'SENDING') return 'not-sent';
  if (message.status !== 'SENT') return 'already-final';
  const nowMs = clock.now();
  const status = settlement.state === 'delivered' ? 'DELIVERED' : 'FAILED';
  const moved =
    status === 'DELIVERED'
      ? (await messages.transition(message.id, 'SENT', 'DELIVERED', nowMs, { deliveryStatus: settlement.detail })).ok
      : await failWithRefund(deps, message, 'SENT', settlement.detail, nowMs);
  if (!moved) return 'already-final';
  if (status === 'DELIVERED') count(metrics, METRIC.delivered);
  await deps.onSettled?.(message, status, settlement.detail);
  return status;
}

/**
 * One status lookup of an unconfirmed message (the sweeper's): settles it when the vendor knows, otherwise schedules
 * the next lookup, or none once it has waited long enough (it then stays SENT `unconfirmed`, charged: nothing shows
 * that it failed).
 */
export async function lookUpUnconfirmed(
  deps: { messages: MessageStore; vendors: VendorRegistry; clock: Clock; metrics?: Metrics; onSettled?: SettledHook },
  message: MessageRecord,
  log: Logger,
): Promise<SettleOutcome> {
  const { messages, vendors, clock } = deps;
  const shard = await messages.shard(message.accountId);
  const vendor = shard?.vendor ? vendors.forSettings(shard.vendor, message.accountId) : undefined;
  const answer: VendorStatus =
    vendor?.provider === message.vendor && vendor.status
      ? await vendor.status({
          reference: message.id,
          ...(message.vendorMessageId ? { vendorMessageId: message.vendorMessageId } : {}),
        })
      : { state: 'unknown', detail: 'no status lookup for this vendor' };
  const settled = await settleMessage(deps, { messageId: message.id, ...answer });
  if (settled !== 'not-final') return settled;
  const lookups = (message.lookups ?? 0) + 1;
  const nowMs = clock.now();
  const waited = nowMs - Date.parse(message.updatedAt);
  const next =
    waited > STOP_LOOKING_AFTER_MS
      ? undefined
      : nowMs + LOOKUP_BACKOFF_MS[Math.min(lookups - 1, LOOKUP_BACKOFF_MS.length - 1)]!;
  if (next === undefined) log.warn('unconfirmed message left unsettled', { messageId: message.id });
  await messages.scheduleLookup(message.id, next, lookups);
  return 'not-final';
}
