import { sweepPendingMessages } from '../shared/messages/sweep';
import { repositories } from '../shared/repositories';
import { runtime } from '../shared/runtime';

/** Scheduled every minute: no accepted message is left without reaching a final state. */
export const handler = async (): Promise<{ requeued: number; failed: number }> => {
  const rt = runtime();
  return sweepPendingMessages(rt, repositories(rt), rt.log.child({ fn: 'pending-sweeper' }));
};
