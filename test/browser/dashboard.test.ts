/**
 * The dashboard in headless Chromium against the real local stack (DynamoDB Local, the SQS emulator, the send worker
 * on the queue, the sandbox vendor): the demo owner signs in, creates an API key and sees it once, sends an SMS and
 * watches it reach Delivered, sends a hateful one and sees it Blocked with its reason, invites a member who joins, and
 * a platform administrator suspends the account from its flag. Every page visited is checked by axe-core (no serious
 * or critical violation) and watched for CSP violations and uncaught errors; screenshots go to .screenshots/.
 *
 * The tests run in order and share the stack, as one person's session would.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_DIST } from '../../local/dashboard';
import { type LocalCredentials, seedLocalData } from '../../local/seed';
import { SandboxClock } from '../../shared/clock';
import {
  expectAccessible,
  hasChromium,
  heading,
  launchChromium,
  navTo,
  openPage,
  requireChromium,
  screenshot,
  type WatchedPage,
} from '../support/browser';
import { client } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';

const HATEFUL = 'I will kill you, you filthy k a f f i r';
// The sidebar's order: Overview, then Messaging, Audience, Developers, Account (issue 29).
const ALL_PAGES = [
  'Overview',
  'Send SMS',
  'Messages',
  'Conversations',
  'Templates',
  'Verify',
  'Contacts',
  'Lists',
  'Opt-outs',
  'Campaigns',
  'API keys',
  'Webhooks',
  'API reference',
  'Team',
  'Billing',
  'Settings',
  'Audit log',
  'Flags',
];
const ADMIN_PAGES = [...ALL_PAGES, 'Accounts', 'Platform audit log'];
/**
 * How long a message may take to be delivered: the queue poller hands it to the send worker, whose first import (the
 * classifier, the vendors) takes tens of seconds on a busy shared machine. A budget, not a timing assertion.
 */
const DELIVERY = { timeout: 150_000 };
const MEMBER_PAGES = [
  'Overview',
  'Send SMS',
  'Messages',
  'Conversations',
  'Templates',
  'Contacts',
  'Lists',
  'Opt-outs',
  'Campaigns',
  'API reference',
];

