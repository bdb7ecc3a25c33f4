/**
 * The OpenAPI document over HTTP, and its rendered reference at /docs in headless Chromium (docs/decisions/
 * 0501-openapi.md). CI installs Chromium (.ci/run) and sets REQUIRE_CHROMIUM, so there the rendering test cannot skip.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../lib/openapi';
import { client } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

  it('renders /docs in headless Chromium, every operation listed under its tag', { timeout: 120_000 }, async (ctx) => {
    if (!hasChromium) {
      if (process.env.REQUIRE_CHROMIUM) throw new Error(`REQUIRE_CHROMIUM is set but ${CHROMIUM} does not exist`);
      ctx.skip(`Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium; CI installs it)`);
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto(`${new URL(stack.baseUrl).origin}/docs`);
      await page.getByText('SMS Messaging Service API').first().waitFor();
      // Tags start closed (local/docs.ts): each is opened, its operations read (method and path), and closed again.
      const sections = page.locator('.opblock-tag-section');
      await sections.first().waitFor();
      const operations: string[] = [];
      for (let i = 0; i < (await sections.count()); i++) {
        const section = sections.nth(i);
        await section.locator('.opblock-tag').click();
        await section.locator('.opblock').first().waitFor();
        for (const block of await section.locator('.opblock-summary').all()) {
          const method = (await block.locator('.opblock-summary-method').textContent())?.trim();
          const path = await block.locator('[data-path]').getAttribute('data-path');
          operations.push(`${method} ${path}`);
        }
        await section.locator('.opblock-tag').click();
      }
      expect(operations).toContain('POST /public/sms/send');
      expect(operations).toContain('GET /public/sms/{id}');
      expect(operations.length).toBe(Object.values(buildOpenApiDocument().paths).flatMap(Object.keys).length);
    } finally {
      await browser.close();
    }
  });
});
