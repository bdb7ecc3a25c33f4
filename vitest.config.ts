import { defineConfig } from 'vitest/config';

/** Tiers that talk to DynamoDB Local and the SQS emulator, started once per run by the global setup. */
const emulatedAws = {
  globalSetup: ['test/global-setup.ts'],
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
      { test: { name: 'cdk', include: ['test/cdk/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000 } },
    ],
  },
});
