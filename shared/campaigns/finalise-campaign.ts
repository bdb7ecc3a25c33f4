/**
 * The end of a campaign: COMPLETED when its chunks are all done, CANCELLED once no chunk is in hand and a stopped
 * worker's hand-overs are settled; what was reserved and not spent goes back in one ledger entry, once.
 */
import type { LedgerEntry } from '../accounts/account';
import { auditEntry } from '../audit/audit';
import { newId } from '../ids';
import type { Logger } from '../logger';
import type { RunDeps } from './run-deps';
import { settleStranded } from './settle-hand-overs';

/**
 * Ends a campaign whose chunks are all done (COMPLETED) or that was cancelled and has no chunk in hand: what was
 * reserved and not spent goes back in one ledger entry. Once only; a cancelled campaign with a chunk still in hand
 * looks again a little later.
 */
export async function finalise(deps: RunDeps, campaignId: string, log: Logger): Promise<void> {
  const found = await deps.campaigns.get(campaignId);
  if (!found) return;
  const { campaign, progress } = found;
  if (campaign.releasedCredits !== undefined) return;
  const nowMs = deps.clock.now();
  let status: 'COMPLETED' | 'CANCELLED';
  if (campaign.status === 'CANCELLED') {
    const open = campaign.expanded ? await deps.chunks.openChunks(campaignId) : [];
    if (open.some((c) => c.status === 'SENDING' && (c.leaseUntil ?? 0) > nowMs)) {
      await deps.queue.send({ type: 'finalise', campaignId }, 2);
      return;
    }
    // Hand-overs a stopped worker left unfinished are settled (and charged if they went out) before the release.
    const stranded = open.filter((c) => (c.handing?.length ?? 0) > 0);
    if (stranded.length > 0) {
      const settled = await Promise.all(stranded.map((c) => settleStranded(deps, campaign, c.chunk, log)));
      if (settled.includes(false)) await deps.queue.send({ type: 'finalise', campaignId }, 2);
      else await finalise(deps, campaignId, log);
      return;
    }
    status = 'CANCELLED';
  } else if (campaign.status === 'SENDING' && campaign.expanded) {
    // The counters say when every chunk is done (one read); the chunks themselves are read only then.
    if (progress.chunksDone < (campaign.chunks ?? 0)) return;
    if ((await deps.chunks.openChunks(campaignId)).length > 0) return;
    status = 'COMPLETED';
  } else return;
  const back = Math.max(0, campaign.reservedCredits - progress.spent);
  const entry: LedgerEntry | undefined =
    back > 0
      ? {
          id: newId('txn', nowMs),
          accountId: campaign.accountId,
          type: 'REFUND',
          amount: back,
          reason: `Campaign ${campaign.id} ${status === 'COMPLETED' ? 'completed' : 'cancelled'}: unspent reservation released`,
          reference: campaign.id,
          createdAt: new Date(nowMs).toISOString(),
        }
      : undefined;
  const audit = auditEntry(
    {
      accountId: campaign.accountId,
      actor: { type: 'system', id: 'campaign-worker' },
      action: status === 'COMPLETED' ? 'campaign.completed' : 'campaign.cancelled',
      target: { type: 'campaign', id: campaign.id },
      details: { spentCredits: progress.spent, releasedCredits: back, released: true },
    },
    nowMs,
  );
  const { ok: done } = await deps.campaigns.release(campaign, status, progress.spent, entry, audit, nowMs);
  log.info('campaign ended', { campaignId, status, spent: progress.spent, released: back, done });
}
