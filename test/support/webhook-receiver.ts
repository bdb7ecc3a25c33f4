import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  at: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local webhook receiver (what `npm start`'s README loop and the tests use): it keeps every request and answers each
 * path with the statuses queued for it (`answer('/x', 500, 200)`: 500 first, then 200), 200 by default; `hang` paths
 * never answer (a slow endpoint).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const plans = new Map<string, number[]>();
  const hanging = new Set<string>();
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ at: Date.now(), path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const w of waiters.splice(0)) w();
      if (hanging.has(path)) return;
      const status = plans.get(path)?.shift() ?? 200;
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      res.end(status < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    url: (path: string) => `${base}${path}`,
    received,
    answer: (path: string, ...statuses: number[]) => plans.set(path, statuses),
    hang: (path: string) => hanging.add(path),
    /** The requests to `path`, once there are at least `count` (waits up to `seconds`). */
    async waitFor(path: string, count: number, seconds = 30) {
      const end = Date.now() + seconds * 1000;
      for (;;) {
        const hits = received.filter((r) => r.path === path);
        if (hits.length >= count) return hits;
        if (Date.now() > end) throw new Error(`${path}: ${hits.length} of ${count} requests after ${seconds} s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
