/**
 * No state change without its webhook event (issue 27 item 4, docs/decisions/1010-events-from-the-change-stream.md):
 * the send worker runs as a process of its own and is killed (SIGKILL) right after DynamoDB answered the write that
 * made a message SENT, before any line after that write ran. The message.sent event still reaches the endpoint.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../shared/db/keys';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { signedInOwner } from '../support/workspace';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

function spawnWorker(stack: TestStack, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'local/faults/worker-process.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      STAGE: 'test',
      SERVICE_VERSION: 'test',
      LOG_LEVEL: 'warn',
      TABLE_NAME: stack.tableName,
      QUEUE_URL: stack.queueUrl,
      WEBHOOK_QUEUE_URL: stack.rt.config.WEBHOOK_QUEUE_URL ?? '',
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      SQS_ENDPOINT: inject('sqsEndpoint'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const out: string[] = [];
  child.stdout!.on('data', (c: Buffer) => out.push(c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => out.push(c.toString('utf8')));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
  return { child, out, exited };
}

describe('events survive a worker killed between its write and anything after it', () => {
  let stack: TestStack;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The send queue is left to the worker process; the webhook worker and the change-stream relay run here.
    stack = await startTestStack({ env: { WEBHOOK_ALLOW_LOOPBACK: 'true' }, pollSendQueue: false });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await stack?.stop();
    await receiver?.stop();
  });

  it('delivers message.sent although the worker died (SIGKILL) right after writing SENT', async () => {
    const owner = await signedInOwner(stack);
    const hook = await owner.api.post('/webhooks', { url: receiver.url('/killed'), events: ['message.sent'] });
    expect(hook.status).toBe(201);

    const worker = spawnWorker(stack, { KILL_AFTER_WRITE: 'SENT' });
    children.push(worker.child);
    const sent = await publicClient(stack, owner.apiKey).post('/public/sms/send', { to: '0825552001', body: 'Hi' });
    expect(sent.status).toBe(201);

    // The worker really died at that point: killed by SIGKILL, the message SENT in the table, never DELIVERED (the
    // sandbox delivers at once, so a worker that lived on would have written DELIVERED next).
    const signal = await Promise.race([
      worker.exited,
      new Promise((r) => setTimeout(() => r('still running'), 30_000)),
    ]);
    expect(signal, worker.out.join('').slice(-3000)).toBe('SIGKILL');
    expect(worker.out.join('')).toContain('FAULT worker.killed-after-write');
    const item = await stack.db.send(
      new GetCommand({ TableName: stack.tableName, Key: keys.message(sent.body.id), ConsistentRead: true }),
    );
    expect(item.Item?.status).toBe('SENT');

    const [hit] = await receiver.waitFor('/killed', 1, 20);
    const payload = JSON.parse(hit!.body) as { id: string; type: string; data: { id: string; status: string } };
    expect(payload).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'message.sent',
      data: { id: sent.body.id, status: 'SENT' },
    });
  }, 90_000);
});
