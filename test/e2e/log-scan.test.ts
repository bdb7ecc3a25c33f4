/**
 * The log scan end to end: with the run's log directory pointed at a private one, a real send through the local stack
 * records its canaries (the API key, the number, the body) and its log lines, the scan finds nothing in them, and a
 * leak planted in a log file is reported. The run's own scan (test/global-setup.ts) never sees the planted leak.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, LOG_DIR_ENV } from '../support/log-capture';
import { scanDir } from '../support/log-scan';
import { createAccount, publicClient, startTestStack, type TestStack } from '../support/stack';

describe('the log scan over a real send', () => {
  let stack: TestStack;
  const runDir = process.env[LOG_DIR_ENV];
  const dir = mkdtempSync(join(tmpdir(), 'log-scan-e2e-'));

  beforeAll(async () => {
    process.env[LOG_DIR_ENV] = dir;
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
    process.env[LOG_DIR_ENV] = runDir;
  });

  it('finds nothing in what a send logs, and reports a leak planted in a log file', async () => {
    const account = await createAccount(stack);
    const api = publicClient(stack, account.apiKey);
    const sent = await api.post('/public/sms/send', {
      to: '082 555 0199',
      body: 'Your parcel 4471 waits at the Rosebank counter',
    });
    expect(sent.status).toBe(201);
    // The worker's lines too: wait until the sandbox vendor has it.
    await expect
      .poll(async () => (await api.get(`/public/sms/${sent.body.id}`)).body.status, { timeout: 20_000 })
      .not.toBe('QUEUED');

    const clean = scanDir(dir);
    expect(clean.lines).toBeGreaterThan(0);
    expect(clean.canaries).toBeGreaterThanOrEqual(3);
    expect(clean.findings).toEqual([]);

    captureLog(JSON.stringify({ level: 'info', msg: 'sent', to: '+27825550199' }));
    captureLog(JSON.stringify({ level: 'info', msg: 'sent', text: 'Your parcel 4471 waits at the Rosebank counter' }));
    captureLog(JSON.stringify({ level: 'info', msg: 'auth', key: account.apiKey }));
    const leaked = scanDir(dir);
    expect(leaked.findings.map((f) => f.kind)).toEqual(['canary:phone', 'canary:body', 'canary:secret']);
  });
});
