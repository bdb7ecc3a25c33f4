/**
 * Sending one chunk (docs/decisions/0706-campaign-hand-over-write-ahead.md): its claim, the hand-overs a stopped worker
 * left settled first, the queued recipients handed over in pacing steps written ahead under the claim at the account's
 * rate, each vendor answer made the recipient's state, and the chunk's results; a lane goes on with its next chunk.
 */
import type { Logger } from '../logger';
import { type MessageRecord, UNCONFIRMED_DETAIL } from '../messages/message';
import { count, METRIC, noMetrics } from '../metrics';
import type { FlagRecord } from '../moderation/flag';
import type { SmsVendor } from '../vendors/vendor';
import { type CampaignRecord, CHUNK_SIZE, emptyProgress, type Recipient } from './campaign';
import { failSuspended, stoppedBySuspension } from './campaign-suspension';
import { CHUNK_LEASE_MS, type ChunkWork, messageOf, moderated, settle, writeAttempt } from './chunk-attempt';
import { finalise } from './finalise-campaign';
import { marketingWindowCloses, withinMarketingHours } from './marketing-hours';
import type { RunDeps } from './run-deps';
import { settleHandOvers } from './settle-hand-overs';
import { hold } from './start-campaign';

/** Hand-over attempts of a recipient whose vendor keeps failing transiently. */
const MAX_ATTEMPTS = 4;
const RETRY_DELAY_SECONDS = 30;

const sleeper = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Recipients handed over per pacing step: four steps a second, so a pause is seen within a quarter second or so. */
function stepSize(rate: number): number {
  return Math.max(1, Math.min(CHUNK_SIZE, rate, Math.max(5, Math.ceil(rate / 4))));
}

/**
 * One chunk: claim it; settle, without sending again, the recipients a worker before this one was handing over when it
 * stopped; hand the queued ones over in pacing steps (each step takes its share of the account's second, checks that
 * the campaign is still SENDING and writes its recipients ahead on the chunk's control item under the claim, all in
 * one transaction, before any of them reaches the vendor); then write the messages, apply the receipts that came back
 * before they were stored and, in one transaction, write the chunk's recipients and the counts they moved. A lane goes
 * on with the chunk `lanes` further.
 */
