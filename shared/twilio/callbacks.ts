/**
 * Twilio's outgoing requests in its own form (docs/decisions/1601-twilio-compatible-api.md): the status callback of a
 * message and the incoming-message request of a reply, form-encoded with Twilio's parameter names, and
 * `X-Twilio-Signature`: base64 HMAC-SHA1, keyed with the auth token (here the API key the message was sent with), of
 * the full URL followed by every parameter name and value, names sorted. What `twilio.validateRequest` checks.
 */
import { createHmac } from 'node:crypto';
import type { MessageRecord } from '../messages/message';
import { refusedUrl, type UrlPolicy } from '../webhooks/sender';
import { TwilioError } from './errors';
import { TWILIO_API_VERSION, twilioMessage } from './resource';
import { accountSid, messageSid } from './sid';

/** Twilio's signature of a form post to `url` with `params`. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** The parameters of a status callback, as Twilio posts them for a message's new status. */
export function statusCallbackParams(
  message: Pick<
    MessageRecord,
    'id' | 'accountId' | 'to' | 'status' | 'deliveryStatus' | 'segments' | 'cost' | 'createdAt' | 'updatedAt'
  > &
    Partial<Pick<MessageRecord, 'senderId' | 'vendorMessageId' | 'sentAt'>>,
): Record<string, string> {
  const resource = twilioMessage(message);
  return {
    AccountSid: accountSid(message.accountId),
    ApiVersion: TWILIO_API_VERSION,
    From: resource.from ?? '',
    MessageSid: resource.sid,
    MessageStatus: resource.status,
    SmsSid: resource.sid,
    SmsStatus: resource.status,
    To: message.to,
    ...(resource.error_code !== null ? { ErrorCode: String(resource.error_code) } : {}),
  };
}

/** The parameters of an incoming message (a reply), as Twilio posts them to the incoming message URL. */
export function incomingMessageParams(reply: {
  id: string;
  accountId: string;
  from: string;
  to: string;
  body: string;
  segments: number;
}): Record<string, string> {
  const sid = messageSid(reply.id.replace(/^inb_/, 'msg_'));
  return {
    AccountSid: accountSid(reply.accountId),
    ApiVersion: TWILIO_API_VERSION,
    Body: reply.body,
    From: reply.from,
    MessageSid: sid,
    NumMedia: '0',
    NumSegments: String(reply.segments),
    SmsMessageSid: sid,
    SmsSid: sid,
    SmsStatus: 'received',
    To: reply.to,
  };
}

/** Twilio's limit on a StatusCallback URL. */
const MAX_CALLBACK_URL = 4000;

/**
 * A create's `StatusCallback`, held to the webhooks' forgery rules (https, public addresses only; decision 1003): a
 * refused one is Twilio's 400 21609 "Invalid 'StatusCallback'" and nothing is sent or charged (decision 1604).
 */
export async function checkStatusCallback(url: string, policy: UrlPolicy): Promise<void> {
  const why = url.length > MAX_CALLBACK_URL ? `is over ${MAX_CALLBACK_URL} characters` : await refusedUrl(url, policy);
  if (why) throw new TwilioError(400, 21609, `Invalid 'StatusCallback': the URL ${why}`);
}

/** A signed form post: its body and headers. */
export function signedForm(authToken: string, url: string, params: Record<string, string>) {
  return {
    body: new URLSearchParams(params).toString(),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Twilio-Signature': twilioSignature(authToken, url, params),
    },
  };
}
