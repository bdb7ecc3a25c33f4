/**
 * The dashboard's account and delivery pages in headless Chromium against the real local stack: registering and
 * confirming the e-mail through the local outbox (signed in, and by signing in from the link), a forgotten password
 * reset from its link, changing the password and signing out everywhere, spend limits on Billing and API keys, replies
 * and opt-outs, and webhooks (the secret shown once, a test event, deliveries and a retry, rotation, disabling,
 * deleting). Every new page is checked by axe-core and watched for CSP violations and uncaught errors.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { startWebhookReceiver } from '../support/webhook-receiver';

const PASSWORD = 'a long and private passphrase';
const DELIVERY = { timeout: 150_000 };

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Waits for the page after signing in, failing at once with the sign-in page's error when there is one. */
async function landsOn(page: Page, title: string): Promise<void> {
  const alert = page.locator('.error[role="alert"], .field-error').first();
  const problem = await Promise.race([
    heading(page, title).then(
      () => undefined,
      (error: unknown) => String(error),
    ),
    alert.waitFor().then(
      async () => `sign-in failed: ${await alert.innerText()}`,
      () => undefined,
    ),
  ]);
  if (problem) throw new Error(problem);
}

/** The error shown under the field labelled `label`. */
function fieldError(page: Page, label: string) {
  return page.locator('.field', { has: page.getByLabel(label, { exact: true }) }).locator('.field-error');
}