async function navLinks(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the dashboard in a browser', () => {
  let stack: TestStack;
  let clock: SandboxClock;
  let creds: LocalCredentials;
  let origin: string;
  let browser: Browser | undefined;
  let owner: WatchedPage;
  const opened: WatchedPage[] = [];

  beforeAll(async () => {
    // A clock that runs, as `npm start`'s does (retries, leases and sweeps come due), and that the test moves on
    // to expire tokens; "today" on the overview is the browser's today.
    clock = new SandboxClock();
    stack = await startTestStack({
      dashboardDist: DASHBOARD_DIST,
      // The pending-message sweeper, as npm start and the deployed schedule run it.
      sweepEveryMs: 15_000,
      overrides: { clock, sandboxClock: new SandboxClock(clock) },
    });
    creds = await seedLocalData(stack.rt, join(mkdtempSync(join(tmpdir(), 'dashboard-')), 'creds.json'), stack.baseUrl);
    origin = new URL(stack.baseUrl).origin;
    if (hasChromium) browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  beforeEach((ctx) => requireChromium(ctx));

  /** A new person's browser; every page opened is checked for CSP violations and errors at the end. */
  async function person(viewport?: { width: number; height: number }): Promise<WatchedPage> {
    const watched = await openPage(browser!, origin, viewport ? { viewport } : {});
    opened.push(watched);
    return watched;
  }

  it('serves the app at / with a strict CSP and frame denial, hashed assets cached a year', async () => {
    const index = await fetch(`${origin}/messages`);
    expect(index.status).toBe(200);
    const csp = index.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(index.headers.get('x-frame-options')).toBe('DENY');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const html = await index.text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, html).toBeDefined();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const asset = await fetch(`${origin}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The API is still the API on the same origin.
    expect((await fetch(`${origin}/api/v1/health`)).status).toBe(200);
  });

  it('signs the demo owner in with the keyboard and shows the overview with the balance', async () => {
    owner = await person();
    const { page } = owner;
    await page.goto('/');
    await page.waitForURL('**/sign-in');
    await heading(page, 'Sign in');
    await expectAccessible(page, 'sign-in');
    // The heading has focus; Tab reaches Email, then Password; Enter submits.
    await page.keyboard.press('Tab');
    await page.keyboard.type(creds.demo.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(creds.demo.password);
    await page.keyboard.press('Enter');
    await heading(page, 'Overview');
    expect(await navLinks(page)).toEqual(ALL_PAGES);
    const balance = page.getByRole('region', { name: 'Balance' });
    await balance.getByText('credits').waitFor();
    expect(await balance.innerText()).toMatch(/100\s*credits/);
    await page.getByRole('region', { name: 'Messages today' }).getByText('0', { exact: true }).waitFor();
    await expectAccessible(page, 'overview');
    // The access token is in memory only: the tab's storage holds the refresh token and nothing else.
    const storage = await page.evaluate('({ session: Object.keys(sessionStorage), local: localStorage.length })');
    expect(storage).toEqual({ session: ['sms.refreshToken'], local: 0 });
  });

  it('creates an API key and shows its value once, with a Copy button', async () => {
    const { page } = owner;
    await navTo(page, 'API keys');
    await expectAccessible(page, 'api-keys');
    await page.getByLabel('Name').fill('Browser test key');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('region', { name: 'New key “Browser test key”' });
    const value = await shown.locator('code').innerText();
    expect(value).toMatch(/^sk_live_/);
    // The key works on the Public API.
    const res = await client(stack.baseUrl, { headers: { 'X-API-Key': value } }).get('/public/balance');
    expect(res.status).toBe(200);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(value);
    await expectAccessible(page, 'api-key-shown-once');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Browser test key' });
    const prefix = (await row.locator('code').innerText()).replace('…', '');
    expect(value.startsWith(prefix)).toBe(true);
    expect(await page.content()).not.toContain(value);
    await page.reload();
    await heading(page, 'API keys');
    await page.getByRole('row').filter({ hasText: 'Browser test key' }).waitFor();
    expect(await page.content()).not.toContain(value);
  });

  it('counts characters, segments, encoding and cost as the message is typed', async () => {
    const { page } = owner;
    await navTo(page, 'Send SMS');
    const message = page.getByRole('textbox', { name: 'Message' });
    const counter = page.locator('output.counter');
    expect(await counter.innerText()).toBe('0 characters · 0 segments · GSM-7 · costs 0 credits');
    await message.fill('x'.repeat(160));
    expect(await counter.innerText()).toBe('160 characters · 1 segment · GSM-7 · costs 1 credit');
    await message.fill('x'.repeat(161));
    expect(await counter.innerText()).toBe('161 characters · 2 segments · GSM-7 · costs 2 credits');
    // One character outside the GSM alphabet makes the message UCS-2: 70 characters a segment.
    await message.fill(`${'x'.repeat(70)}é`);
    expect(await counter.innerText()).toBe('71 characters · 1 segment · GSM-7 · costs 1 credit');
    await message.fill(`${'x'.repeat(70)}😀`);
    expect(await counter.innerText()).toBe('71 characters · 2 segments · UCS-2 · costs 2 credits');
    await message.fill('');
  });

  it('sends an SMS and shows its status in words until it is Delivered, on the page and in Messages', async () => {
    const { page } = owner;
    await page.getByLabel('To', { exact: true }).fill('082 555 0101');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello from the browser test');
    await expectAccessible(page, 'send-sms');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const result = page.getByRole('region', { name: 'Message to +27825550101' });
    await result.getByText('Delivered', { exact: true }).waitFor(DELIVERY);
    expect(await result.innerText()).toContain('charged 1 credit');
    await screenshot(page, 'send-sms-delivered');
    await navTo(page, 'Messages');
    const row = page.getByRole('row').filter({ hasText: '+27825550101' });
    await row.getByText('Delivered', { exact: true }).waitFor(DELIVERY);
    await expectAccessible(page, 'messages');
    const balance = await client(stack.baseUrl, { headers: { 'X-API-Key': creds.demo.apiKey } }).get('/public/balance');
    expect(balance.body.balance).toBe(99);
  });

  it("shows the API's error in words next to the field it concerns", async () => {
    const { page } = owner;
    await navTo(page, 'Send SMS');
    const to = page.getByLabel('To', { exact: true });
    await to.fill('12345');
    await page.getByRole('textbox', { name: 'Message' }).fill('Where does this go?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const error = page.locator('.field', { has: to }).locator('.field-error');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/South African mobile number/);
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    // The error describes the field for assistive technology.
    const describedBy = (await to.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await error.getAttribute('id'));
    await expectAccessible(page, 'send-sms-field-error');
  });

  it('sends a hateful SMS and shows it Blocked with its reason, not charged', async () => {
    const { page } = owner;
    await navTo(page, 'Send SMS');
    await page.getByLabel('To', { exact: true }).fill('082 555 0102');
    await page.getByRole('textbox', { name: 'Message' }).fill(HATEFUL);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const result = page.getByRole('region', { name: 'Message to +27825550102' });
    await result.getByText('Blocked', { exact: true }).waitFor();
    const text = await result.innerText();
    expect(text).toMatch(/Blocked for [a-z ,]+/);
    expect(text).toContain('Blocked by content moderation');
    expect(text).toContain('charged 0 credits');
    await expectAccessible(page, 'send-sms-blocked');
    await navTo(page, 'Messages');
    const row = page.getByRole('row').filter({ hasText: '+27825550102' });
    await row.getByText('Blocked', { exact: true }).waitFor();
    expect(await row.innerText()).toMatch(/Blocked for/);
    const balance = await client(stack.baseUrl, { headers: { 'X-API-Key': creds.demo.apiKey } }).get('/public/balance');
    expect(balance.body.balance).toBe(99);
  });

  it('filters messages by status', async () => {
    const { page } = owner;
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Blocked' });
    await page.getByRole('row').filter({ hasText: '+27825550101' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: '+27825550102' }).count()).toBe(1);
  });

  it('saves a template and sends from it, filling its variables, with the counter on the rendered text', async () => {
    const { page } = owner;
    await navTo(page, 'Templates');
    await page.getByLabel('Name', { exact: true }).fill('Appointment');
    await page.getByLabel('Text', { exact: true }).fill('Hi {{name}}, see you at {{time}}.');
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Template “Appointment” saved.').waitFor();
    await page.getByRole('row').filter({ hasText: 'Appointment' }).getByText('name, time').waitFor();
    await expectAccessible(page, 'templates');

    await navTo(page, 'Send SMS');
    await page.getByLabel('To', { exact: true }).fill('082 555 0106');
    await page.getByRole('button', { name: /Template$/ }).click();
    await page.getByRole('option', { name: 'Appointment' }).click();
    await page.getByLabel('name', { exact: true }).fill('Thandi');
    await page.getByLabel('time', { exact: true }).fill('10:00');
    // "Hi Thandi, see you at 10:00." is 28 characters.
    expect(await page.locator('output.counter').innerText()).toBe('28 characters · 1 segment · GSM-7 · costs 1 credit');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByRole('region', { name: 'Message to +27825550106' })
      .getByText('Delivered', { exact: true })
      .waitFor(DELIVERY);
    // The draft keeps the template for the next send; back to a message of one's own.
    await page.getByRole('button', { name: /Template$/ }).click();
    await page.getByRole('option', { name: 'None: write your own text' }).click();
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
  });

  it("charts today's messages by status on the overview", async () => {
    const { page } = owner;
    await navTo(page, 'Overview');
    // Two delivered and one blocked so far, as the event relay counted them into the daily usage (decision 1535); the
    // page polls the aggregate until they are in.
    const chart = page.getByRole('figure', { name: 'Messages per day' });
    await chart.getByText('3 in all: 2 delivered, 0 sent or queued, 0 failed, 1 blocked.').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('region', { name: 'Messages today' }).innerText()).toMatch(/^Messages today\s+3\b/);
    await expectAccessible(page, 'overview-chart');
  });

  it('follows a campaign to Completed, downloads its report and cancels a draft', async () => {
    // Set up through the API as an integrator's script would: two contacts, a sent campaign and a draft.
    const login = await client(stack.baseUrl, { fromIp: '127.0.9.1' }).post('/auth/login', {
      email: creds.demo.email,
      password: creds.demo.password,
    });
    const api = client(stack.baseUrl, {
      fromIp: '127.0.9.1',
      headers: { Authorization: `Bearer ${login.body.accessToken}` },
    });
    const contactIds: string[] = [];
    for (const [phone, firstName] of [
      ['082 555 0201', 'Ayanda'],
      ['082 555 0202', 'Pieter'],
    ]) {
      const contact = await api.post('/contacts', { phone, firstName });
      expect(contact.status).toBe(201);
      contactIds.push(contact.body.id);
    }
    const audience = { contactIds };
    const sent = await api.post('/campaigns', {
      name: 'Clinic reminder',
      body: 'Hi {{firstName}}, your clinic visit is tomorrow.',
      audience,
      kind: 'transactional',
    });
    expect((await api.post(`/campaigns/${sent.body.id}/launch`, {})).status).toBe(202);
    const draft = await api.post('/campaigns', { name: 'Spring draft', body: 'Spring is here', audience });
    expect(draft.status).toBe(201);

    const { page } = owner;
    await navTo(page, 'Campaigns');
    const row = page.getByRole('row').filter({ hasText: 'Clinic reminder' });
    await row.getByText('Completed', { exact: true }).waitFor(DELIVERY);
    expect(await row.innerText()).toContain('2 of 2 done: 2 delivered');
    await expectAccessible(page, 'campaigns');

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download the report of Clinic reminder' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`campaign-${sent.body.id}.csv`);
    const csv = readFileSync((await file.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv).toHaveLength(3);
    expect(csv.slice(1).every((line) => line.includes('DELIVERED'))).toBe(true);

    page.once('dialog', (dialog) => void dialog.accept());
    const drafted = page.getByRole('row').filter({ hasText: 'Spring draft' });
    await drafted.getByRole('button', { name: 'Cancel Spring draft' }).click();
    await drafted.getByText('Cancelled', { exact: true }).waitFor();
  });

  it('invites a member, who accepts the link and sees only the pages their role allows', async () => {
    const { page } = owner;
    await navTo(page, 'Team');
    await expectAccessible(page, 'team');
    await page.getByLabel('Email', { exact: true }).fill('new.member@example.co.za');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const shown = page.getByRole('region', { name: 'Invite link for new.member@example.co.za' });
    const link = await shown.locator('code').innerText();
    expect(link).toMatch(new RegExp(`^${origin}/accept-invite#token=`));
    await page.getByRole('row').filter({ hasText: 'new.member@example.co.za' }).getByText('Pending').waitFor();

    const { page: member } = await person();
    await member.goto(link);
    await heading(member, 'Accept the invite');
    await expectAccessible(member, 'accept-invite');
    await member.getByLabel('Full name').fill('New Member');
    await member.getByLabel('Password').fill('a long and private passphrase');
    await member.getByRole('button', { name: 'Join the account' }).click();
    await heading(member, 'Overview');
    expect(await navLinks(member)).toEqual(MEMBER_PAGES);
    // No balance for a member (billing.manage), and a page beyond the role says so.
    expect(await member.getByRole('region', { name: 'Balance' }).count()).toBe(0);
    await member.goto('/team');
    await heading(member, 'Not available');

    await page.reload();
    await heading(page, 'Team');
    await page.getByRole('row').filter({ hasText: 'New Member' }).waitFor();
  });

  it('sends a user whose session ended to sign in, and back to the page with what they typed', async () => {
    const { page } = owner;
    await navTo(page, 'Send SMS');
    await page.getByLabel('To', { exact: true }).fill('082 555 0103');
    await page.getByRole('textbox', { name: 'Message' }).fill('A draft worth keeping');
    // Past the access token's 15 minutes: the next call is refused, refreshed and retried, unseen by the user.
    clock.set(clock.now() + 16 * 60_000);
    await navTo(page, 'Messages');
    await page.getByRole('row').filter({ hasText: '+27825550101' }).waitFor();
    await navTo(page, 'Send SMS');
    // Past the refresh token's 30 days: the access token and its refresh are both refused.
    clock.set(clock.now() + 31 * 24 * 3_600_000);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.waitForURL('**/sign-in?next=%2Fsend');
    await heading(page, 'Sign in');
    await signIn(page, creds.demo.email, creds.demo.password);
    await heading(page, 'Send SMS');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('082 555 0103');
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('A draft worth keeping');
  });

  it('lets a platform administrator suspend the account from its flag, then reinstate and credit it', async () => {
    const { page: admin } = await person();
    await admin.goto('/sign-in');
    await signIn(admin, creds.admin.email, creds.admin.password);
    await heading(admin, 'Overview');
    expect(await navLinks(admin)).toEqual(ADMIN_PAGES);
    await navTo(admin, 'Flags', 'Flags across accounts');
    const row = admin.getByRole('row').filter({ hasText: creds.demo.accountId });
    await row.first().waitFor();
    await expectAccessible(admin, 'flags-admin');
    await row
      .first()
      .getByRole('button', { name: /^Suspend account/ })
      .click();
    await row.first().waitFor({ state: 'detached' });
    // The account is suspended: its API key cannot send, and its owner sees why.
    const send = await client(stack.baseUrl, { headers: { 'X-API-Key': creds.demo.apiKey } }).post('/public/sms/send', {
      to: '0825550104',
      body: 'After the suspension',
    });
    expect(send.status).toBe(403);
    expect(send.body.error.code).toBe('ACCOUNT_SUSPENDED');
    const { page } = owner;
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'This account is suspended' }).waitFor();
    await screenshot(page, 'suspended');

    // The administrator reinstates it and adds credits from Accounts.
    await navTo(admin, 'Accounts');
    const account = admin.getByRole('row').filter({ hasText: creds.demo.accountId });
    await account.getByText('Suspended', { exact: true }).waitFor();
    await expectAccessible(admin, 'accounts-admin');
    await account.getByRole('button', { name: 'Reinstate Demo Account' }).click();
    await account.getByText('Active', { exact: true }).waitFor();
    // A React Aria select's button is named by its value and its label ("Choose… Account").
    await admin.getByRole('button', { name: /Account$/ }).click();
    await admin.getByRole('option', { name: new RegExp(creds.demo.accountId) }).click();
    await admin.getByLabel('Amount').fill('50');
    await admin.getByLabel('Reason').fill('Browser test top-up');
    await admin.getByRole('button', { name: 'Add credits' }).click();
    await admin.getByText('Demo Account now has 146 credits.').waitFor();
    const again = await client(stack.baseUrl, { headers: { 'X-API-Key': creds.demo.apiKey } }).post(
      '/public/sms/send',
      { to: '0825550105', body: 'After the reinstatement' },
    );
    expect(again.status).toBe(201);
  });

  it('signs out and revokes the refresh token', async () => {
    const { page } = owner;
    const refreshToken = await page.evaluate<string>("sessionStorage.getItem('sms.refreshToken')");
    expect(refreshToken).toBeTruthy();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await heading(page, 'Sign in');
    expect(await page.evaluate<number>('sessionStorage.length')).toBe(0);
    const refreshed = await client(stack.baseUrl).post('/auth/refresh', { refreshToken });
    expect(refreshed.status).toBe(401);
  });

  it('fits a phone: the messages page stacks its table and stays accessible', async () => {
    const { page } = await person({ width: 390, height: 844 });
    await page.goto('/messages');
    await heading(page, 'Sign in');
    await signIn(page, creds.demo.email, creds.demo.password);
    await heading(page, 'Messages');
    await page.getByRole('row').filter({ hasText: '+27825550101' }).waitFor();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'messages-phone');
  });

  it('met no Content-Security-Policy violation and no uncaught error on any page', () => {
    expect(opened.flatMap((o) => o.problems)).toEqual([]);
  });
});
