import { flushMetrics, metricsOf } from '../shared/aws/emf-metrics';
import { queueOf } from '../shared/aws/sqs-queue';
import { MessageRepository } from '../shared/db/message-repository';
import { tableOf } from '../shared/db/table';
import { type SweepResult, sweepPendingMessages } from '../shared/messages/sweep';
import { runtime } from '../shared/runtime';
import { campaignCountsHookOf } from '../shared/wiring/campaign-counts';
import { vendorsOf } from '../shared/wiring/vendors';

/**
 * Scheduled every minute: no accepted message is left without reaching a final state, and no message whose hand-over
 * had an unknown outcome is handed over again (it is looked up at the vendor instead).
 */
export const handler = async (): Promise<SweepResult> => {
  const rt = runtime();
  try {
    return await sweepPendingMessages(
      {
        messages: new MessageRepository(tableOf(rt)),
        queue: queueOf(rt),
        vendors: vendorsOf(rt),
        clock: rt.clock,
        metrics: metricsOf(rt),
        onSettled: campaignCountsHookOf(rt),
      },
      rt.log.child({ fn: 'pending-sweeper' }),
    );
  } finally {
    flushMetrics(rt);
  }
};
