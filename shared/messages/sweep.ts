import type { Clock } from '../clock';
import type { Logger } from '../logger';
import { METRIC, type Metrics, noMetrics } from '../metrics';
import type { VendorRegistry } from '../vendors/vendor';
import { failWithRefund, MAX_ATTEMPTS } from './deliver';
import type { MessageStore } from './message';
import type { SendQueue } from './send-queue';
import { lookUpUnconfirmed, type SettledHook } from './settle';

/** A pending message untouched for this long is looked at again. */
const STALE_AFTER_MS = 2 * 60_000;
/** A message still not handed over this long after acceptance ends FAILED and refunded. */
const GIVE_UP_AFTER_MS = 24 * 3600_000;

export interface SweepResult {
  requeued: number;
  failed: number;
  /** SENDING messages whose worker vanished mid-hand-over: now SENT `unconfirmed`, never handed over again. */
  unconfirmed: number;
  /** Unconfirmed messages the vendor's status lookup settled (DELIVERED, or FAILED and refunded). */
  settled: number;
  /** Seconds since acceptance of the oldest stale message not yet handed over (QUEUED or SENDING); 0 when none. */
  oldestPendingSeconds: number;
}

/**
 * Finds messages that nothing has moved for a while and moves them on; conditional writes make it safe beside the
 * worker. QUEUED ones (the enqueue after acceptance failed, a job went to the dead-letter queue, a retry is waiting)
 * are enqueued again, or, too old or out of attempts, end FAILED with a refund: they never reached the vendor. A
 * SENDING one whose lease lapsed may have reached it (its worker died during or after the hand-over): it becomes SENT
 * `unconfirmed` and is never handed over again blindly. SENT `unconfirmed` ones are looked up at the vendor, with
 * backoff, until a delivered or failed answer settles them (shared/messages/settle.ts).
 */
export async function sweepPendingMessages(
  deps: {
    messages: MessageStore;
    queue: SendQueue;
    vendors: VendorRegistry;
    clock: Clock;
    metrics?: Metrics;
    onSettled?: SettledHook;
  },
  log: Logger,
): Promise<SweepResult> {
  const { messages, queue, clock, metrics = noMetrics } = deps;
  const nowMs = clock.now();
  const stale = await messages.pendingBefore(new Date(nowMs - STALE_AFTER_MS).toISOString());
  const waiting = stale.filter((m) => m.status === 'QUEUED' || m.status === 'SENDING');
  const oldestPendingSeconds = Math.max(
    0,
    ...waiting.map((m) => Math.floor((nowMs - Date.parse(m.sendAt ?? m.createdAt)) / 1000)),
  );
  // Every sweep reports it, 0 included: the alarm on it also fires when sweeps stop (docs/runbook.md).
  metrics.add(METRIC.oldestPendingAge, oldestPendingSeconds, 'Seconds');
  const result: SweepResult = { requeued: 0, failed: 0, unconfirmed: 0, settled: 0, oldestPendingSeconds };
  for (const message of stale) {
    if (message.status === 'SENT') {
      const settled = await lookUpUnconfirmed(deps, message, log);
      if (settled === 'DELIVERED' || settled === 'FAILED') result.settled += 1;
      continue;
    }
    if (message.status === 'SENDING') {
      if ((message.leaseUntil ?? 0) > nowMs) continue;
      if ((await messages.markUnconfirmed(message.id, nowMs)).ok) result.unconfirmed += 1;
      continue;
    }
    // A scheduled message's wait counts from its time, not its creation (decision 1607).
    const age = nowMs - Date.parse(message.sendAt ?? message.createdAt);
    if (age > GIVE_UP_AFTER_MS || message.attempts >= MAX_ATTEMPTS) {
      if (await failWithRefund(deps, message, 'QUEUED', 'Not delivered in time; refunded', nowMs)) result.failed += 1;
      continue;
    }
    const moved = await messages.transition(message.id, 'QUEUED', 'QUEUED', nowMs);
    if (!moved.ok) continue;
    await queue.enqueue({ messageId: message.id, accountId: message.accountId });
    result.requeued += 1;
  }
  if (result.requeued || result.failed || result.unconfirmed || result.settled || oldestPendingSeconds)
    log.info('swept messages', { ...result });
  return result;
}
