import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Where the functions' log lines and the tests' canaries go for the log scan (test/support/log-scan.ts), one
// directory per run; the test processes inherit it.
process.env.SMS_TEST_LOG_DIR ??= join(tmpdir(), 'sms-test-logs', `run-${process.pid}`);

/**
 * Tiers that talk to DynamoDB Local and the SQS emulator, started once per run by the global setup (whose last
 * teardown runs the log scan); each test file has a database of its own there (test/support/own-database.ts), and
 * its output is captured for the log scan.
 */
const emulatedAws = {
  globalSetup: ['test/global-setup.ts'],
  setupFiles: ['test/support/own-database.ts', 'test/support/capture-output.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Sized for a 2-core machine: the JVM behind DynamoDB Local needs a core of its own under load.
    maxWorkers: 2,
    projects: [
      // Unit tests that hash passwords (scrypt) or sweep large inputs take seconds on a busy shared machine: a budget,
      // not a timing assertion.
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'integration', include: ['test/integration/**/*.test.ts'], ...emulatedAws } },
      { test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], ...emulatedAws } },
      // The dashboard in headless Chromium against the local stack (test/support/browser.ts).
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          ...emulatedAws,
          globalSetup: [...emulatedAws.globalSetup, 'test/browser/build-dashboard.ts'],
          // Budgets for a busy shared machine (a first delivery waits on the send worker's cold import).
          testTimeout: 240_000,
          hookTimeout: 180_000,
        },
      },
      { test: { name: 'cdk', include: ['test/cdk/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000 } },
    ],
  },
});
