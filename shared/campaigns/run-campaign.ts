/**
 * The campaign worker's jobs (docs/decisions/0704-campaign-fan-out.md): expansion of the audience into chunks of
 * CHUNK_SIZE recipients, the chunks themselves (claimed one at a time, sent at the account's rate, their results and
 * counts written in one transaction), wake-ups (a scheduled start, the end of a marketing hold, a resume) and the end
 * (the release of what was reserved and not spent). Every step is safe to repeat: claims are conditional, counts move
 * only with the transaction that moves their recipients, and no recipient is handed over twice: each pacing step is
 * written ahead under the chunk's claim before its vendor calls, and a worker that finds a step its predecessor never
 * finished settles those recipients by what was stored or by the vendor's status lookup instead of sending again
 * (docs/decisions/0706-campaign-hand-over-write-ahead.md).
 *
 * This file only dispatches a job. The jobs live one idea a file, each importing only those before it
 * (docs/decisions/1226): run-deps.ts (what they are given), chunk-attempt.ts (what sending and settling a chunk share),
 * campaign-suspension.ts, settle-hand-overs.ts, finalise-campaign.ts (the end), start-campaign.ts (expansion, lanes,
 * wake-ups, holds), send-chunk.ts; the sweeper's part is sweep-campaigns.ts.
 */
import type { Logger } from '../logger';
import type { CampaignJob } from './campaign';
import { finalise } from './finalise-campaign';
import type { RunDeps } from './run-deps';
import { sendChunk } from './send-chunk';
import { expand, wake } from './start-campaign';

export async function runCampaignJob(deps: RunDeps, job: CampaignJob, log: Logger): Promise<void> {
  switch (job.type) {
    case 'expand':
      return expand(deps, job.campaignId, log);
    case 'chunk':
      return sendChunk(deps, job.campaignId, job.chunk, job.lane, log);
    case 'wake':
      return wake(deps, job.campaignId, log);
    case 'finalise':
      return finalise(deps, job.campaignId, log);
  }
}
