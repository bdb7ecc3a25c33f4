import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

interface TwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  statusCallback?: string;
  errorCode?: string;
}

/**
 * X-Twilio-Signature as Twilio computes it (its webhook security documentation): HMAC-SHA1 with the auth token over
 * the URL followed by each POST parameter, sorted by name, name then value; base64. Written here independently of the
 * service's verifier, so a mistake in either shows.
 */
export function signTwilio(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf-8')).digest('base64');
}

/** Posts a form to `url` as Twilio does (form-encoded, signed); answers the status and body. */
export async function postSigned(url: string, authToken: string, params: Record<string, string>, signature?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Twilio-Signature': signature ?? signTwilio(authToken, url, params),
      'User-Agent': 'TwilioProxy/1.1',
    },
    body: new URLSearchParams(params).toString(),
  });
  return { status: response.status, text: await response.text() };
}

/**
 * A loopback server speaking Twilio's Messages API (2010-04-01) for one account: `POST /2010-04-01/Accounts/{Sid}/
 * Messages.json` with HTTP Basic (account SID, auth token) and form fields `To`, `From`, `Body`, `StatusCallback`;
 * 201 with the message (`sid` SM…, `status: "queued"`). A wrong key is 401 (code 20003); a number ending 1111 is 400
 * (21211, invalid To); ending 4290 is 429 (20429). `GET …/Messages/{Sid}.json` looks a message up.
 * `deliver(sid, status, errorCode?)` moves a message on and posts its signed status callback, as Twilio does;
 * `reply(url, from, to, body)` posts a signed inbound message. With `callbackFirst` set, the status callback of a new
 * message is posted (and answered) before the send itself is answered: a receipt faster than the hand-over.
 */
export async function startTwilioServer(accountSid: string, authToken: string) {
  const received: ReceivedRequest[] = [];
  const messages = new Map<string, TwilioMessage>();
  const state: { callbackFirst?: string } = {};
  const statusForm = (m: TwilioMessage) => ({
    AccountSid: accountSid,
    ApiVersion: '2010-04-01',
    From: m.from,
    MessageSid: m.sid,
    MessageStatus: m.status,
    SmsSid: m.sid,
    SmsStatus: m.status,
    To: m.to,
    ...(m.errorCode ? { ErrorCode: m.errorCode } : {}),
  });
  const deliver = async (sid: string, status: string, errorCode?: string) => {
    const message = messages.get(sid);
    if (!message) throw new Error(`no message ${sid}`);
    message.status = status;
    if (errorCode) message.errorCode = errorCode;
    if (!message.statusCallback) return { status: 0, text: 'no StatusCallback' };
    return postSigned(message.statusCallback, authToken, statusForm(message));
  };
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, form });
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== expectedAuth) {
        return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const base = `/2010-04-01/Accounts/${accountSid}/Messages`;
      const lookup = req.method === 'GET' ? new RegExp(`^${base}/([^/]+)\\.json$`).exec(req.url ?? '') : null;
      if (lookup) {
        const m = messages.get(lookup[1]!);
        if (!m) return reply(404, { code: 20404, message: 'Not found', status: 404 });
        return reply(200, { sid: m.sid, status: m.status, error_code: m.errorCode ? Number(m.errorCode) : null });
      }
      if (req.method !== 'POST' || req.url !== `${base}.json`) return reply(404, { code: 20404, status: 404 });
      const to = form.get('To') ?? '';
      if (to.endsWith('1111')) {
        return reply(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 });
      }
      if (to.endsWith('4290')) return reply(429, { code: 20429, message: 'Too Many Requests', status: 429 });
      const message: TwilioMessage = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to,
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        status: 'queued',
        ...(form.get('StatusCallback') ? { statusCallback: form.get('StatusCallback')! } : {}),
      };
      messages.set(message.sid, message);
      if (state.callbackFirst) await deliver(message.sid, state.callbackFirst);
      reply(201, {
        sid: message.sid,
        account_sid: accountSid,
        to: message.to,
        from: message.from,
        body: message.body,
        status: 'queued',
        error_code: null,
        error_message: null,
        api_version: '2010-04-01',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    messages,
    state,
    deliver,
    /** The status callback Twilio would post for a message, unsigned (tests sign it, or sign it wrongly). */
    statusForm: (sid: string) => statusForm(messages.get(sid)!),
    reply: (url: string, from: string, to: string, body: string) =>
      postSigned(url, authToken, {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        Body: body,
        From: from,
        MessageSid: `SM${randomBytes(16).toString('hex')}`,
        NumMedia: '0',
        NumSegments: '1',
        SmsSid: `SM${randomBytes(16).toString('hex')}`,
        SmsStatus: 'received',
        To: to,
      }),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
