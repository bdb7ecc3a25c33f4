/**
 * The local stack's dashboard files (local/dashboard.ts) over a real HTTP server on a throwaway build folder: the app
 * for any page path, hashed assets cached a year and gzipped, the security headers on both, nothing outside the build
 * folder, and the API's paths left to the gateway.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_CSP } from '../../lib/dashboard-headers';
import { serveDashboard } from '../../local/dashboard';

describe('serving the dashboard build', () => {
  let dir: string;
  let dist: string;
  let server: Server;
  let origin: string;
  const INDEX = '<!doctype html><title>app</title><script type="module" src="/assets/index-abc123.js"></script>';
  const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dashboard-serving-'));
    dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(dir, 'secret.json'), '{"secret": true}');
    server = createServer(async (req, res) => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (!(await serveDashboard(req, pathname, res, dist))) {
        res.writeHead(418);
        res.end('not the dashboard');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every page path with index.html, revalidated, under the CSP and frame denial', async () => {
    for (const path of ['/', '/messages', '/accept-invite?token=abc', '/deep/link']) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe(DASHBOARD_CSP);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(DASHBOARD_CSP).not.toContain('unsafe');
  });

  it('serves a hashed asset cached for a year, gzipped when asked', async () => {
    const res = await fetch(`${origin}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe(DASHBOARD_CSP);
    expect(await res.text()).toBe(SCRIPT);
    // fetch decodes the body; the raw response is smaller than the file.
    const raw = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      get(`${origin}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ encoding: r.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(raw.bytes.length).toBeLessThan(SCRIPT.length);
    expect(gunzipSync(raw.bytes).toString()).toBe(SCRIPT);
  });

  it('answers 404 for a missing asset and never reads outside the build folder', async () => {
    expect((await fetch(`${origin}/assets/missing-123.js`)).status).toBe(404);
    for (const path of [
      '/assets/..%2f..%2fsecret.json',
      '/assets/%2e%2e/%2e%2e/secret.json',
      '/assets/..%5c..%5csecret.json',
    ]) {
      const res = await fetch(`${origin}${path}`);
      expect(await res.text(), path).not.toContain('secret');
    }
  });

  it('leaves the API, other methods and file-like paths to the gateway', async () => {
    expect((await fetch(`${origin}/api/v1/health`)).status).toBe(418);
    expect((await fetch(`${origin}/messages`, { method: 'POST' })).status).toBe(418);
    expect((await fetch(`${origin}/favicon.ico`)).status).toBe(418);
  });
});
