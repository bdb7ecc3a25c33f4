/**
 * The sweeper's part for campaigns: missed wake-ups, stalled chunks queued again, suspended accounts' campaigns stopped,
 * ended campaigns finalised.
 */
import type { Logger } from '../logger';
import { stopForSuspension, stoppedBySuspension } from './campaign-suspension';
import type { RunDeps } from './run-deps';

/**
 * The sweeper's part for campaigns (every minute deployed): wakes campaigns whose time has come (a missed wake-up),
 * queues again the chunks of a SENDING campaign that stopped moving (a worker crashed, a job was lost), and ends those
 * whose chunks are all done or that were cancelled.
 */
export async function sweepCampaigns(deps: RunDeps, log: Logger, staleMs = 2 * 60_000) {
  const nowMs = deps.clock.now();
  let woken = 0;
  const suspendedAccounts = new Map<string, boolean>();
  for (const campaign of await deps.campaigns.active()) {
    if (campaign.status === 'CANCELLED' || campaign.status === 'COMPLETED') {
      await deps.queue.send({ type: 'finalise', campaignId: campaign.id });
      continue;
    }
    if (!stoppedBySuspension(campaign)) {
      // Scheduled, sending and paused campaigns of a suspended account are stopped within a sweep (one read an account).
      let suspended = suspendedAccounts.get(campaign.accountId);
      if (suspended === undefined) {
        suspended = (await deps.messages.shard(campaign.accountId))?.suspended === true;
        suspendedAccounts.set(campaign.accountId, suspended);
      }
      if (suspended) {
        await stopForSuspension(deps, campaign, log);
        woken += 1;
        continue;
      }
    }
    if (campaign.status === 'SCHEDULED') {
      if (campaign.scheduledAt && Date.parse(campaign.scheduledAt) <= nowMs) {
        await deps.queue.send({ type: 'wake', campaignId: campaign.id });
        woken += 1;
      }
      continue;
    }
    if (campaign.status !== 'SENDING') continue;
    if (campaign.heldUntil) {
      if (Date.parse(campaign.heldUntil) <= nowMs) {
        await deps.queue.send({ type: 'wake', campaignId: campaign.id });
        woken += 1;
      }
      continue;
    }
    if (!campaign.expanded) {
      if (Date.parse(campaign.updatedAt) < nowMs - staleMs) {
        await deps.queue.send({ type: 'expand', campaignId: campaign.id });
        woken += 1;
      }
      continue;
    }
    const open = await deps.chunks.openChunks(campaign.id);
    if (open.length === 0) {
      await deps.queue.send({ type: 'finalise', campaignId: campaign.id });
      continue;
    }
    const moving = open.some(
      (c) => (c.status === 'SENDING' && (c.leaseUntil ?? 0) > nowMs) || c.updatedAt > nowMs - staleMs,
    );
    if (!moving) {
      await deps.queue.send({ type: 'wake', campaignId: campaign.id });
      woken += 1;
    }
  }
  if (woken) log.info('campaigns woken by the sweeper', { woken });
  return { woken };
}
