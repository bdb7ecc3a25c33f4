import type { Logger } from '../logger';
import type { Repositories } from '../repositories';
import type { Runtime } from '../runtime';
import { failWithRefund, MAX_ATTEMPTS } from './deliver';

/** A pending message untouched for this long is looked at again. */
export const STALE_AFTER_MS = 2 * 60_000;
/** A message still not handed over this long after acceptance ends FAILED and refunded. */
export const GIVE_UP_AFTER_MS = 24 * 3600_000;

/**
 * Finds QUEUED or SENDING messages that nothing has moved for a while (the enqueue after acceptance failed, a worker
 * died mid-delivery, a queue message went to the dead-letter queue) and enqueues them again, or, when they are too
 * old or out of attempts, ends them FAILED with a refund. Conditional writes make it safe to run beside the worker.
 */
export async function sweepPendingMessages(
  rt: Runtime,
  repos: Repositories,
  log: Logger,
): Promise<{ requeued: number; failed: number }> {
  const nowMs = rt.clock.now();
  const stale = await repos.messages.pendingBefore(new Date(nowMs - STALE_AFTER_MS).toISOString());
  let requeued = 0;
  let failed = 0;
  for (const message of stale) {
    const age = nowMs - Date.parse(message.createdAt);
    const leaseLive = message.status === 'SENDING' && (message.leaseUntil ?? 0) > nowMs;
    if (leaseLive) continue;
    if (age > GIVE_UP_AFTER_MS || message.attempts >= MAX_ATTEMPTS) {
      if (await failWithRefund(repos, message, message.status, 'Not delivered in time; refunded', nowMs)) failed += 1;
      continue;
    }
    // SENDING with a lapsed lease goes back to QUEUED; the vendor receives the same reference if it is handed over again.
    const moved = await repos.messages.transition(message.id, message.status, 'QUEUED', nowMs);
    if (!moved) continue;
    await rt.queue.enqueue({ messageId: message.id, accountId: message.accountId });
    requeued += 1;
  }
  if (requeued || failed) log.info('swept pending messages', { requeued, failed });
  return { requeued, failed };
}
