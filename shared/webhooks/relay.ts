/**
 * Webhook events derived from the table's change stream (docs/decisions/1010-events-from-the-change-stream.md): every
 * write that changes a message's status, stores a reply or an opt-out, or completes a campaign is in the stream once it
 * is committed, whatever happens to the writer after; the relay turns those changes into events on the webhook queue.
 * No writer publishes anything itself, so no writer can die between its write and its event. A change is relayed at
 * least once (a failed batch is read again from the stream); its event keeps its id when derived again.
 */
import { type OptOutRecord, publicOptOut } from '../contacts/contact';
import { derivedId } from '../ids';
import { type InboundRecord, publicInbound } from '../inbound/inbound';
import type { Logger } from '../logger';
import { type MessageRecord, publicMessage } from '../messages/message';
import {
  type IncomingTarget,
  incomingMessageJob,
  replyOfChange,
  statusCallbackOfChange,
} from '../twilio/callback-jobs';
import { type UsageDelta, usageOfChanges } from '../usage/usage';
import { publicVerification, type VerificationRecord } from '../verify/verification';
import type { WebhookEvent, WebhookEventType, WebhookJob } from './webhook';

/** One committed write, its item before and after (keys stripped), as the stream adapter decodes it. */
export interface ItemChange {
  /** The item's `entity` (Message, Inbound, OptOut, Campaign, ...). */
  entity: string | undefined;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** The change's place in its stream shard: a failed batch is read again from there. */
  position: string;
}

/** An event a change makes; a campaign's data is read when it is relayed (its counters are items of their own). */
export interface DerivedEvent {
  accountId: string;
  event: WebhookEvent;
  campaignId?: string;
}

const MESSAGE_EVENT: Partial<Record<string, WebhookEventType>> = {
  SENT: 'message.sent',
  DELIVERED: 'message.delivered',
  FAILED: 'message.failed',
  BLOCKED: 'message.blocked',
};

function derived(accountId: string, type: WebhookEventType, seed: string, at: string, data: unknown): DerivedEvent {
  const ms = Date.parse(at);
  return {
    accountId,
    event: { id: derivedId('evt', Number.isFinite(ms) ? ms : 0, `${type}:${seed}`), type, createdAt: at, data },
  };
}

/**
 * The events of one change: a message that reached SENT, DELIVERED, FAILED or BLOCKED (stored so, or moved there); a
 * reply stored; an opt-out created (by a reply, `POST /opt-outs` or an import); a campaign that became COMPLETED; a
 * verification approved or failed.
 * Anything else (a claim, a retry, a receipt kept, a deletion, a counter) makes none.
 */
export function eventsOfChange(change: ItemChange): DerivedEvent[] {
  const { entity, before, after } = change;
  if (!after) return [];
  switch (entity) {
    case 'Message': {
      const m = after as unknown as MessageRecord;
      const type = MESSAGE_EVENT[m.status];
      if (!type || before?.status === m.status) return [];
      return [derived(m.accountId, type, m.id, m.updatedAt, publicMessage(m))];
    }
    case 'Inbound': {
      if (before) return [];
      const r = after as unknown as InboundRecord;
      return [derived(r.accountId, 'inbound.received', r.id, r.receivedAt, publicInbound(r))];
    }
    case 'OptOut': {
      if (before) return [];
      const o = after as unknown as OptOutRecord;
      return [derived(o.accountId, 'optout.created', o.id, o.createdAt, publicOptOut(o))];
    }
    case 'Campaign': {
      if (after.status !== 'COMPLETED' || before?.status === 'COMPLETED') return [];
      const id = String(after.id);
      const at = String(after.completedAt ?? after.updatedAt);
      return [{ ...derived(String(after.accountId), 'campaign.completed', id, at, null), campaignId: id }];
    }
    case 'Verification': {
      // Approved, or failed (its checks used up, or found expired by a check): never its code nor its hash.
      const v = after as unknown as VerificationRecord;
      if (before?.status === v.status) return [];
      const type: WebhookEventType | undefined =
        v.status === 'approved'
          ? 'verification.approved'
          : v.status === 'max_attempts_reached' || v.status === 'expired'
            ? 'verification.failed'
            : undefined;
      if (!type) return [];
      return [derived(v.accountId, type, v.id, v.updatedAt, publicVerification(v, Date.parse(v.updatedAt)))];
    }
    default:
      return [];
  }
}

/**
 * A campaign message that a receipt or a lookup moved SENT → DELIVERED or FAILED and whose campaign has not counted the
 * move yet (docs/decisions/0711, 0715): the relay counts it, so a settler that died after its write and before its own
 * count (the fast path, shared/wiring/campaign-counts.ts) leaves no counter wrong. Skipped when a later change of the same
 * batch shows it counted already (the fast path's own write, usually a few milliseconds later).
 */
function settlementToCount(change: ItemChange): { message: MessageRecord; status: 'DELIVERED' | 'FAILED' } | undefined {
  const { entity, before, after } = change;
  if (entity !== 'Message' || !before || !after || before.status !== 'SENT') return undefined;
  const m = after as unknown as MessageRecord;
  if (m.status !== 'DELIVERED' && m.status !== 'FAILED') return undefined;
  if (m.source !== 'campaign' || !m.campaignId || m.campaignCounted) return undefined;
  return { message: m, status: m.status };
}

