/** The pending-message sweeper (scheduled every minute), wired. */
import { metricsOf } from '../aws/emf-metrics';
import { queueOf } from '../aws/sqs-queue';
import { MessageRepository } from '../db/message-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';
import { campaignCountsHookOf } from './campaign-counts';
import { vendorsOf } from './vendors';

export const sweepDeps = (rt: Runtime) => ({
  messages: new MessageRepository(tableOf(rt)),
  queue: queueOf(rt),
  vendors: vendorsOf(rt),
  clock: rt.clock,
  metrics: metricsOf(rt),
  onSettled: campaignCountsHookOf(rt),
});
