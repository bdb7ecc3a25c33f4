import { queueOf } from '../shared/aws/sqs-queue';
import { keys } from '../shared/db/keys';
import { MessageRepository } from '../shared/db/message-repository';
import { tableOf } from '../shared/db/table';
import { type ReleaseResult, releaseScheduledMessages } from '../shared/messages/scheduled';
import { runtime } from '../shared/runtime';

/** Which share of the scheduled index's partitions a run walks (EventBridge starts one run per slice each minute). */
export interface SweepSlice {
  slice?: number;
  slices?: number;
}

/**
 * Scheduled every minute: releases the scheduled messages whose SendAt came (docs/decisions/1607-scheduled-messages.md)
 * onto the send queue; each run walks the partitions of its slice (all of them without one). The local stage's
 * schedules read the sandbox clock, as campaigns do.
 */
export const handler = async (event: SweepSlice = {}): Promise<ReleaseResult> => {
  const rt = runtime();
  const slices = Math.max(1, Math.floor(event.slices ?? 1));
  const slice = Math.floor(event.slice ?? 0);
  return releaseScheduledMessages(
    {
      messages: new MessageRepository(tableOf(rt)),
      queue: queueOf(rt),
      clock: rt.overrides.sandboxClock ?? rt.clock,
      partitions: keys.scheduledPartitions().filter((_, n) => n % slices === slice),
    },
    rt.log.child({ fn: 'scheduled-sweeper', slice }),
  );
};
