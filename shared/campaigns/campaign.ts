/**
 * Campaigns (contract Part 2): records, recipients, the ports their use cases need, and what moves a campaign between
 * its states (preview, launch with its reservation, pause, resume, cancel). Editing drafts and reading results are in
 * manage-campaigns.ts; sending is the campaign worker's (run-campaign.ts). The request bodies are in the route
 * contract (shared/http/routes/campaigns.ts).
 */
import type * as z from 'zod/mini';
import type { LedgerEntry } from '../accounts/account';
import { type AuditAction, type AuditEntry, namedAudit } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { type SpendCap, spendDay, spendLimitMessage } from '../billing/spend';
import type { Clock } from '../clock';
import type { ContactListStore, ContactRecord } from '../contacts/contact';
import type { JobQueue } from '../contacts/import';
import {
  accountSuspended,
  campaignState,
  conflict,
  forbidden,
  insufficientBalance,
  notFound,
  spendLimitExceeded,
  templateNotFound,
  vendorNotConfigured,
} from '../errors';
import type { LaunchInput } from '../http/routes/campaigns';
import { idPattern, newId } from '../ids';
import type { MessageRecord, MessageStore } from '../messages/message';
import type { FlagRecord } from '../moderation/flag';
import type { ModerationService } from '../moderation/types';
import type { Page, PageRequest } from '../page';
import type { Refused, Result } from '../result';
import type { TemplateStore } from '../templates/template';
import { vendorConfigured } from '../vendors/vendor';
import { nextMarketingWindow } from './marketing-hours';
import { renderFor } from './render';

