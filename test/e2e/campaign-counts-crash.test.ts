/**
 * Campaign counters survive a settler that dies between its write and its count (issue 27, docs/decisions/0715): a
 * receipt for a campaign message is posted to a process of its own running the API (the Clickatell callback), which
 * is killed (SIGKILL) as soon as DynamoDB answered the write that made the message DELIVERED, before the campaign
 * counts hook could run. The change stream's relay counts the settlement: the campaign shows the message delivered,
 * once, and the vendor's retry of the callback (it got no answer) changes nothing more.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../shared/db/keys';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import { startClickatellServer } from '../support/clickatell-server';
import { type FaultWorker, spawnFaultWorker, until } from '../support/fault-worker';
import { startTestStack, type TestStack } from '../support/stack';
import { type Api, collectPages, signedInOwner } from '../support/workspace';

const CLICKATELL_KEY = 'ck_live_counts_crash_7731';

describe('campaign counters when the settler dies after settling (decision 0715)', () => {
  let stack: TestStack;
  let clickatell: Awaited<ReturnType<typeof startClickatellServer>>;
  let api: FaultWorker | undefined;
  beforeAll(async () => {
    clickatell = await startClickatellServer(CLICKATELL_KEY);
    let base = '';
    stack = await startTestStack({
      overrides: {
        vendors: createVendorRegistry(new SandboxVendor(), {
          clickatellBaseUrl: clickatell.baseUrl,
          publicBaseUrl: () => base,
        }),
      },
    });
    base = stack.baseUrl;
  });
  afterAll(async () => {
    if (api && api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    await stack?.stop();
    await clickatell?.stop();
  });

  it('counts a receipt whose settler was killed (SIGKILL) right after writing DELIVERED, once', async () => {
    const owner = await signedInOwner(stack, { credits: 20, vendor: false });
    const owned: Api = owner.api;
    const put = await owned.put('/settings/sms-vendor', {
      provider: 'clickatell',
      credentials: { apiKey: CLICKATELL_KEY },
    });
    expect(put.status).toBe(200);
    const ids: string[] = [];
    for (const phone of ['+27827310001', '+27827310002']) {
      const res = await owned.post('/contacts', { phone, firstName: 'Pat' });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const id = (
      await owned.post('/campaigns', {
        name: 'Killed settler',
        kind: 'transactional',
        body: 'Your parcel is on its way',
        audience: { contactIds: ids },
      })
    ).body.id as string;
    expect((await owned.post(`/campaigns/${id}/launch`, {})).status).toBe(202);
    const done = await until('campaign completed', async () => {
      const c = (await owned.get(`/campaigns/${id}`)).body;
      return c.status === 'COMPLETED' ? c : undefined;
    });
    expect(done.counts).toMatchObject({ recipients: 2, sent: 2, delivered: 0 });
    const rows = (await collectPages(owned, `/campaigns/${id}/recipients?limit=100`)).flatMap(
      (p) => p.items as unknown as { messageId: string; status: string }[],
    );
    const [first, second] = rows as [{ messageId: string }, { messageId: string }, ...unknown[]];
    const vendorId = (messageId: string) =>
      [...clickatell.taken.values()].find((m) => m.clientMessageId === messageId)!.apiMessageId;

    // The receipt goes to the process that dies after its write.
    api = spawnFaultWorker(stack, {
      ROLE: 'api',
      KILL_AFTER_WRITE: 'DELIVERED',
      CLICKATELL_BASE_URL: clickatell.baseUrl,
    });
    const childBase = await Promise.race([
      api.ready,
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error(api!.out.join(''))), 60_000)),
    ]);
    const callbackPath = new URL(put.body.callbackUrl as string).pathname.replace(/^\/api\/v1/, '');
    const receipt = JSON.stringify(clickatell.settle(vendorId(first.messageId), 'RECEIVED_BY_RECIPIENT'));
    const post = (base: string) =>
      fetch(`${base}${callbackPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: receipt,
      });
    await post(childBase).catch(() => undefined); // no answer: the process died mid-request
    const signal = await Promise.race([api.exited, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
    expect(signal, api.out.join('').slice(-3000)).toBe('SIGKILL');
    expect(api.out.join('')).toContain('FAULT worker.killed-after-write');
    const item = await stack.db.send(
      new GetCommand({ TableName: stack.tableName, Key: keys.message(first.messageId), ConsistentRead: true }),
    );
    expect(item.Item?.status).toBe('DELIVERED');

    // The relay counts what the dead settler did not: delivered 1, sent 1 (the other message), and marks it counted.
    const counted = await until(
      'the settlement counted',
      async () => {
        const c = (await owned.get(`/campaigns/${id}`)).body;
        return c.counts.delivered === 1 ? c : undefined;
      },
      30,
    );
    expect(counted.counts).toMatchObject({ recipients: 2, sent: 1, delivered: 1, failed: 0 });
    const marked = await stack.db.send(
      new GetCommand({ TableName: stack.tableName, Key: keys.message(first.messageId), ConsistentRead: true }),
    );
    expect(marked.Item?.campaignCounted).toBe('DELIVERED');

    // The vendor retries the callback it got no answer to (to the live API): nothing is counted twice.
    expect((await post(stack.baseUrl)).status).toBe(204);
    // And the other message's receipt, through the live API, is counted at once by the fast path.
    const other = JSON.stringify(clickatell.settle(vendorId(second.messageId), 'RECEIVED_BY_RECIPIENT'));
    const res = await fetch(`${stack.baseUrl}${callbackPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: other,
    });
    expect(res.status).toBe(204);
    expect((await owned.get(`/campaigns/${id}`)).body.counts).toMatchObject({ sent: 0, delivered: 2 });
    await new Promise((r) => setTimeout(r, 2000));
    const settledNow = (await owned.get(`/campaigns/${id}`)).body;
    expect(settledNow.counts).toMatchObject({ recipients: 2, sent: 0, delivered: 2, failed: 0 });
    expect(settledNow.spentCredits).toBe(done.spentCredits);
  }, 150_000);
});
