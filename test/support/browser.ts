/**
 * Headless Chromium for the dashboard's end-to-end tests: Debian's chromium driven by playwright-core (no browser
 * download), axe-core for accessibility, screenshots into .screenshots/ (git-ignored), and a watch on every page for
 * what the browser itself reports (Content-Security-Policy violations, uncaught errors). CI installs chromium and sets
 * REQUIRE_CHROMIUM, so there the tests cannot skip.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
const SCREENSHOTS = resolve('.screenshots');

/** Skips the test without Chromium, unless REQUIRE_CHROMIUM says it must run. */
export function requireChromium(ctx: { skip: (note?: string) => void }): void {
  if (hasChromium) return;
  if (process.env.REQUIRE_CHROMIUM) throw new Error(`REQUIRE_CHROMIUM is set but ${CHROMIUM} does not exist`);
  ctx.skip(`Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium; CI installs it)`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** CSP violations and uncaught errors seen so far. */
  problems: string[];
}

/** A fresh context (its own storage: a separate person) and page at `baseUrl`, watched for problems. */
export async function openPage(
  browser: Browser,
  origin: string,
  options: { viewport?: { width: number; height: number }; timezoneId?: string } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'en-ZA',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  // Budgets for a busy shared machine (password hashing, a first import): waits end as soon as the page is ready.
  context.setDefaultTimeout(90_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.push(`CSP: ${message.text()}`);
    }
  });
  return { page, context, problems };
}

/** The serious and critical accessibility violations axe-core finds on the page as it is now (WCAG 2.1 A and AA). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Waits for the page whose level-1 heading is `name`. */
export async function heading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Follows a link of the main navigation and waits for its page (`title`, when the heading differs from the link). */
export async function navTo(page: Page, link: string, title = link): Promise<void> {
  // On a phone the sidebar sits behind the Menu button (issue 29).
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
  await heading(page, title);
}

/** No serious or critical axe-core violation on the page as it stands, then its screenshot under `name`. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page), `axe-core on ${name}`).toEqual([]);
  await screenshot(page, name);
}
