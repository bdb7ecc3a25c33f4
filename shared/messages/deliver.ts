import type { BalanceShard } from '../accounts/account';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import { count, METRIC, type Metrics, noMetrics } from '../metrics';
import type { SmsVendor, VendorRegistry } from '../vendors/vendor';
import { type MessageRecord, type MessageStatus, type MessageStore, VALIDITY_EXPIRED_DETAIL } from './message';
import { applyKeptReceipts, type ReceiptStore } from './receipts';
import { failWithRefund } from './refund';
import { lookUpUnconfirmed, type SettledHook } from './settle';

/** Hand-over attempts before a message that keeps failing transiently ends FAILED (and refunded). */
export const MAX_ATTEMPTS = 4;
/** How long a claiming worker owns a SENDING message; past it, the sweeper may hand it over again. */
const LEASE_MS = 120_000;
/**
 * A job may reach the worker before the transaction that stores its message commits (they are written side by side);
 * the worker looks again a little later, for this long, before it takes the job for one whose send was refused.
 */
export const MISSING_MESSAGE_PATIENCE_MS = 120_000;
export const MISSING_MESSAGE_RETRY_SECONDS = 5;
/** The deliveryStatus of a message not sent because its account was suspended before its hand-over (contract Part 3). */
const ACCOUNT_SUSPENDED_DETAIL = 'account_suspended';

export { failWithRefund } from './refund';

export interface DeliveryDeps {
  messages: MessageStore;
  vendors: VendorRegistry;
  clock: Clock;
  /**
   * The clock a message's `validUntil` is read on, as it was written (the sandbox clock on the local stage, where
   * schedules read it; decision 1609); default `clock`.
   */
  scheduleClock?: Clock;
  /** Where sent, delivered, failed and refunded messages are counted (default: nowhere). */
  metrics?: Metrics;
  /** Receipts that arrived before the hand-over returned (shared/messages/receipts.ts); none kept without it. */
  receipts?: ReceiptStore;
  onSettled?: SettledHook;
  /** Opens a verification's sealed text (decision 1701); a sealed message is failed without it, never sent masked. */
  openSealed?: (message: MessageRecord) => Promise<string>;
}

export type DeliveryResult =
  | { kind: 'done'; status: MessageStatus | 'skipped' | 'dropped' }
  /** Deliver again after `delaySeconds`: a transient failure with attempts left, or a message not stored yet. */
  | { kind: 'retry'; delaySeconds: number };

