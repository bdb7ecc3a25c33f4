import type { OutboundSms, SmsVendor, VendorResult } from './vendor';

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

/**
 * A Clickatell-style HTTP vendor: `POST /v1/message` with `Authorization: <apiKey>` and
 * `{messages: [{channel: "sms", to, content, clientMessageId, from?}]}`; an accepted message comes back with its
 * `apiMessageId`. Network errors, timeouts, 429 and 5xx are transient (retried with backoff); other 4xx and a message
 * the vendor did not accept are permanent (FAILED, refunded). The message id travels as `clientMessageId`, so a
 * hand-over repeated after a crash can be deduplicated by the vendor. The API key is never logged or put in a detail.
 */
export class ClickatellVendor implements SmsVendor {
  readonly provider = 'clickatell';

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
      response = await (this.options.fetch ?? fetch)(`${this.options.baseUrl.replace(/\/+$/, '')}/v1/message`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: apiKey },
        body: JSON.stringify({ messages: [message] }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const reason = (error as Error)?.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      return { outcome: 'transient-failure', detail: `Clickatell: ${reason}` };
    }
    const body = (await response.json().catch(() => undefined)) as ClickatellResponse | undefined;
    const first = body?.messages?.[0];
    const why = describe(first?.error) || describe(body?.error);
    if (response.status === 429 || response.status >= 500) {
      return { outcome: 'transient-failure', detail: `Clickatell: HTTP ${response.status}${why ? ` (${why})` : ''}` };
    }
    if (!response.ok) {
      return {
        outcome: 'permanent-failure',
        detail: `Clickatell refused: HTTP ${response.status}${why ? ` (${why})` : ''}`,
      };
    }
    if (first?.accepted === true && typeof first.apiMessageId === 'string' && first.apiMessageId.length > 0) {
      return {
        outcome: 'accepted',
        vendorMessageId: first.apiMessageId,
        delivered: false,
        detail: 'Clickatell: accepted',
      };
    }
    if (first?.accepted === false) {
      return { outcome: 'permanent-failure', detail: `Clickatell refused the message${why ? `: ${why}` : ''}` };
    }
    return { outcome: 'transient-failure', detail: 'Clickatell: unexpected response' };
  }
}