describe('the account, limits, replies, opt-outs and webhooks pages in a browser', () => {
  let stack: TestStack;
  let creds: LocalCredentials;
  let origin: string;
  let browser: Browser | undefined;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let owner: WatchedPage;
  const opened: WatchedPage[] = [];
  let ip = 10;
  /** A client from its own loopback address, so the per-IP limits of sign-in do not meet the browser's. */
  function api(token?: string) {
    ip += 1;
    return client(stack.baseUrl, {
      fromIp: `127.0.8.${ip}`,
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    });
  }
  async function login(email: string, password: string) {
    const res = await api().post('/auth/login', { email, password });
    expect(res.status).toBe(200);
    return res.body as { accessToken: string; refreshToken: string };
  }
  async function newestMail(to: string): Promise<{ subject: string; token: string }> {
    const res = await api().get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    return res.body.items[0];
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    const clock = new SandboxClock();
    stack = await startTestStack({
      dashboardDist: DASHBOARD_DIST,
      env: { WEBHOOK_ALLOW_LOOPBACK: 'true' },
      overrides: { clock, sandboxClock: new SandboxClock(clock) },
    });
    creds = await seedLocalData(stack.rt, join(mkdtempSync(join(tmpdir(), 'account-')), 'creds.json'), stack.baseUrl);
    origin = new URL(stack.baseUrl).origin;
    if (hasChromium) browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await receiver?.stop();
  });
  beforeEach((ctx) => requireChromium(ctx));
  // A failed step leaves a picture of every page open, to see what the browser showed.
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    for (const [i, o] of opened.entries()) await screenshot(o.page, `failed-${ctx.task.name.slice(0, 30)}-${i}`);
    // A 500 on a busy machine is usually a handler past its time-out (password hashing): the log says which.
    for (const line of stack.logs.filter((l) => /"level":"error"/.test(l)).slice(-5)) console.error(line);
  });

  async function person(viewport?: { width: number; height: number }): Promise<WatchedPage> {
    const watched = await openPage(browser!, origin, viewport ? { viewport } : {});
    opened.push(watched);
    return watched;
  }

  it('registers, shows the unverified notice, resends the link and confirms the address from it, signed in', async () => {
    const { page } = await person();
    await page.goto('/register');
    await heading(page, 'Create an account');
    // No identity provider is configured on this stack: no social button.
    await page.goto('/sign-in');
    await heading(page, 'Sign in');
    expect(await page.getByRole('button', { name: /^Sign in with/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await heading(page, 'Create an account');
    await page.getByLabel('Full name').fill('Lindiwe Mokoena');
    await page.getByLabel('Email').fill('lindiwe@example.co.za');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await landsOn(page, 'Overview');
    const notice = page.getByRole('region', { name: 'E-mail verification' });
    await notice.getByText('lindiwe@example.co.za is not confirmed yet').waitFor();
    await expectAccessible(page, 'unverified-notice');
    await notice.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await notice.getByText('Sent: open the link in the e-mail').waitFor();
    const mail = await newestMail('lindiwe@example.co.za');
    expect(mail.subject).toBe('Confirm your e-mail address');
    const outbox = await api().get('/sandbox/outbox?to=lindiwe%40example.co.za');
    expect(outbox.body.items).toHaveLength(2);

    // Opened in this tab (signed in): confirmed with the user's own token, the password kept.
    await page.goto(`/verify-email?token=${encodeURIComponent(mail.token)}`);
    await heading(page, 'Confirm your e-mail address');
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    await expectAccessible(page, 'verify-email-done');
    await page.getByRole('link', { name: 'Go to the overview' }).click();
    await heading(page, 'Overview');
    expect(await page.getByRole('region', { name: 'E-mail verification' }).count()).toBe(0);
    await login('lindiwe@example.co.za', PASSWORD);

    // A used link says so in words.
    await page.goto(`/verify-email?token=${encodeURIComponent(mail.token)}`);
    await page.getByRole('alert').filter({ hasText: 'invalid, used or expired' }).waitFor();
    await expectAccessible(page, 'verify-email-used');
  });

  it('opened in another browser, the link asks to sign in first and confirms after, keeping the password', async () => {
    const registered = await api().post('/auth/register', {
      email: 'sipho@example.co.za',
      password: PASSWORD,
      fullName: 'Sipho Ndlovu',
    });
    expect(registered.status).toBe(201);
    expect(registered.body.user.emailVerified).toBe(false);
    const mail = await newestMail('sipho@example.co.za');
    const { page } = await person();
    await page.goto(`/verify-email?token=${encodeURIComponent(mail.token)}`);
    await heading(page, 'Confirm your e-mail address');
    await page.getByRole('button', { name: 'Confirm without signing in' }).waitFor();
    await expectAccessible(page, 'verify-email-signed-out');
    await page.getByRole('link', { name: 'Sign in to confirm' }).click();
    await heading(page, 'Sign in');
    await signIn(page, 'sipho@example.co.za', PASSWORD);
    await landsOn(page, 'Confirm your e-mail address');
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    const me = await api((await login('sipho@example.co.za', PASSWORD)).accessToken).get('/auth/me');
    expect(me.body.user.emailVerified).toBe(true);
  });

  it('resets a forgotten password from the e-mailed link, refusing a common one next to the field', async () => {
    const before = await login('sipho@example.co.za', PASSWORD);
    const { page } = await person();
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await heading(page, 'Reset your password');
    await expectAccessible(page, 'forgot-password');
    await page.getByLabel('Email').fill('sipho@example.co.za');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('an e-mail with a link to choose a new password is on its way').waitFor();
    const mail = await newestMail('sipho@example.co.za');
    expect(mail.subject).toBe('Reset your password');

    await page.goto(`/reset-password?token=${encodeURIComponent(mail.token)}`);
    await heading(page, 'Choose a new password');
    await page.getByLabel('New password').fill('qwerty123456');
    await page.getByRole('button', { name: 'Set the password' }).click();
    const error = fieldError(page, 'New password');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/most commonly used passwords/);
    await expectAccessible(page, 'reset-password-error');
    await page.getByLabel('New password').fill('another long private phrase');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByText('Your password is set').waitFor();
    // Every session from before has ended; the new password signs in.
    expect((await api().post('/auth/refresh', { refreshToken: before.refreshToken })).status).toBe(401);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await heading(page, 'Sign in');
    await signIn(page, 'sipho@example.co.za', 'another long private phrase');
    await landsOn(page, 'Overview');
  });

  it('changes the password (a wrong current one is shown next to its field) and signs out everywhere', async () => {
    const elsewhere = await login('lindiwe@example.co.za', PASSWORD);
    const { page } = await person();
    await page.goto('/sign-in');
    await signIn(page, 'lindiwe@example.co.za', PASSWORD);
    await landsOn(page, 'Overview');
    await page.getByRole('link', { name: 'Your account' }).click();
    await heading(page, 'Your account');
    await expectAccessible(page, 'your-account');
    await page.getByLabel('Current password').fill('not my password at all');
    await page.getByLabel('New password').fill('a second private passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    const error = fieldError(page, 'Current password');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/password/i);
    await expectAccessible(page, 'your-account-error');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password is changed; your other sessions have ended.').waitFor();
    // The other session ended, this one stays.
    expect((await api().post('/auth/refresh', { refreshToken: elsewhere.refreshToken })).status).toBe(401);
    await page.reload();
    await heading(page, 'Your account');

    const other = await login('lindiwe@example.co.za', 'a second private passphrase');
    const mine = await page.evaluate<string>("sessionStorage.getItem('sms.refreshToken')");
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await heading(page, 'Sign in');
    expect(await page.evaluate<number>('sessionStorage.length')).toBe(0);
    expect((await api().post('/auth/refresh', { refreshToken: other.refreshToken })).status).toBe(401);
    expect((await api().post('/auth/refresh', { refreshToken: mine })).status).toBe(401);
  });

  it('sets the daily spend limit on Billing and per key on API keys, errors next to the field', async () => {
    owner = await person();
    const { page } = owner;
    await page.goto('/billing');
    await heading(page, 'Sign in');
    await signIn(page, creds.demo.email, creds.demo.password);
    await landsOn(page, 'Billing');
    const limits = page.getByRole('region', { name: 'Spend limits' });
    await limits.getByText('no daily limit').waitFor();
    await expectAccessible(page, 'billing-limits');
    await limits.getByLabel('Daily spend limit').fill('0');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    const error = limits.locator('.field-error');
    await error.waitFor();
    expect(await error.innerText()).not.toBe('');
    await limits.getByLabel('Daily spend limit').fill('1');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await limits.getByText('of a daily limit of 1 credit.').waitFor();
    const key = client(stack.baseUrl, { headers: { 'X-API-Key': creds.demo.apiKey } });
    expect((await key.post('/public/sms/send', { to: '082 555 0301', body: 'Within the cap' })).status).toBe(201);
    const past = await key.post('/public/sms/send', { to: '082 555 0302', body: 'Past the cap' });
    expect(past.status).toBe(429);
    expect(past.body.error.code).toBe('SPEND_LIMIT_EXCEEDED');
    await page.reload();
    await limits.getByText(/Spent today \(\d{4}-\d\d-\d\d\): 1 credit of a daily limit of 1 credit\./).waitFor();
    await limits.getByLabel('Daily spend limit').fill('');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await limits.getByText('; no daily limit.').waitFor();

    await navTo(page, 'API keys');
    await page.getByLabel('Name', { exact: true }).fill('Capped key');
    await page.getByLabel('Daily spend limit').fill('2');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Capped key' });
    await row.getByText('2 credits').waitFor();
    await row.getByRole('button', { name: 'Daily limit of Capped key' }).click();
    const form = page.getByRole('form', { name: 'Daily spend limit of “Capped key”' });
    await expectAccessible(page, 'api-keys-cap');
    await form.getByLabel('Daily spend limit').fill('5');
    await form.getByRole('button', { name: 'Save limit' }).click();
    await row.getByText('5 credits').waitFor();
    await navTo(page, 'Billing');
    await page.getByText('API key Capped key: 0 credits of 5 credits today').waitFor();
  });

  it('lists replies under Conversations and manages opt-outs under Contacts', async () => {
    const { accessToken } = await login(creds.demo.email, creds.demo.password);
    expect(
      (await api(accessToken).post('/sandbox/inbound', { from: '082 555 0401', body: 'STOP please' })).status,
    ).toBe(201);
    expect((await api(accessToken).post('/sandbox/inbound', { from: '082 555 0402', body: 'Thanks!' })).status).toBe(
      201,
    );
    const { page } = owner;
    await navTo(page, 'Conversations');
    await page.getByRole('link', { name: 'All replies' }).click();
    await heading(page, 'Replies');
    const stop = page.getByRole('row').filter({ hasText: 'STOP please' });
    await stop.getByText('Opted out').waitFor();
    expect(await stop.innerText()).toContain('+27825550401');
    await page.getByRole('row').filter({ hasText: 'Thanks!' }).waitFor();
    await expectAccessible(page, 'replies');

    await navTo(page, 'Opt-outs');
    await page.getByRole('row').filter({ hasText: '+27825550401' }).getByText('Replied STOP').waitFor();
    await expectAccessible(page, 'opt-outs');
    await page.getByLabel('Phone').fill('12345');
    await page.getByRole('button', { name: 'Opt out', exact: true }).click();
    const error = fieldError(page, 'Phone');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/South African mobile number/);
    await page.getByLabel('Phone').fill('082 555 0403');
    await page.getByLabel('Reason').fill('Asked by phone');
    await page.getByRole('button', { name: 'Opt out', exact: true }).click();
    const added = page.getByRole('row').filter({ hasText: '+27825550403' });
    await added.getByText('Asked by phone').waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await added.getByRole('button', { name: 'Opt back in +27825550403' }).click();
    await added.waitFor({ state: 'detached' });
    const left = await api(accessToken).get('/opt-outs');
    expect(left.body.items.map((o: { phone: string }) => o.phone)).toEqual(['+27825550401']);
  });

  it('adds a webhook with its secret shown once, sends a test, lists and retries deliveries, rotates, disables, deletes', async () => {
    const { page } = owner;
    await navTo(page, 'Webhooks');
    await expectAccessible(page, 'webhooks');
    const url = receiver.url('/browser-hook');
    receiver.answer('/browser-hook', 500);
    await page.getByLabel('URL').fill(url);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByRole('region', { name: `Signing secret of ${url}` });
    const secret = await shown.locator('code').innerText();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(secret);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);

    const row = page.getByRole('row').filter({ hasText: url });
    await row.getByText('Enabled', { exact: true }).waitFor();
    // The first attempt is answered 500; it is listed as failed, and Retry sends the event again.
    await row.getByRole('button', { name: `Send test to ${url}` }).click();
    await page.getByText(`A test event is on its way to ${url}.`).waitFor();
    await receiver.waitFor('/browser-hook', 1);
    const deliveries = page.getByRole('region', { name: `Deliveries to ${url}` });
    const failed = deliveries.getByRole('row').filter({ hasText: 'Failed: answered 500' });
    await failed.first().waitFor(DELIVERY);
    await expectAccessible(page, 'webhook-deliveries');
    await failed
      .first()
      .getByRole('button', { name: /^Retry attempt/ })
      .click();
    await deliveries.getByText('Sent again').waitFor();
    await receiver.waitFor('/browser-hook', 2);
    await deliveries.getByRole('row').filter({ hasText: 'Delivered (200)' }).first().waitFor(DELIVERY);

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: `Rotate secret of ${url}` }).click();
    const rotated = page.getByRole('region', { name: `New signing secret of ${url}` });
    const second = await rotated.locator('code').innerText();
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(secret);
    await rotated.getByRole('button', { name: 'Done' }).click();

    await row.getByRole('button', { name: `Disable ${url}` }).click();
    await row.getByText('Disabled', { exact: true }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: `Delete ${url}` }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('shows each page only to the roles the contract allows', async () => {
    const { accessToken } = await login(creds.demo.email, creds.demo.password);
    const invite = await api(accessToken).post('/invites', { email: 'viewer@example.co.za', role: 'VIEWER' });
    expect(invite.status).toBe(201);
    const accepted = await api().post('/invites/accept', {
      token: invite.body.token,
      fullName: 'Vusi Viewer',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(200);
    const { page } = await person();
    await page.goto('/sign-in');
    await signIn(page, 'viewer@example.co.za', PASSWORD);
    await landsOn(page, 'Overview');
    const links = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
    expect(links).toEqual([
      'Overview',
      'Messages',
      'Conversations',
      'Templates',
      'Contacts',
      'Lists',
      'Opt-outs',
      'Campaigns',
      'API reference',
    ]);
    await navTo(page, 'Opt-outs');
    await page.getByRole('row').filter({ hasText: '+27825550401' }).waitFor();
    // Reads only: no form to add, no button to remove.
    expect(await page.getByRole('button', { name: 'Opt out', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Opt back in/ }).count()).toBe(0);
    await page.goto('/webhooks');
    await heading(page, 'Not available');
  });

  it('fits a phone: Your account and Webhooks stack and stay accessible', async () => {
    const { page } = await person({ width: 390, height: 844 });
    await page.goto('/webhooks');
    await heading(page, 'Sign in');
    await signIn(page, creds.demo.email, creds.demo.password);
    await landsOn(page, 'Webhooks');
    for (const [path, title] of [
      ['/webhooks', 'Webhooks'],
      ['/account', 'Your account'],
      ['/opt-outs', 'Opt-outs'],
    ] as const) {
      await page.goto(path);
      await heading(page, title);
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectAccessible(page, `${title.toLowerCase().replace(/ /g, '-')}-phone`);
    }
  });

  it('met no Content-Security-Policy violation and no uncaught error on any page', () => {
    expect(opened.flatMap((o) => o.problems)).toEqual([]);
  });
});
