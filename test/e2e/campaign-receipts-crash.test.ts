/**
 * Receipts that arrive before a campaign chunk's messages are stored survive a campaign worker that dies (issue 27,
 * docs/decisions/0718). The campaign worker runs as a process of its own (`local/faults/worker-process.ts`,
 * `ROLE=campaign`); the Clickatell server posts each message's delivery receipt to the callback, and waits for its
 * answer, before it answers the hand-over, so every receipt is kept before its message exists. The worker is killed
 * (SIGKILL) right after DynamoDB answered the transaction that wrote the chunk's results, or right after it applied the
 * first kept receipt; the job is then redelivered (made visible again, as its visibility timeout would) to the worker
 * of this process. Every message must end DELIVERED, counted once, and the campaign's counters and credits agree. An
 * error applying them (not a kill: the worker lives on) fails the attempt before its results in the same way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as campaignWorker } from '../../functions/campaign-worker';
import { CAMPAIGN_WORKER } from '../../lib/service-functions';
import { type QueuePoller, startQueuePoller } from '../../local/queue-poller';
import { declared } from '../../local/serve';
import { asFunction, currentFunction } from '../../local/table-access-guard';
import { sqsClientOf } from '../../shared/aws/sqs-queue';
import { CampaignChunkRepository } from '../../shared/db/campaign-chunk-repository';
import { keys } from '../../shared/db/keys';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import { secretBoxFor } from '../../shared/wiring/secret-box';
import { startClickatellServer } from '../support/clickatell-server';
import { type FaultWorker, redeliverJobs, spawnFaultWorker, until } from '../support/fault-worker';
import { startTestStack, type TestStack } from '../support/stack';
import { type Api, collectPages, ledgerSum, signedInOwner } from '../support/workspace';

const CLICKATELL_KEY = 'ck_live_receipts_crash_5520';
/** The vendor credentials' key, shared by this process (which seals them) and the worker process (which opens them). */
const KEY_DIR = mkdtempSync(join(tmpdir(), 'sms-vendor-key-'));
const VENDOR_KEY_FILE = join(KEY_DIR, 'vendor.key');

