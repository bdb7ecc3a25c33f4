import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A message the server took: what its status lookup answers and its receipts carry. */
/**
 * A fault the server plays on one `POST /v1/message` (the soak test's vendor faults): refused before taking it (503,
 * 429: the adapter knows it was not taken), `timeout` (never answers, nothing taken), `answer-lost` (takes it, then
 * drops the connection), `error-after-taking` (takes it, answers 500) and `accepted-then-hang` (takes it, never
 * answers). Each call is logged per reference (`calls`) with what the server did.
 */
export type ClickatellFault =
  | 'unavailable'
  | 'throttled'
  | 'timeout'
  | 'answer-lost'
  | 'error-after-taking'
  | 'accepted-then-hang';

/** What the server did with one hand-over: took it, refused it (the caller knows), or left the caller guessing. */
export type CallOutcome = 'taken' | 'refused' | 'not-taken-no-answer';

interface Taken {
  apiMessageId: string;
  clientMessageId?: string;
  to: string;
  status: string;
}

/**
 * A loopback server speaking the Clickatell-style message API, for the adapter's tests:
 * `POST /v1/message` with `Authorization: <apiKey>`; a wrong key is 401; a number ending 1111 is refused per message
 * (202 with `accepted: false`); ending 5555 is a 503; ending 4290 is a 429; ending 5000 is a 500 after taking it;
 * anything else is accepted with an `apiMessageId` (status `SENT_TO_SUPPLIER`). `hang` makes it never answer
 * (timeouts, nothing taken); `acceptThenHang` takes the message and then never answers (an unknown outcome).
 * `GET /v1/message/{apiMessageId}` is the status lookup: `{"sms": {"status", "timestamp"}}`, 404 for an unknown id.
 * `settle(apiMessageId, status)` moves a message on and returns the receipt Clickatell would post to the callback URL.
 * With `receiptFirst` set, the receipt of a new message is posted to that callback URL (and answered) before the send
 * itself is answered: a receipt faster than the hand-over.
 */
const acceptedAnswer = (apiMessageId: string, to: string, clientMessageId: string | undefined) => ({
  messages: [{ apiMessageId, accepted: true, to, clientMessageId, error: null }],
  error: null,
});

export async function startClickatellServer(apiKey: string) {
  const received: ReceivedRequest[] = [];
  const taken = new Map<string, Taken>();
  let counter = 0;
  const state: {
    hang: boolean;
    acceptThenHang: boolean;
    fault?: (to: string) => ClickatellFault | undefined;
    receiptFirst?: { url: string; status: string };
  } = {
    hang: false,
    acceptThenHang: false,
  };
  /** Every hand-over by our reference (clientMessageId), in order, with what the server did. */
  const calls = new Map<string, CallOutcome[]>();
  const logCall = (reference: string | undefined, outcome: CallOutcome) => {
    const key = reference ?? '(none)';
    calls.set(key, [...(calls.get(key) ?? []), outcome]);
  };
  const take = (to: string, clientMessageId: string | undefined) => {
    counter += 1;
    const message: Taken = { apiMessageId: `ck-${counter}`, to, status: 'SENT_TO_SUPPLIER' };
    if (clientMessageId) message.clientMessageId = clientMessageId;
    taken.set(message.apiMessageId, message);
    return message;
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (state.hang) return;
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== apiKey) {
        return reply(401, { messages: [], error: { code: 1, description: 'Invalid or missing API key' } });
      }
      const lookup = req.method === 'GET' ? /^\/v1\/message\/([^/]+)$/.exec(req.url ?? '') : null;
      if (lookup) {
        const message = taken.get(decodeURIComponent(lookup[1]!));
        if (!message) return reply(404, { error: { code: 404, description: 'Message not found' } });
        return reply(200, { sms: { status: message.status, timestamp: Date.now() } });
      }
      if (req.method !== 'POST' || req.url !== '/v1/message') {
        return reply(404, { error: { description: 'Not found' } });
      }
      const message = (body as { messages?: { to?: string; clientMessageId?: string }[] })?.messages?.[0];
      const to = message?.to ?? '';
      const reference = message?.clientMessageId;
      const fault = state.fault?.(to);
      if (fault === 'unavailable' || fault === 'throttled') {
        logCall(reference, 'refused');
        return fault === 'unavailable'
          ? reply(503, { error: { code: 7, description: 'Service unavailable' } })
          : reply(429, { error: { code: 8, description: 'Throttled' } });
      }
      if (fault === 'timeout') return logCall(reference, 'not-taken-no-answer');
      if (fault === 'answer-lost' || fault === 'error-after-taking' || fault === 'accepted-then-hang') {
        take(to, reference);
        logCall(reference, 'taken');
        if (fault === 'answer-lost') return res.destroy();
        if (fault === 'error-after-taking') return reply(500, { error: { code: 500, description: 'Internal error' } });
        return;
      }
      if (to.endsWith('5555') || to.endsWith('4290') || to.endsWith('1111')) logCall(reference, 'refused');
      else logCall(reference, 'taken');
      if (to.endsWith('5555')) return reply(503, { error: { code: 7, description: 'Service unavailable' } });
      if (to.endsWith('4290')) return reply(429, { error: { code: 8, description: 'Throttled' } });
      if (to.endsWith('1111')) {
        return reply(202, {
          messages: [{ accepted: false, to, error: { code: 105, description: 'Invalid destination address' } }],
          error: null,
        });
      }
      const accepted = take(to, message?.clientMessageId);
      if (state.acceptThenHang) return;
      if (state.receiptFirst) {
        const { url, status } = state.receiptFirst;
        // The vendor's own record (its status lookup) says what its receipt says.
        const record = taken.get(accepted.apiMessageId);
        if (record) record.status = status;
        const receipt = {
          integrationName: 'sms-platform',
          messageId: accepted.apiMessageId,
          clientMessageId: accepted.clientMessageId,
          to,
          status,
          timestamp: Date.now(),
        };
        void fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(receipt),
        }).then(
          async (r) => {
            await r.arrayBuffer();
            reply(202, acceptedAnswer(accepted.apiMessageId, to, message?.clientMessageId));
          },
          () => reply(202, acceptedAnswer(accepted.apiMessageId, to, message?.clientMessageId)),
        );
        return;
      }
      if (to.endsWith('5000')) return reply(500, { error: { code: 500, description: 'Internal error' } });
      return reply(202, acceptedAnswer(accepted.apiMessageId, to, message?.clientMessageId));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    state,
    calls,
    taken,
    /** Moves a taken message to `status` and returns the delivery receipt Clickatell would post for it. */
    settle(apiMessageId: string, status: string) {
      const message = taken.get(apiMessageId);
      if (!message) throw new Error(`no message ${apiMessageId}`);
      message.status = status;
      return {
        integrationName: 'sms-platform',
        messageId: message.apiMessageId,
        clientMessageId: message.clientMessageId,
        to: message.to,
        status,
        timestamp: Date.now(),
      };
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
