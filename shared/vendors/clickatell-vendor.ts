import type { CallbackContent, OutboundSms, SmsVendor, VendorResult, VendorStatus } from './vendor';

export const CLICKATELL_DEFAULT_BASE_URL = 'https://platform.clickatell.com';

export interface ClickatellOptions {
  /** Scheme, host and optional path prefix; the adapter posts to `${baseUrl}/v1/message`. */
  baseUrl: string;
  /** Resolves the account's API key (decrypting it) at hand-over time, so it is held only for one request. */
  apiKey: () => Promise<string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface ClickatellResponse {
  messages?: { apiMessageId?: unknown; accepted?: unknown; error?: { code?: unknown; description?: unknown } | null }[];
  error?: { code?: unknown; description?: unknown } | null;
}

const describe = (error: { code?: unknown; description?: unknown } | null | undefined) =>
  error ? [error.code, error.description].filter((p) => p !== undefined && p !== null).join(' ') : '';

/** Connection errors that happen before a request is written: the vendor never saw it, so it may be sent again. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** Clickatell's message statuses, as its status lookup and its callbacks name them, read as final or not. */
const DELIVERED = new Set(['DEVICE_ACK', 'READ', 'RECEIVED_BY_RECIPIENT']);
const PENDING = new Set(['QUEUED', 'SCHEDULED', 'SENT_TO_SUPPLIER', 'DELIVERED_TO_GATEWAY', 'RECEIVED_BY_GATEWAY']);
const NOT_FINAL = new Set(['UNKNOWN', 'EMULATED', '']);

/** Maps a Clickatell message status to what it says of delivery: anything not known as pending or unknown failed. */
function clickatellState(status: string): VendorStatus['state'] {
  if (DELIVERED.has(status)) return 'delivered';
  if (PENDING.has(status)) return 'pending';
  if (NOT_FINAL.has(status)) return 'unknown';
  return 'failed';
}

/**
 * A delivery receipt as Clickatell posts it to the callback URL of the integration (JSON with the vendor's
 * `messageId`, our `clientMessageId` and the message `status`), read into what settles a message. Undefined for a body
 * that is not one. The callback route that receives it is the vendors' own (contract Part 2); the settling is
 * shared/messages/settle.ts.
 */
export function clickatellReceipt(
  body: unknown,
): { reference: string; vendorMessageId?: string; state: VendorStatus['state']; detail: string } | undefined {
  const data = (body as { data?: unknown } | null)?.data ?? body;
  const { clientMessageId, messageId, status } = (data ?? {}) as Record<string, unknown>;
  if (typeof clientMessageId !== 'string' || clientMessageId.length === 0 || typeof status !== 'string') return;
  return {
    reference: clientMessageId,
    ...(typeof messageId === 'string' ? { vendorMessageId: messageId } : {}),
    state: clickatellState(status),
    detail: `Clickatell: ${status}`,
  };
}

/**
 * A Clickatell-style HTTP vendor: `POST /v1/message` with `Authorization: <apiKey>` and
 * `{messages: [{channel: "sms", to, content, clientMessageId, from?}]}`; an accepted message comes back with its
 * `apiMessageId`. A connection that never opened, 429 and 503 are transient (the vendor did not take it: retried with
 * backoff); other 4xx and a message the vendor did not accept are permanent (FAILED, refunded). A timeout, a connection
 * dropped after the request was written, 500, 502, 504 and an unreadable 2xx are unknown outcomes: the SMS may be on
 * its way, so it is never sent again blindly (contract Part 3). `GET /v1/message/{apiMessageId}` is the vendor's
 * status lookup (`{"sms": {"status", "timestamp"}}`). The message id travels as `clientMessageId`, which receipts
 * carry back. The API key is never logged or put in a detail.
 */
export class ClickatellVendor implements SmsVendor {
  readonly provider = 'clickatell';
  readonly receiptsBy = 'reference' as const;

  constructor(private readonly options: ClickatellOptions) {}

