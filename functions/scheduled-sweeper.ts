import { queueOf } from '../shared/aws/sqs-queue';
import { keys } from '../shared/db/keys';
import { MessageRepository } from '../shared/db/message-repository';
import { tableOf } from '../shared/db/table';
import { type ReleaseResult, releaseScheduledMessages } from '../shared/messages/scheduled';
import { runtime } from '../shared/runtime';

/**
 * Scheduled every minute: releases the scheduled messages whose SendAt came (docs/decisions/1607-scheduled-messages.md)
 * onto the send queue. The local stage's schedules read the sandbox clock, as campaigns do.
 */
export const handler = async (): Promise<ReleaseResult> => {
  const rt = runtime();
  return releaseScheduledMessages(
    {
      messages: new MessageRepository(tableOf(rt)),
      queue: queueOf(rt),
      clock: rt.overrides.sandboxClock ?? rt.clock,
      partitions: keys.scheduledPartitions(),
    },
    rt.log.child({ fn: 'scheduled-sweeper' }),
  );
};
