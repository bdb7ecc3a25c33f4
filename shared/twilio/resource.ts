/**
 * Our messages as Twilio's Message resource (API 2010-04-01), exactly in its shape: every field of Twilio's published
 * schema, its status words, RFC 2822 dates in GMT, price in rand (`price_unit` "ZAR"), and the URIs relative to the
 * compatible API's base (docs/decisions/1601-twilio-compatible-api.md).
 */
import { CANCELED_DETAIL, type MessageRecord, type MessageStatus, VALIDITY_EXPIRED_DETAIL } from '../messages/message';
import { accountSid, messageSid } from './sid';

export const TWILIO_API_VERSION = '2010-04-01';

/** What a resource is made of: the stored message, or the message the send path answered with. */
export type TwilioSource = Pick<
  MessageRecord,
  'id' | 'to' | 'status' | 'deliveryStatus' | 'segments' | 'cost' | 'createdAt' | 'updatedAt' | 'sentAt'
> &
  Partial<Pick<MessageRecord, 'senderId' | 'vendorMessageId' | 'attempts' | 'sendAt' | 'scheduled'>> & {
    accountId: string;
    body?: string | null;
  };

export interface TwilioMessage {
  account_sid: string;
  api_version: string;
  body: string | null;
  date_created: string;
  date_sent: string | null;
  date_updated: string;
  direction: 'outbound-api' | 'inbound';
  error_code: number | null;
  error_message: string | null;
  from: string | null;
  messaging_service_sid: string | null;
  num_media: string;
  num_segments: string;
  price: string | null;
  price_unit: string;
  sid: string;
  status: string;
  subresource_uris: { media: string; feedback: string };
  to: string;
  uri: string;
}

/**
 * Rand per credit in the price field. The contract prices sends in credits (one per segment) and names no rand price,
 * so the rate is this one constant until billing has a price list (decision 1601).
 */
const RAND_PER_CREDIT = 0.3;

/** Twilio's RFC 2822 form: `Fri, 24 May 2019 17:44:46 +0000`. */
const rfc2822 = (iso: string): string => new Date(iso).toUTCString().replace(/ GMT$/, ' +0000');

/**
 * Twilio's content-filtering error (30007) for a blocked message; its "Validity Period Expired" (30036) for one not
 * handed over within its ValidityPeriod (decision 1609); 30008 (unknown error) for any other failure.
 */
const FILTERED = 30007;
const EXPIRED = 30036;
const UNKNOWN = 30008;

function errorCodeOf(source: TwilioSource): number {
  if (source.status === 'BLOCKED') return FILTERED;
  return source.deliveryStatus === VALIDITY_EXPIRED_DETAIL ? EXPIRED : UNKNOWN;
}

const canceled = (source: TwilioSource) =>
  source.status === 'FAILED' && source.deliveryStatus === CANCELED_DETAIL && source.sendAt !== undefined;

function statusOf(source: TwilioSource): string {
  const words: Record<MessageStatus, string> = {
    QUEUED: 'queued',
    SENDING: 'sending',
    SENT: 'sent',
    DELIVERED: 'delivered',
    FAILED: 'failed',
    BLOCKED: 'failed',
  };
  // A scheduled message waiting for its time, and one canceled before it (decision 1607).
  if (source.status === 'QUEUED' && source.scheduled) return 'scheduled';
  if (canceled(source)) return 'canceled';
  // Handed to the network and then not delivered is Twilio's `undelivered`; never handed over is `failed`.
  if (source.status === 'FAILED' && source.vendorMessageId) return 'undelivered';
  return words[source.status];
}

/** When the message was handed to the network (ISO), as `date_sent` shows it and the DateSent filters read it. */
export function sentAtOf(source: Pick<TwilioSource, 'sentAt' | 'status' | 'updatedAt'>): string | null {
  if (source.sentAt) return source.sentAt;
  return source.status === 'SENT' || source.status === 'DELIVERED' ? source.updatedAt : null;
}

function dateSent(source: TwilioSource): string | null {
  const at = sentAtOf(source);
  return at ? rfc2822(at) : null;
}

/** The path of the account's compatible API, as Twilio's `uri` fields give it (relative to the API's base). */
export const accountPath = (accountId: string) => `/${TWILIO_API_VERSION}/Accounts/${accountSid(accountId)}`;

export function twilioMessage(source: TwilioSource): TwilioMessage {
  const sid = messageSid(source.id);
  const base = `${accountPath(source.accountId)}/Messages/${sid}`;
  // A canceled message is neither failed nor charged (its cost was refunded): no error, no price.
  const failed = (source.status === 'FAILED' || source.status === 'BLOCKED') && !canceled(source);
  const charged = !failed && source.cost > 0;
  return {
    account_sid: accountSid(source.accountId),
    api_version: TWILIO_API_VERSION,
    body: source.body ?? null,
    date_created: rfc2822(source.createdAt),
    date_sent: dateSent(source),
    date_updated: rfc2822(source.updatedAt),
    direction: 'outbound-api',
    error_code: failed ? errorCodeOf(source) : null,
    error_message: failed ? (source.deliveryStatus ?? 'The message could not be delivered') : null,
    from: source.senderId ?? null,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: String(source.segments),
    price: canceled(source) ? null : charged ? (-source.cost * RAND_PER_CREDIT).toFixed(5) : failed ? '0.00000' : null,
    price_unit: 'ZAR',
    sid,
    status: statusOf(source),
    subresource_uris: { media: `${base}/Media.json`, feedback: `${base}/Feedback.json` },
    to: source.to,
    uri: `${base}.json`,
  };
}

/** The record of a message as a resource (a fetch or a list). */
export const twilioMessageOf = (m: MessageRecord): TwilioMessage => twilioMessage(m);
