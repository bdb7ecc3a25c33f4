/**
 * The campaign worker's jobs (docs/decisions/0704-campaign-fan-out.md): expansion of the audience into chunks of
 * CHUNK_SIZE recipients, the chunks themselves (claimed one at a time, sent at the account's rate, their results and
 * counts written in one transaction), wake-ups (a scheduled start, the end of a marketing hold, a resume) and the end
 * (the release of what was reserved and not spent). Every step is safe to repeat: claims are conditional, counts move
 * only with the transaction that moves their recipients, and no recipient is handed over twice: each pacing step is
 * written ahead under the chunk's claim before its vendor calls, and a worker that finds a step its predecessor never
 * finished settles those recipients by what was stored or by the vendor's status lookup instead of sending again
 * (docs/decisions/0706-campaign-hand-over-write-ahead.md).
 */
import type { LedgerEntry } from '../accounts/account';
import { auditEntry } from '../audit/audit';
import { spendDay, spendLimitMessage } from '../billing/spend';
import type { Clock } from '../clock';
import type { JobQueue } from '../contacts/import';
import { newId } from '../ids';
import type { Logger } from '../logger';
import { type MessageRecord, type MessageStore, UNCONFIRMED_DETAIL } from '../messages/message';
import { segmentInfo } from '../messages/segments';
import type { Metrics } from '../metrics';
import { count, METRIC, noMetrics } from '../metrics';
import type { FlagRecord } from '../moderation/flag';
import type { ModerationService } from '../moderation/types';
import type { SmsVendor, VendorRegistry, VendorStatus } from '../vendors/vendor';
import {
  ACCOUNT_SUSPENDED_DETAIL,
  type AudienceReader,
  type CampaignChunkStore,
  type CampaignJob,
  type CampaignMessageStore,
  type CampaignRecord,
  type CampaignScheduler,
  type CampaignStore,
  CHUNK_SIZE,
  type ChunkControl,
  emptyProgress,
  FINAL_COUNTS,
  type HandingStep,
  type Progress,
  type Recipient,
} from './campaign';
import { marketingWindowCloses, nextMarketingWindow, withinMarketingHours } from './marketing-hours';
import { renderFor } from './render';

/** How long a worker owns a claimed chunk; past it (a crash), the sweeper queues it again. */
const CHUNK_LEASE_MS = 120_000;
/** How long an expansion owns the campaign: longer than the campaign worker's timeout (lib/tables.ts). */
const EXPANSION_LEASE_MS = 6 * 60_000;
/** Hand-over attempts of a recipient whose vendor keeps failing transiently. */
const MAX_ATTEMPTS = 4;
const RETRY_DELAY_SECONDS = 30;

export interface RunDeps {
  campaigns: CampaignStore;
  chunks: CampaignChunkStore;
  campaignMessages: CampaignMessageStore;
  audience: AudienceReader;
  messages: Pick<MessageStore, 'shard'>;
  vendors: VendorRegistry;
  moderation: ModerationService;
  queue: JobQueue<CampaignJob>;
  scheduler: CampaignScheduler;
  /** The service's clock (the sandbox clock locally): schedules, marketing hours, leases, sentAt. */
  clock: Clock;
  /** Real time, for pacing: a rate is a physical thing, whatever the sandbox clock says. */
  realClock: Clock;
  /**
   * The clock the pending-message sweeper runs on (the service's own, not the sandbox clock): an unconfirmed message is
   * due for its first status lookup from its time. Default `clock` (they are the same when deployed).
   */
  lookupClock?: Clock;
  /** Messages per second for all of one account's campaigns. */
  ratePerSecond: number;
  sleep?: (ms: number) => Promise<void>;
  /** Where the campaign's verdicts and hand-overs are counted (default: nowhere). */
  metrics?: Metrics;
  /**
   * Told of a chunk's messages once they are stored and before the chunk's results are written: the receipts that
   * arrived before them (shared/messages/receipts.ts; `subscribed`: the balance shard's copy of the account's webhook
   * subscriptions). Before the results, so that a worker that dies before it is done leaves the chunk's claim
   * unfinished and the next claim does it again (docs/decisions/0718). An error fails the chunk's attempt the same way.
   */
  handedOver?: (
    messages: readonly MessageRecord[],
    vendor: SmsVendor | undefined,
    subscribed: readonly string[] | undefined,
    log: Logger,
  ) => Promise<void>;
}

