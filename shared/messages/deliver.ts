import type { LedgerEntry } from '../accounts/account';
import { newId } from '../ids';
import type { Logger } from '../logger';
import type { Repositories } from '../repositories';
import type { Runtime } from '../runtime';
import type { MessageRecord, MessageStatus } from './message';

/** Hand-over attempts before a message that keeps failing transiently ends FAILED (and refunded). */
export const MAX_ATTEMPTS = 4;
/** How long a claiming worker owns a SENDING message; past it, the sweeper may hand it over again. */
export const LEASE_MS = 120_000;

export type DeliveryResult =
  | { kind: 'done'; status: MessageStatus | 'skipped' }
  /** A transient failure with attempts left: deliver again after `delaySeconds`. */
  | { kind: 'retry'; delaySeconds: number };

/** Exponential backoff for the n-th attempt: 10 s, 20 s, 40 s... capped at 5 minutes. */
export function backoffSeconds(attempt: number): number {
  return Math.min(300, 10 * 2 ** Math.max(0, attempt - 1));
}

function refundEntry(message: MessageRecord, nowMs: number, reason: string): LedgerEntry | undefined {
  if (message.cost <= 0) return undefined;
  return {
    id: newId('txn', nowMs),
    accountId: message.accountId,
    type: 'REFUND',
    amount: message.cost,
    reason: `Refund for ${message.id}: ${reason}`,
    messageId: message.id,
    createdAt: new Date(nowMs).toISOString(),
  };
}

/** Ends a message FAILED with its refund, from whichever state it is in now. */
export async function failWithRefund(
  repos: Repositories,
  message: MessageRecord,
  from: MessageStatus,
  detail: string,
  nowMs: number,
): Promise<boolean> {
  return repos.messages.failAndRefund(message, from, detail, refundEntry(message, nowMs, detail), nowMs);
}

/**
 * Moderation-and-send for one queued message: claim it (QUEUED to SENDING, one conditional write, so a redelivered
 * queue message can never reach the vendor twice), hand it to the account's vendor, and record the outcome:
 * SENT then DELIVERED; FAILED and refunded on a permanent failure; back to QUEUED for a retry with backoff on a
 * transient one, until the attempts run out, then FAILED and refunded.
 */
export async function deliverMessage(
  rt: Runtime,
  repos: Repositories,
  messageId: string,
  log: Logger,
  accountId?: string,
): Promise<DeliveryResult> {
  const nowMs = rt.clock.now();
  // The queue message names the account, so its vendor settings are read alongside the claim.
  const [message, prefetched] = await Promise.all([
    repos.messages.claim(messageId, nowMs, LEASE_MS),
    accountId ? repos.accounts.get(accountId) : undefined,
  ]);
  if (!message) {
    log.info('message not claimable; already handled or owned by another delivery', { messageId });
    return { kind: 'done', status: 'skipped' };
  }
  const account = prefetched?.id === message.accountId ? prefetched : await repos.accounts.get(message.accountId);
  const vendor = account?.vendor ? rt.vendors.forSettings(account.vendor, account.id) : undefined;
  if (!vendor) {
    await failWithRefund(repos, message, 'SENDING', 'No SMS vendor is configured on the account', rt.clock.now());
    return { kind: 'done', status: 'FAILED' };
  }

  const result = await vendor.send({
    reference: message.id,
    to: message.to,
    body: message.body,
    ...(message.senderId ? { senderId: message.senderId } : {}),
  });
  const doneAt = rt.clock.now();
  switch (result.outcome) {
    case 'accepted': {
      await repos.messages.transition(message.id, 'SENDING', 'SENT', doneAt, {
        deliveryStatus: result.detail ?? 'Accepted by vendor',
        vendorMessageId: result.vendorMessageId,
      });
      if (!result.delivered) return { kind: 'done', status: 'SENT' };
      await repos.messages.transition(message.id, 'SENT', 'DELIVERED', doneAt, {
        deliveryStatus: result.detail ?? 'Delivered',
      });
      return { kind: 'done', status: 'DELIVERED' };
    }
    case 'permanent-failure':
      await failWithRefund(repos, message, 'SENDING', result.detail, doneAt);
      return { kind: 'done', status: 'FAILED' };
    case 'transient-failure': {
      if (message.attempts >= MAX_ATTEMPTS) {
        await failWithRefund(
          repos,
          message,
          'SENDING',
          `${result.detail} (gave up after ${message.attempts} attempts)`,
          doneAt,
        );
        return { kind: 'done', status: 'FAILED' };
      }
      const requeued = await repos.messages.transition(message.id, 'SENDING', 'QUEUED', doneAt, {
        deliveryStatus: `${result.detail} (attempt ${message.attempts} of ${MAX_ATTEMPTS}; retrying)`,
      });
      if (!requeued) return { kind: 'done', status: 'skipped' };
      return { kind: 'retry', delaySeconds: backoffSeconds(message.attempts) };
    }
  }
}
