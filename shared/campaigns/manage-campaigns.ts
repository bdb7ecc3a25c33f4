/**
 * Campaign use cases of the dashboard (contract Part 2, "Campaigns") that edit drafts and read results: create,
 * update, delete, list, recipients and the report. What moves a campaign between states (launch, pause, resume,
 * cancel) is in campaign.ts; sending is the campaign worker's (run-campaign.ts).
 */
import type * as z from 'zod/mini';
import { namedAudit } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { campaignState, validationError } from '../errors';
import type { CampaignInput, CampaignPatch } from '../http/routes/campaigns';
import { idPattern, newId } from '../ids';
import { assertAllowedName } from '../moderation/names';
import type { ModerationService } from '../moderation/types';
import type { Page, PageRequest } from '../page';
import {
  type Audience,
  type CampaignChunkStore,
  type CampaignDeps,
  type CampaignMessageStore,
  type CampaignRecord,
  type CampaignStatus,
  checkTemplate,
  existing,
  getCampaign,
  lostRace,
  type PublicCampaign,
  publicCampaign,
  type Recipient,
  type RecipientFilter,
  type RecipientStatus,
} from './campaign';

const LIST_ID = /* @__PURE__ */ idPattern('lst');

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
  await deps.campaigns.create(campaign, namedAudit(actor, 'campaign.created', 'campaign', campaign));
  return publicCampaign(campaign, (await deps.campaigns.get(campaign.id))!.progress);
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
    !(
      await deps.campaigns.replace(
        next,
        ['DRAFT', 'SCHEDULED'],
        campaign,
        namedAudit(actor, 'campaign.updated', 'campaign', next),
      )
    ).ok
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
  if (!(await deps.campaigns.delete(campaign, namedAudit(actor, 'campaign.deleted', 'campaign', campaign))).ok) {
    throw await lostRace(deps, actor.principal.accountId, id, ['DRAFT'], 'deleted');
  }
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
