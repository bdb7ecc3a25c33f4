import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { flushMetrics } from '../shared/aws/emf-metrics';
import { processRecords } from '../shared/aws/sqs-records';
import type { CampaignJob } from '../shared/campaigns/campaign';
import { runCampaignJob } from '../shared/campaigns/run-campaign';
import { once, runtime } from '../shared/runtime';
import { campaignRunDeps } from '../shared/wiring/campaign-run';

const Job: z.ZodMiniType<CampaignJob> = z.union([
  z.object({ type: z.literal('expand'), campaignId: z.string() }),
  z.object({ type: z.literal('chunk'), campaignId: z.string(), chunk: z.number(), lane: z.boolean() }),
  z.object({ type: z.literal('wake'), campaignId: z.string() }),
  z.object({ type: z.literal('finalise'), campaignId: z.string() }),
]);

/**
 * The campaign worker: expansions, chunks, wake-ups and ends, the batch side by side; a failed one is redelivered
 * (every job is safe to repeat).
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const deps = once(rt, 'campaign-worker', () => campaignRunDeps(rt));
  const result = await processRecords(rt.log, event, {
    what: 'campaign job',
    schema: Job,
    concurrency: Number.POSITIVE_INFINITY,
    fields: (job) => ({ campaignId: job.campaignId, job: job.type }),
    run: (job, log) => runCampaignJob(deps, job, log),
  });
  flushMetrics(rt);
  return result;
};
