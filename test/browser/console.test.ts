/**
 * Issue 29, the console in headless Chromium against the real local stack: the sidebar grouped by job (desktop, and
 * behind a menu button on a phone), the product's name and mark, the message log's filters (number, status, source,
 * date range), a message's page with its text and its history in order, the overview's usage charts, and a conversation (a number's messages and
 * replies in one thread, answered from its reply box), every time in South African time. Each page
 * is checked by axe-core and watched for CSP violations; screenshots go to .screenshots/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_DIST } from '../../local/dashboard';
import { type LocalCredentials, seedLocalData } from '../../local/seed';
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

const DELIVERY = { timeout: 150_000 };

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The sidebar's groups, each with its links, as a screen reader hears them (lists named by their group). */
async function sidebar(page: Page): Promise<Record<string, string[]>> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const out: Record<string, string[]> = {};
  for (const list of await nav.getByRole('list').all()) {
    const name = (await list.getAttribute('aria-labelledby'))
      ? ((await page.locator(`#${await list.getAttribute('aria-labelledby')}`).textContent()) ?? '')
      : '(top)';
    out[name.trim()] = await list.getByRole('link').allInnerTexts();
  }
  return out;
}

describe('the console: sidebar, message log and message page', () => {
  let stack: TestStack;
  let creds: LocalCredentials;
  let origin: string;
  let browser: Browser | undefined;
  let owner: WatchedPage;
  const opened: WatchedPage[] = [];
  const sent: Record<string, string> = {};
  let bearer: ReturnType<typeof client>;

  beforeAll(async () => {
    stack = await startTestStack({ dashboardDist: DASHBOARD_DIST });
    creds = await seedLocalData(stack.rt, join(mkdtempSync(join(tmpdir(), 'console-')), 'creds.json'), stack.baseUrl);
    origin = new URL(stack.baseUrl).origin;
    const api = client(stack.baseUrl, { headers: { 'X-API-Key': creds.demo.apiKey } });
    // One delivered, one failed for good; then the delivered one's number replies STOP (a `system` confirmation).
    sent.delivered = (await api.post('/public/sms/send', { to: '082 555 0101', body: 'Your parcel is ready' })).body.id;
    sent.failed = (await api.post('/public/sms/send', { to: '082 555 0000', body: 'Your parcel is late' })).body.id;
    const login = await client(stack.baseUrl).post('/auth/login', {
      email: creds.demo.email,
      password: creds.demo.password,
    });
    bearer = client(stack.baseUrl, { headers: { Authorization: `Bearer ${login.body.accessToken}` } });
    // The confirmation goes to contacts of the account only.
    expect((await bearer.post('/contacts', { phone: '082 555 0101', firstName: 'Thandi' })).status).toBe(201);
    expect((await bearer.post('/sandbox/inbound', { from: '082 555 0101', body: 'STOP' })).status).toBe(201);
    if (hasChromium) browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  beforeEach((ctx) => requireChromium(ctx));

  async function person(viewport?: { width: number; height: number }): Promise<WatchedPage> {
    const watched = await openPage(browser!, origin, viewport ? { viewport } : {});
    opened.push(watched);
    return watched;
  }

  it('shows the product and a sidebar grouped by job at 1366 px, one row of header, no Platform group for an owner', async () => {
    owner = await person({ width: 1366, height: 900 });
    const { page } = owner;
    await page.goto('/sign-in');
    await signIn(page, creds.demo.email, creds.demo.password);
    await heading(page, 'Overview');
    expect(await page.getByRole('link', { name: 'Kwela SMS' }).isVisible()).toBe(true);
    expect(await sidebar(page)).toEqual({
      '(top)': ['Overview'],
      Messaging: ['Send SMS', 'Messages', 'Conversations', 'Templates', 'Verify'],
      Audience: ['Contacts', 'Lists', 'Opt-outs', 'Campaigns'],
      Developers: ['API keys', 'Webhooks', 'API reference'],
      Account: ['Team', 'Billing', 'Settings', 'Audit log', 'Flags'],
    });
    // A column beside the page, not a bar that wraps: the header stays one row and the menu button is not shown.
    const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(nav.x + nav.width).toBeLessThanOrEqual(main.x);
    expect((await page.locator('.topbar').boundingBox())!.height).toBeLessThan(80);
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page, 'console-sidebar');
    await navTo(page, 'Lists');
    await expectAccessible(page, 'console-lists');
    await navTo(page, 'API reference');
    expect(await page.getByRole('link', { name: 'openapi.json' }).getAttribute('href')).toBe('/api/v1/openapi.json');
    await expectAccessible(page, 'console-api-reference');
  });

  it('adds the Platform group for a platform administrator', async () => {
    const { page } = await person({ width: 1366, height: 900 });
    await page.goto('/sign-in');
    await signIn(page, creds.admin.email, creds.admin.password);
    await heading(page, 'Overview');
    const groups = await sidebar(page);
    expect(groups.Platform).toEqual(['Flags', 'Accounts', 'Platform audit log']);
    expect(groups.Account).not.toContain('Flags');
    await expectAccessible(page, 'console-sidebar-admin');
  });

  it('folds the sidebar behind a menu button on a phone, which closes once a page is chosen', async () => {
    const { page } = await person({ width: 390, height: 844 });
    await page.goto('/sign-in');
    await signIn(page, creds.demo.email, creds.demo.password);
    await heading(page, 'Overview');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    // The header is the product, the menu button, who is signed in and two buttons: not five rows of links.
    expect((await page.locator('.topbar').boundingBox())!.height).toBeLessThan(220);
    await menu.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.isVisible()).toBe(true);
    await expectAccessible(page, 'console-phone-menu');
    await nav.getByRole('link', { name: 'Messages', exact: true }).click();
    await heading(page, 'Messages');
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
      0,
    );
    await page.getByRole('row').filter({ hasText: '+27825550000' }).waitFor();
    await expectAccessible(page, 'console-phone-messages');
  });

  it('filters the message log by number, status, source and date, on the server', async () => {
    const { page } = owner;
    await navTo(page, 'Messages');
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await page
      .getByRole('row')
      .filter({ hasText: 'Your parcel is ready' })
      .getByText('Delivered', { exact: true })
      .waitFor(DELIVERY);
    await page
      .getByRole('row')
      .filter({ hasText: 'Your parcel is late' })
      .getByText('Failed', { exact: true })
      .waitFor(DELIVERY);
    // The STOP confirmation: its source says System.
    const confirmation = page.getByRole('row').filter({ hasText: 'System' });
    expect(await confirmation.count()).toBe(1);
    expect(await confirmation.innerText()).toContain('+27825550101');
    expect(await rows.count()).toBe(3);

    // By number, as people write it: the request carries it (server-side), the address keeps it.
    const asked = page.waitForRequest((r) => r.url().includes('/api/v1/messages?') && r.url().includes('number='));
    await page.getByRole('searchbox', { name: 'Number' }).fill('082 555 0000');
    await asked;
    await page.getByRole('row').filter({ hasText: 'Your parcel is ready' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    expect(page.url()).toContain('number=082+555+0000');
    await page.getByRole('searchbox', { name: 'Number' }).fill('');
    await page.getByRole('row').filter({ hasText: 'Your parcel is ready' }).waitFor();

    // The filters are the browser's own selects (decision 1539).
    await page.getByRole('combobox', { name: 'Source' }).selectOption({ label: 'System' });
    await page.getByRole('row').filter({ hasText: 'Your parcel is ready' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    await page.getByRole('combobox', { name: 'Source' }).selectOption({ label: 'All sources' });

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Failed' });
    await page.getByRole('row').filter({ hasText: 'System' }).waitFor({ state: 'detached' });
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining('Your parcel is late')]);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });

    // A range that starts tomorrow (South African days) holds nothing; today holds all three.
    // The stack's clock says when the messages were created (it need not be the machine's day).
    const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(ms);
    const today = day(stack.clock.now());
    const tomorrow = day(stack.clock.now() + 86_400_000);
    await page.getByLabel('From').fill(tomorrow);
    await page.getByText('No message matches these filters.').waitFor();
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByRole('row').filter({ hasText: 'Your parcel is ready' }).waitFor();
    expect(await rows.count()).toBe(3);
    // Times say their zone.
    expect(await rows.first().innerText()).toContain('SAST');
    await expectAccessible(page, 'console-message-log');
  });

  it("opens a message's page: its text, where it went, and its history in order with the vendor's words", async () => {
    const { page } = owner;
    await page.getByRole('link', { name: 'Your parcel is ready' }).click();
    await heading(page, 'Message to +27825550101');
    await page.getByText('Your parcel is ready', { exact: true }).waitFor();
    const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
    await history.last().getByText('Delivered', { exact: true }).waitFor(DELIVERY);
    const steps = await history.allInnerTexts();
    expect(steps.map((s) => /(Queued|Sending|Sent|Delivered|Failed)/.exec(s)?.[1])).toEqual([
      'Queued',
      'Sending',
      'Sent',
      'Delivered',
    ]);
    expect(steps[0]).toContain('Accepted and charged 1 credit.');
    for (const step of steps) expect(step).toMatch(/SAST/);
    // The sidebar still says where the user is; the back link returns to the log as it was filtered.
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Messages' })
        .getAttribute('aria-current'),
    ).toBe('true');
    await expectAccessible(page, 'console-message-detail');
    await page.getByRole('link', { name: '← Messages' }).click();
    await heading(page, 'Messages');
    expect(page.url()).toContain(`from=`);

    await page.getByRole('link', { name: 'Your parcel is late' }).click();
    await heading(page, 'Message to +27825550000');
    await history.last().getByText('Failed', { exact: true }).waitFor(DELIVERY);
    expect(await history.last().innerText()).toContain('Sandbox: number unreachable');
    await expectAccessible(page, 'console-message-failed');
  });

  it("shows the overview's usage charts from one request to the aggregate, over 7 or 30 days", async () => {
    const { page } = owner;
    const asked: string[] = [];
    const listen = (r: { url: () => string }) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/v1/') && !path.startsWith('/api/v1/auth/')) asked.push(path + new URL(r.url()).search);
    };
    page.on('request', listen);
    await navTo(page, 'Overview');
    // The three messages of the setup (one delivered, one failed, the free STOP confirmation delivered), as the event
    // relay counted them from the change stream; the page polls the aggregate until they are in.
    const status = page.getByRole('figure', { name: 'Messages per day' });
    await status.getByText('3 in all: 2 delivered, 0 sent or queued, 1 failed, 0 blocked.').waitFor(DELIVERY);
    await page.getByRole('figure', { name: 'Delivered share' }).getByText('67 % of the messages that ended').waitFor();
    await page.getByRole('figure', { name: 'Credits per day' }).getByText('1 credit spent, after refunds.').waitFor();
    expect(await page.getByRole('img', { name: /^Messages per day: 3 in all/ }).count()).toBe(1);
    // One request for the charts and today's figures (and the balance): never a page of messages.
    expect(asked.filter((p) => p.startsWith('/api/v1/messages'))).toEqual([]);
    expect(new Set(asked)).toEqual(new Set(['/api/v1/usage?days=7', '/api/v1/billing/balance']));
    await status.getByText('Figures by day').click();
    expect(await status.getByRole('row').count()).toBe(8);
    await expectAccessible(page, 'console-overview-charts');

    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 30 days' });
    await page.waitForURL(/\?days=30$/);
    await status.getByRole('row').nth(30).waitFor();
    expect(asked).toContain('/api/v1/usage?days=30');
    page.off('request', listen);
  });

  it('threads a reply with the message it answers, and sends a reply from the conversation', async () => {
    // A message to a number, and the number's reply (the sandbox's simulated inbound SMS).
    expect((await bearer.post('/messages', { to: '082 555 0202', body: 'Your table for two is booked' })).status).toBe(
      201,
    );
    // The stack's clock stands still unless moved: the reply comes a minute later, and the answer a minute after that.
    stack.clock.advance(60_000);
    expect(
      (await bearer.post('/sandbox/inbound', { from: '082 555 0202', body: 'Can we make it three?' })).status,
    ).toBe(201);
    stack.clock.advance(60_000);
    const { page } = owner;
    await navTo(page, 'Conversations');
    // Both numbers that replied are listed, newest reply first.
    const threads = page.getByRole('list', { name: 'Conversations, newest reply first' }).getByRole('listitem');
    await threads.first().getByText('Can we make it three?').waitFor();
    expect(await threads.count()).toBe(2);
    expect(await threads.last().innerText()).toContain('STOP');
    await expectAccessible(page, 'console-conversations');

    await page.getByRole('link', { name: '+27825550202' }).click();
    await heading(page, 'Conversation with +27825550202');
    const thread = page.getByRole('list', { name: 'Messages with +27825550202, oldest first' }).getByRole('listitem');
    await thread.nth(1).waitFor();
    expect(await thread.allInnerTexts()).toEqual([
      expect.stringMatching(/^You · .*SAST[\s\S]*Your table for two is booked/),
      expect.stringMatching(/^\+27825550202 replied · .*SAST[\s\S]*Can we make it three\?/),
    ]);
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Conversations' })
        .getAttribute('aria-current'),
    ).toBe('true');

    // The reply box sends through POST /messages (moderation, credits): the reply joins the thread, last.
    const balance = (await bearer.get('/billing/balance')).body.balance;
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/messages') && r.request().method() === 'POST');
    await page.getByRole('textbox', { name: 'Reply' }).fill('Yes, three is fine. See you at 7.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    expect((await posted).status()).toBe(201);
    await thread.nth(2).getByText('Yes, three is fine. See you at 7.').waitFor();
    expect(await thread.nth(2).innerText()).toMatch(/^You · /);
    expect(await page.getByRole('textbox', { name: 'Reply' }).inputValue()).toBe('');
    expect((await bearer.get('/billing/balance')).body.balance).toBe(balance - 1);
    const log = (await bearer.get('/messages?number=0825550202')).body.items;
    expect(log[0]).toMatchObject({
      to: '+27825550202',
      body: 'Yes, three is fine. See you at 7.',
      source: 'dashboard',
    });
    await expectAccessible(page, 'console-conversation');
  });

  it("filters the log by days of the user's own zone, not South African days (decision 1540)", async () => {
    // The owner works from Anchorage (AKST, UTC-9 in November; daylight saving in summer). The stack's clock stands at
    // about 08:00 UTC on 22 November: 10:00 in South Africa, but still 23:00 on the 21st in Anchorage, so every message
    // of this file is the 21st there, and South African days put them all on the wrong day.
    expect((await bearer.patch('/auth/me', { timeZone: 'America/Anchorage' })).status).toBe(200);
    const { page } = owner;
    const parcel = page.getByRole('row').filter({ hasText: 'Your parcel is ready' });
    await page.goto('/messages?from=2026-11-21&to=2026-11-21');
    await heading(page, 'Messages');
    await parcel.waitFor();
    expect(await parcel.innerText()).toContain('21 Nov 2026, 23:00');
    // The fields say whose days they are, and the filter's request carries Anchorage's midnights.
    expect(await page.getByLabel('From').getAttribute('aria-describedby')).toBe('date-help');
    await page.getByText(/^Dates are days in America\/Anchorage time \(.+, UTC-[89] now\)\.$/).waitFor();
    const asked: URL[] = [];
    const listen = (r: { url: () => string }) => {
      if (r.url().includes('/api/v1/messages?')) asked.push(new URL(r.url()));
    };
    page.on('request', listen);
    await page.getByLabel('To', { exact: true }).fill('2026-11-22');
    await page.getByLabel('From').fill('2026-11-22');
    await page.getByText('No message matches these filters.').waitFor();
    page.off('request', listen);
    const last = asked.at(-1)!;
    expect([last.searchParams.get('createdAfter'), last.searchParams.get('createdBefore')]).toEqual([
      '2026-11-22T09:00:00.000Z',
      '2026-11-23T09:00:00.000Z',
    ]);
    await expectAccessible(page, 'console-message-log-own-zone');
    expect((await bearer.patch('/auth/me', { timeZone: 'Africa/Johannesburg' })).status).toBe(200);
  });

  it('met no Content-Security-Policy violation and no uncaught error on any page', () => {
    expect(opened.flatMap((o) => o.problems)).toEqual([]);
  });
});
