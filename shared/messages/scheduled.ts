/**
 * The release of scheduled messages (the Twilio-compatible SendAt; docs/decisions/1607-scheduled-messages.md). A
 * scheduled message waits in a minute's partitions of the scheduled index; once per run, every minute from the
 * sweeper's cursor to now is walked (its SCHEDULED_SHARDS partitions side by side), and each message due is released
 * (one conditional write: out of the scheduled index into the pending one, no longer cancelable) and its job queued.
 * A cancel that came first makes the release a no-op; a release that came first makes the cancel fail, so a message
 * is either sent or refunded, never both. A lost job is re-queued by the pending sweeper, as any other's.
 */
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { MessageRecord, MessageStore } from './message';
import type { SendQueue } from './send-queue';

/** Minutes looked back on the first run (no cursor yet) or after the clock moved back (the sandbox clock). */
export const FIRST_RUN_LOOKBACK_MINUTES = 10;
/** Minutes one run walks at most (a sweeper that was stopped catches up over the next runs). */
const MAX_MINUTES_PER_RUN = 24 * 60;
/** Messages released at once within a partition's page (and partitions walked at once). */
const CONCURRENCY = 16;

export interface ScheduledCursorStore {
  /** The first minute (`YYYY-MM-DDTHH:MM`) not yet released in full; undefined before the first run. */
  scheduledCursor(): Promise<string | undefined>;
  saveScheduledCursor(minute: string): Promise<void>;
}

export interface ReleaseDeps {
  messages: Pick<MessageStore, 'scheduledDue' | 'release'> & ScheduledCursorStore;
  queue: SendQueue;
  clock: Clock;
  /** The partitions of a minute of the scheduled index (shared/db/keys.ts). */
  partitionsOf: (minute: string) => string[];
}

export interface ReleaseResult {
  released: number;
  minutes: number;
}

const MINUTE_MS = 60_000;
const minuteOf = (ms: number) => new Date(ms).toISOString().slice(0, 16);

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

/** Releases every scheduled message due by now; the cursor moves past each minute released in full. */
export async function releaseScheduledMessages(deps: ReleaseDeps, log: Logger): Promise<ReleaseResult> {
  const { messages, queue, clock } = deps;
  const nowMs = clock.now();
  const dueBy = new Date(nowMs).toISOString();
  const current = minuteOf(nowMs);
  const saved = await messages.scheduledCursor();
  const fallback = minuteOf(nowMs - FIRST_RUN_LOOKBACK_MINUTES * MINUTE_MS);
  let minuteMs = Date.parse(`${saved && saved <= current ? saved : fallback}:00.000Z`);
  let released = 0;
  let minutes = 0;
  let cursor = saved;
  const release = async (message: MessageRecord) => {
    if (!(await messages.release(message.id, nowMs))) return; // canceled, or released by another run
    await queue.enqueue({ messageId: message.id, accountId: message.accountId });
    released += 1;
  };
  for (; minuteOf(minuteMs) <= current && minutes < MAX_MINUTES_PER_RUN; minuteMs += MINUTE_MS, minutes += 1) {
    const minute = minuteOf(minuteMs);
    await inBatches(deps.partitionsOf(minute), CONCURRENCY, async (partition) => {
      let start: Record<string, unknown> | undefined;
      do {
        const page = await messages.scheduledDue(partition, dueBy, start);
        await inBatches(page.items, CONCURRENCY, release);
        start = page.next;
      } while (start);
    });
    // The current minute may still have messages due later in it: it is walked again next run.
    if (minute < current) cursor = minuteOf(minuteMs + MINUTE_MS);
  }
  if (cursor && cursor !== saved) await messages.saveScheduledCursor(cursor);
  if (released > 0) log.info('released scheduled messages', { released, minutes });
  return { released, minutes };
}
