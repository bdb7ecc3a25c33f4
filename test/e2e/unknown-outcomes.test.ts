import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleMessage } from '../../shared/messages/settle';
import { clickatellReceipt } from '../../shared/vendors/clickatell-vendor';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import { startClickatellServer } from '../support/clickatell-server';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { runWorker, signedInOwner } from '../support/workspace';

const API_KEY = 'ck_live_fault_injection_4410';

describe('a vendor call whose outcome is unknown is never sent again blindly (fault injection)', () => {
  let stack: TestStack;
  let clickatell: Awaited<ReturnType<typeof startClickatellServer>>;
  const sandbox = new SandboxVendor();
  beforeAll(async () => {
    clickatell = await startClickatellServer(API_KEY);
    stack = await startTestStack({
      pollQueue: false,
      overrides: {
        vendors: createVendorRegistry(sandbox, { clickatellBaseUrl: clickatell.baseUrl, clickatellTimeoutMs: 300 }),
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await clickatell?.stop();
  });

  /** The ledger's debits and refunds (the opening credit left out). */
  const chargesOf = async (accountId: string) =>
    (await stack.repos.accounts.ledger(accountId, { limit: 100 })).items
      .map((e) => e.type)
      .filter((type) => type !== 'CREDIT');

  it('Clickatell takes the message and times out: sent once, SENT unconfirmed, then DELIVERED from its receipt, charged once', async () => {
    const owner = await signedInOwner(stack, { credits: 5, vendor: false });
    await owner.api.put('/settings/sms-vendor', { provider: 'clickatell', credentials: { apiKey: API_KEY } });
    const sent = await owner.api.post('/messages', { to: '0821234567', body: 'Your appointment is at 10:00' });
    expect(sent.status).toBe(201);
    const posts = () => clickatell.received.filter((r) => r.method === 'POST').length;
    const before = posts();

    clickatell.state.acceptThenHang = true;
    try {
      await runWorker(stack, sent.body.id, owner.accountId);
    } finally {
      clickatell.state.acceptThenHang = false;
    }
    const unconfirmed = await owner.api.get(`/messages/${sent.body.id}`);
    expect(unconfirmed.body).toMatchObject({ status: 'SENT', deliveryStatus: 'unconfirmed', cost: 1 });

    // The job comes back (SQS redelivery) and the sweeper runs, again and again: nothing is handed over twice.
    await runWorker(stack, sent.body.id, owner.accountId);
    for (let i = 0; i < 3; i++) {
      stack.clock.advance(90 * 60_000);
      await stack.service.sweep();
    }
    expect(posts() - before).toBe(1);
    // (The clock has run past the access token's life: read the table itself from here on.)
    expect((await stack.repos.messages.get(sent.body.id))?.status).toBe('SENT');
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(4);

    // The vendor's receipt settles it; a duplicate and a late, contradicting one change nothing.
    const [taken] = [...clickatell.taken.values()].filter((m) => m.clientMessageId === sent.body.id);
    const receipt = clickatellReceipt(clickatell.settle(taken!.apiMessageId, 'RECEIVED_BY_RECIPIENT'))!;
    const settle = (r: typeof receipt) =>
      settleMessage(
        { messages: stack.repos.messages, clock: stack.clock },
        {
          messageId: r.reference,
          state: r.state,
          detail: r.detail,
        },
      );
    expect(await settle(receipt)).toBe('DELIVERED');
    expect(await settle(receipt)).toBe('already-final');
    expect(await settle({ ...receipt, state: 'failed', detail: 'Clickatell: DELIVERY_FAILURE' })).toBe('already-final');
    expect(await stack.repos.messages.get(sent.body.id)).toMatchObject({
      status: 'DELIVERED',
      deliveryStatus: 'Clickatell: RECEIVED_BY_RECIPIENT',
    });
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(4);
    expect(await chargesOf(owner.accountId)).toEqual(['DEBIT']);
  });

  it('an answer lost by a vendor with a status lookup: settled DELIVERED by the sweeper, handed over once, charged once', async () => {
    const { apiKey, accountId } = await signedInOwner(stack, { credits: 3 });
    const api = publicClient(stack, apiKey);
    // 7777: the sandbox takes and delivers it, but its answer is lost.
    const sent = await api.post('/public/sms/send', { to: '0821237777', body: 'lost answer' });
    await runWorker(stack, sent.body.id, accountId);
    expect((await api.get(`/public/sms/${sent.body.id}`)).body).toMatchObject({
      status: 'SENT',
      deliveryStatus: 'unconfirmed',
    });
    expect(await stack.service.sweep()).toMatchObject({ settled: 0 });
    stack.clock.advance(3 * 60_000);
    expect(await stack.service.sweep()).toMatchObject({ settled: 1 });
    expect((await api.get(`/public/sms/${sent.body.id}`)).body).toMatchObject({
      status: 'DELIVERED',
      deliveryStatus: 'Sandbox: delivered',
    });
    expect(sandbox.received.filter((s) => s.reference === sent.body.id)).toHaveLength(1);
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(2);
    expect(await chargesOf(accountId)).toEqual(['DEBIT']);
  });

  it('a worker that vanished mid-hand-over leaves the message unconfirmed: not handed over again, not refunded', async () => {
    const { apiKey, accountId } = await signedInOwner(stack, { credits: 3 });
    const sent = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821234567', body: 'in flight' });
    // The claim a worker makes before calling the vendor, and then nothing: it died.
    expect(await stack.repos.messages.claim(sent.body.id, stack.clock.now(), 120_000)).toMatchObject({
      ok: true,
      message: { status: 'SENDING' },
    });
    await runWorker(stack, sent.body.id, accountId);
    stack.clock.advance(3 * 60_000);
    expect(await stack.service.sweep()).toMatchObject({ requeued: 0, unconfirmed: 1 });
    await runWorker(stack, sent.body.id, accountId);
    expect(sandbox.received.filter((s) => s.reference === sent.body.id)).toHaveLength(0);
    expect(await stack.repos.messages.get(sent.body.id)).toMatchObject({
      status: 'SENT',
      deliveryStatus: 'unconfirmed',
    });
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(2);
  });
});
