/**
 * Campaign use cases of the dashboard (contract Part 2, "Campaigns"): drafts, preview, launch (the reservation),
 * pause, resume, cancel, and reading results. Sending is the campaign worker's (run-campaign.ts).
 */
import type * as z from 'zod/mini';
import type { LedgerEntry } from '../accounts/account';
import { type AuditAction, actorAudit } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { spendDay, spendLimitMessage } from '../billing/spend';
import type { Clock } from '../clock';
import type { ContactListStore } from '../contacts/contact';
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
  validationError,
  vendorNotConfigured,
} from '../errors';
import { idPattern, newId } from '../ids';
import type { MessageStore } from '../messages/message';
import { assertAllowedName } from '../moderation/names';
import type { ModerationService } from '../moderation/types';
import type { Page, PageRequest } from '../page';
import type { TemplateStore } from '../templates/template';
import { vendorConfigured } from '../vendors/vendor';
import {
  type Audience,
  type AudienceReader,
  type CampaignChunkStore,
  type CampaignInput,
  type CampaignJob,
  type CampaignMessageStore,
  type CampaignPatch,
  type CampaignRecord,
  type CampaignScheduler,
  type CampaignStatus,
  type CampaignStore,
  type LaunchInput,
  type PublicCampaign,
  publicCampaign,
  type Recipient,
  type RecipientFilter,
  type RecipientStatus,
} from './campaign';
import { nextMarketingWindow } from './marketing-hours';
import { renderFor } from './render';

const CAMPAIGN_ID = idPattern('cmp');
const TEMPLATE_ID = idPattern('tpl');
const LIST_ID = idPattern('lst');

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

/** What the routes that read a campaign's recipients need: its chunks and their messages too. */
export type RecipientDeps = Pick<CampaignDeps, 'campaigns'> & {
  chunks: Pick<CampaignChunkStore, 'chunksData'>;
  campaignMessages: Pick<CampaignMessageStore, 'storedMessages'>;
};

/** What the routes that read or edit a campaign (no launch, no queue) need: their functions carry no queue client. */
export type CampaignEditDeps = Pick<CampaignDeps, 'campaigns' | 'templates' | 'lists'>;

/** Create and update also moderate the sender id a campaign names (decision 0830); the other routes carry no classifier. */
export type CampaignWriteDeps = CampaignEditDeps & { moderation: ModerationService };

/** The sender id is what recipients read as the sender: it passes moderation like an account's (decision 0830). */
async function checkSenderId(deps: CampaignWriteDeps, senderId: string | null | undefined) {
  if (senderId) await assertAllowedName(deps.moderation, senderId, 'senderId');
}

function audit(actor: Actor, action: AuditAction, campaign: CampaignRecord, details?: Record<string, unknown>) {
  return actorAudit(actor, action, { type: 'campaign', id: campaign.id }, { name: campaign.name, ...details });
}

async function checkAudience(deps: Pick<CampaignDeps, 'lists'>, accountId: string, audience: Audience) {
  const listIds = [...new Set(audience.listIds ?? [])];
  const contactIds = [...new Set(audience.contactIds ?? [])];
  const found = new Set(
    (
      await deps.lists.getMany(
        accountId,
        listIds.filter((l) => LIST_ID.test(l)),
      )
    ).map((l) => l.id),
  );
  const missing = listIds.filter((l) => !found.has(l));
  if (missing.length > 0) {
    throw validationError('Request body is not valid', [
      { path: 'audience.listIds', message: `no such list on this account: ${missing.join(', ')}` },
    ]);
  }
  return { ...(listIds.length ? { listIds } : {}), ...(contactIds.length ? { contactIds } : {}) };
}

async function checkTemplate(deps: Pick<CampaignDeps, 'templates'>, accountId: string, templateId: string) {
  const template = TEMPLATE_ID.test(templateId) ? await deps.templates.get(accountId, templateId) : undefined;
  if (!template) throw templateNotFound();
  return template;
}

async function existing(deps: Pick<CampaignDeps, 'campaigns'>, accountId: string, id: string) {
  const found = CAMPAIGN_ID.test(id) ? await deps.campaigns.get(id) : undefined;
  if (!found || found.campaign.accountId !== accountId) throw notFound('Campaign');
  return found;
}

/**
 * A conditional write lost to another write of the same campaign: 409 CAMPAIGN_STATE when the campaign's status now
 * refuses the action, 409 CONFLICT when it still allows it (a race: read it again and retry; docs/decisions/0714).
 */
