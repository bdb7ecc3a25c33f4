/**
 * "Sign in with <provider>" in headless Chromium: the sign-in page offers the providers GET /auth/providers lists, the
 * browser goes to the provider's authorization endpoint (a loopback identity provider that approves at once) and
 * comes back to /auth/callback with an ID token, which the app checks (state, nonce) and exchanges at POST
 * /auth/social. An answer this tab did not ask for signs nobody in.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_DIST } from '../../local/dashboard';
import {
  hasChromium,
  heading,
  launchChromium,
  openPage,
  requireChromium,
  screenshot,
  seriousViolations,
  type WatchedPage,
} from '../support/browser';
import { client } from '../support/http';
import { type FakeIdentityProvider, startFakeIdentityProvider } from '../support/idp';
import { startTestStack, type TestStack } from '../support/stack';

describe('signing in with an identity provider in a browser', () => {
  let stack: TestStack;
  let idp: FakeIdentityProvider;
  let origin: string;
  let browser: Browser | undefined;
  const opened: WatchedPage[] = [];

  beforeAll(async () => {
    idp = await startFakeIdentityProvider('dashboard-web-client');
    stack = await startTestStack({
      dashboardDist: DASHBOARD_DIST,
      pollQueue: false,
      env: { IDENTITY_PROVIDERS: idp.config() },
    });
    origin = new URL(stack.baseUrl).origin;
    if (hasChromium) browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await idp?.stop();
  });
  beforeEach((ctx) => requireChromium(ctx));

  async function person(): Promise<WatchedPage> {
    const watched = await openPage(browser!, origin);
    opened.push(watched);
    return watched;
  }

  it('lists the configured providers with their client id and endpoint', async () => {
    const res = await client(stack.baseUrl).get('/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        name: 'fake',
        label: 'Fake ID',
        authorizationUrl: idp.authorizationUrl,
        clientId: 'dashboard-web-client',
        scope: 'openid email',
      },
    ]);
  });

  it('signs a new person in with the provider and back to the page they asked for', async () => {
    idp.signInAs({ sub: 'fake-user-1', email: 'zanele@example.co.za', email_verified: true, name: 'Zanele Khumalo' });
    const { page } = await person();
    await page.goto('/templates');
    await page.waitForURL('**/sign-in?next=%2Ftemplates');
    const button = page.getByRole('button', { name: 'Sign in with Fake ID' });
    await button.waitFor();
    expect(await seriousViolations(page), 'axe-core on sign-in with a provider').toEqual([]);
    await screenshot(page, 'sign-in-social');
    await button.click();
    await heading(page, 'Templates');
    expect(new URL(page.url()).hash).toBe('');
    const [asked] = idp.authorizations();
    expect(asked?.get('client_id')).toBe('dashboard-web-client');
    expect(asked?.get('redirect_uri')).toBe(`${origin}/auth/callback`);
    expect(asked?.get('response_type')).toBe('id_token');
    expect(asked?.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(asked?.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    // The person has an account of their own, verified by the provider, and nothing of the sign-in is left behind.
    const storage = await page.evaluate('Object.keys(sessionStorage)');
    expect(storage).toEqual(['sms.refreshToken']);
    await page.getByRole('link', { name: 'Your account' }).click();
    await heading(page, 'Your account');
    await page.getByText('zanele@example.co.za (confirmed)').waitFor();
  });

  it('refuses an ID token this tab did not ask for (another state or nonce), signing nobody in', async () => {
    const idToken = await idp.idToken({ sub: 'fake-user-2', email: 'intruder@example.co.za', email_verified: true });
    const { page } = await person();
    await page.goto(`/auth/callback#id_token=${idToken}&state=guessed`);
    await heading(page, 'Signing in');
    await page.getByRole('alert').filter({ hasText: 'This sign-in did not start here' }).waitFor();
    expect(await seriousViolations(page), 'axe-core on a refused callback').toEqual([]);
    expect(page.url()).toBe(`${origin}/auth/callback`);
    expect(await page.evaluate<number>('sessionStorage.length')).toBe(0);
  });

  it('met no Content-Security-Policy violation and no uncaught error on any page', () => {
    expect(opened.flatMap((o) => o.problems)).toEqual([]);
  });
});