export const CAMPAIGN_STATUSES = ['DRAFT', 'SCHEDULED', 'SENDING', 'PAUSED', 'COMPLETED', 'CANCELLED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_KINDS = ['marketing', 'transactional'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];
export const RECIPIENT_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'BLOCKED', 'OPTED_OUT', 'SKIPPED'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
/**
 * What `GET /campaigns/{id}/recipients?status=` accepts: the message statuses and OPTED_OUT and SKIPPED (contract
 * Part 2). A recipient is never shown SENDING (its hand-over is written with its result), so that filter finds none.
 */
export const RECIPIENT_FILTERS = [
  'QUEUED',
  'SENDING',
  'SENT',
  'DELIVERED',
  'FAILED',
  'BLOCKED',
  'OPTED_OUT',
  'SKIPPED',
] as const;
export type RecipientFilter = (typeof RECIPIENT_FILTERS)[number];
/** Every final state of a recipient and the campaign's count it falls in. */
export const FINAL_COUNTS = {
  SENT: 'sent',
  DELIVERED: 'delivered',
  FAILED: 'failed',
  BLOCKED: 'blocked',
  OPTED_OUT: 'optedOut',
  SKIPPED: 'skipped',
} as const satisfies Record<Exclude<RecipientStatus, 'QUEUED'>, string>;
type CountName = (typeof FINAL_COUNTS)[keyof typeof FINAL_COUNTS];

/** Recipients per chunk: one item of their texts and states, one claim, one transaction of results. */
export const CHUNK_SIZE = 50;

export interface Audience {
  listIds?: string[];
  contactIds?: string[];
}

export interface CampaignRecord {
  id: string;
  accountId: string;
  name: string;
  status: CampaignStatus;
  kind: CampaignKind;
  body?: string;
  templateId?: string;
  audience: Audience;
  senderId?: string;
  scheduledAt?: string;
  heldUntil?: string;
  launchedAt?: string;
  completedAt?: string;
  /** Every audience member once: estimated at launch, exact once the audience is expanded. */
  recipients: number;
  reservedCredits: number;
  /** Set when what was not spent has been given back (the campaign ended). */
  releasedCredits?: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** The text recipients get, frozen at launch (the body, or the template's body then). */
  text?: string;
  /** After expansion: how many chunks hold the recipients, and how many are sent side by side. */
  chunks?: number;
  lanes?: number;
  expanded?: boolean;
  /**
   * Why the service itself stopped or paused the campaign (not a user): ACCOUNT_SUSPENDED (its unsent recipients end
   * FAILED `account_suspended`; docs/decisions/0709), SPEND_LIMIT_EXCEEDED (a top-up at expansion past the daily cap:
   * PAUSED; docs/decisions/0710). Cleared by a resume.
   */
  statusReason?: StatusReason;
  /** Bumped by every replace: what an optimistic write checks beside updatedAt (two writes can share a millisecond). */
  rev?: number;
}

/** What an optimistic write of a campaign expects to find. */
export type Revision = Pick<CampaignRecord, 'updatedAt' | 'rev'>;

export const STATUS_REASON_CODES = ['ACCOUNT_SUSPENDED', 'SPEND_LIMIT_EXCEEDED'] as const;
export interface StatusReason {
  code: (typeof STATUS_REASON_CODES)[number];
  message: string;
}

/** The deliveryStatus of a recipient that a suspension of its account kept from being sent (contract Part 3). */
export const ACCOUNT_SUSPENDED_DETAIL = 'account_suspended';

interface CampaignCounts {
  recipients: number;
  queued: number;
  sent: number;
  delivered: number;
  failed: number;
  blocked: number;
  optedOut: number;
  skipped: number;
}

/**
 * Progress as the counter shards hold it (a sum over them); `chunksDone` tells the end without reading the chunks.
 * `spent` is what the chunks charged as they handed over; `refunded` what receipts and lookups that failed a message
 * later gave back on their own (each with its REFUND in the ledger): spentCredits is their difference, and the release
 * at the end gives back `reserved - spent` (docs/decisions/0711-campaign-figures-follow-receipts.md).
 */
export type Progress = Record<CountName, number> & { spent: number; refunded: number; chunksDone: number };

export const emptyProgress = (): Progress => ({
  sent: 0,
  delivered: 0,
  failed: 0,
  blocked: 0,
  optedOut: 0,
  skipped: 0,
  spent: 0,
  refunded: 0,
  chunksDone: 0,
});

/** The campaign as the API shows it. A cancelled campaign's recipients never sent are counted as skipped. */
export function publicCampaign(c: CampaignRecord, counted: Progress) {
  // A receipt counted before its chunk's results (they add up whatever the order) may leave `sent` below 0 a moment.
  const p = { ...counted, sent: Math.max(0, counted.sent) };
  const done = p.sent + p.delivered + p.failed + p.blocked + p.optedOut + p.skipped;
  const left = Math.max(0, c.recipients - done);
  const cancelled = c.status === 'CANCELLED';
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    kind: c.kind,
    ...(c.body !== undefined ? { body: c.body } : {}),
    ...(c.templateId !== undefined ? { templateId: c.templateId } : {}),
    audience: c.audience,
    ...(c.senderId !== undefined ? { senderId: c.senderId } : {}),
    ...(c.scheduledAt ? { scheduledAt: c.scheduledAt } : {}),
    ...(c.heldUntil ? { heldUntil: c.heldUntil } : {}),
    ...(c.launchedAt ? { launchedAt: c.launchedAt } : {}),
    ...(c.completedAt ? { completedAt: c.completedAt } : {}),
    ...(c.statusReason ? { statusReason: c.statusReason } : {}),
    counts: {
      recipients: c.recipients,
      queued: cancelled ? 0 : left,
      sent: p.sent,
      delivered: p.delivered,
      failed: p.failed,
      blocked: p.blocked,
      optedOut: p.optedOut,
      skipped: p.skipped + (cancelled ? left : 0),
    } satisfies CampaignCounts,
    reservedCredits: c.reservedCredits,
    spentCredits: Math.max(0, p.spent - p.refunded),
    createdBy: c.createdBy,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}
export type PublicCampaign = ReturnType<typeof publicCampaign>;

/** One recipient in a chunk (short names: a chunk of 50 is one item). */
export interface Recipient {
  /** contact id */
  c: string;
  /** to (E.164) */
  t: string;
  /** message id, chosen at expansion: the vendor's reference (and what its status lookup is asked by) */
  m: string;
  s: RecipientStatus;
  /** deliveryStatus */
  d?: string | null;
  /** the rendered text (QUEUED ones) */
  x?: string;
  /** segments */
  g?: number;
  /** hand-over attempts */
  a?: number;
}

/**
 * One pacing step's write-ahead (docs/decisions/0706-campaign-hand-over-write-ahead.md): the recipients about to be
 * handed over, written to the chunk's control item under the claim before any of them reaches the vendor. Cleared by
 * the transaction that writes their results; a worker that finds one still there (its writer died) never hands those
 * recipients over again: it settles them by what was stored or by the vendor's status lookup.
 */
export interface HandingStep {
  /** positions of the recipients in the chunk */
  n: number[];
  /** the claim's attempt that wrote it */
  a: number;
  /** the hand-over time (the campaign clock, ms): their sentAt if another worker must settle them */
  at: number;
  /** the vendor provider they were handed to */
  p: string;
}

export interface ChunkControl {
  chunk: number;
  status: 'PENDING' | 'SENDING' | 'DONE';
  leaseUntil?: number;
  attempt: number;
  updatedAt: number;
  /** Hand-overs written ahead and not yet finished (a worker died during them when a new claim finds any). */
  handing?: HandingStep[];
}

/** What a launch or an expansion reads of the audience: its contacts in batches, with their opt-out state. */
export interface AudienceBatch {
  contacts: ContactRecord[];
  optedOut: Set<string>;
}

export interface AudienceReader {
  /** Every member of the audience once, in batches; lists that no longer exist are skipped. */
  read(accountId: string, audience: Audience, each: (batch: AudienceBatch) => Promise<void> | void): Promise<void>;
  /** Phones of `phones` on the account's opt-out ledger now (one batch read). */
  optedOut(accountId: string, phones: readonly string[]): Promise<Set<string>>;
}

export type ReserveOutcome =
  | Result<'ACCOUNT_SUSPENDED' | 'CHANGED'>
  | Refused<'INSUFFICIENT_BALANCE', { balance: number }>
  | Refused<'SPEND_LIMIT_EXCEEDED', { cap: SpendCap }>;

/** The account's daily spend cap a launch counts its reservation against (contract Part 3). */
export interface LaunchSpend {
  cap: SpendCap;
  /** The Africa/Johannesburg day of the launch. */
  day: string;
  nowMs: number;
}

/** Campaigns and their counters (shared/db/campaign-repository.ts). */
export interface CampaignStore {
  get(campaignId: string): Promise<{ campaign: CampaignRecord; progress: Progress } | undefined>;
  list(accountId: string, page: PageRequest, status?: CampaignStatus): Promise<Page<PublicCampaign>>;
  create(campaign: CampaignRecord, audit: AuditEntry): Promise<void>;
  /**
   * Replaces the campaign when it is still in `from` and at the revision read (`rev` and `updatedAt`: optimistic, one
   * write wins of two made in the same millisecond too); CHANGED otherwise. The stored revision goes up by one.
   */
  replace(
    next: CampaignRecord,
    from: readonly CampaignStatus[],
    expected: Revision,
    audit?: AuditEntry,
  ): Promise<Result<'CHANGED'>>;
  /** Deletes a DRAFT campaign with its audit entry; CHANGED when it is no longer a draft (or gone). */
  delete(campaign: CampaignRecord, audit: AuditEntry): Promise<Result<'CHANGED'>>;
  /**
   * The launch: the campaign leaves DRAFT and `amount` credits are taken from the balance shards in the same
   * transaction (a constant number of balance writes, whatever the audience), with its ledger entry and audit entry;
   * under a daily spend cap, the reservation is added to the day's counters in that transaction too, or nothing is
   * written (SPEND_LIMIT_EXCEEDED).
   */
  launch(
    next: CampaignRecord,
    reservation: LedgerEntry | undefined,
    audit: AuditEntry,
    spend?: LaunchSpend,
  ): Promise<ReserveOutcome>;
  /**
   * Takes `entry.amount` more credits (negative) for the campaign, in one transaction: under the account's daily spend
   * cap (`spend`) the top-up is added to the day's counters in it too, or nothing is written (SPEND_LIMIT_EXCEEDED).
   */
  topUp(campaignId: string, entry: LedgerEntry, spend?: LaunchSpend): Promise<ReserveOutcome>;
  /**
   * SENDING and not expanded → PAUSED with the reason, its expansion claim given up (a resume expands again); CHANGED
   * when the campaign is no longer SENDING (or was expanded meanwhile).
   */
  pauseUnexpanded(campaignId: string, reason: StatusReason, nowMs: number): Promise<Result<'CHANGED'>>;
  /**
   * A campaign of a suspended account (SCHEDULED, SENDING or PAUSED) → SENDING with the reason ACCOUNT_SUSPENDED and no
   * hold: its chunks then end every unsent recipient FAILED `account_suspended`, whatever happens to the account next.
   * CHANGED when it ended meanwhile or is marked already.
   */
  markSuspended(campaignId: string, nowMs: number): Promise<Result<'CHANGED'>>;
  /** One expansion at a time: TAKEN while another holds it (until `nowMs + leaseMs`) or once expanded. */
  claimExpansion(campaignId: string, nowMs: number, leaseMs: number): Promise<Result<'TAKEN'>>;
  /** Marks the campaign expanded (once: EXPANDED when it was already), adding the counts found while expanding. */
  markExpanded(
    campaign: CampaignRecord,
    totals: { recipients: number; chunks: number; lanes: number },
    found: Progress,
  ): Promise<Result<'EXPANDED'>>;
  /** Sets (or clears) heldUntil while SENDING. */
  hold(campaignId: string, heldUntil: string | undefined, nowMs: number): Promise<Result<'CHANGED'>>;
  /**
   * Ends the campaign: gives back reserved − spent credits (one ledger entry and one shard write), in the status it
   * ends in; once only (CHANGED when it was released already or its status moved).
   */
  release(
    campaign: CampaignRecord,
    status: 'COMPLETED' | 'CANCELLED',
    spent: number,
    entry: LedgerEntry | undefined,
    audit: AuditEntry,
    nowMs: number,
  ): Promise<Result<'CHANGED'>>;
  /** Campaigns that may need the sweeper: SCHEDULED, SENDING, PAUSED, or ended and not yet released. */
  active(): Promise<CampaignRecord[]>;
}

/** A campaign's chunks of recipients: claims, pacing, results (shared/db/campaign-chunk-repository.ts). */
export interface CampaignChunkStore {
  /** Writes chunks (data and control) in batches. */
  putChunks(campaignId: string, chunks: Recipient[][], nowMs: number): Promise<void>;
  /** Chunk control items not DONE, in chunk order. */
  openChunks(campaignId: string): Promise<ChunkControl[]>;
  /**
   * Claims a chunk until `nowMs + leaseMs` (its attempt goes up by one): the claim, or DONE when it needs nobody (done,
   * or gone), BUSY while another worker's lease holds it.
   */
  claimChunk(
    campaignId: string,
    chunk: number,
    nowMs: number,
    leaseMs: number,
  ): Promise<Result<'DONE' | 'BUSY', { claim: ChunkControl }>>;
  chunkData(campaignId: string, chunk: number): Promise<Recipient[] | undefined>;
  chunksData(campaignId: string, chunks: number[]): Promise<Map<number, Recipient[]>>;
  /**
   * Ends an attempt at a chunk: its recipients as they are now, the counts they moved, and the flags of blocked texts,
   * in one transaction conditional on still holding the claim: counts are added exactly once (LOST when the claim no
   * longer holds, and nothing is written). Its write-ahead (`handing`) is cleared in the same transaction.
   */
  finishChunk(
    campaignId: string,
    control: ChunkControl,
    recipients: Recipient[],
    delta: Progress,
    flags: FlagRecord[],
    done: boolean,
    nowMs: number,
  ): Promise<Result<'LOST'>>;
  /**
   * Per-account pacing and the campaign's state in one call: takes `count` sends of the account's second `second`
   * (at most `rate`) while the campaign is SENDING: FULL when the second has no room for them, STOPPED when the
   * campaign is not SENDING. With `handing`, the same transaction writes the step ahead on the chunk's control item and
   * renews its lease, conditional on the claim (same attempt, lease not lapsed at `nowMs`): LOST when the claim no
   * longer holds. Nothing is taken or written when it is refused.
   */
  pace(
    accountId: string,
    campaignId: string,
    second: number,
    count: number,
    rate: number,
    handing?: { chunk: number; step: HandingStep; nowMs: number; leaseUntil: number },
  ): Promise<Result<'FULL' | 'STOPPED' | 'LOST'>>;
}

/** The messages of a campaign's recipients (shared/db/campaign-message-repository.ts). */
export interface CampaignMessageStore {
  /**
   * Stores the messages of recipients that reached a final state (and their list entries), in batches; a SENT
   * `unconfirmed` one goes in the pending index, where the sweeper's status lookups find it, due from `lookupsFromMs`
   * (on the sweeper's clock; default its updatedAt).
   */
  putMessages(messages: MessageRecord[], lookupsFromMs?: number): Promise<void>;
  /** The stored messages among `messageIds` (one batch read): what a worker that died had already written. */
  storedMessages(messageIds: string[]): Promise<Map<string, MessageRecord>>;
  /**
   * A campaign message that a receipt or a status lookup moved from SENT (as its chunk counted it, or will) to
   * DELIVERED or FAILED: the campaign's counters follow it (sent − 1, the new state + 1, and a FAILED one's refunded
   * cost), once: the message is marked counted in the same transaction. One counter shard of many, by message id.
   * COUNTED when it was counted already (or is no longer in `status`); NOT_IN_CAMPAIGN for a message of no campaign.
   */
  countSettled(message: MessageRecord, status: 'DELIVERED' | 'FAILED'): Promise<Result<'COUNTED' | 'NOT_IN_CAMPAIGN'>>;
}

/** Wake-ups of campaigns at a time (a scheduled start, the end of a marketing hold). */
export interface CampaignScheduler {
  wakeAt(campaignId: string, atMs: number): Promise<void>;
}

export type CampaignJob =
  | { type: 'expand'; campaignId: string }
  | { type: 'chunk'; campaignId: string; chunk: number; lane: boolean }
  | { type: 'wake'; campaignId: string }
  | { type: 'finalise'; campaignId: string };

const CAMPAIGN_ID = /* @__PURE__ */ idPattern('cmp');
const TEMPLATE_ID = /* @__PURE__ */ idPattern('tpl');

export interface CampaignDeps {
  campaigns: CampaignStore;
  templates: TemplateStore;
  lists: ContactListStore;
  audience: AudienceReader;
  /** A balance shard: the suspension and vendor a launch checks. */
  messages: Pick<MessageStore, 'shard'>;
  queue: JobQueue<CampaignJob>;
  scheduler: CampaignScheduler;
  clock: Clock;
  /** False on the production stage: settings naming the sandbox vendor count as none (503). */
  sandboxAllowed: boolean;
}

export async function checkTemplate(deps: Pick<CampaignDeps, 'templates'>, accountId: string, templateId: string) {
  const template = TEMPLATE_ID.test(templateId) ? await deps.templates.get(accountId, templateId) : undefined;
  if (!template) throw templateNotFound();
  return template;
}

export async function existing(deps: Pick<CampaignDeps, 'campaigns'>, accountId: string, id: string) {
  const found = CAMPAIGN_ID.test(id) ? await deps.campaigns.get(id) : undefined;
  if (!found || found.campaign.accountId !== accountId) throw notFound('Campaign');
  return found;
}

/**
 * A conditional write lost to another write of the same campaign: 409 CAMPAIGN_STATE when the campaign's status now
 * refuses the action, 409 CONFLICT when it still allows it (a race: read it again and retry; docs/decisions/0714).
 */
export async function lostRace(
  deps: Pick<CampaignDeps, 'campaigns'>,
  accountId: string,
  id: string,
  allowed: readonly CampaignStatus[],
  verb: string,
) {
  const now = await deps.campaigns.get(id);
  if (!now || now.campaign.accountId !== accountId) return notFound('Campaign');
  if (!allowed.includes(now.campaign.status)) {
    return campaignState(`A ${now.campaign.status} campaign cannot be ${verb}`);
  }
  return conflict('The campaign was changed by another request meanwhile; read it again and retry');
}

export async function getCampaign(deps: Pick<CampaignDeps, 'campaigns'>, q: { accountId: string; id: string }) {
  const { campaign, progress } = await existing(deps, q.accountId, q.id);
  return publicCampaign(campaign, progress);
}

/** The text of a campaign: its body, or its template's body now. */
async function textOf(deps: Pick<CampaignDeps, 'templates'>, campaign: CampaignRecord): Promise<string> {
  if (campaign.text !== undefined) return campaign.text;
  if (campaign.body !== undefined) return campaign.body;
  return (await checkTemplate(deps, campaign.accountId, campaign.templateId!)).body;
}

interface Estimate {
  recipients: number;
  optedOut: number;
  skipped: number;
  segments: number;
  samples: { contactId: string; to: string; text: string; segments: number }[];
}

/** Walks the audience once: every member counted once, opted-out and unrenderable ones apart, segments summed. */
async function estimate(deps: CampaignDeps, campaign: CampaignRecord, text: string, samples = 0): Promise<Estimate> {
  const result: Estimate = { recipients: 0, optedOut: 0, skipped: 0, segments: 0, samples: [] };
  await deps.audience.read(campaign.accountId, campaign.audience, ({ contacts, optedOut }) => {
    for (const contact of contacts) {
      result.recipients += 1;
      if (optedOut.has(contact.phone)) {
        result.optedOut += 1;
        continue;
      }
      const rendered = renderFor(text, contact, campaign.kind);
      if (!rendered.ok) {
        result.skipped += 1;
        continue;
      }
      result.segments += rendered.segments;
      if (result.samples.length < samples) {
        result.samples.push({
          contactId: contact.id,
          to: contact.phone,
          text: rendered.text,
          segments: rendered.segments,
        });
      }
    }
  });
  return result;
}

/** `POST /campaigns/{id}/preview`: counts, the cost estimate, and up to five samples with their moderation. */
export async function previewCampaign(
  deps: CampaignDeps & { moderation: ModerationService },
  { accountId, id }: { accountId: string; id: string },
) {
  const { campaign } = await existing(deps, accountId, id);
  const found = await estimate(deps, campaign, await textOf(deps, campaign), 5);
  const samples = await Promise.all(
    found.samples.map(async (s) => {
      const verdict = await deps.moderation.moderate(s.text);
      return {
        ...s,
        moderation: { verdict: verdict.verdict, categories: verdict.categories.map((c) => c.category) },
      };
    }),
  );
  return {
    recipients: found.recipients,
    optedOut: found.optedOut,
    estimatedSegments: found.segments,
    estimatedCost: found.segments,
    samples,
  };
}

/**
 * `POST /campaigns/{id}/launch`: reserves the estimated cost in one transaction (402 when the balance is short), then
 * SCHEDULED (a wake-up at `scheduledAt`) or SENDING (the expansion is queued; a marketing campaign outside the hours
 * is held until they open). Audited `campaign.sent`.
 */
export async function launchCampaign(
  deps: CampaignDeps,
  { actor, id, input }: { actor: Actor; id: string; input: z.output<typeof LaunchInput> },
): Promise<PublicCampaign> {
  const { accountId } = actor.principal;
  const { campaign } = await existing(deps, accountId, id);
  if (campaign.status !== 'DRAFT') throw campaignState(`A ${campaign.status} campaign cannot be launched`);
  const shard = await deps.messages.shard(accountId);
  if (!shard) throw forbidden('The account no longer exists');
  if (shard.suspended) throw accountSuspended();
  if (!shard.vendor || !vendorConfigured(shard.vendor, deps)) throw vendorNotConfigured();
  const text = await textOf(deps, campaign);
  const found = await estimate(deps, campaign, text);
  // The service's clock (the sandbox clock locally) decides schedules and marketing hours.
  const nowMs = deps.clock.now();
  const now = new Date(nowMs).toISOString();
  const scheduledMs = input.scheduledAt ? Date.parse(input.scheduledAt) : undefined;
  const scheduled = scheduledMs !== undefined && scheduledMs > nowMs;
  const startMs = scheduled ? scheduledMs : nowMs;
  const heldUntilMs = campaign.kind === 'marketing' ? nextMarketingWindow(startMs) : startMs;
  const next: CampaignRecord = {
    ...campaign,
    status: scheduled ? 'SCHEDULED' : 'SENDING',
    text,
    recipients: found.recipients,
    reservedCredits: found.segments,
    launchedAt: now,
    ...(scheduled ? { scheduledAt: new Date(scheduledMs).toISOString() } : {}),
    ...(!scheduled && heldUntilMs > nowMs ? { heldUntil: new Date(heldUntilMs).toISOString() } : {}),
    updatedAt: now,
  };
  const reservation: LedgerEntry | undefined =
    found.segments > 0
      ? {
          id: newId('txn', nowMs),
          accountId,
          type: 'DEBIT',
          amount: -found.segments,
          reason: `Campaign ${campaign.id} reservation (${found.recipients} recipient${found.recipients === 1 ? '' : 's'})`,
          reference: campaign.id,
          createdAt: now,
        }
      : undefined;
  // The account's daily spend cap counts the whole reservation on the day of the launch (docs/decisions/0808).
  const spend =
    shard.dailySpendLimit !== undefined
      ? { cap: { kind: 'account' as const, id: accountId, limit: shard.dailySpendLimit }, day: spendDay(nowMs), nowMs }
      : undefined;
  const outcome = await deps.campaigns.launch(
    next,
    reservation,
    namedAudit(actor, 'campaign.sent', 'campaign', next, {
      recipients: found.recipients,
      reservedCredits: found.segments,
      ...(next.scheduledAt ? { scheduledAt: next.scheduledAt } : {}),
    }),
    spend,
  );
  if (!outcome.ok) {
    if (outcome.reason === 'SPEND_LIMIT_EXCEEDED') throw spendLimitExceeded(spendLimitMessage(outcome.cap));
    if (outcome.reason === 'INSUFFICIENT_BALANCE') throw insufficientBalance(found.segments, outcome.balance);
    if (outcome.reason === 'ACCOUNT_SUSPENDED') throw accountSuspended();
    throw await lostRace(deps, accountId, id, ['DRAFT'], 'launched');
  }
  if (scheduled) await deps.scheduler.wakeAt(campaign.id, scheduledMs);
  else {
    if (next.heldUntil) await deps.scheduler.wakeAt(campaign.id, heldUntilMs);
    await deps.queue.send({ type: 'expand', campaignId: campaign.id });
  }
  return getCampaign(deps, { accountId, id });
}

async function transition(
  deps: Pick<CampaignDeps, 'campaigns'>,
  actor: Actor,
  id: string,
  from: readonly CampaignStatus[],
  to: CampaignStatus,
  action: AuditAction,
) {
  // The caller asked for a status, not for a revision it read: a write the workers made meanwhile (a campaign marked
  // expanded, a pause of their own) is read again and the transition retried while the status still allows it.
  for (let attempt = 1; attempt <= TRANSITION_ATTEMPTS; attempt++) {
    const { campaign } = await existing(deps, actor.principal.accountId, id);
    if (!from.includes(campaign.status)) {
      throw campaignState(`A ${campaign.status} campaign cannot be ${action.split('.')[1]}`);
    }
    const { statusReason, ...rest } = campaign;
    // A resume clears a pause the service made (a spend cap); a suspension's stop stays (its recipients end FAILED).
    const keep = statusReason && (to !== 'SENDING' || statusReason.code === 'ACCOUNT_SUSPENDED');
    const next: CampaignRecord = {
      ...rest,
      ...(keep ? { statusReason } : {}),
      status: to,
      updatedAt: new Date(actor.nowMs).toISOString(),
    };
    if (
      (await deps.campaigns.replace(next, [campaign.status], campaign, namedAudit(actor, action, 'campaign', next))).ok
    )
      return next;
  }
  throw await lostRace(deps, actor.principal.accountId, id, from, action.split('.')[1]!);
}

/** Reads and writes a pause, resume or cancel takes before it answers 409 CONFLICT (decision 0714). */
const TRANSITION_ATTEMPTS = 3;

/** `POST /campaigns/{id}/pause`: SENDING → PAUSED; the workers stop within a second (their next pacing step). */
export async function pauseCampaign(
  deps: Pick<CampaignDeps, 'campaigns'>,
  { actor, id }: { actor: Actor; id: string },
) {
  await transition(deps, actor, id, ['SENDING'], 'PAUSED', 'campaign.paused');
  return getCampaign(deps, { accountId: actor.principal.accountId, id });
}

/** `POST /campaigns/{id}/resume`: PAUSED → SENDING, and the chunks not done are queued again. */
export async function resumeCampaign(deps: CampaignDeps, { actor, id }: { actor: Actor; id: string }) {
  // A suspended account sends nothing (contract Part 3): its campaigns are not resumed either.
  if ((await deps.messages.shard(actor.principal.accountId))?.suspended) throw accountSuspended();
  const next = await transition(deps, actor, id, ['PAUSED'], 'SENDING', 'campaign.resumed');
  await deps.queue.send(next.expanded ? { type: 'wake', campaignId: id } : { type: 'expand', campaignId: id });
  return getCampaign(deps, { accountId: actor.principal.accountId, id });
}

/** `POST /campaigns/{id}/cancel`: from any status before COMPLETED; the reservation is released once nothing sends. */
export async function cancelCampaign(deps: CampaignDeps, { actor, id }: { actor: Actor; id: string }) {
  await transition(deps, actor, id, ['DRAFT', 'SCHEDULED', 'SENDING', 'PAUSED'], 'CANCELLED', 'campaign.cancelled');
  await deps.queue.send({ type: 'finalise', campaignId: id });
  return getCampaign(deps, { accountId: actor.principal.accountId, id });
}
