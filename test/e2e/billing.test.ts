import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { collectPages, runWorker, signedInMember, signedInOwner } from '../support/workspace';

describe('Billing: GET /billing/balance and GET /billing/transactions', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('shows the balance and every debit, refund and credit, newest first, with its reason and reference', async () => {
    const owner = await signedInOwner(stack, { credits: 10 });
    expect((await owner.api.get('/billing/balance')).body).toEqual({ balance: 10, unit: 'SMS_CREDITS' });

    stack.clock.advance(1000);
    const dashboard = await owner.api.post('/messages', { to: '0821234567', body: 'a'.repeat(200) });
    stack.clock.advance(1000);
    const failing = await publicClient(stack, owner.apiKey).post('/public/sms/send', { to: '0821230000', body: 'x' });
    stack.clock.advance(1000);
    await runWorker(stack, failing.body.id, owner.accountId);
    stack.clock.advance(1000);
    const nowMs = stack.clock.now();
    await stack.repos.accounts.credit({
      id: newId('txn', nowMs),
      accountId: owner.accountId,
      type: 'CREDIT',
      amount: 25,
      reason: 'Top-up',
      reference: 'usr_admin',
      createdAt: new Date(nowMs).toISOString(),
    });

    const balance = await owner.api.get('/billing/balance');
    expect(balance.body.balance).toBe(10 - 2 - 1 + 1 + 25);
    const res = await owner.api.get('/billing/transactions');
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items.map((e: { type: string; amount: number }) => [e.type, e.amount])).toEqual([
      ['CREDIT', 25],
      ['REFUND', 1],
      ['DEBIT', -1],
      ['DEBIT', -2],
      ['CREDIT', 10],
    ]);
    expect(res.body.items[0]).toEqual({
      id: expect.stringMatching(/^txn_/),
      type: 'CREDIT',
      amount: 25,
      reason: 'Top-up',
      messageId: null,
      reference: 'usr_admin',
      createdAt: expect.any(String),
    });
    expect(res.body.items[1]).toMatchObject({ messageId: failing.body.id, reason: expect.stringMatching(/Refund/) });
    expect(res.body.items[3]).toMatchObject({
      messageId: dashboard.body.id,
      reason: expect.stringMatching(/2 segments/),
    });
    const sum = res.body.items.reduce((s: number, e: { amount: number }) => s + e.amount, 0);
    expect(sum).toBe(balance.body.balance);
  });

  it('paginates the ledger with limit and cursor, and refuses cursors that are not its own', async () => {
    const owner = await signedInOwner(stack, { credits: 20 });
    for (let i = 0; i < 4; i++) {
      stack.clock.advance(10);
      await owner.api.post('/messages', { to: '0821234567', body: `m${i}` });
    }
    const pages = await collectPages(owner.api, '/billing/transactions?limit=2');
    const entries = pages.flatMap((p) => p.items) as unknown as { id: string; amount: number }[];
    expect(entries).toHaveLength(5);
    expect(new Set(entries.map((e) => e.id)).size).toBe(5);
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort().reverse());
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(16);

    const other = await signedInOwner(stack, { credits: 3 });
    const foreign = Buffer.from(
      JSON.stringify({ pk: `ACCOUNT#${other.accountId}#LEDGER`, sk: newId('txn') }),
      'utf8',
    ).toString('base64url');
    for (const cursor of [foreign, 'not-a-cursor', Buffer.from('{"pk":1}').toString('base64url')]) {
      const res = await owner.api.get(`/billing/transactions?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
    }
    const otherLedger = await other.api.get('/billing/transactions');
    expect(otherLedger.body.items).toHaveLength(1);
  });

  it('needs billing.manage: a MEMBER gets 403 on both routes', async () => {
    const owner = await signedInOwner(stack);
    const member = await signedInMember(stack, owner.accountId, 'MEMBER');
    for (const path of ['/billing/balance', '/billing/transactions']) {
      const res = await member.api.get(path);
      expect(res.status, path).toBe(403);
      expect(errorCode(res)).toBe('FORBIDDEN');
    }
    const admin = await signedInMember(stack, owner.accountId, 'ADMIN');
    expect((await admin.api.get('/billing/balance')).body.balance).toBe(100);
  });
});
