/**
 * The OpenAPI document over HTTP, and its rendered reference at /docs in headless Chromium (docs/decisions/
 * 0501-openapi.md). CI installs Chromium (.ci/run) and sets REQUIRE_CHROMIUM, so there the rendering test cannot skip.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../lib/openapi';
import { client } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

/** The DOM of `url` after scripts ran for up to 10 s of virtual time, from a throwaway profile. */
async function renderedDom(url: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-'));
  try {
    const { stdout } = await promisify(execFile)(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--user-data-dir=${profile}`,
        '--virtual-time-budget=10000',
        '--dump-dom',
        url,
      ],
      { timeout: 90_000, maxBuffer: 64 * 1024 * 1024 },
    );
    return stdout;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

describe('the OpenAPI document and its reference', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('serves GET /api/v1/openapi.json without credentials, the document of the current route table', async () => {
    const res = await client(stack.baseUrl).get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    // The function bundles docs/openapi.json: stale when a route or schema changed without `npm run openapi`.
    expect(res.body, 'docs/openapi.json is stale: run `npm run openapi`').toEqual(
      JSON.parse(JSON.stringify(buildOpenApiDocument())),
    );
  });

  it('renders /docs in headless Chromium with the operations listed', { timeout: 120_000 }, async (ctx) => {
    if (!hasChromium) {
      if (process.env.REQUIRE_CHROMIUM) throw new Error(`REQUIRE_CHROMIUM is set but ${CHROMIUM} does not exist`);
      ctx.skip(`Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium; CI installs it)`);
    }
    const origin = new URL(stack.baseUrl).origin;
    const dom = await renderedDom(`${origin}/docs`);
    expect(dom, 'Swagger UI did not render the document').toContain('SMS Messaging Service API');
    // Each operation is an .opblock with its method and its path (data-path), under the server's /api/v1.
    const operations = [...dom.matchAll(/opblock-summary-method">([A-Z]+)<[\s\S]*?data-path="([^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(operations).toContain('POST /public/sms/send');
    expect(operations).toContain('GET /public/sms/{id}');
    expect(operations.length).toBe(Object.values(buildOpenApiDocument().paths).flatMap(Object.keys).length);
  });
});
