import { flushMetrics } from '../shared/aws/emf-metrics';
import { type SweepResult, sweepPendingMessages } from '../shared/messages/sweep';
import { runtime } from '../shared/runtime';
import { sweepDeps } from '../shared/wiring/sweep';

/**
 * Scheduled every minute: no accepted message is left without reaching a final state, and no message whose hand-over
 * had an unknown outcome is handed over again (it is looked up at the vendor instead).
 */
export const handler = async (): Promise<SweepResult> => {
  const rt = runtime();
  try {
    return await sweepPendingMessages(sweepDeps(rt), rt.log.child({ fn: 'pending-sweeper' }));
  } finally {
    flushMetrics(rt);
  }
};