  async send(sms: OutboundSms): Promise<VendorResult> {
    let apiKey: string;
    try {
      apiKey = await this.options.apiKey();
    } catch {
      return { outcome: 'transient-failure', detail: 'Clickatell: the vendor credentials could not be read' };
    }
    const message = {
      channel: 'sms',
      to: sms.to.replace(/^\+/, ''),
      content: sms.body,
      clientMessageId: sms.reference,
      ...(sms.senderId ? { from: sms.senderId } : {}),
    };
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(`${this.baseUrl}/v1/message`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: apiKey },
        body: JSON.stringify({ messages: [message] }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } })?.cause?.code;
      if (typeof code === 'string' && NOT_SENT.has(code)) {
        return { outcome: 'transient-failure', detail: 'Clickatell: unreachable' };
      }
      const reason = (error as Error)?.name === 'TimeoutError' ? 'timed out' : 'connection lost';
      return { outcome: 'unknown', detail: `Clickatell: ${reason} after the request went out` };
    }
    const body = (await response.json().catch(() => undefined)) as ClickatellResponse | undefined;
    const first = body?.messages?.[0];
    const why = describe(first?.error) || describe(body?.error);
    const apiMessageId =
      typeof first?.apiMessageId === 'string' && first.apiMessageId.length > 0 ? first.apiMessageId : undefined;
    if (response.status === 429 || response.status === 503) {
      return { outcome: 'transient-failure', detail: `Clickatell: HTTP ${response.status}${why ? ` (${why})` : ''}` };
    }
    if (response.status >= 500) {
      return { outcome: 'unknown', detail: `Clickatell: HTTP ${response.status}${why ? ` (${why})` : ''}` };
    }
    if (!response.ok) {
      return {
        outcome: 'permanent-failure',
        detail: `Clickatell refused: HTTP ${response.status}${why ? ` (${why})` : ''}`,
      };
    }
    if (first?.accepted === true && apiMessageId) {
      return { outcome: 'accepted', vendorMessageId: apiMessageId, delivered: false, detail: 'Clickatell: accepted' };
    }
    if (first?.accepted === false) {
      return { outcome: 'permanent-failure', detail: `Clickatell refused the message${why ? `: ${why}` : ''}` };
    }
    return {
      outcome: 'unknown',
      detail: 'Clickatell: unreadable answer to a request it received',
      ...(apiMessageId ? { vendorMessageId: apiMessageId } : {}),
    };
  }

  /** The vendor's status lookup by its own message id; without one (a timed-out send) only a receipt can tell. */
  async status({ vendorMessageId }: { reference: string; vendorMessageId?: string }): Promise<VendorStatus> {
    if (!vendorMessageId) return { state: 'unknown', detail: 'Clickatell: no message id to look up' };
    let apiKey: string;
    try {
      apiKey = await this.options.apiKey();
    } catch {
      return { state: 'unknown', detail: 'Clickatell: the vendor credentials could not be read' };
    }
    try {
      const response = await (this.options.fetch ?? fetch)(
        `${this.baseUrl}/v1/message/${encodeURIComponent(vendorMessageId)}`,
        {
          method: 'GET',
          headers: { Accept: 'application/json', Authorization: apiKey },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        },
      );
      if (!response.ok) return { state: 'unknown', detail: `Clickatell: status lookup HTTP ${response.status}` };
      const body = (await response.json().catch(() => undefined)) as { sms?: { status?: unknown } } | undefined;
      const status = typeof body?.sms?.status === 'string' ? body.sms.status : '';
      return { state: clickatellState(status), detail: `Clickatell: ${status || 'no status'}` };
    } catch {
      return { state: 'unknown', detail: 'Clickatell: status lookup failed' };
    }
  }

  private get baseUrl(): string {
    return this.options.baseUrl.replace(/\/+$/, '');
  }
}

/**
 * A callback Clickatell posts to `/callbacks/clickatell/{accountId}/{secret}` (JSON): a message status callback
 * (`clientMessageId` = our message id, `messageId`, `status`) or a reply (`event.moText[]` with `messageId`, `from`,
 * `to`, `content`). The secret of the URL must have been checked before.
 */
export function readClickatellCallback(text: string): CallbackContent {
  const content: CallbackContent = { receipts: [], inbound: [] };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return content;
  }
  const replies = (body as { event?: { moText?: unknown } } | null)?.event?.moText;
  if (Array.isArray(replies)) {
    for (const reply of replies as Record<string, unknown>[]) {
      const { messageId, from, to, content: text } = reply ?? {};
      if (typeof messageId !== 'string' || typeof from !== 'string') continue;
      content.inbound.push({
        vendorMessageId: messageId,
        from,
        to: typeof to === 'string' ? to : '',
        body: typeof text === 'string' ? text : '',
      });
    }
    return content;
  }
  const receipt = clickatellReceipt(body);
  if (receipt) {
    content.receipts.push({
      provider: 'clickatell',
      key: receipt.reference,
      byReference: true,
      state: receipt.state,
      detail: receipt.detail,
    });
  }
  return content;
}
