/**
 * Issue 31, the Verify page in headless Chromium against the real local stack: the conversion of one-time codes over
 * the fraud guard's windows, the blocked attempts, a blocked prefix lifted with its button (and then admitted again),
 * and the SMS texts per language from the service's own template function with a sample brand, on a desktop and on a
 * phone. Each view is checked by axe-core and watched for CSP violations and uncaught errors.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_DIST } from '../../local/dashboard';
import { type LocalCredentials, seedLocalData } from '../../local/seed';
import { verificationText } from '../../shared/verify/templates';
import {
  expectAccessible,
  hasChromium,
  heading,
  launchChromium,
  navTo,
  openPage,
  requireChromium,
  type WatchedPage,
} from '../support/browser';
import { client } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A number of the prefix +2784002, far from the others (not sequential). */
const blockedNumber = (i: number) => `+2784002${String(1000 + i * 37).padStart(4, '0')}`;

describe('the Verify page', () => {
  let stack: TestStack;
  let creds: LocalCredentials;
  let origin: string;
  let browser: Browser | undefined;
  const opened: WatchedPage[] = [];
  let bearer: ReturnType<typeof client>;
  let codes: ReturnType<typeof client>;

  beforeAll(async () => {
    stack = await startTestStack({ dashboardDist: DASHBOARD_DIST });
    creds = await seedLocalData(stack.rt, join(mkdtempSync(join(tmpdir(), 'verify-')), 'creds.json'), stack.baseUrl);
    origin = new URL(stack.baseUrl).origin;
    const login = await client(stack.baseUrl).post('/auth/login', {
      email: creds.demo.email,
      password: creds.demo.password,
    });
    bearer = client(stack.baseUrl, { headers: { Authorization: `Bearer ${login.body.accessToken}` } });
    const key = await bearer.post('/api-keys', { name: 'Sign-up form', scopes: ['verify'] });
    expect(key.status, JSON.stringify([login.status, key.body])).toBe(201);
    codes = client(stack.baseUrl, { headers: { 'X-API-Key': key.body.key } });
    // Ten codes to one prefix, none approved; past their 10 minutes the next start finds its conversion collapsed.
    for (let i = 0; i < 10; i++)
      expect((await codes.post('/public/verifications', { to: blockedNumber(i) })).status).toBe(201);
    stack.clock.advance(11 * 60_000);
    expect((await codes.post('/public/verifications', { to: blockedNumber(20) })).status).toBe(429);
    expect((await codes.post('/public/verifications', { to: blockedNumber(21) })).status).toBe(429);
    // Two genuine users of another prefix, one of whom checks the code received.
    const started = await codes.post('/public/verifications', { to: '+27825551000' });
    expect((await codes.post('/public/verifications', { to: '+27825559000' })).status).toBe(201);
    // The code of the SMS the sandbox vendor received (expect.poll is for tests, not hooks).
    let text: string | undefined;
    for (let tries = 0; !text && tries < 300; tries++) {
      text = stack.sandbox.received.find((sms) => sms.to === '+27825551000')?.body;
      if (!text) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(text).toBeDefined();
    const code = /(\d{6})/.exec(text!)![1];
    expect((await codes.post(`/public/verifications/${started.body.id}/check`, { code })).body.status).toBe('approved');
    if (hasChromium) browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  beforeEach((ctx) => requireChromium(ctx));

  async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
    const watched = await openPage(browser!, origin, { viewport });
    opened.push(watched);
    await watched.page.goto('/sign-in');
    await signIn(watched.page, creds.demo.email, creds.demo.password);
    await heading(watched.page, 'Overview');
    return watched.page;
  }

  it('shows conversion by window and key, and blocked attempts by rule', async () => {
    const page = await signedIn({ width: 1366, height: 900 });
    await navTo(page, 'Verify');
    const windows = page.getByRole('table', { name: 'Conversion by window' });
    await windows.waitFor();
    // The short window holds the two genuine starts (the ten are 11 minutes old); the hour holds all twelve.
    expect(await windows.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^Window\s+Started\s+Approved\s+Conversion\s+Blocked attempts$/),
      expect.stringMatching(/^Last 10 minutes\s+2\s+1\s+50 %\s+2$/),
      expect.stringMatching(/^Last 60 minutes\s+12\s+1\s+8\.3 %\s+2$/),
    ]);
    expect(
      await page.getByRole('list', { name: 'Blocked attempts by rule' }).getByRole('listitem').allInnerTexts(),
    ).toEqual(expect.arrayContaining(['Codes of the prefix not being approved: 1', 'A blocked prefix: 1']));
    const byKey = page.getByRole('table', { name: 'Conversion by API key' }).getByRole('row', { name: /Sign-up form/ });
    expect(await byKey.innerText()).toMatch(/Sign-up form .*…\s+12\s+1\s+8\.3 %/);
    // Times in South African time.
    expect(await page.getByText(/^Verifications started and approved/).innerText()).toMatch(/SAST\.$/);
    await expectAccessible(page, 'verify-conversion');
  });

  it("previews the SMS of each language from the service's own texts, with the brand typed", async () => {
    const page = await signedIn({ width: 1366, height: 900 });
    await navTo(page, 'Verify');
    const previews = page.getByRole('list', { name: 'Templates by language' }).getByRole('listitem');
    await previews.first().waitFor();
    expect(await previews.locator('.sms-preview').allInnerTexts()).toEqual(
      (['en', 'af', 'zu', 'xh', 'st'] as const).map((locale) => verificationText(locale, '482915', 'Acme')),
    );
    expect(await previews.locator('h3').allInnerTexts()).toEqual([
      'English (en)',
      'Afrikaans (af)',
      'isiZulu (zu)',
      'isiXhosa (xh)',
      'Sesotho (st)',
    ]);
    await page.getByRole('textbox', { name: 'Sample brand' }).fill('Kwela Pay');
    await previews
      .first()
      .getByText(verificationText('en', '482915', 'Kwela Pay'))
      .waitFor();
    expect(await previews.nth(4).locator('.sms-preview').innerText()).toBe(
      verificationText('st', '482915', 'Kwela Pay'),
    );
    expect(await previews.first().innerText()).toMatch(/\d+ characters, GSM-7, 1 segment$/);
    await expectAccessible(page, 'verify-templates');
  });

  it('lists the blocked prefix and lifts it with its button, on a phone; the prefix admits codes again', async () => {
    const page = await signedIn({ width: 390, height: 844 });
    await navTo(page, 'Verify');
    const row = page.getByRole('table', { name: 'Blocked prefixes' }).getByRole('row', { name: /\+2784002/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(
      /\+2784002…\s+Codes of the prefix not being approved\s+10, 0\s+.*SAST\s+.*SAST/,
    );
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
      0,
    );
    // On a phone the rows stack, each cell named by its column.
    expect(await row.locator('td').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-label')))).toEqual([
      'Why',
      'Started, approved',
      'Blocked',
      'Until',
      'Actions',
    ]);
    await expectAccessible(page, 'verify-phone-blocks');
    const lifted = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/verify/blocks/2784002') && r.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Lift the block of +2784002' }).click();
    expect((await lifted).status()).toBe(204);
    await page.getByText('No prefix is blocked.').waitFor();
    expect((await bearer.get('/verify/blocks')).body.blocks).toEqual([]);
    expect((await codes.post('/public/verifications', { to: blockedNumber(30) })).status).toBe(201);
    await expectAccessible(page, 'verify-phone-lifted');
  });

  it('met no Content-Security-Policy violation and no uncaught error on any page', () => {
    expect(opened.flatMap((o) => o.problems)).toEqual([]);
  });
});
