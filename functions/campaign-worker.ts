import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import type { CampaignJob } from '../shared/campaigns/campaign';
import { runCampaignJob } from '../shared/campaigns/run-campaign';
import { once, runtime } from '../shared/runtime';
import { campaignRunDeps } from '../shared/wiring/campaign-run';

const Job = z.union([
  z.object({ type: z.literal('expand'), campaignId: z.string() }),
  z.object({ type: z.literal('chunk'), campaignId: z.string(), chunk: z.number(), lane: z.boolean() }),
  z.object({ type: z.literal('wake'), campaignId: z.string() }),
  z.object({ type: z.literal('finalise'), campaignId: z.string() }),
]);

/**
 * The campaign worker: expansions, chunks, wake-ups and ends, each record on its own; a failed one is redelivered
 * (every job is safe to repeat), a malformed one is logged and dropped.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const deps = once(rt, 'campaign-worker', () => campaignRunDeps(rt));
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  await Promise.all(
    event.Records.map(async (record) => {
      const log = rt.log.child({ sqsMessageId: record.messageId });
      let job: CampaignJob;
      try {
        job = Job.parse(JSON.parse(record.body)) as CampaignJob;
      } catch (error) {
        log.error('malformed campaign job dropped', { error });
        return;
      }
      try {
        await runCampaignJob(deps, job, log.child({ campaignId: job.campaignId, job: job.type }));
      } catch (error) {
        log.error('campaign job failed; will be redelivered', { error, job });
        failures.push({ itemIdentifier: record.messageId });
      }
    }),
  );
  return { batchItemFailures: failures };
};