describe('early receipts of a campaign chunk when its worker dies (decision 0718)', () => {
  let stack: TestStack;
  let clickatell: Awaited<ReturnType<typeof startClickatellServer>>;
  const children: FaultWorker[] = [];
  beforeAll(async () => {
    clickatell = await startClickatellServer(CLICKATELL_KEY);
    let base = '';
    // The campaign queue is left to the worker process; the API, the callbacks and the change-stream relay run here.
    stack = await startTestStack({
      pollCampaignQueue: false,
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

  /** An account on Clickatell whose receipts come first, and a campaign of two drafted (not launched). */
  async function campaignOfTwo(prefix: string) {
    const { api } = await signedInOwner(stack, { credits: 20, vendor: false });
    const put = await api.put('/settings/sms-vendor', {
      provider: 'clickatell',
      credentials: { apiKey: CLICKATELL_KEY },
    });
    expect(put.status).toBe(200);
    clickatell.state.receiptFirst = { url: put.body.callbackUrl as string, status: 'RECEIVED_BY_RECIPIENT' };
    const contactIds: string[] = [];
    for (const phone of [`${prefix}01`, `${prefix}02`]) {
      const res = await api.post('/contacts', { phone, firstName: 'Lee' });
      expect(res.status).toBe(201);
      contactIds.push(res.body.id);
    }
    const id = (
      await api.post('/campaigns', {
        name: 'Early receipts',
        kind: 'transactional',
        body: 'Your order has shipped',
        audience: { contactIds },
      })
    ).body.id as string;
    return { api, id };
  }

  /** The campaign of two and the campaign worker process that dies at `kill`: answers once it died, with its messages. */
  async function campaignWhoseWorkerDies(prefix: string, kill: Record<string, string>) {
    const { api, id } = await campaignOfTwo(prefix);
    const worker = spawnFaultWorker(stack, {
      ROLE: 'campaign',
      ...kill,
      CAMPAIGN_QUEUE_URL: stack.rt.config.CAMPAIGN_QUEUE_URL ?? '',
      CLICKATELL_BASE_URL: clickatell.baseUrl,
      VENDOR_KEY_FILE,
    });
    children.push(worker);
    await Promise.race([
      worker.ready,
      new Promise((_, reject) => setTimeout(() => reject(new Error(worker.out.join(''))), 60_000)),
    ]);
    expect((await api.post(`/campaigns/${id}/launch`, {})).status).toBe(202);
    const signal = await Promise.race([
      worker.exited,
      new Promise((r) => setTimeout(() => r('still running'), 60_000)),
    ]);
    expect(signal, worker.out.join('').slice(-3000)).toBe('SIGKILL');
    // The campaign's messages, by the numbers the vendor took them for (its rows show them only once its results are in).
    const messageIds = [...clickatell.taken.values()]
      .filter((m) => m.to.startsWith(prefix.slice(1)))
      .map((m) => m.clientMessageId!);
    expect(messageIds).toHaveLength(2);
    return { api, id, worker, messageIds };
  }

  /** The killed worker's job made visible again (its redelivery) and taken by a worker of this process. */
  async function redeliver(worker: FaultWorker): Promise<QueuePoller> {
    const queueUrl = stack.rt.config.CAMPAIGN_QUEUE_URL!;
    await redeliverJobs(stack, queueUrl, worker);
    return startQueuePoller({
      sqs: sqsClientOf(stack.rt),
      queueUrl,
      handler: (event) => asFunction(declared(CAMPAIGN_WORKER), () => campaignWorker(event)),
      batchSize: 10,
    });
  }

  const message = async (messageId: string) =>
    (
      await stack.db.send(
        new GetCommand({ TableName: stack.tableName, Key: keys.message(messageId), ConsistentRead: true }),
      )
    ).Item;

  async function expectSettledAndCounted(api: Api, id: string, messageIds: string[]) {
    const done = await until('the campaign completed, its receipts counted', async () => {
      const c = (await api.get(`/campaigns/${id}`)).body;
      return c.status === 'COMPLETED' && c.counts.delivered === 2 ? c : undefined;
    });
    expect(done.counts).toMatchObject({ recipients: 2, queued: 0, sent: 0, delivered: 2, failed: 0 });
    for (const m of messageIds) {
      const item = await message(m);
      expect(item).toMatchObject({
        status: 'DELIVERED',
        deliveryStatus: 'Clickatell: RECEIVED_BY_RECIPIENT',
        campaignCounted: 'DELIVERED',
      });
      // Handed over once: the redelivered job sent nothing again.
      expect(clickatell.calls.get(m)).toEqual(['taken']);
    }
    const rows = (await collectPages(api, `/campaigns/${id}/recipients?limit=100`)).flatMap(
      (p) => p.items as unknown as { status: string }[],
    );
    expect(rows.map((r) => r.status)).toEqual(['DELIVERED', 'DELIVERED']);
    // Charged once each, the rest of the reservation released, the ledger agreeing with the balance.
    expect(done.spentCredits).toBe(2);
    const balance = (await api.get('/billing/balance')).body.balance as number;
    expect(balance).toBe(18);
    expect(await ledgerSum(api)).toBe(balance);
    // Nothing moves later (the relay's copy of each count finds it counted).
    await new Promise((r) => setTimeout(r, 2000));
    expect((await api.get(`/campaigns/${id}`)).body.counts).toMatchObject({ sent: 0, delivered: 2, failed: 0 });
  }

  it('a worker killed (SIGKILL) right after writing the chunk results has applied the receipts that came first', async () => {
    const { api, id, worker, messageIds } = await campaignWhoseWorkerDies('+278255100', {
      KILL_AFTER_CHUNK_RESULTS: '1',
    });
    expect(worker.out.join('')).toContain('FAULT worker.killed-after-chunk-results');
    // It died with the chunk's results written (no open chunk) and nothing after them run (nobody ended the campaign).
    expect(await new CampaignChunkRepository(stack.table).openChunks(id)).toEqual([]);
    const now = (await api.get(`/campaigns/${id}`)).body;
    expect(now.status).toBe('SENDING');
    // The receipts kept before the messages existed are applied already: before decision 0718 they were applied after
    // the results, and the messages stayed SENT for good (the redelivered job finds its chunk done and moves on).
    for (const m of messageIds) expect((await message(m))?.status).toBe('DELIVERED');
    expect(now.counts).toMatchObject({ recipients: 2, sent: 0, delivered: 2, failed: 0 });

    const poller = await redeliver(worker);
    try {
      await expectSettledAndCounted(api, id, messageIds);
    } finally {
      await poller.stop();
    }
  }, 180_000);

  it('a worker killed (SIGKILL) while applying them leaves its claim to the redelivered job, which applies the rest', async () => {
    const { api, id, worker, messageIds } = await campaignWhoseWorkerDies('+278255200', {
      KILL_AFTER_WRITE: 'DELIVERED',
    });
    expect(worker.out.join('')).toContain('FAULT worker.killed-after-write');
    // It died after its first receipt's write, before the chunk's results: the chunk is still claimed, one message
    // DELIVERED and the other SENT, its receipt still kept.
    const open = await new CampaignChunkRepository(stack.table).openChunks(id);
    expect(open.map((c) => c.status)).toEqual(['SENDING']);
    const states = await Promise.all(messageIds.map(async (m) => (await message(m))?.status));
    expect(states.sort()).toEqual(['DELIVERED', 'SENT']);

    // Redelivered past the dead worker's lease (on the worker's clock): the chunk is claimed again, its hand-overs
    // settled by the messages stored (none sent again), the kept receipt applied, the results written once.
    stack.rt.overrides.sandboxClock!.set(Date.now() + 5 * 60_000);
    const poller = await redeliver(worker);
    try {
      await expectSettledAndCounted(api, id, messageIds);
    } finally {
      await poller.stop();
      stack.rt.overrides.sandboxClock!.reset();
    }
  }, 180_000);

  it('an error while applying them (the worker lives on) fails the attempt before its results; the next claim applies the rest', async () => {
    const prefix = '+278255300';
    const { api, id } = await campaignOfTwo(prefix);
    // The campaign worker's first write that moves a message to DELIVERED is answered, then its call fails (a
    // throttled or timed-out request after the SDK's retries would fail the same way): the worker goes on running.
    let failures = 0;
    const middleware = 'failOnceAfterDelivered';
    stack.db.middlewareStack.add(
      (next) => async (args) => {
        const output = await next(args);
        const to = (args.input as { ExpressionAttributeValues?: Record<string, unknown> }).ExpressionAttributeValues?.[
          ':to'
        ];
        if (failures === 0 && to === 'DELIVERED' && currentFunction() === 'campaign-worker') {
          failures += 1;
          throw new Error('injected error after the first receipt applied');
        }
        return output;
      },
      { step: 'initialize', name: middleware },
    );
    const queueUrl = stack.rt.config.CAMPAIGN_QUEUE_URL!;
    const poller = startQueuePoller({
      sqs: sqsClientOf(stack.rt),
      queueUrl,
      handler: (event) => asFunction(declared(CAMPAIGN_WORKER), () => campaignWorker(event)),
      batchSize: 10,
    });
    try {
      expect((await api.post(`/campaigns/${id}/launch`, {})).status).toBe(202);
      await until('the injected error', async () => (failures > 0 ? true : undefined));
      const messageIds = [...clickatell.taken.values()]
        .filter((m) => m.to.startsWith(prefix.slice(1)))
        .map((m) => m.clientMessageId!);
      expect(messageIds).toHaveLength(2);
      // The attempt failed before its results: the chunk is still claimed, one receipt applied, the other still kept.
      // Before this was rethrown the results were written here, and the second message stayed SENT for good.
      await new Promise((r) => setTimeout(r, 1000));
      const open = await new CampaignChunkRepository(stack.table).openChunks(id);
      expect(open.map((c) => c.status)).toEqual(['SENDING']);
      const states = await Promise.all(messageIds.map(async (m) => (await message(m))?.status));
      expect(states.sort()).toEqual(['DELIVERED', 'SENT']);
      // Past the lease on the worker's clock, the sweeper queues the stalled chunk again; its next claim settles the
      // hand-overs by their stored messages, applies the kept receipt and writes the results once.
      stack.rt.overrides.sandboxClock!.set(Date.now() + 5 * 60_000);
      await stack.service.sweepCampaigns();
      await expectSettledAndCounted(api, id, messageIds);
    } finally {
      await poller.stop();
      stack.db.middlewareStack.remove(middleware);
      stack.rt.overrides.sandboxClock!.reset();
    }
  }, 180_000);
});
