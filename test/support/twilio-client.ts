/**
 * The official `twilio` package pointed at the local stack through its `httpClient` option: requests to
 * https://api.twilio.com (and Verify's https://verify.twilio.com) go to the stack's /api/v1/twilio instead (the stack's base URL ends in /api/v1), sent as the SDK built them (its Basic credentials,
 * its form encoding, its query). Every answer is kept, for the test that validates them against Twilio's schema.
 */
import twilio from 'twilio';
import type RestException from 'twilio/lib/base/RestException';
import TwilioResponse from 'twilio/lib/http/response';

export interface Exchange {
  method: string;
  url: string;
  status: number;
  body: string;
}

type Values = Record<string, unknown>;

/** Twilio's form and query encoding: repeated names for arrays (as the SDK's own qs call does). */
function encode(values: Values | undefined): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, String(one));
  }
  return out;
}

class LocalTwilioHttpClient {
  readonly exchanges: Exchange[] = [];
  lastResponse: TwilioResponse<string> | undefined;

  constructor(private readonly baseUrl: string) {}

  async request(opts: {
    method: string;
    uri: string;
    username?: string;
    password?: string;
    headers?: Record<string, string>;
    params?: Values;
    data?: Values;
  }): Promise<TwilioResponse<string>> {
    const url = new URL(opts.uri.replace(/^https:\/\/(api|verify)\.twilio\.com/, `${this.baseUrl}/twilio`));
    for (const [name, value] of encode(opts.params)) url.searchParams.append(name, value);
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.username !== undefined) {
      headers.Authorization = `Basic ${Buffer.from(`${opts.username}:${opts.password ?? ''}`).toString('base64')}`;
    }
    const method = opts.method.toUpperCase();
    const res = await fetch(url, {
      method,
      headers,
      ...(opts.data && method !== 'GET' ? { body: encode(opts.data).toString() } : {}),
    });
    const body = await res.text();
    this.exchanges.push({ method, url: url.toString(), status: res.status, body });
    if (process.env.TWILIO_DEBUG) console.log(method, url.toString(), res.status, body.slice(0, 300));
    this.lastResponse = new TwilioResponse(res.status, body, Object.fromEntries(res.headers));
    return this.lastResponse;
  }
}

/** A real Twilio client for an account of the stack: its AccountSid and one of its API keys as the auth token. */
export function twilioClient(baseUrl: string, username: string, password: string, accountSid?: string) {
  const httpClient = new LocalTwilioHttpClient(baseUrl);
  const client = twilio(username, password, {
    httpClient: httpClient as unknown as never,
    ...(accountSid ? { accountSid } : {}),
  });
  return { client, httpClient };
}

/** The error a call of the client fails with (its RestException: status, code, message); fails when it succeeds. */
export async function rejection(promise: Promise<unknown>): Promise<RestException> {
  try {
    await promise;
  } catch (error) {
    return error as RestException;
  }
  throw new Error('expected the call to fail');
}

/** PUT /sandbox/clock, as an integrator testing on the local stage moves the service's time (schedules read it). */
export async function moveSandboxClockTo(baseUrl: string, ms: number): Promise<void> {
  const res = await fetch(`${baseUrl}/sandbox/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: new Date(ms).toISOString() }),
  });
  if (res.status !== 200) throw new Error(`PUT /sandbox/clock answered ${res.status}`);
}
