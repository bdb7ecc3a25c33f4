import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallbackContent, OutboundSms, SmsVendor, VendorResult, VendorStatus } from './vendor';

export const TWILIO_DEFAULT_BASE_URL = 'https://api.twilio.com';

export interface TwilioOptions {
  /** Scheme and host; the adapter posts to `${baseUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`. */
  baseUrl: string;
  /** Resolves the account's credentials (decrypting them) at hand-over time. */
  credentials: () => Promise<{ accountSid: string; authToken: string }>;
  /** Where Twilio posts the message's status callbacks: the contract's `/callbacks/twilio/{accountId}`. */
  statusCallback?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Connection errors before the request was written: Twilio never saw it. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Twilio's message statuses (its Messages resource and status callbacks), read as final or not. */
const DELIVERED = new Set(['delivered', 'read']);
const FAILED = new Set(['failed', 'undelivered', 'canceled']);
const PENDING = new Set(['queued', 'accepted', 'scheduled', 'sending', 'sent']);

/**
 * Twilio's delivery error codes (30001 to 30010 and the common ones after them), as its error dictionary names them.
 * Twilio calls the queue, carrier and unknown ones temporary: the message failed, but a later one may get through.
 */
const ERROR_CODES: Record<string, { text: string; temporary: boolean }> = {
  '30001': { text: 'Queue overflow', temporary: true },
  '30002': { text: 'Account suspended', temporary: false },
  '30003': { text: 'Unreachable destination handset', temporary: true },
  '30004': { text: 'Message blocked', temporary: false },
  '30005': { text: 'Unknown destination handset', temporary: false },
  '30006': { text: 'Landline or unreachable carrier', temporary: false },
  '30007': { text: 'Message filtered by the carrier', temporary: false },
  '30008': { text: 'Unknown error', temporary: true },
  '30009': { text: 'Missing inbound segment', temporary: true },
  '30010': { text: 'Message price exceeds max price', temporary: false },
  '30034': { text: 'Message from an unregistered number', temporary: false },
};

function twilioState(status: string): VendorStatus['state'] {
  if (DELIVERED.has(status)) return 'delivered';
  if (FAILED.has(status)) return 'failed';
  if (PENDING.has(status)) return 'pending';
  return 'unknown';
}

/** `Twilio: undelivered (30003 Unreachable destination handset, temporary)`. */
export function twilioDetail(status: string, errorCode?: string | null): string {
  if (!errorCode) return `Twilio: ${status || 'no status'}`;
  const known = ERROR_CODES[errorCode];
  return `Twilio: ${status} (${errorCode}${known ? ` ${known.text}${known.temporary ? ', temporary' : ''}` : ''})`;
}

/**
 * The X-Twilio-Signature of a request: base64 of HMAC-SHA1 keyed with the auth token over the full URL followed by
 * every form parameter, sorted by name, as name then value (Twilio's webhook security documentation).
 */
function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const pairs = [...params.entries()].sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : 1));
  const data = url + pairs.map(([k, v]) => k + v).join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `signature` is Twilio's for this URL and form body, compared in constant time. */