async function lostRace(
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

/** `POST /campaigns`: a DRAFT; a sender id that moderation blocks is 400 VALIDATION_ERROR (`senderId`). */
export async function createCampaign(
  deps: CampaignWriteDeps,
  { actor, input }: { actor: Actor; input: z.output<typeof CampaignInput> },
): Promise<PublicCampaign> {
  const { accountId } = actor.principal;
  await checkSenderId(deps, input.senderId);
  const audience = await checkAudience(deps, accountId, input.audience);
  if (input.templateId) await checkTemplate(deps, accountId, input.templateId);
  const now = new Date(actor.nowMs).toISOString();
  const campaign: CampaignRecord = {
    id: newId('cmp', actor.nowMs),
    accountId,
    name: input.name,
    status: 'DRAFT',
    kind: input.kind,
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.templateId !== undefined ? { templateId: input.templateId } : {}),
    audience,
    ...(input.senderId ? { senderId: input.senderId } : {}),
    recipients: 0,
    reservedCredits: 0,
    createdBy: actor.principal.userId,
    createdAt: now,
    updatedAt: now,
  };
  await deps.campaigns.create(campaign, audit(actor, 'campaign.created', campaign));
  return publicCampaign(campaign, (await deps.campaigns.get(campaign.id))!.progress);
}

export async function getCampaign(deps: Pick<CampaignDeps, 'campaigns'>, q: { accountId: string; id: string }) {
  const { campaign, progress } = await existing(deps, q.accountId, q.id);
  return publicCampaign(campaign, progress);
}

export function listCampaigns(
  deps: Pick<CampaignDeps, 'campaigns'>,
  q: { accountId: string; page: PageRequest; status?: CampaignStatus },
): Promise<Page<PublicCampaign>> {
  return deps.campaigns.list(q.accountId, q.page, q.status);
}

/**
 * `PATCH /campaigns/{id}`: DRAFT or SCHEDULED only (409 CAMPAIGN_STATE otherwise); a new sender id that moderation
 * blocks is 400 VALIDATION_ERROR (`senderId`), the campaign unchanged.
 */
