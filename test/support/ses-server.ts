import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for Amazon SES API v2 `SendEmail` (`POST /v2/email/outbound-emails`, JSON): it records what it
 * receives and answers `{"MessageId": ...}`; a request without a SigV4 Authorization header for service `ses` is 403,
 * and `failWith` answers every request with that status (SES's error body).
 */
export async function startSesServer() {
  const received: { url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const state: { failWith?: number } = {};
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const auth = String(req.headers.authorization ?? '');
      if (req.method !== 'POST' || req.url !== '/v2/email/outbound-emails') return reply(404, { message: 'Not found' });
      if (
        !/^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[a-z0-9-]+\/ses\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/.test(
          auth,
        )
      ) {
        return reply(403, { message: 'Missing or malformed SigV4 signature' });
      }
      received.push({ url: req.url, headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      if (state.failWith) return reply(state.failWith, { message: 'Email address is not verified.' });
      return reply(200, { MessageId: `ses-${received.length}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    received,
    state,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