const sleeper = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Chunks sent side by side: enough to keep the account's rate with vendor latency (about 25 a second per lane). */
function lanesFor(rate: number): number {
  return Math.max(1, Math.min(200, Math.ceil(rate / 25)));
}
/** Recipients handed over per pacing step: four steps a second, so a pause is seen within a quarter second or so. */
function stepSize(rate: number): number {
  return Math.max(1, Math.min(CHUNK_SIZE, rate, Math.max(5, Math.ceil(rate / 4))));
}

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

/** Holds a marketing campaign until the hours open: heldUntil set and a wake-up scheduled. */
async function hold(deps: RunDeps, campaign: CampaignRecord, nowMs: number): Promise<void> {
  const until = nextMarketingWindow(nowMs);
  await deps.campaigns.hold(campaign.id, new Date(until).toISOString(), nowMs);
  await deps.scheduler.wakeAt(campaign.id, until);
}

/** A campaign the service stopped because its account was suspended (docs/decisions/0709). */
const stoppedBySuspension = (c: CampaignRecord) => c.statusReason?.code === 'ACCOUNT_SUSPENDED';

/**
 * The account of a SCHEDULED, SENDING or PAUSED campaign is suspended: the campaign is marked (SENDING, no hold) and
 * driven on, so that its chunks end every recipient not yet sent FAILED `account_suspended` and the reservation is
 * released at the end; a reinstatement later does not bring it back.
 */
async function stopForSuspension(deps: RunDeps, campaign: CampaignRecord, log: Logger): Promise<void> {
  if (!(await deps.campaigns.markSuspended(campaign.id, deps.clock.now())).ok) return;
  log.warn('campaign stopped: its account is suspended', { campaignId: campaign.id, was: campaign.status });
  await deps.queue.send(
    campaign.expanded ? { type: 'wake', campaignId: campaign.id } : { type: 'expand', campaignId: campaign.id },
  );
}

/** Recipients not yet sent, of a suspended account: FAILED `account_suspended`, uncharged, with their messages. */
function failSuspended(work: ChunkWork, campaign: CampaignRecord, queued: Recipient[], atMs: number, vendor: string) {
  for (const r of queued) {
    if (r.s !== 'QUEUED') continue;
    const base = messageOf(campaign, r, r.x ?? '', atMs, vendor);
    settle(work, r, 'FAILED', ACCOUNT_SUSPENDED_DETAIL);
    work.messages.push({ ...base, status: 'FAILED', cost: 0, deliveryStatus: ACCOUNT_SUSPENDED_DETAIL });
  }
}

/**
 * Expands the audience: each member once, in chunks of CHUNK_SIZE with their texts rendered (opted-out and unrenderable
 * members are final at once), written in batches; then the exact cost is reserved (a top-up when the audience grew since
 * the launch; members beyond what the balance allows end FAILED), and the lanes start.
 */
