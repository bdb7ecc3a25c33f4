/**
 * Twilio's own callbacks, derived from the table's change stream beside the webhook events (decision 1010): a status
 * callback when a message sent with `StatusCallback` reaches `sent`, `delivered`, `undelivered` or `failed` (a
 * blocked message is stored `failed` with 30007 at once), and an incoming-message request when a reply is stored for
 * an account whose Twilio settings name an incoming message URL and a signing key. The jobs go on the webhook queue
 * and are signed when delivered, with the key's value opened then (docs/decisions/1604, 1605).
 */
import { derivedId } from '../ids';
import type { InboundRecord } from '../inbound/inbound';
import type { MessageRecord } from '../messages/message';
import { segmentInfo } from '../messages/segments';
import type { TwilioCallbackJob } from '../webhooks/webhook';
import { incomingMessageParams, statusCallbackParams } from './callbacks';

/** One committed write as the relay sees it (shared/webhooks/relay.ts's ItemChange, which imports this module). */
interface ItemChange {
  entity: string | undefined;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** The statuses a status callback is posted for; `queued` and `sending` are what the create answered already. */
// `canceled` too: Twilio posts it when a scheduled message is canceled (decision 1607); `scheduled` and `queued` are a
// message's first status, for which Twilio posts none.
const CALLBACK_STATUSES = new Set(['sent', 'delivered', 'undelivered', 'failed', 'canceled']);

const idOf = (kind: string, seed: string, at: string) => {
  const ms = Date.parse(at);
  return derivedId('evt', Number.isFinite(ms) ? ms : 0, `twilio.${kind}:${seed}`);
};

/**
 * The status callback a message's change makes, if any: its Twilio status changed (a rewrite with the same word, a
 * retry or a claim makes none) to one Twilio reports, and it was sent with a StatusCallback by a key.
 */
export function statusCallbackOfChange(change: ItemChange): TwilioCallbackJob | undefined {
  const { entity, before, after } = change;
  if (entity !== 'Message' || !after) return undefined;
  const m = after as unknown as MessageRecord;
  if (!m.statusCallback || !m.apiKeyId) return undefined;
  const params = statusCallbackParams(m);
  if (!CALLBACK_STATUSES.has(params.MessageStatus!)) return undefined;
  if (before && statusCallbackParams(before as unknown as MessageRecord).MessageStatus === params.MessageStatus) {
    return undefined;
  }
  return {
    type: 'twilio',
    id: idOf('status', `${m.id}:${params.MessageStatus}`, m.updatedAt),
    accountId: m.accountId,
    keyId: m.apiKeyId,
    url: m.statusCallback,
    params,
    attempt: 1,
  };
}

/** A reply just stored (its insert), if the change is one. */
export function replyOfChange(change: ItemChange): InboundRecord | undefined {
  return change.entity === 'Inbound' && change.after && !change.before
    ? (change.after as unknown as InboundRecord)
    : undefined;
}

/** Where an account's replies go in Twilio's form, and which key signs them (the account's Twilio settings). */
export interface IncomingTarget {
  url: string;
  signingKeyId: string;
}

/** The incoming-message request of a reply to the account's incoming message URL. */
export function incomingMessageJob(reply: InboundRecord, target: IncomingTarget): TwilioCallbackJob {
  return {
    type: 'twilio',
    id: idOf('incoming', reply.id, reply.receivedAt),
    accountId: reply.accountId,
    keyId: target.signingKeyId,
    url: target.url,
    params: incomingMessageParams({ ...reply, segments: segmentInfo(reply.body).segments }),
    attempt: 1,
  };
}
