/**
 * A receipt that arrives before its message is SENT survives a send worker that dies right after the SENT write (issue
 * 27, docs/decisions/0719). The send worker runs as a process of its own (`local/faults/worker-process.ts`); the
 * Clickatell server posts the message's delivery receipt to the callback, and waits for its answer, before it answers
 * the hand-over, so the receipt is kept before the message is SENT. The worker kills itself (SIGKILL) as soon as
 * DynamoDB answered the write that made the message SENT, before it applied the kept receipt; the job is then
 * redelivered (made visible again, as its visibility timeout would) to the send worker of this process, which finds the
 * message not claimable. The message must end DELIVERED, handed over and charged once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as sendWorker } from '../../functions/send-worker';
import { SEND_WORKER } from '../../lib/service-functions';
import { type QueuePoller, startQueuePoller } from '../../local/queue-poller';
import { declared } from '../../local/serve';
import { asFunction } from '../../local/table-access-guard';
import { sqsClientOf } from '../../shared/aws/sqs-queue';
import { keys } from '../../shared/db/keys';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import { secretBoxFor } from '../../shared/wiring/secret-box';
import { startClickatellServer } from '../support/clickatell-server';
import { type FaultWorker, redeliverJobs, spawnFaultWorker, until } from '../support/fault-worker';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { ledgerSum, signedInOwner } from '../support/workspace';

const CLICKATELL_KEY = 'ck_live_send_receipts_crash_0719';
/** The vendor credentials' key, shared by this process (which seals them) and the worker process (which opens them). */
const KEY_DIR = mkdtempSync(join(tmpdir(), 'sms-vendor-key-'));
const VENDOR_KEY_FILE = join(KEY_DIR, 'vendor.key');

describe('an early receipt of a single send when its worker dies after the SENT write (decision 0719)', () => {
  let stack: TestStack;
  let clickatell: Awaited<ReturnType<typeof startClickatellServer>>;
  const children: FaultWorker[] = [];
  beforeAll(async () => {
    clickatell = await startClickatellServer(CLICKATELL_KEY);
    let base = '';
    // The send queue is left to the worker process until the redelivery; the API and the callbacks run here.
    stack = await startTestStack({
      pollSendQueue: false,
      env: { VENDOR_KEY_FILE },
      overrides: {
        vendors: createVendorRegistry(new SandboxVendor(), {
          clickatellBaseUrl: clickatell.baseUrl,
          publicBaseUrl: () => base,
          secrets: secretBoxFor({ STAGE: 'test', VENDOR_KEY_FILE }),
        }),
      },
    });
    base = stack.baseUrl;
  });
  afterAll(async () => {
    for (const w of children) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await stack?.stop();
    await clickatell?.stop();
    rmSync(KEY_DIR, { recursive: true, force: true });
  });

  const message = async (messageId: string) =>
    (
      await stack.db.send(
        new GetCommand({ TableName: stack.tableName, Key: keys.message(messageId), ConsistentRead: true }),
      )
    ).Item;

  /** The killed worker's job made visible again (its redelivery) and taken by a send worker of this process. */
  async function redeliver(worker: FaultWorker): Promise<QueuePoller> {
    await redeliverJobs(stack, stack.queueUrl, worker);
    return startQueuePoller({
      sqs: sqsClientOf(stack.rt),
      queueUrl: stack.queueUrl,
      handler: (event) => asFunction(declared(SEND_WORKER), () => sendWorker(event)),
      batchSize: 10,
    });
  }

  it('the redelivered job applies the receipt kept before the message was SENT', async () => {
    const { api, apiKey } = await signedInOwner(stack, { credits: 10, vendor: false });
    const put = await api.put('/settings/sms-vendor', {
      provider: 'clickatell',
      credentials: { apiKey: CLICKATELL_KEY },
    });
    expect(put.status).toBe(200);
    clickatell.state.receiptFirst = { url: put.body.callbackUrl as string, status: 'RECEIVED_BY_RECIPIENT' };

    const worker = spawnFaultWorker(stack, {
      KILL_AFTER_WRITE: 'SENT',
      CLICKATELL_BASE_URL: clickatell.baseUrl,
      VENDOR_KEY_FILE,
    });
    children.push(worker);
    await Promise.race([
      worker.ready,
      new Promise((_, reject) => setTimeout(() => reject(new Error(worker.out.join(''))), 60_000)),
    ]);
    const sent = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0825571901', body: 'Hi' });
    expect(sent.status).toBe(201);
    const id = sent.body.id as string;

    const signal = await Promise.race([
      worker.exited,
      new Promise((r) => setTimeout(() => r('still running'), 60_000)),
    ]);
    expect(signal, worker.out.join('').slice(-3000)).toBe('SIGKILL');
    expect(worker.out.join('')).toContain('FAULT worker.killed-after-write');
    expect(worker.handles()).toHaveLength(1);
    // It died with the message SENT and its receipt, kept before that write, not applied.
    expect(clickatell.calls.get(id)).toEqual(['taken']);
    expect(await message(id)).toMatchObject({ status: 'SENT', vendorMessageId: expect.stringMatching(/^ck-/) });

    // Redelivered: the message is not claimable (SENT), and the job applies its kept receipt. Before decision 0719 it
    // was skipped and the message stayed SENT for good.
    const poller = await redeliver(worker);
    try {
      const item = await until('the message DELIVERED', async () => {
        const m = await message(id);
        return m?.status === 'DELIVERED' ? m : undefined;
      });
      expect(item).toMatchObject({ status: 'DELIVERED', deliveryStatus: 'Clickatell: RECEIVED_BY_RECIPIENT' });
    } finally {
      await poller.stop();
    }
    // Handed over once (the redelivered job sent nothing again), charged once, the ledger agreeing with the balance.
    expect(clickatell.calls.get(id)).toEqual(['taken']);
    const balance = (await api.get('/billing/balance')).body.balance as number;
    expect(balance).toBe(9);
    expect(await ledgerSum(api)).toBe(balance);
    expect((await api.get(`/messages/${id}`)).body).toMatchObject({ id, status: 'DELIVERED' });
  }, 180_000);
});
