/**
 * Lighthouse against the local build (issue 15: performance at least 90, accessibility at least 95): `npm start
 * --in-memory` in a child process on a free port, then Lighthouse in Debian's Chromium (no browser download, no
 * network: the flags below keep Chromium from calling out) on the sign-in page and, signed in as the demo owner, the
 * Overview, the message log and a message's page, each with Lighthouse's mobile (simulated slow 4G, 4x CPU) and desktop settings. The local stack serves the
 * build as CloudFront does: hashed assets immutable and gzipped, index.html no-cache, the same headers.
 * docs/decisions/1505-lighthouse-bench.md.
 */
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { LocalCredentials } from '../local/seed';
import { type LocalStack, startStack } from './local-stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 90, accessibility: 95 } as const;
/** Chromium as root (headless: puppeteer's own flag), on a machine with no network but loopback. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
];

interface Score {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedA11y: string[];
  /** Lighthouse's measure of this host's CPU speed (higher is faster; a busy shared machine scores low). */
  benchmarkIndex: number;
}

/** Signs in through the sign-in form, as a person would; the tab then holds the session (sessionStorage). */
async function signIn(page: Page, origin: string, credentials: LocalCredentials): Promise<void> {
  await page.goto(`${origin}/sign-in`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Email)').fill(credentials.demo.email);
  await page.locator('::-p-aria(Password)').fill(credentials.demo.password);
  await page.locator('::-p-aria(Sign in[role="button"])').click();
  try {
    await page.waitForSelector('h1::-p-text(Overview)', { timeout: 90_000 });
  } catch (error) {
    const text = await page.evaluate('document.body.innerText').catch(() => '');
    throw new Error(`Signing in as the demo owner did not reach the Overview (${page.url()}):\n${text}`, {
      cause: error,
    });
  }
}

async function measure(
  browser: Browser,
  stack: LocalStack,
  target: { page: string; path: string; signedIn: boolean },
  formFactor: 'mobile' | 'desktop',
): Promise<Score> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (target.signedIn) await signIn(page, stack.origin, stack.credentials);
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keep the tab's sessionStorage (the refresh token of the sign-in above): a reload of a signed-in page.
      disableStorageReset: target.signedIn,
    };
    const config: Config | undefined =
      formFactor === 'desktop' ? (desktopConfig as Config) : { extends: 'lighthouse:default' };
    const result = await lighthouse(`${stack.origin}${target.path}`, flags, config, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${target.path}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
    return {
      page: target.page,
      formFactor,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      failedA11y: a11yRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await context.close();
  }
}

export async function benchLighthouse(): Promise<void> {
  console.log('\n== Lighthouse: the dashboard on the local stack (targets: performance >= 90, accessibility >= 95) ==');
  const stack = await startStack();
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    defaultViewport: null,
  });
  const scores: Score[] = [];
  try {
    // Issue 29 adds the message log and a message's page (a message sent first, through the Public API).
    const sent = await fetch(`${stack.origin}/api/v1/public/sms/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': stack.credentials.demo.apiKey },
      body: JSON.stringify({ to: '082 555 0101', body: 'Your parcel is ready for collection' }),
    });
    const { id } = (await sent.json()) as { id: string };
    const targets = [
      { page: 'Sign in', path: '/sign-in', signedIn: false },
      { page: 'Overview', path: '/', signedIn: true },
      { page: 'Messages', path: '/messages', signedIn: true },
      { page: 'Message', path: `/messages/${id}`, signedIn: true },
    ].filter((t) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(t.page));
    // LIGHTHOUSE_FORMS=mobile (or desktop) for a shorter run; LIGHTHOUSE_PAGES=Overview,Messages for some pages.
    const forms = (['mobile', 'desktop'] as const).filter(
      (f) => !process.env.LIGHTHOUSE_FORMS || process.env.LIGHTHOUSE_FORMS.split(',').includes(f),
    );
    for (const target of targets) {
      for (const formFactor of forms) {
        scores.push(await measure(browser, stack, target, formFactor));
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    await stack.stop();
  }
  const mark = (value: number, target: number) => `${String(value).padStart(3)} ${value >= target ? 'ok ' : 'LOW'}`;
  console.log('page       form     performance  accessibility   FCP ms   LCP ms   TBT ms    CLS  host index');
  for (const s of scores) {
    console.log(
      `${s.page.padEnd(10)} ${s.formFactor.padEnd(8)} ${mark(s.performance, TARGETS.performance).padEnd(12)} ` +
        `${mark(s.accessibility, TARGETS.accessibility).padEnd(14)} ${s.fcpMs.toFixed(0).padStart(7)}  ` +
        `${s.lcpMs.toFixed(0).padStart(7)}  ${s.tbtMs.toFixed(0).padStart(7)}  ${s.cls.toFixed(3).padStart(6)}  ${s.benchmarkIndex.toFixed(0).padStart(10)}`,
    );
    for (const failed of s.failedA11y) console.log(`           accessibility audit failed: ${failed}`);
  }
  const below = scores.filter(
    (s) => s.performance < TARGETS.performance || s.accessibility < TARGETS.accessibility,
  ).length;
  console.log(below === 0 ? 'Every page meets both targets.' : `${below} measurement(s) below a target.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