export function verifyTwilioSignature(authToken: string, url: string, body: string, signature: string | undefined) {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, new URLSearchParams(body)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A callback Twilio posts to `/callbacks/twilio/{accountId}` (form-encoded): a status callback of a message we sent
 * (`MessageStatus`, `MessageSid`, `ErrorCode`) or an inbound message (`SmsStatus=received`, `From`, `To`, `Body`).
 * The signature must have been verified before; a callback of another Twilio account than the one configured is
 * read as nothing.
 */
export function readTwilioCallback(body: string, accountSid: string): CallbackContent {
  const form = new URLSearchParams(body);
  const content: CallbackContent = { receipts: [], inbound: [] };
  const sid = form.get('MessageSid') ?? form.get('SmsSid') ?? '';
  if (!sid || form.get('AccountSid') !== accountSid) return content;
  const status = form.get('MessageStatus');
  if (status) {
    content.receipts.push({
      provider: 'twilio',
      key: sid,
      byReference: false,
      state: twilioState(status),
      detail: twilioDetail(status, form.get('ErrorCode')),
    });
  } else if (form.get('SmsStatus') === 'received' || form.has('Body')) {
    content.inbound.push({
      vendorMessageId: sid,
      from: form.get('From') ?? '',
      to: form.get('To') ?? '',
      body: form.get('Body') ?? '',
    });
  }
  return content;
}

interface TwilioMessage {
  sid?: unknown;
  status?: unknown;
  error_code?: unknown;
  code?: unknown;
  message?: unknown;
}

/**
 * Twilio's Messages API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded `To`, `From`, `Body` and
 * a per-message `StatusCallback`, with HTTP Basic authentication (account SID and auth token). 201 answers the
 * message with its `sid`; 429 and 503 mean Twilio did not take it (transient); other 4xx are refusals (permanent:
 * 21211 invalid number, 21610 unsubscribed recipient, 21408 region not enabled, 20003 authentication...); a timeout,
 * a lost connection, 500, 502, 504 or an unreadable 2xx are unknown outcomes. Receipts name the message by its SID,
 * so `receiptsBy` is the vendor's id.
 */
export class TwilioVendor implements SmsVendor {
  readonly provider = 'twilio';
  readonly receiptsBy = 'vendorMessageId' as const;

  constructor(private readonly options: TwilioOptions) {}

  async send(sms: OutboundSms): Promise<VendorResult> {
    let credentials: { accountSid: string; authToken: string };
    try {
      credentials = await this.options.credentials();
    } catch {
      return { outcome: 'transient-failure', detail: 'Twilio: the vendor credentials could not be read' };
    }
    const form = new URLSearchParams({ To: sms.to, Body: sms.body });
    if (sms.senderId) form.set('From', sms.senderId);
    if (this.options.statusCallback) form.set('StatusCallback', this.options.statusCallback);
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(
        `${this.base}/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
            Authorization: basic(credentials),
          },
          body: form.toString(),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        },
      );
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } })?.cause?.code;
      if (typeof code === 'string' && NOT_SENT.has(code))
        return { outcome: 'transient-failure', detail: 'Twilio: unreachable' };
      const reason = (error as Error)?.name === 'TimeoutError' ? 'timed out' : 'connection lost';
      return { outcome: 'unknown', detail: `Twilio: ${reason} after the request went out` };
    }
    const body = (await response.json().catch(() => undefined)) as TwilioMessage | undefined;
    const why = [body?.code, body?.message].filter((p) => typeof p === 'string' || typeof p === 'number').join(' ');
    if (response.status === 429 || response.status === 503) {
      return { outcome: 'transient-failure', detail: `Twilio: HTTP ${response.status}${why ? ` (${why})` : ''}` };
    }
    if (response.status >= 500) return { outcome: 'unknown', detail: `Twilio: HTTP ${response.status}` };
    if (!response.ok) {
      return {
        outcome: 'permanent-failure',
        detail: `Twilio refused: HTTP ${response.status}${why ? ` (${why})` : ''}`,
      };
    }
    const sid = typeof body?.sid === 'string' && body.sid.length > 0 ? body.sid : undefined;
    if (!sid) return { outcome: 'unknown', detail: 'Twilio: unreadable answer to a request it received' };
    const status = typeof body?.status === 'string' ? body.status : 'queued';
    if (twilioState(status) === 'failed') {
      return { outcome: 'permanent-failure', detail: twilioDetail(status, stringOf(body?.error_code)) };
    }
    return { outcome: 'accepted', vendorMessageId: sid, delivered: false, detail: `Twilio: ${status}` };
  }

  /** `GET .../Messages/{Sid}.json`; without a SID (a timed-out send) only a receipt could tell, and none names it. */
  async status({ vendorMessageId }: { reference: string; vendorMessageId?: string }): Promise<VendorStatus> {
    if (!vendorMessageId) return { state: 'unknown', detail: 'Twilio: no message SID to look up' };
    try {
      const credentials = await this.options.credentials();
      const response = await (this.options.fetch ?? fetch)(
        `${this.base}/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}/Messages/${encodeURIComponent(vendorMessageId)}.json`,
        {
          headers: { Accept: 'application/json', Authorization: basic(credentials) },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        },
      );
      if (!response.ok) return { state: 'unknown', detail: `Twilio: status lookup HTTP ${response.status}` };
      const body = (await response.json().catch(() => undefined)) as TwilioMessage | undefined;
      const status = typeof body?.status === 'string' ? body.status : '';
      return { state: twilioState(status), detail: twilioDetail(status, stringOf(body?.error_code)) };
    } catch {
      return { state: 'unknown', detail: 'Twilio: status lookup failed' };
    }
  }

  private get base(): string {
    return this.options.baseUrl.replace(/\/+$/, '');
  }
}

const basic = ({ accountSid, authToken }: { accountSid: string; authToken: string }) =>
  `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

const stringOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
