import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A loopback server speaking the Clickatell-style message API, for the adapter's tests:
 * `POST /v1/message` with `Authorization: <apiKey>`; a wrong key is 401; a number ending 1111 is refused per message
 * (202 with `accepted: false`); ending 5555 is a 503; ending 4290 is a 429; anything else is accepted with an
 * `apiMessageId`. `hang` makes it never answer (timeouts).
 */
export async function startClickatellServer(apiKey: string) {
  const received: ReceivedRequest[] = [];
  let counter = 0;
  const state = { hang: false };
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
      if (req.method !== 'POST' || req.url !== '/v1/message')
        return reply(404, { error: { description: 'Not found' } });
      if (req.headers.authorization !== apiKey) {
        return reply(401, { messages: [], error: { code: 1, description: 'Invalid or missing API key' } });
      }
      const message = (body as { messages?: { to?: string; clientMessageId?: string }[] })?.messages?.[0];
      const to = message?.to ?? '';
      if (to.endsWith('5555')) return reply(503, { error: { code: 7, description: 'Service unavailable' } });
      if (to.endsWith('4290')) return reply(429, { error: { code: 8, description: 'Throttled' } });
      if (to.endsWith('1111')) {
        return reply(202, {
          messages: [{ accepted: false, to, error: { code: 105, description: 'Invalid destination address' } }],
          error: null,
        });
      }
      counter += 1;
      return reply(202, {
        messages: [
          { apiMessageId: `ck-${counter}`, accepted: true, to, clientMessageId: message?.clientMessageId, error: null },
        ],
        error: null,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    state,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