export async function sendChunk(
  deps: RunDeps,
  campaignId: string,
  chunk: number,
  lane: boolean,
  log: Logger,
): Promise<void> {
  const sleep = deps.sleep ?? sleeper;
  const found = await deps.campaigns.get(campaignId);
  if (!found) return;
  const { campaign } = found;
  if (campaign.status === 'CANCELLED') return finalise(deps, campaignId, log);
  if (campaign.status !== 'SENDING') return;
  let nowMs = deps.clock.now();
  if (campaign.kind === 'marketing' && !withinMarketingHours(nowMs) && !stoppedBySuspension(campaign)) {
    return hold(deps, campaign, nowMs);
  }
  const lanes = campaign.lanes ?? 1;
  const chunks = campaign.chunks ?? 0;
  const next = async () => {
    if (!lane) return;
    if (chunk + lanes < chunks) {
      await deps.queue.send({ type: 'chunk', campaignId, chunk: chunk + lanes, lane: true });
    } else await deps.queue.send({ type: 'finalise', campaignId });
  };
  const claimed = await deps.chunks.claimChunk(campaignId, chunk, nowMs, CHUNK_LEASE_MS);
  if (!claimed.ok) return claimed.reason === 'DONE' ? next() : undefined;
  const { claim } = claimed;
  const recipients = (await deps.chunks.chunkData(campaignId, chunk)) ?? [];
  const shard = await deps.messages.shard(campaign.accountId);
  const vendor = shard?.vendor ? deps.vendors.forSettings(shard.vendor, campaign.accountId) : undefined;
  const work: ChunkWork = { delta: emptyProgress(), flags: [], messages: [], stored: [] };
  await settleHandOvers(deps, campaign, claim, recipients, vendor, work, log);
  const queued = recipients.filter((r) => r.s === 'QUEUED');
  const position = new Map(recipients.map((r, n) => [r, n]));
  const optedOut = await optedOutOf(deps, campaign, queued);
  let stopped: 'paused' | 'held' | 'lost' | undefined;
  const step = stepSize(deps.ratePerSecond);
  // Suspension is read before every pacing step: a step that has begun goes out, nothing after it (contract Part 3).
  let suspended = stoppedBySuspension(campaign) || shard?.suspended === true;
  for (let i = 0; i < queued.length && !stopped; ) {
    if (i > 0 && !suspended) suspended = (await deps.messages.shard(campaign.accountId))?.suspended === true;
    if (suspended) {
      failSuspended(work, campaign, queued.slice(i), deps.clock.now(), shard?.vendor?.provider ?? 'none');
      if (!stoppedBySuspension(campaign)) await deps.campaigns.markSuspended(campaignId, deps.clock.now());
      break;
    }
    nowMs = deps.clock.now();
    if (campaign.kind === 'marketing' && marketingWindowCloses(nowMs) === undefined) {
      stopped = 'held';
      break;
    }
    const batch = queued.slice(i, i + step);
    i += batch.length;
    // What is not handed over is settled first (opted out, blocked, no vendor): only hand-overs take the rate.
    const outgoing: { r: Recipient; base: MessageRecord; flag?: FlagRecord }[] = [];
    await Promise.all(
      batch.map(async (r) => {
        if (optedOut.has(r.t)) return settle(work, r, 'OPTED_OUT', 'Opted out');
        const at = deps.clock.now();
        const base = messageOf(campaign, r, r.x ?? '', at, shard?.vendor?.provider ?? 'none');
        const { verdict, flag } = await moderated(deps, campaign, r, base, at);
        if (verdict.verdict === 'BLOCKED' || !vendor) {
          const status = verdict.verdict === 'BLOCKED' ? 'BLOCKED' : 'FAILED';
          settle(
            work,
            r,
            status,
            status === 'BLOCKED'
              ? `Blocked by content moderation: ${verdict.reason}`
              : 'No SMS vendor is configured on the account',
          );
          work.messages.push({ ...base, status, cost: 0, deliveryStatus: r.d ?? null });
          if (status === 'BLOCKED') count(deps.metrics ?? noMetrics, METRIC.blocked, { Source: 'campaign' });
          if (flag) work.flags.push(flag);
          return;
        }
        outgoing.push({ r, base, ...(flag ? { flag } : {}) });
      }),
    );
    if (outgoing.length === 0 || !vendor) continue;
    // The write-ahead: these recipients are being handed over, under this claim, before any of them reaches the vendor.
    let halted: 'paused' | 'held' | 'lost' | undefined;
    for (;;) {
      const handOverMs = deps.clock.now();
      if (campaign.kind === 'marketing' && !withinMarketingHours(handOverMs)) {
        halted = 'held';
        break;
      }
      const paced = await deps.chunks.pace(
        campaign.accountId,
        campaignId,
        Math.floor(deps.realClock.now() / 1000),
        outgoing.length,
        deps.ratePerSecond,
        {
          chunk,
          nowMs: handOverMs,
          leaseUntil: handOverMs + CHUNK_LEASE_MS,
          step: { n: outgoing.map((o) => position.get(o.r)!), a: claim.attempt, at: handOverMs, p: vendor.provider },
        },
      );
      if (paced.ok) break;
      if (paced.reason !== 'FULL') {
        halted = paced.reason === 'STOPPED' ? 'paused' : 'lost';
        break;
      }
      await sleep(1000 - (deps.realClock.now() % 1000) + 5);
    }
    if (halted) {
      stopped = halted;
      break;
    }
    const handed = await Promise.all(
      outgoing.map(async ({ r, base, flag }) => {
        const done = await handOver(deps, campaign, vendor, r, base, work, log);
        if (done && flag) work.flags.push(flag);
        return done;
      }),
    );
    if (handed.includes(false)) stopped = 'held';
  }
  const finished = await writeAttempt(deps, { campaignId, chunk }, claim, recipients, work, vendor, shard, log);
  if (!finished) {
    log.warn('chunk claim lost before its results were written; another worker owns it', { campaignId, chunk });
    return;
  }
  if (stopped === 'held') return hold(deps, campaign, deps.clock.now());
  if (stopped === 'paused') {
    const now = await deps.campaigns.get(campaignId);
    if (now?.campaign.status === 'CANCELLED') await deps.queue.send({ type: 'finalise', campaignId });
    return;
  }
  if (stopped === 'lost') {
    // The lease lapsed under this worker (a step slower than the lease) and nobody took the chunk: go on afresh.
    log.warn('chunk lease lapsed mid-way; its results are written and it is queued again', { campaignId, chunk });
    return deps.queue.send({ type: 'chunk', campaignId, chunk, lane });
  }
  if (recipients.some((r) => r.s === 'QUEUED')) {
    await deps.queue.send({ type: 'chunk', campaignId, chunk, lane: false }, RETRY_DELAY_SECONDS);
  }
  await next();
}

