/**
 * `npm start -- --in-memory` in a child process group on a free port with a throw-away data folder, for the Lighthouse
 * bench and the README's screenshots (scripts/screenshots.ts): the whole local stack as a person starts it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LocalCredentials } from '../local/seed';

const STACK_READY_MS = 240_000;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface LocalStack {
  origin: string;
  credentials: LocalCredentials;
  stop: () => Promise<void>;
}

/** `npm start -- --in-memory` in its own process group, on a free port, with a throw-away data folder. */
export async function startStack(): Promise<LocalStack> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sms-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve('local/start.ts'), '--in-memory'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STACK_READY_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output.slice(-4000)}`);
    const health = await fetch(`${origin}/api/v1/health`).catch(() => undefined);
    // The gateway listens once the demo data is seeded and the dashboard built.
    if (health?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The local stack did not answer within ${STACK_READY_MS / 1000} s:\n${output.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const credentials = JSON.parse(readFileSync(join(dataDir, 'local-credentials.json'), 'utf8')) as LocalCredentials;
  return { origin, credentials, stop };
}
