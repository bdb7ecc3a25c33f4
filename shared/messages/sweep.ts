import type { Clock } from '../clock';
import type { Logger } from '../logger';
import { failWithRefund, MAX_ATTEMPTS } from './deliver';
import type { MessageStore } from './message';
import type { SendQueue } from './send-queue';

/** A pending message untouched for this long is looked at again. */
export const STALE_AFTER_MS = 2 * 60_000;
/** A message still not handed over this long after acceptance ends FAILED and refunded. */
export const GIVE_UP_AFTER_MS = 24 * 3600_000;

/**
 * Finds QUEUED or SENDING messages that nothing has moved for a while (the enqueue after acceptance failed, a worker
 * died mid-delivery, a job went to the dead-letter queue) and enqueues them again, or, when they are too old or out of
 * attempts, ends them FAILED with a refund. Conditional writes make it safe to run beside the worker.
 */
export async function sweepPendingMessages(
  deps: { messages: MessageStore; queue: SendQueue; clock: Clock },
  log: Logger,
): Promise<{ requeued: number; failed: number }> {
  const { messages, queue, clock } = deps;
  const nowMs = clock.now();
  const stale = await messages.pendingBefore(new Date(nowMs - STALE_AFTER_MS).toISOString());
  let requeued = 0;
  let failed = 0;
  for (const message of stale) {
    const age = nowMs - Date.parse(message.createdAt);
    const leaseLive = message.status === 'SENDING' && (message.leaseUntil ?? 0) > nowMs;
    if (leaseLive) continue;
    if (age > GIVE_UP_AFTER_MS || message.attempts >= MAX_ATTEMPTS) {
      if (await failWithRefund(deps, message, message.status, 'Not delivered in time; refunded', nowMs)) failed += 1;
      continue;
    }
    // SENDING with a lapsed lease goes back to QUEUED; the vendor receives the same reference if it is handed over again.
    const moved = await messages.transition(message.id, message.status, 'QUEUED', nowMs);
    if (!moved) continue;
    await queue.enqueue({ messageId: message.id, accountId: message.accountId });
    requeued += 1;
  }
  if (requeued || failed) log.info('swept pending messages', { requeued, failed });
  return { requeued, failed };
}