async function expand(deps: RunDeps, campaignId: string, log: Logger): Promise<void> {
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
async function wake(deps: RunDeps, campaignId: string, log: Logger): Promise<void> {
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

/** What one attempt at a chunk gathers before its results are written: counts moved, messages and flags. */
interface ChunkWork {
  delta: Progress;
  flags: FlagRecord[];
  /** Messages to store with the chunk's results. */
  messages: MessageRecord[];
  /**
   * Messages a stopped worker stored before it could write its results (stranded hand-overs settled by them): stored
   * already, but it may have died before it applied their early receipts (handedOver, just before the results).
   */
  stored: MessageRecord[];
}

function settle(work: ChunkWork, r: Recipient, status: Recipient['s'], detail: string | null) {
  r.s = status;
  r.d = detail;
  delete r.x;
  if (status !== 'QUEUED') work.delta[FINAL_COUNTS[status]] += 1;
}

/**
 * Moderates a recipient's text: the verdict, with the message's moderation record, and the flag to write when it has
 * severity (written only with a message that is recorded: a recipient left queued by a pause is moderated again later).
 */
async function moderated(deps: RunDeps, campaign: CampaignRecord, r: Recipient, base: MessageRecord, atMs: number) {
  const verdict = await deps.moderation.moderate(base.body);
  count(deps.metrics ?? noMetrics, METRIC.moderation, { Verdict: verdict.verdict });
  let flag: FlagRecord | undefined;
  if (verdict.verdict !== 'ALLOWED') {
    base.moderation = { verdict: verdict.verdict, categories: verdict.categories.map((c) => c.category) };
    if (verdict.severity) {
      flag = {
        id: newId('flg', atMs),
        accountId: campaign.accountId,
        messageId: r.m,
        categories: verdict.categories.map((c) => c.category),
        severity: verdict.severity,
        status: 'OPEN',
        excerpt: verdict.excerpt,
        createdAt: new Date(atMs).toISOString(),
      };
    }
  }
  return { verdict, flag };
}

/**
 * One chunk: claim it; settle, without sending again, the recipients a worker before this one was handing over when it
 * stopped; hand the queued ones over in pacing steps (each step takes its share of the account's second, checks that
 * the campaign is still SENDING and writes its recipients ahead on the chunk's control item under the claim, all in
 * one transaction, before any of them reaches the vendor); then write the messages, apply the receipts that came back
 * before they were stored and, in one transaction, write the chunk's recipients and the counts they moved. A lane goes
 * on with the chunk `lanes` further.
 */
async function sendChunk(deps: RunDeps, campaignId: string, chunk: number, lane: boolean, log: Logger): Promise<void> {
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

/**
 * The recipients a claim finds written ahead and not finished: the worker that wrote them stopped (killed, timed out)
 * while handing them over, and any of them may have reached the vendor. None is handed over again. Each is settled by
 * what that worker stored (its message, written just before it died), or else by the vendor's status lookup by our
 * reference: delivered → DELIVERED, on its way → SENT, failed → FAILED (not charged: released at the end); no answer
 * (or no lookup) → SENT `unconfirmed`, charged, its message in the pending index for the sweeper's lookups, which
 * refund it only on a confirmed failure: what a single send whose worker vanished gets.
 */
async function settleHandOvers(
  deps: RunDeps,
  campaign: CampaignRecord,
  claim: ChunkControl,
  recipients: Recipient[],
  vendor: SmsVendor | undefined,
  work: ChunkWork,
  log: Logger,
): Promise<void> {
  const stranded: { r: Recipient; step: HandingStep }[] = [];
  for (const step of claim.handing ?? []) {
    for (const n of step.n) {
      const r = recipients[n];
      if (r?.s === 'QUEUED') stranded.push({ r, step });
    }
  }
  if (stranded.length === 0) return;
  const stored = await deps.campaignMessages.storedMessages(stranded.map(({ r }) => r.m));
  const tally: Record<string, number> = {};
  await Promise.all(
    stranded.map(async ({ r, step }) => {
      r.a = (r.a ?? 0) + 1;
      const base = { ...messageOf(campaign, r, r.x ?? '', step.at, step.p), sentAt: new Date(step.at).toISOString() };
      // The flags of the dead worker's attempt were to be written with its results: moderated again for them.
      const { flag } = await moderated(deps, campaign, r, base, deps.clock.now());
      if (flag) work.flags.push(flag);
      const message = stored.get(r.m);
      // Counted in the state the dead worker stored it in: a receipt that has moved it since moves the counts itself.
      const as = message?.tallied ?? message?.status;
      if (message && (as === 'SENT' || as === 'DELIVERED' || as === 'FAILED')) {
        tally.stored = (tally.stored ?? 0) + 1;
        settle(work, r, as, message.deliveryStatus);
        work.stored.push(message);
        // Its cost as stored: 0 for a refused one; a charged one stays spent even if a lookup has since failed it,
        // because that lookup refunded it on its own (the release must not give it back a second time).
        work.delta.spent += message.cost;
        return;
      }
      let answer: VendorStatus = { state: 'unknown', detail: 'no status lookup for this vendor' };
      if (vendor?.provider === step.p && vendor.status) {
        try {
          answer = await vendor.status({ reference: r.m });
        } catch (error) {
          log.warn('status lookup failed; left unconfirmed', { messageId: r.m, error });
        }
      }
      tally[answer.state] = (tally[answer.state] ?? 0) + 1;
      switch (answer.state) {
        case 'delivered':
        case 'pending': {
          const status = answer.state === 'delivered' ? 'DELIVERED' : 'SENT';
          settle(work, r, status, answer.detail);
          work.delta.spent += base.cost;
          work.messages.push({ ...base, status, deliveryStatus: answer.detail });
          return;
        }
        case 'failed':
          settle(work, r, 'FAILED', answer.detail);
          work.messages.push({ ...base, status: 'FAILED', cost: 0, deliveryStatus: answer.detail });
          return;
        case 'unknown':
          settle(work, r, 'SENT', UNCONFIRMED_DETAIL);
          work.delta.spent += base.cost;
          work.messages.push({ ...base, status: 'SENT', deliveryStatus: UNCONFIRMED_DETAIL, lookups: 0 });
      }
    }),
  );
  log.info('hand-overs of a stopped worker settled without sending again', {
    campaignId: campaign.id,
    chunk: claim.chunk,
    ...tally,
  });
}

async function optedOutOf(deps: RunDeps, campaign: CampaignRecord, queued: Recipient[]): Promise<Set<string>> {
  if (queued.length === 0) return new Set();
  return deps.audience.optedOut(
    campaign.accountId,
    queued.map((r) => r.t),
  );
}

function messageOf(campaign: CampaignRecord, r: Recipient, text: string, atMs: number, vendor: string): MessageRecord {
  const { encoding, segments } = segmentInfo(text);
  const at = new Date(atMs).toISOString();
  return {
    id: r.m,
    accountId: campaign.accountId,
    to: r.t,
    body: text,
    status: 'QUEUED',
    deliveryStatus: null,
    segments,
    encoding,
    cost: segments,
    shard: 0,
    source: 'campaign',
    campaignId: campaign.id,
    createdAt: at,
    updatedAt: at,
    vendor,
    ...(campaign.senderId ? { senderId: campaign.senderId } : {}),
    attempts: r.a ?? 0,
  };
}

/**
 * Ends a campaign whose chunks are all done (COMPLETED) or that was cancelled and has no chunk in hand: what was
 * reserved and not spent goes back in one ledger entry. Once only; a cancelled campaign with a chunk still in hand
 * looks again a little later.
 */
async function finalise(deps: RunDeps, campaignId: string, log: Logger): Promise<void> {
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

/**
 * Settles the unfinished hand-overs of a chunk of a cancelled campaign (nothing else is sent): claims it, settles them,
 * applies their early receipts and writes the results. False when another worker holds the chunk or took it meanwhile.
 */
async function settleStranded(deps: RunDeps, campaign: CampaignRecord, chunk: number, log: Logger): Promise<boolean> {
  const claimed = await deps.chunks.claimChunk(campaign.id, chunk, deps.clock.now(), CHUNK_LEASE_MS);
  if (!claimed.ok) return claimed.reason === 'DONE';
  const { claim } = claimed;
  const recipients = (await deps.chunks.chunkData(campaign.id, chunk)) ?? [];
  const shard = await deps.messages.shard(campaign.accountId);
  const vendor = shard?.vendor ? deps.vendors.forSettings(shard.vendor, campaign.accountId) : undefined;
  const work: ChunkWork = { delta: emptyProgress(), flags: [], messages: [], stored: [] };
  await settleHandOvers(deps, campaign, claim, recipients, vendor, work, log);
  return writeAttempt(deps, { campaignId: campaign.id, chunk }, claim, recipients, work, vendor, shard, log);
}

/**
 * The end of a chunk attempt, in its order (docs/decisions/0718): its messages stored, the receipts that came back
 * before them applied, then its results written. False when the claim was lost meanwhile (another worker owns it).
 */
async function writeAttempt(
  deps: RunDeps,
  at: { campaignId: string; chunk: number },
  claim: ChunkControl,
  recipients: Recipient[],
  work: ChunkWork,
  vendor: SmsVendor | undefined,
  shard: { webhookEvents?: readonly string[] } | undefined,
  log: Logger,
): Promise<boolean> {
  await deps.campaignMessages.putMessages(work.messages, (deps.lookupClock ?? deps.clock).now());
  // Early receipts before the results: a worker that dies in between leaves the claim to be taken again.
  await handedOver(deps, work, vendor, shard?.webhookEvents, log, at);
  const left = recipients.some((r) => r.s === 'QUEUED');
  const finished = await deps.chunks.finishChunk(
    at.campaignId,
    claim,
    recipients,
    work.delta,
    work.flags,
    !left,
    deps.clock.now(),
  );
  return finished.ok;
}

/**
 * A chunk's messages are stored and its results not written yet: the receipts that came back before its messages
 * were stored are applied (RunDeps.handedOver), to those stored now and to those a stopped worker stored before it
 * could write its results. Done before the results (docs/decisions/0718): until they are written the chunk's claim
 * is unfinished, so a worker that dies before this is done leaves its hand-overs to the next claim, which settles
 * them by their stored messages and comes here again; after them nothing is left to do. An error here fails the
 * attempt before its results, like a crash: a receipt swallowed here would stay kept and its message SENT for good.
 */
async function handedOver(
  deps: RunDeps,
  work: ChunkWork,
  vendor: SmsVendor | undefined,
  subscribed: readonly string[] | undefined,
  log: Logger,
  at: { campaignId: string; chunk: number },
): Promise<void> {
  const messages = [...work.messages, ...work.stored];
  if (!deps.handedOver || messages.length === 0) return;
  await deps.handedOver(messages, vendor, subscribed, log).catch((error: unknown) => {
    // The attempt fails before its results: the claim stays unfinished, and the next claim applies them (0718).
    log.error('early receipts of a chunk not applied; the chunk is taken again', { ...at, error });
    throw error;
  });
}

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
