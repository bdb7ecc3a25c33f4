/**
 * Bringing a campaign to sending: the expansion of its audience into chunks and the exact reservation
 * (docs/decisions/0704-campaign-fan-out.md), the start of its lanes, wake-ups (a scheduled start, the end of a
 * marketing hold, a resume) and the marketing hold itself.
 */
import type { LedgerEntry } from '../accounts/account';
import { spendDay, spendLimitMessage } from '../billing/spend';
import { newId } from '../ids';
import type { Logger } from '../logger';
import { type CampaignRecord, CHUNK_SIZE, emptyProgress, type Recipient } from './campaign';
import { stoppedBySuspension } from './campaign-suspension';
import { finalise } from './finalise-campaign';
import { nextMarketingWindow, withinMarketingHours } from './marketing-hours';
import { renderFor } from './render';
import type { RunDeps } from './run-deps';

/** How long an expansion owns the campaign: longer than the campaign worker's timeout (lib/tables.ts). */
const EXPANSION_LEASE_MS = 6 * 60_000;

/** Chunks sent side by side: enough to keep the account's rate with vendor latency (about 25 a second per lane). */
function lanesFor(rate: number): number {
  return Math.max(1, Math.min(200, Math.ceil(rate / 25)));
}

/**
 * Holds a marketing campaign until the hours open: heldUntil set and a wake-up scheduled. Not held when the campaign
 * changed since it was read (it ended, or a suspension stopped it): a campaign a suspension stopped is woken at once,
 * so its recipients end FAILED within the sweep that stopped it, not when the hours open.
 */
export async function hold(deps: RunDeps, campaign: CampaignRecord, nowMs: number): Promise<void> {
  const until = nextMarketingWindow(nowMs);
  if ((await deps.campaigns.hold(campaign.id, new Date(until).toISOString(), nowMs)).ok) {
    return deps.scheduler.wakeAt(campaign.id, until);
  }
  const now = await deps.campaigns.get(campaign.id);
  if (now && stoppedBySuspension(now.campaign)) await deps.queue.send({ type: 'wake', campaignId: campaign.id });
}

/**
 * Expands the audience: each member once, in chunks of CHUNK_SIZE with their texts rendered (opted-out and unrenderable
 * members are final at once), written in batches; then the exact cost is reserved (a top-up when the audience grew since
 * the launch; members beyond what the balance allows end FAILED), and the lanes start.
 */
