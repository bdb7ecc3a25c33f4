/**
 * A campaign whose account is suspended (docs/decisions/0709): how it is known, how the sweeper stops it, and how its
 * chunks end the recipients not yet sent.
 */
import type { Logger } from '../logger';
import { ACCOUNT_SUSPENDED_DETAIL, type CampaignRecord, type Recipient } from './campaign';
import { type ChunkWork, messageOf, settle } from './chunk-attempt';
import type { RunDeps } from './run-deps';

/** A campaign the service stopped because its account was suspended (docs/decisions/0709). */
export const stoppedBySuspension = (c: CampaignRecord) => c.statusReason?.code === 'ACCOUNT_SUSPENDED';

/**
 * The account of a SCHEDULED, SENDING or PAUSED campaign is suspended: the campaign is marked (SENDING, no hold) and
 * driven on, so that its chunks end every recipient not yet sent FAILED `account_suspended` and the reservation is
 * released at the end; a reinstatement later does not bring it back.
 */
export async function stopForSuspension(deps: RunDeps, campaign: CampaignRecord, log: Logger): Promise<void> {
  if (!(await deps.campaigns.markSuspended(campaign.id, deps.clock.now())).ok) return;
  log.warn('campaign stopped: its account is suspended', { campaignId: campaign.id, was: campaign.status });
  await deps.queue.send(
    campaign.expanded ? { type: 'wake', campaignId: campaign.id } : { type: 'expand', campaignId: campaign.id },
  );
}

/** Recipients not yet sent, of a suspended account: FAILED `account_suspended`, uncharged, with their messages. */
export function failSuspended(
  work: ChunkWork,
  campaign: CampaignRecord,
  queued: Recipient[],
  atMs: number,
  vendor: string,
) {
  for (const r of queued) {
    if (r.s !== 'QUEUED') continue;
    const base = messageOf(campaign, r, r.x ?? '', atMs, vendor);
    settle(work, r, 'FAILED', ACCOUNT_SUSPENDED_DETAIL);
    work.messages.push({ ...base, status: 'FAILED', cost: 0, deliveryStatus: ACCOUNT_SUSPENDED_DETAIL });
  }
}