/** Exponential backoff for the n-th attempt: 10 s, 20 s, 40 s... capped at 5 minutes. */
function backoffSeconds(attempt: number): number {
  return Math.min(300, 10 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Whether a message with a validity period (Twilio's ValidityPeriod, decision 1609) would be handed over after it, if
 * handed over `inMs` from now: such a message is never sent.
 */
function pastValidity(deps: DeliveryDeps, message: MessageRecord, inMs = 0): boolean {
  if (message.validUntil === undefined) return false;
  return (deps.scheduleClock ?? deps.clock).now() + inMs > Date.parse(message.validUntil);
}

/**
 * Moderation-and-send for one queued message: claim it (QUEUED to SENDING, one conditional write, so a redelivered
 * job can never reach the vendor twice), refuse it when the account is suspended now (FAILED `account_suspended`,
 * refunded) or its validity period is over (FAILED `validity_period_expired`, refunded; decision 1609), hand it to the
 * account's vendor, and record the outcome: SENT then DELIVERED; SENT `unconfirmed` when the outcome is unknown
 * (settled later by a receipt or the vendor's status lookup, shared/messages/settle.ts); FAILED and refunded on a
 * permanent failure; back to QUEUED for a retry with backoff on a transient one, until the attempts run out (or its
 * retry would come after its validity period), then FAILED and refunded. The vendor settings come from a balance shard of the account (read
 * just before the claim), never from the account item, which every delivery would otherwise read.
 */
export async function deliverMessage(
  deps: DeliveryDeps,
  job: { messageId: string; accountId: string; queuedAtMs: number },
  log: Logger,
): Promise<DeliveryResult> {
  const { messages, vendors, clock, metrics = noMetrics } = deps;
  // The account's shard first, the claim after it: a claimed message is one the worker is about to hand over. Read
  // side by side, a read that failed (or a worker that died waiting for it) left a claimed message that no one would
  // hand over, ending SENT `unconfirmed`, charged and never sent (found by the soak test, docs/decisions/1150).
  const shard = await messages.shard(job.accountId);
  const nowMs = clock.now();
  const claimed = await messages.claim(job.messageId, nowMs, LEASE_MS);
  if (!claimed.ok && claimed.reason === 'MISSING') {
    if (nowMs - job.queuedAtMs < MISSING_MESSAGE_PATIENCE_MS) {
      return { kind: 'retry', delaySeconds: MISSING_MESSAGE_RETRY_SECONDS };
    }
    log.warn('job for a message that was never stored dropped', { messageId: job.messageId });
    return { kind: 'done', status: 'dropped' };
  }
  if (!claimed.ok) {
    log.info('message not claimable; already handled or owned by another delivery', { messageId: job.messageId });
    // A worker that died between the SENT write and applying the receipts that came first left them kept: the
    // redelivered job applies them (docs/decisions/0719). Only here, so a job that claims its message pays nothing.
    await keptReceiptsOfSent(deps, job.messageId, shard, log);
    return { kind: 'done', status: 'skipped' };
  }
  const { message } = claimed;
  const current = shard?.accountId === message.accountId ? shard : await messages.shard(message.accountId);
  // The account as it is now (every shard carries its suspension): a message queued or waiting for a retry when the
  // account was suspended is not sent, and is refunded.
  if (current?.suspended) {
    await failWithRefund(deps, message, 'SENDING', ACCOUNT_SUSPENDED_DETAIL, clock.now());
    return { kind: 'done', status: 'FAILED' };
  }
  // Its validity period over (the job waited in the queue, or for a retry, or the scheduled sweeper was late): not sent,
  // refunded. The claim is the one write that decides, so a redelivered job finds it FAILED and refunds nothing more.
  if (pastValidity(deps, message)) {
    await failWithRefund(deps, message, 'SENDING', VALIDITY_EXPIRED_DETAIL, clock.now());
    return { kind: 'done', status: 'FAILED' };
  }
  const settings = current?.vendor;
  const vendor = settings ? vendors.forSettings(settings, message.accountId) : undefined;
  if (!vendor) {
    await failWithRefund(deps, message, 'SENDING', 'No SMS vendor is configured on the account', clock.now());
    return { kind: 'done', status: 'FAILED' };
  }

  let body = message.body;
  if (message.sealedBody !== undefined) {
    if (!deps.openSealed) {
      await failWithRefund(deps, message, 'SENDING', 'The verification text cannot be opened here', clock.now());
      return { kind: 'done', status: 'FAILED' };
    }
    body = await deps.openSealed(message);
  }
  const result = await vendor.send({
    reference: message.id,
    to: message.to,
    body,
    accountId: message.accountId,
    ...(message.senderId ? { senderId: message.senderId } : {}),
  });
  // No event is published here: each status written reaches the webhooks through the table's change stream
  // (shared/webhooks/relay.ts), even when this worker dies right after the write.
  const doneAt = clock.now();
  // A receipt may have come back before this answer did: applied once the message is SENT.
  const keptReceipts = (vendorMessageId?: string) =>
    applyKeptReceiptsOf(
      deps,
      vendor,
      { id: message.id, accountId: message.accountId, ...(vendorMessageId ? { vendorMessageId } : {}) },
      log,
    );
  switch (result.outcome) {
    case 'accepted': {
      const sentDetail = result.detail ?? 'Accepted by vendor';
      const { ok: sent } = await messages.transition(message.id, 'SENDING', 'SENT', doneAt, {
        deliveryStatus: sentDetail,
        vendorMessageId: result.vendorMessageId,
      });
      if (sent) count(metrics, METRIC.sent);
      if (!result.delivered) {
        await keptReceipts(result.vendorMessageId);
        return { kind: 'done', status: 'SENT' };
      }
      const { ok: delivered } = await messages.transition(message.id, 'SENT', 'DELIVERED', doneAt, {
        deliveryStatus: result.detail ?? 'Delivered',
      });
      if (delivered) count(metrics, METRIC.delivered);
      return { kind: 'done', status: 'DELIVERED' };
    }
    case 'permanent-failure':
      await failWithRefund(deps, message, 'SENDING', result.detail, doneAt);
      return { kind: 'done', status: 'FAILED' };
    case 'unknown': {
      // The SMS may be on its way: never sent again blindly, never refunded unless a failure is confirmed.
      log.warn('vendor outcome unknown; left unconfirmed for a receipt or a status lookup', {
        messageId: message.id,
        detail: result.detail,
      });
      await messages.markUnconfirmed(message.id, doneAt, result.vendorMessageId);
      await keptReceipts(result.vendorMessageId);
      return { kind: 'done', status: 'SENT' };
    }
    case 'transient-failure': {
      if (message.attempts >= MAX_ATTEMPTS) {
        const detail = `${result.detail} (gave up after ${message.attempts} attempts)`;
        await failWithRefund(deps, message, 'SENDING', detail, doneAt);
        return { kind: 'done', status: 'FAILED' };
      }
      // A retry that would come after the message's validity period ends it now, as that retry would (decision 1609).
      if (pastValidity(deps, message, backoffSeconds(message.attempts) * 1000)) {
        await failWithRefund(deps, message, 'SENDING', VALIDITY_EXPIRED_DETAIL, doneAt);
        return { kind: 'done', status: 'FAILED' };
      }
      const { ok: requeued } = await messages.transition(message.id, 'SENDING', 'QUEUED', doneAt, {
        deliveryStatus: `${result.detail} (attempt ${message.attempts} of ${MAX_ATTEMPTS}; retrying)`,
      });
      if (!requeued) return { kind: 'done', status: 'skipped' };
      return { kind: 'retry', delaySeconds: backoffSeconds(message.attempts) };
    }
  }
}

/**
 * Applies the receipts kept for a message just made SENT (they came back before the vendor's answer), with the vendor
 * that handed it over: the first final receipt of its account settles it, conditionally (an applied receipt changes
 * nothing twice). A kept failure the tenant could have forged waits for the vendor's status lookup (decision 0822).
 */
function applyKeptReceiptsOf(
  deps: DeliveryDeps,
  vendor: SmsVendor,
  sent: Pick<MessageRecord, 'id' | 'accountId' | 'vendorMessageId'>,
  log: Logger,
): Promise<number> {
  if (!deps.receipts || !vendor.receiptsBy) return Promise.resolve(0);
  return applyKeptReceipts(
    {
      ...deps,
      receipts: deps.receipts,
      confirmFailure: async (id) => {
        const message = await deps.messages.get(id);
        return message ? lookUpUnconfirmed(deps, message, log) : 'missing';
      },
    },
    vendor.provider,
    vendor.receiptsBy,
    [sent],
    log,
  );
}

/**
 * For a job whose message is not claimable: when the message is SENT and was handed over (the vendor's id is stored,
 * or the vendor's receipts name our id), applies the receipts kept for it, with the vendor of the account's shard, as
 * the hand-over would have had its worker lived (docs/decisions/0719).
 */
async function keptReceiptsOfSent(
  deps: DeliveryDeps,
  messageId: string,
  shard: BalanceShard | undefined,
  log: Logger,
): Promise<void> {
  if (!deps.receipts) return;
  const message = await deps.messages.get(messageId);
  if (message?.status !== 'SENT') return;
  const current = shard?.accountId === message.accountId ? shard : await deps.messages.shard(message.accountId);
  const vendor = current?.vendor ? deps.vendors.forSettings(current.vendor, message.accountId) : undefined;
  if (!vendor?.receiptsBy) return;
  if (vendor.receiptsBy === 'vendorMessageId' && !message.vendorMessageId) return;
  const applied = await applyKeptReceiptsOf(deps, vendor, message, log);
  if (applied > 0) log.info('receipts kept by a worker that died after the hand-over applied', { messageId, applied });
}
