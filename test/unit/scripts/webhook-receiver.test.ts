/**
 * `npm run webhook-receiver` as a developer runs it: a child process on a loopback port, sent a Standard Webhooks
 * request signed by the `standardwebhooks` package, and a second receiver started on the port the first holds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const SECRET = `whsec_${Buffer.from('a local receiver test secret 32b').toString('base64')}`;
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill();
});

function start(env: Record<string, string>, args: string[] = []) {
  const child = spawn(TSX, ['scripts/webhook-receiver.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const until = async (text: RegExp): Promise<RegExpMatchArray> => {
    for (let i = 0; i < 300; i += 1) {
      const match = stdout.match(text);
      if (match) return match;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${text} in ${stdout} / ${stderr}`);
  };
  return { exited, until, output: () => ({ stdout, stderr }) };
}

describe('npm run webhook-receiver', () => {
  it('prints an event whose signature the standardwebhooks package verifies, and one it does not', async () => {
    const receiver = start({ WEBHOOK_SECRET: SECRET, PORT: '0' });
    const [, port] = await receiver.until(/Webhook receiver on http:\/\/127\.0\.0\.1:(\d+)\//);
    const body = JSON.stringify({ id: 'evt_1', type: 'message.sent', createdAt: 'now', data: { id: 'msg_1' } });
    const at = new Date();
    const signature = new Webhook(SECRET).sign('evt_1', at, body);
    const post = (sig: string) =>
      fetch(`http://127.0.0.1:${port}/hooks`, {
        method: 'POST',
        headers: {
          'webhook-id': 'evt_1',
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': sig,
        },
        body,
      });
    expect((await post(signature)).status).toBe(200);
    await receiver.until(/message\.sent id=evt_1 signature verified/);
    expect((await post('v1,bm90IHRoZSBzaWduYXR1cmU=')).status).toBe(200);
    await receiver.until(/signature DOES NOT VERIFY/);
  });

  it('says which port is busy and how to pick another, with exit status 1 and no stack trace', async () => {
    const first = start({ PORT: '0' });
    const [, port] = await first.until(/Webhook receiver on http:\/\/127\.0\.0\.1:(\d+)\//);
    const second = start({ PORT: port! });
    expect(await second.exited).toBe(1);
    const { stderr } = second.output();
    expect(stderr).toContain(`Port ${port} is already in use`);
    expect(stderr).toContain(`PORT=${Number(port) + 1} npm run webhook-receiver`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