export interface RelayDeps {
  /** Puts jobs on the webhook queue (in batches); throws when any was not taken. */
  enqueue(jobs: WebhookJob[]): Promise<void>;
  /** The event types the account's enabled endpoints subscribe to (none: nothing is queued for it). */
  subscriptions(accountId: string): Promise<readonly string[] | undefined>;
  /** A campaign as the API returns it, for `campaign.completed`. */
  campaign(campaignId: string): Promise<unknown>;
  /** Counts a campaign message's settlement in its campaign once (CampaignRepository.countSettled: idempotent). */
  countSettled?(message: MessageRecord, status: 'DELIVERED' | 'FAILED'): Promise<boolean>;
  /**
   * Where the account's replies go in Twilio's form (its Twilio settings: URL and signing key), or undefined
   * (decision 1605). Read once per account with replies in the batch; without it no incoming-message job is made.
   */
  incomingTarget?(accountId: string): Promise<IncomingTarget | undefined>;
  /** Adds a batch's daily usage (decision 1535), all or nothing, once per `seed` (the batch) within ten minutes. */
  addUsage?(deltas: readonly UsageDelta[], seed: string): Promise<void>;
}

/** The Twilio-form jobs of each change: status callbacks now; a reply's once its account's target is read. */
function twilioOfChange(change: ItemChange) {
  const status = statusCallbackOfChange(change);
  const reply = replyOfChange(change);
  return { status, reply };
}

/**
 * Relays a batch of changes, in stream order. Answers the position of the first change whose events could not be
 * queued (the batch is read again from there, later changes with it: their events keep their ids), or undefined.
 */
export async function relayChanges(
  deps: RelayDeps,
  changes: readonly ItemChange[],
  log: Logger,
): Promise<string | undefined> {
  const perChange = changes.map((change) => ({
    change,
    events: eventsOfChange(change),
    twilio: twilioOfChange(change),
  }));
  const counted = new Set(
    changes.filter((c) => c.entity === 'Message' && c.after?.campaignCounted).map((c) => String(c.after!.id)),
  );
  const toCount = deps.countSettled
    ? changes.flatMap((change) => {
        const s = settlementToCount(change);
        return s && !counted.has(s.message.id) ? [{ change, ...s }] : [];
      })
    : [];
  const accounts = [...new Set(perChange.flatMap((c) => c.events.map((e) => e.accountId)))];
  const replying = deps.incomingTarget
    ? [...new Set(perChange.flatMap((c) => (c.twilio.reply ? [c.twilio.reply.accountId] : [])))]
    : [];
  const twilioWork = perChange.filter((p) => p.twilio.status || (replying.length > 0 && p.twilio.reply));
  const usage = deps.addUsage ? usageOfChanges(changes) : [];
  if (accounts.length === 0 && toCount.length === 0 && twilioWork.length === 0 && usage.length === 0) return undefined;
  const subscribed = new Map<string, Promise<readonly string[] | undefined>>(
    accounts.map((a) => [a, deps.subscriptions(a)]),
  );
  // Beside the subscriptions: where each replying account's Twilio-form replies go (awaited in the try below).
  const targets = new Map(replying.map((a) => [a, deps.incomingTarget!(a)]));
  for (const t of targets.values()) t.catch(() => undefined);
  // One queue request per ten events whatever the changes they came from; a failure sends the batch back from the
  // first change that made an event or a count (the events of the changes after it keep their ids when relayed again,
  // and a count already made is not made twice).
  // Usage counts are added last, once the events are queued: a batch that fails before never counted; one whose count
  // fails is relayed again whole (its events keep their ids; the count is all or nothing).
  const working = new Set([
    ...perChange.filter((p) => p.events.length > 0).map((p) => p.change),
    ...toCount.map((t) => t.change),
    ...twilioWork.map((p) => p.change),
    ...(usage.length > 0 ? changes.filter((c) => c.entity === 'Message') : []),
  ]);
  const first = changes.find((c) => working.has(c))!.position;
  try {
    const counting = Promise.all(toCount.map((t) => deps.countSettled!(t.message, t.status)));
    counting.catch(() => undefined); // awaited below; a failure there is this batch's failure
    const jobs = (
      await Promise.all(
        perChange.flatMap(({ events }) =>
          events.map(async (e): Promise<WebhookJob | undefined> => {
            if (!(await subscribed.get(e.accountId))?.includes(e.event.type)) return undefined;
            const data = e.campaignId ? await deps.campaign(e.campaignId) : e.event.data;
            return { type: 'event', accountId: e.accountId, event: { ...e.event, data } };
          }),
        ),
      )
    ).filter((j): j is WebhookJob => j !== undefined);
    for (const { twilio } of twilioWork) {
      if (twilio.status) jobs.push(twilio.status);
      const target = twilio.reply && (await targets.get(twilio.reply.accountId));
      if (twilio.reply && target) jobs.push(incomingMessageJob(twilio.reply, target));
    }
    const [made] = await Promise.all([counting, jobs.length > 0 ? deps.enqueue(jobs) : undefined]);
    if (usage.length > 0)
      await deps.addUsage!(usage, `${changes[0]!.position}:${changes.at(-1)!.position}:${changes.length}`);
    const late = made.filter(Boolean).length;
    if (late > 0) log.warn('campaign settlements counted from the stream (their settler did not)', { count: late });
    return undefined;
  } catch (error) {
    log.error('changes not relayed; the stream hands them over again', { error, position: first });
    return first;
  }
}