export async function expand(deps: RunDeps, campaignId: string, log: Logger): Promise<void> {
  const found = await deps.campaigns.get(campaignId);
  if (!found) return;
  const { campaign } = found;
  if (campaign.status === 'CANCELLED') return finalise(deps, campaignId, log);
  if (campaign.status !== 'SENDING' && campaign.status !== 'PAUSED') return;
  if (campaign.expanded) return kick(deps, campaign, log);
  const text = campaign.text ?? campaign.body ?? '';
  const nowMs = deps.clock.now();
  // Two expansions at once would write chunks with different message ids: one holds a lease past the worker's timeout.
  if (!(await deps.campaigns.claimExpansion(campaignId, deps.realClock.now(), EXPANSION_LEASE_MS)).ok) return;
  const recipients: Recipient[] = [];
  const counts = emptyProgress();
  let cost = 0;
  await deps.audience.read(campaign.accountId, campaign.audience, ({ contacts, optedOut }) => {
    for (const contact of contacts) {
      const base = { c: contact.id, t: contact.phone, m: newId('msg', nowMs) };
      if (optedOut.has(contact.phone)) {
        recipients.push({ ...base, s: 'OPTED_OUT', d: 'Opted out' });
        counts.optedOut += 1;
        continue;
      }
      const rendered = renderFor(text, contact, campaign.kind);
      if (!rendered.ok) {
        recipients.push({ ...base, s: 'SKIPPED', d: rendered.reason });
        counts.skipped += 1;
        continue;
      }
      recipients.push({ ...base, s: 'QUEUED', d: null, x: rendered.text, g: rendered.segments });
      cost += rendered.segments;
    }
  });
  let reserved = campaign.reservedCredits;
  const shard = await deps.messages.shard(campaign.accountId);
  // A suspended account takes no more credits: the chunks end its recipients FAILED account_suspended, uncharged.
  const suspended = stoppedBySuspension(campaign) || shard?.suspended === true;
  if (suspended && !stoppedBySuspension(campaign)) await deps.campaigns.markSuspended(campaign.id, nowMs);
  if (cost > reserved && !suspended) {
    const more: LedgerEntry = {
      id: newId('txn', nowMs),
      accountId: campaign.accountId,
      type: 'DEBIT',
      amount: -(cost - reserved),
      reason: `Campaign ${campaign.id} reservation top-up (the audience grew since the launch)`,
      reference: campaign.id,
      createdAt: new Date(nowMs).toISOString(),
    };
    // The account's daily cap counts the top-up on the day it is taken, as it counted the launch (issue 26, finding 2).
    const spend =
      shard?.dailySpendLimit !== undefined
        ? {
            cap: { kind: 'account' as const, id: campaign.accountId, limit: shard.dailySpendLimit },
            day: spendDay(nowMs),
            nowMs,
          }
        : undefined;
    let outcome = await deps.campaigns.topUp(campaign.id, more, spend);
    for (let attempt = 1; !outcome.ok && outcome.reason === 'CHANGED' && attempt < 3; attempt++) {
      outcome = await deps.campaigns.topUp(campaign.id, more, spend);
    }
    if (outcome.ok) reserved = cost;
    else if (outcome.reason === 'SPEND_LIMIT_EXCEEDED') {
      // Nothing past the cap is taken and nobody is sent to: PAUSED with the reason; a resume expands again.
      const reason = {
        code: 'SPEND_LIMIT_EXCEEDED' as const,
        message: `${spendLimitMessage(outcome.cap)}: the audience grew to ${recipients.length} recipients (${cost} credits) since the launch reserved ${reserved}; resume once the cap allows it`,
      };
      const paused = (await deps.campaigns.pauseUnexpanded(campaign.id, reason, deps.clock.now())).ok;
      log.warn('campaign paused: its top-up would pass the daily spend cap', { campaignId, cost, reserved, paused });
      return;
    }
  }
  if (cost > reserved && !suspended) {
    // Members past what the reservation covers are not sent: FAILED, uncharged, in audience order.
    let budget = reserved;
    for (const r of recipients) {
      if (r.s !== 'QUEUED') continue;
      if (budget >= (r.g ?? 1)) budget -= r.g ?? 1;
      else {
        Object.assign(r, { s: 'FAILED', d: 'Insufficient balance for this recipient', x: undefined });
        counts.failed += 1;
      }
    }
  }
  const chunks: Recipient[][] = [];
  for (let i = 0; i < recipients.length; i += CHUNK_SIZE) chunks.push(recipients.slice(i, i + CHUNK_SIZE));
  // Chunks with nobody to send to are done from the start.
  counts.chunksDone = chunks.filter((c) => !c.some((r) => r.s === 'QUEUED')).length;
  await deps.chunks.putChunks(campaign.id, chunks, nowMs);
  const lanes = lanesFor(deps.ratePerSecond);
  const { ok: marked } = await deps.campaigns.markExpanded(
    campaign,
    { recipients: recipients.length, chunks: chunks.length, lanes },
    counts,
  );
  log.info('campaign expanded', { campaignId, recipients: recipients.length, chunks: chunks.length, marked });
  const after = await deps.campaigns.get(campaignId);
  if (after) await kick(deps, after.campaign, log);
}

/** Starts the lanes of a SENDING campaign: the first `lanes` open chunks; or holds it, or ends it when all are done. */
async function kick(deps: RunDeps, campaign: CampaignRecord, log: Logger): Promise<void> {
  if (campaign.status !== 'SENDING' || !campaign.expanded) return;
  const nowMs = deps.clock.now();
  // A suspended account's campaign is not held: nothing goes out, its recipients end FAILED at once.
  if (campaign.kind === 'marketing' && !withinMarketingHours(nowMs) && !stoppedBySuspension(campaign)) {
    return hold(deps, campaign, nowMs);
  }
  if (campaign.heldUntil) await deps.campaigns.hold(campaign.id, undefined, nowMs);
  const open = await deps.chunks.openChunks(campaign.id);
  if (open.length === 0) return finalise(deps, campaign.id, log);
  const lanes = campaign.lanes ?? 1;
  await deps.queue.sendBatch(
    open.slice(0, lanes).map((c) => ({ type: 'chunk' as const, campaignId: campaign.id, chunk: c.chunk, lane: true })),
  );
}

/** A scheduled start, the end of a hold, or a resume. */
export async function wake(deps: RunDeps, campaignId: string, log: Logger): Promise<void> {
  const found = await deps.campaigns.get(campaignId);
  if (!found) return;
  const { campaign } = found;
  const nowMs = deps.clock.now();
  if (campaign.status === 'SCHEDULED') {
    if (campaign.scheduledAt && Date.parse(campaign.scheduledAt) > nowMs) {
      return deps.scheduler.wakeAt(campaign.id, Date.parse(campaign.scheduledAt));
    }
    const started = { ...campaign, status: 'SENDING' as const, updatedAt: new Date(nowMs).toISOString() };
    if (!(await deps.campaigns.replace(started, ['SCHEDULED'], campaign)).ok) return;
    return expand(deps, campaignId, log);
  }
  if (campaign.status !== 'SENDING') return;
  if (!campaign.expanded) return expand(deps, campaignId, log);
  return kick(deps, campaign, log);
}
