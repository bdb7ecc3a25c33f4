/**
 * The README's screenshots of the console (issue 29): the whole local stack (`npm start -- --in-memory` on a free port,
 * bench/local-stack.ts), a few messages, a blocked one, a reply and an answer, then Debian's Chromium through
 * playwright-core at 1366 × 900 (and a phone's 390 × 844): the sidebar and the overview's charts, a message's page, a
 * conversation, the phone's menu. Saved under docs/screenshots/. `npx tsx scripts/screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { startStack } from '../bench/local-stack';

const OUT = 'docs/screenshots';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 120): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const stack = await startStack();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  const api = `${stack.origin}/api/v1`;
  const post = async (path: string, body: unknown, headers: Record<string, string>) => {
    const res = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const { email, password, apiKey } = stack.credentials.demo;
  const key = { 'X-API-Key': apiKey };
  const { accessToken } = await post('/auth/login', { email, password }, {});
  const bearer = { Authorization: `Bearer ${String(accessToken)}` };
  const parcel = await post(
    '/public/sms/send',
    { to: '082 555 0101', body: 'Your parcel is ready for collection at the Rosebank depot until 18:00.' },
    key,
  );
  await post('/public/sms/send', { to: '082 555 0102', body: 'Reminder: your appointment is tomorrow at 09:30.' }, key);
  await post('/public/sms/send', { to: '082 555 0000', body: 'Your order has shipped.' }, key);
  await post('/messages', { to: '082 555 0103', body: '20% off all parcels this weekend' }, bearer);
  await post('/public/sms/send', { to: '082 555 0104', body: 'I will kill you, you filthy k a f f i r' }, key);
  await until('the parcel delivered', async () => {
    const res = await fetch(`${api}/messages/${String(parcel.id)}`, { headers: bearer });
    return ((await res.json()) as { status: string }).status === 'DELIVERED' ? true : undefined;
  });
  await post('/sandbox/inbound', { from: '082 555 0101', body: 'Thanks! Can my neighbour collect it for me?' }, bearer);
  await post('/messages', { to: '082 555 0101', body: 'Yes: she needs your ID number and this SMS.' }, bearer);
  await until('the usage counted', async () => {
    const res = await fetch(`${api}/usage?days=7`, { headers: bearer });
    const { totals } = (await res.json()) as { totals: { delivered: number; failed: number } };
    return totals.delivered >= 4 && totals.failed >= 1 ? true : undefined;
  });

  mkdirSync(OUT, { recursive: true });
  const shoot = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: false });
    console.log(`${OUT}/${name}.png`);
  };
  const signIn = async (page: Page) => {
    await page.goto(`${stack.origin}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  };

  const desk = await (
    await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'Africa/Johannesburg' })
  ).newPage();
  await signIn(desk);
  await desk.getByRole('figure', { name: 'Messages per day' }).waitFor();
  await shoot(desk, 'overview');
  await desk.goto(`${stack.origin}/messages/${String(parcel.id)}`);
  await desk.getByRole('heading', { name: 'Message to +27825550101' }).waitFor();
  await shoot(desk, 'message-detail');
  await desk.goto(`${stack.origin}/conversations/27825550101`);
  await desk.getByText('Yes: she needs your ID number and this SMS.').waitFor();
  await shoot(desk, 'conversation');

  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
  ).newPage();
  await signIn(phone);
  await phone.getByRole('button', { name: 'Menu', exact: true }).click();
  await shoot(phone, 'phone-menu');
} finally {
  await browser.close();
  await stack.stop();
}