/**
 * One hand-over, written ahead already: the vendor's answer becomes the recipient's state. An unknown outcome (the
 * answer was lost) is never sent again: SENT `unconfirmed`, charged, its message in the pending index for the sweeper's
 * status lookups, as a single send's (contract Part 3; docs/decisions/0803-unknown-vendor-outcomes.md).
 */
async function handOver(
  deps: RunDeps,
  campaign: CampaignRecord,
  vendor: SmsVendor,
  r: Recipient,
  base: MessageRecord,
  work: ChunkWork,
  log: Logger,
): Promise<boolean> {
  // The hand-over time is checked against the hours itself: sentAt is the account's evidence.
  const handOverMs = deps.clock.now();
  if (campaign.kind === 'marketing' && !withinMarketingHours(handOverMs)) return false;
  r.a = (r.a ?? 0) + 1;
  const sentAt = new Date(handOverMs).toISOString();
  const message = { ...base, attempts: r.a, sentAt };
  const result = await vendor.send({
    reference: r.m,
    to: r.t,
    body: base.body,
    kind: campaign.kind,
    accountId: campaign.accountId,
    ...(campaign.senderId ? { senderId: campaign.senderId } : {}),
  });
  const metrics = deps.metrics ?? noMetrics;
  switch (result.outcome) {
    case 'accepted': {
      const status = result.delivered ? 'DELIVERED' : 'SENT';
      settle(work, r, status, result.detail ?? (result.delivered ? 'Delivered' : 'Accepted by vendor'));
      count(metrics, METRIC.sent);
      if (result.delivered) count(metrics, METRIC.delivered);
      work.delta.spent += base.cost;
      work.messages.push({ ...message, status, deliveryStatus: r.d ?? null, vendorMessageId: result.vendorMessageId });
      return true;
    }
    case 'unknown':
      log.warn('vendor outcome unknown; left unconfirmed for a receipt or a status lookup', {
        messageId: r.m,
        detail: result.detail,
      });
      settle(work, r, 'SENT', UNCONFIRMED_DETAIL);
      count(metrics, METRIC.sent);
      work.delta.spent += base.cost;
      work.messages.push({
        ...message,
        status: 'SENT',
        deliveryStatus: UNCONFIRMED_DETAIL,
        lookups: 0,
        ...(result.vendorMessageId ? { vendorMessageId: result.vendorMessageId } : {}),
      });
      return true;
    case 'permanent-failure':
    case 'transient-failure':
      if (result.outcome === 'permanent-failure' || r.a >= MAX_ATTEMPTS) {
        settle(work, r, 'FAILED', result.detail);
        count(metrics, METRIC.failed);
        work.messages.push({ ...message, status: 'FAILED', cost: 0, deliveryStatus: r.d ?? null });
      } else {
        // It never reached the vendor, or the vendor said it did not take it: handed over again later.
        r.d = `${result.detail} (attempt ${r.a} of ${MAX_ATTEMPTS}; retrying)`;
      }
      return true;
  }
}

async function optedOutOf(deps: RunDeps, campaign: CampaignRecord, queued: Recipient[]): Promise<Set<string>> {
  if (queued.length === 0) return new Set();
  return deps.audience.optedOut(
    campaign.accountId,
    queued.map((r) => r.t),
  );
}
