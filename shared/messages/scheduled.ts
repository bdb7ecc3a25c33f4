/**
 * The release of scheduled messages (the Twilio-compatible SendAt; docs/decisions/1607-scheduled-messages.md). A
 * scheduled message waits in one of the scheduled index's partitions, sorted by its time, so the messages due are the
 * first of each partition: every run reads that prefix of each partition (side by side) and releases each message
 * (one conditional write: out of the scheduled index into the pending one, no longer cancelable), then queues its job.
 * A cancel that came first makes the release a no-op; a release that came first makes the cancel fail, so a message is
 * either sent or refunded, never both. A lost job is re-queued by the pending sweeper, as any other's; a run that
 * stopped half-way leaves the rest where the next run finds them.
 */
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { MessageRecord, MessageStore } from './message';
import type { SendQueue } from './send-queue';

/** Partitions read at once, and messages released at once within a page. */
const CONCURRENCY = 16;

export interface ReleaseDeps {
  messages: Pick<MessageStore, 'scheduledDue' | 'release'>;
  queue: SendQueue;
  clock: Clock;
  /** The partitions of the scheduled index (shared/db/keys.ts). */
  partitions: string[];
}

export interface ReleaseResult {
  released: number;
}

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

/** Releases every scheduled message due by now onto the send queue. */
export async function releaseScheduledMessages(deps: ReleaseDeps, log: Logger): Promise<ReleaseResult> {
  const { messages, queue, clock } = deps;
  const nowMs = clock.now();
  const dueBy = new Date(nowMs).toISOString();
  let released = 0;
  const release = async (message: MessageRecord) => {
    if (!(await messages.release(message.id, nowMs)).ok) return; // canceled, or released by another run
    await queue.enqueue({ messageId: message.id, accountId: message.accountId });
    released += 1;
  };
  await inBatches(deps.partitions, CONCURRENCY, async (partition) => {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await messages.scheduledDue(partition, dueBy, start);
      await inBatches(page.items, CONCURRENCY, release);
      start = page.next;
    } while (start);
  });
  if (released > 0) log.info('released scheduled messages', { released });
  return { released };
}
