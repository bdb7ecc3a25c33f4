import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, type Resolver, refusedAddress, refusedUrl } from '../../../shared/webhooks/sender';

/** A resolver answering from a table, as DNS would (several answers in turn for a rebinding name). */
function resolverOf(table: Record<string, string[][]>): Resolver {
  return async (host) => {
    const turns = table[host];
    if (!turns?.length) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    const answer = turns.length > 1 ? turns.shift()! : turns[0]!;
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

describe('webhook targets (server-side request forgery)', () => {
  it.each([
    '169.254.169.254',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '100.64.0.1',
    '127.0.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00:ec2::254',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '224.0.0.1',
  ])('refuses %s outside the local stage', (address) => {
    expect(refusedAddress(address, false)).toMatch(/private, loopback, link-local or reserved/);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(refusedAddress(address, false)).toBeUndefined();
  });

  it('allows loopback, and only loopback, on the local stage', () => {
    expect(refusedAddress('127.0.0.1', true)).toBeUndefined();
    expect(refusedAddress('::1', true)).toBeUndefined();
    expect(refusedAddress('10.0.0.1', true)).toBeDefined();
    expect(refusedAddress('169.254.169.254', true)).toBeDefined();
  });

  it('refuses URLs by form and by what their name resolves to', async () => {
    const policy = {
      allowLoopback: false,
      resolve: resolverOf({
        'hooks.example.com': [['93.184.216.34']],
        'inside.example.com': [['8.8.8.8', '10.1.1.1']],
      }),
    };
    expect(await refusedUrl('https://hooks.example.com/in', policy)).toBeUndefined();
    expect(await refusedUrl('http://hooks.example.com/in', policy)).toBe('must be https');
    expect(await refusedUrl('https://[::1]/in', policy)).toBeDefined();
    expect(await refusedUrl('https://localhost/in', policy)).toBeDefined();
    // One private answer among public ones is enough to refuse.
    expect(await refusedUrl('https://inside.example.com/in', policy)).toMatch(
      /^inside\.example\.com resolves to 10\.1/,
    );
    expect(await refusedUrl('https://nowhere.example.com/in', policy)).toMatch(/does not resolve/);
    expect(await refusedUrl('http://127.0.0.1:4000/in', { ...policy, allowLoopback: true })).toBeUndefined();
  });
});

describe('postWebhook checks the address it connects to', () => {
  let hits = 0;
  const server = createServer((req, res) => {
    hits += 1;
    req.resume();
    res.writeHead(204).end();
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('connects to an allowed address and takes any 2xx as a success', async () => {
    const result = await postWebhook(
      `http://localhost:${port}/in`,
      '{}',
      {},
      {
        allowLoopback: true,
        resolve: resolverOf({ localhost: [['127.0.0.1']] }),
      },
    );
    expect(result).toMatchObject({ statusCode: 204 });
    expect(result.error).toBeUndefined();
  });

  it('leaves no listener behind on a kept-alive socket it reuses', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const policy = { allowLoopback: true, resolve: resolverOf({ localhost: [['127.0.0.1']] }) };
      for (let i = 0; i < 15; i += 1) {
        expect((await postWebhook(`http://localhost:${port}/in`, '{}', {}, policy)).statusCode).toBe(204);
      }
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('refuses a name that resolved to a public address when saved and to a private one now (rebinding); nothing reaches the target', async () => {
    const before = hits;
    const resolve = resolverOf({ 'rebind.example.test': [['93.184.216.34'], ['127.0.0.1']] });
    const policy = { allowLoopback: false, resolve };
    expect(await refusedUrl('https://rebind.example.test/in', policy)).toBeUndefined();
    const result = await postWebhook(`https://rebind.example.test:${port}/in`, '{}', {}, policy);
    expect(result.statusCode).toBeUndefined();
    expect(result.error).toMatch(/^refused: rebind\.example\.test resolves to 127\.0\.0\.1/);
    expect(hits).toBe(before);
  });
});