export async function updateCampaign(
  deps: CampaignWriteDeps,
  { actor, id, input }: { actor: Actor; id: string; input: z.output<typeof CampaignPatch> },
) {
  const { accountId } = actor.principal;
  const { campaign } = await existing(deps, accountId, id);
  if (campaign.status !== 'DRAFT' && campaign.status !== 'SCHEDULED') {
    throw campaignState(`A ${campaign.status} campaign cannot be changed`);
  }
  await checkSenderId(deps, input.senderId);
  const audience = input.audience ? await checkAudience(deps, accountId, input.audience) : campaign.audience;
  if (input.templateId) await checkTemplate(deps, accountId, input.templateId);
  const { body: _b, templateId: _t, senderId: _s, ...rest } = campaign;
  const body = input.templateId ? undefined : (input.body ?? campaign.body);
  const templateId = input.body ? undefined : (input.templateId ?? campaign.templateId);
  const senderId = input.senderId === null ? undefined : (input.senderId ?? campaign.senderId);
  const next: CampaignRecord = {
    ...rest,
    ...(input.name ? { name: input.name } : {}),
    ...(input.kind ? { kind: input.kind } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(templateId !== undefined ? { templateId } : {}),
    ...(senderId ? { senderId } : {}),
    audience,
    updatedAt: new Date(actor.nowMs).toISOString(),
  };
  if (campaign.status === 'SCHEDULED' && (body !== campaign.body || templateId !== campaign.templateId)) {
    next.text = body ?? (await checkTemplate(deps, accountId, templateId!)).body;
  }
  if (
    !(await deps.campaigns.replace(next, ['DRAFT', 'SCHEDULED'], campaign, audit(actor, 'campaign.updated', next))).ok
  ) {
    throw await lostRace(deps, accountId, id, ['DRAFT', 'SCHEDULED'], 'changed');
  }
  return getCampaign(deps, { accountId, id });
}

/** `DELETE /campaigns/{id}`: DRAFT only. */
export async function deleteCampaign(
  deps: Pick<CampaignDeps, 'campaigns'>,
  { actor, id }: { actor: Actor; id: string },
) {
  const { campaign } = await existing(deps, actor.principal.accountId, id);
  if (campaign.status !== 'DRAFT') throw campaignState(`A ${campaign.status} campaign cannot be deleted; cancel it`);
  if (!(await deps.campaigns.delete(campaign, audit(actor, 'campaign.deleted', campaign))).ok) {
    throw await lostRace(deps, actor.principal.accountId, id, ['DRAFT'], 'deleted');
  }
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
    audit(actor, 'campaign.sent', next, {
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
    if ((await deps.campaigns.replace(next, [campaign.status], campaign, audit(actor, action, next))).ok) return next;
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

/**
 * Recipients as their messages are now: a SENT one whose receipt or status lookup came after its chunk was written
 * shows its message's state (DELIVERED, FAILED) and detail. One batch read of those messages; nothing else is read.
 */
async function latest(deps: RecipientDeps, recipients: Recipient[]): Promise<Recipient[]> {
  const sent = recipients.filter((r) => r.s === 'SENT');
  if (sent.length === 0) return recipients;
  const stored = await deps.campaignMessages.storedMessages(sent.map((r) => r.m));
  return recipients.map((r) => {
    const m = r.s === 'SENT' ? stored.get(r.m) : undefined;
    return m && (m.status === 'DELIVERED' || m.status === 'FAILED') ? { ...r, s: m.status, d: m.deliveryStatus } : r;
  });
}

/** A recipient as the API shows it; those a cancelled campaign never sent show SKIPPED. */
function publicRecipient(r: Recipient, cancelled: boolean) {
  const status: RecipientStatus = cancelled && r.s === 'QUEUED' ? 'SKIPPED' : r.s;
  const sent = r.s !== 'OPTED_OUT' && r.s !== 'SKIPPED' && r.s !== 'QUEUED';
  return {
    contactId: r.c,
    to: r.t,
    messageId: sent ? r.m : null,
    status,
    deliveryStatus: cancelled && r.s === 'QUEUED' ? 'Campaign cancelled' : (r.d ?? null),
  };
}

const POSITION = /^\d{1,8}:\d{1,3}$/;

/** `GET /campaigns/{id}/recipients?status=`: in audience order, filtered with a budget like every list. */
export async function listRecipients(
  deps: RecipientDeps,
  q: {
    accountId: string;
    id: string;
    page: PageRequest;
    status?: RecipientFilter;
    decode: (cursor?: string) => string | undefined;
    encode: (p: string) => string;
  },
) {
  const { campaign } = await existing(deps, q.accountId, q.id);
  const chunks = campaign.chunks ?? 0;
  const after = q.decode(q.page.cursor);
  let [chunk, index] = after ? (after.split(':').map(Number) as [number, number]) : [0, -1];
  const items: ReturnType<typeof publicRecipient>[] = [];
  const cancelled = campaign.status === 'CANCELLED';
  let examinedChunks = 0;
  let last: string | undefined;
  while (chunk < chunks && items.length < q.page.limit && examinedChunks < 40) {
    const wanted = Array.from({ length: Math.min(4, chunks - chunk) }, (_, i) => chunk + i);
    const data = await deps.chunks.chunksData(campaign.id, wanted);
    for (const n of wanted) {
      examinedChunks += 1;
      const recipients = await latest(deps, data.get(n) ?? []);
      for (let i = n === chunk ? index + 1 : 0; i < recipients.length; i++) {
        const shown = publicRecipient(recipients[i]!, cancelled);
        last = `${n}:${i}`;
        if (!q.status || shown.status === q.status) items.push(shown);
        if (items.length >= q.page.limit) break;
      }
      if (items.length >= q.page.limit) break;
    }
    const [c, i] = (last ?? `${chunk}:${index}`).split(':').map(Number) as [number, number];
    [chunk, index] = i >= (data.get(c)?.length ?? 0) - 1 ? [c + 1, -1] : [c, i];
  }
  const more = chunk < chunks;
  return { items, nextCursor: more && last ? q.encode(last) : null };
}

export const RECIPIENT_POSITION = POSITION;

/** A free-text cell of a CSV report: one that a spreadsheet would run as a formula gets a leading `'`. */
const reportText = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/** `GET /campaigns/{id}/report`: CSV, a header row and one line per recipient. */
export async function campaignReport(deps: RecipientDeps, q: { accountId: string; id: string }): Promise<string> {
  const { campaign } = await existing(deps, q.accountId, q.id);
  const cancelled = campaign.status === 'CANCELLED';
  const lines = ['contactId,to,messageId,status,deliveryStatus'];
  // Quoted when needed. Phones are E.164 exactly (contract Part 4); a free-text cell (here the delivery status, which
  // a vendor words) that begins with =, +, -, @, tab or CR gets a leading ' so that a spreadsheet never runs it.
  const quoted = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
  const cell = (v: string | null) => quoted(reportText(v ?? ''));
  const chunks = campaign.chunks ?? 0;
  for (let start = 0; start < chunks; start += 20) {
    const wanted = Array.from({ length: Math.min(20, chunks - start) }, (_, i) => start + i);
    const data = await deps.chunks.chunksData(campaign.id, wanted);
    for (const n of wanted) {
      for (const r of await latest(deps, data.get(n) ?? [])) {
        const p = publicRecipient(r, cancelled);
        lines.push(
          [cell(p.contactId), quoted(p.to), cell(p.messageId), cell(p.status), cell(p.deliveryStatus)].join(','),
        );
      }
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
