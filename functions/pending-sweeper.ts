import { queueOf } from '../shared/aws/sqs-queue';
import { MessageRepository } from '../shared/db/message-repository';
import { tableOf } from '../shared/db/table';
import { sweepPendingMessages } from '../shared/messages/sweep';
import { runtime } from '../shared/runtime';

/** Scheduled every minute: no accepted message is left without reaching a final state. */
export const handler = async (): Promise<{ requeued: number; failed: number }> => {
  const rt = runtime();
  return sweepPendingMessages(
    { messages: new MessageRepository(tableOf(rt)), queue: queueOf(rt), clock: rt.clock },
    rt.log.child({ fn: 'pending-sweeper' }),
  );
};
