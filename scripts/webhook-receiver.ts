/**
 * `npm run webhook-receiver`: a local endpoint for the webhooks of `npm start` (port 4000, PORT to change it). Prints
 * every event it receives and, with WEBHOOK_SECRET set (the `secret` POST /webhooks answered), whether its Standard
 * Webhooks signature verifies. Answers 200; `/fail` answers 500 to see the retries in GET /webhooks/{id}/deliveries.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 4000);
const secret = process.env.WEBHOOK_SECRET;

function verifies(id: string, timestamp: string, body: string, signatures: string): boolean {
  if (!secret) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64'));
  return signatures.split(' ').some((s) => {
    const given = Buffer.from(s.replace(/^v1,/, ''));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const h = (name: string) => String(req.headers[name] ?? '');
    const ok = verifies(h('webhook-id'), h('webhook-timestamp'), body, h('webhook-signature'));
    let event: { type?: string; data?: unknown } = {};
    try {
      event = JSON.parse(body);
    } catch {
      // printed as it came
    }
    console.log(
      `${new Date().toISOString()} ${req.url} ${event.type ?? '?'} id=${h('webhook-id')} signature ${
        secret ? (ok ? 'verified' : 'DOES NOT VERIFY') : '(set WEBHOOK_SECRET to check)'
      }\n  ${JSON.stringify(event.data ?? body)}`,
    );
    res.writeHead(req.url === '/fail' ? 500 : 200).end();
  });
}).listen(port, '127.0.0.1', () => console.log(`Webhook receiver on http://127.0.0.1:${port}/`));
