/**
 * `npm run webhook-receiver`: a local endpoint for the webhooks of `npm start` (port 4000; `PORT=4001 npm run
 * webhook-receiver` or `-- --port 4001` for another, 0 for any free one). Prints every event it receives and, with
 * WEBHOOK_SECRET set (the `secret` POST /webhooks answered), whether its signature verifies, checked by the
 * `standardwebhooks` package as a customer's server would. Answers 200; `/fail` answers 500 to see the retries in
 * GET /webhooks/{id}/deliveries.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';

const { values } = parseArgs({ options: { port: { type: 'string' } }, allowPositionals: false });
const port = Number(values.port ?? process.env.PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Not a port: ${values.port ?? process.env.PORT}. Use a number from 0 to 65535 (0: any free port).`);
  process.exit(1);
}
const secret = process.env.WEBHOOK_SECRET;
const verifier = secret ? new Webhook(secret) : undefined;

function signatureState(body: string, headers: Record<string, string>): string {
  if (!verifier) return '(set WEBHOOK_SECRET to check)';
  try {
    verifier.verify(body, headers);
    return 'verified';
  } catch (error) {
    return `DOES NOT VERIFY (${(error as Error).message})`;
  }
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const h = (name: string) => String(req.headers[name] ?? '');
    const headers = {
      'webhook-id': h('webhook-id'),
      'webhook-timestamp': h('webhook-timestamp'),
      'webhook-signature': h('webhook-signature'),
    };
    let event: { type?: string; data?: unknown } = {};
    try {
      event = JSON.parse(body);
    } catch {
      // printed as it came
    }
    console.log(
      `${new Date().toISOString()} ${req.url} ${event.type ?? '?'} id=${headers['webhook-id']} signature ${signatureState(body, headers)}\n  ${JSON.stringify(event.data ?? body)}`,
    );
    res.writeHead(req.url === '/fail' ? 500 : 200).end();
  });
});

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(
      `Port ${port} is already in use on 127.0.0.1. Start the receiver on another one, e.g. ` +
        `PORT=${port + 1} npm run webhook-receiver, and register http://127.0.0.1:${port + 1}/hooks as the webhook URL.`,
    );
  } else {
    console.error(`The webhook receiver could not listen on 127.0.0.1:${port}: ${error.message}`);
  }
  process.exit(1);
});

server.listen(port, '127.0.0.1', () => {
  const { port: bound } = server.address() as AddressInfo;
  console.log(`Webhook receiver on http://127.0.0.1:${bound}/ (register http://127.0.0.1:${bound}/hooks)`);
});
