/**
 * The dashboard that `npm start`, the Lighthouse bench and `cdk deploy` serve is React's production build, even when
 * the build was started from this test run (vitest sets NODE_ENV=test, which Vite would otherwise keep, building React
 * and the JSX transform for development). The browser tier's global setup built dashboard/dist from this process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_MARK, DASHBOARD_DIST, dashboardStale } from '../../local/dashboard';

describe('the dashboard build', () => {
  it('is a production build, marked as one, with no development JSX or React warnings in any chunk', () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(readFileSync(join(DASHBOARD_DIST, BUILD_MARK), 'utf8')).toBe('production');
    expect(dashboardStale()).toBe(false);
    const chunks = readdirSync(join(DASHBOARD_DIST, 'assets')).filter((f) => f.endsWith('.js'));
    const code = chunks.map((f) => readFileSync(join(DASHBOARD_DIST, 'assets', f), 'utf8'));
    expect(chunks.length).toBeGreaterThan(5);
    // The development JSX runtime and React DOM's development-only component stack helpers.
    for (const [i, text] of code.entries()) {
      expect(text.includes('jsxDEV'), chunks[i]).toBe(false);
      expect(text.includes('describeNativeComponentFrame'), chunks[i]).toBe(false);
    }
    // React DOM's production build replaces its messages with numbered codes.
    expect(code.some((text) => text.includes('Minified React error'))).toBe(true);
  });
});
