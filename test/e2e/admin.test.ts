import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../support/http';
import { createAccount, publicClient, startTestStack, type TestStack } from '../support/stack';
import { allPages, as, createPlatformAdmin, signIn } from '../support/team';

const SEND = { to: '082 123 4567', body: 'Hello from the admin tests' };

describe('Platform administration: accounts, credits, audit', { timeout: 60_000 }, () => {
  let stack: TestStack;
  let admin: Awaited<ReturnType<typeof createPlatformAdmin>>;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
    admin = await createPlatformAdmin(stack);
  });
  afterAll(async () => stack?.stop());

  const ownerToken = async (account: { accountId: string; userId: string }) =>
    signIn(stack, account.userId, account.accountId);

  it('lists every account (id, name, balance, suspended, createdAt), newest first, page by page', async () => {
    const a = await createAccount(stack, { credits: 7 });
    const b = await createAccount(stack, { credits: 9 });
    const api = as(stack, admin.token);
    const first = await api.get('/admin/accounts?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      { id: b.accountId, name: expect.any(String), balance: 9, suspended: false, createdAt: expect.any(String) },
    ]);
    const all = await allPages(api.get, '/admin/accounts', 1);
    const ids = all.map((x: { id: string }) => x.id);
    expect(ids.slice(0, 2)).toEqual([b.accountId, a.accountId]);
    expect(ids).toContain(admin.accountId);
    expect(new Set(ids).size).toBe(ids.length);
    const owner = as(stack, await ownerToken(a));
    const refused = await owner.get('/admin/accounts');
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect((await as(stack).get('/admin/accounts')).status).toBe(401);
  });

  it('suspends and reinstates an account (audited); a suspended account cannot send', async () => {
    const account = await createAccount(stack);
    const api = as(stack, admin.token);
    const key = publicClient(stack, account.apiKey);

    const suspend = await api.patch(`/admin/accounts/${account.accountId}`, { suspended: true });
    expect(suspend.status).toBe(200);
    expect(suspend.body).toMatchObject({ id: account.accountId, suspended: true });
    const blocked = await key.post('/public/sms/send', SEND);
    expect(blocked.status).toBe(403);
    expect(errorCode(blocked)).toBe('ACCOUNT_SUSPENDED');

    const reinstate = await api.patch(`/admin/accounts/${account.accountId}`, { suspended: false });
    expect(reinstate.status).toBe(200);
    expect(reinstate.body.suspended).toBe(false);
    expect((await stack.repos.accounts.withBalance(account.accountId))?.suspended).toBe(false);
    expect((await key.post('/public/sms/send', SEND)).status).toBe(201);
    // Already active: nothing changes and nothing more is audited.
    expect((await api.patch(`/admin/accounts/${account.accountId}`, { suspended: false })).status).toBe(200);

    const trail = (await stack.repos.audit.listByAccount(account.accountId, { limit: 10 })).items;
    const actor = { type: 'platformAdmin', id: admin.user.id };
    const target = { type: 'account', id: account.accountId };
    expect(trail.map((e) => e.action)).toEqual(['account.reinstated', 'account.suspended']);
    for (const e of trail) expect(e).toMatchObject({ actor, target, ip: expect.stringMatching(/^127\./) });

    for (const body of [{}, { suspended: 'no' }, { suspended: false, name: 'x' }]) {
      expect((await api.patch(`/admin/accounts/${account.accountId}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.patch('/admin/accounts/acc_01ARZ3NDEKTSV4RRFFQ69G5FAV', { suspended: false })).status).toBe(404);
  });

  it('credits an account: the balance grows, the ledger has the entry, the audit names the admin', async () => {
    const account = await createAccount(stack, { credits: 10 });
    const res = await as(stack, admin.token).post(`/admin/accounts/${account.accountId}/credits`, {
      amount: 250,
      reason: 'Invoice 2026-118 paid',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      accountId: account.accountId,
      balance: 260,
      unit: 'SMS_CREDITS',
      transaction: {
        id: expect.stringMatching(/^txn_/),
        type: 'CREDIT',
        amount: 250,
        reason: 'Invoice 2026-118 paid',
        createdAt: expect.any(String),
      },
    });
    expect((await stack.repos.accounts.withBalance(account.accountId))?.balance).toBe(260);
    const ledger = (await stack.repos.accounts.ledger(account.accountId, { limit: 100 })).items;
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(260);
    const entry = ledger.find((e) => e.id === res.body.transaction.id);
    expect(entry).toMatchObject({ type: 'CREDIT', amount: 250, reason: 'Invoice 2026-118 paid' });

    const [audit] = (await stack.repos.audit.listByAccount(account.accountId, { limit: 10 })).items;
    expect(audit).toMatchObject({
      action: 'billing.credited',
      actor: { type: 'platformAdmin', id: admin.user.id },
      target: { type: 'account', id: account.accountId },
      details: { amount: 250, reason: 'Invoice 2026-118 paid', transactionId: entry!.id },
    });
    expect(entry!.reference).toBe(audit!.id);
  });

  it('refuses credits from anyone but a platform admin (403), bad amounts (400) and unknown accounts (404)', async () => {
    const account = await createAccount(stack, { credits: 5 });
    const path = `/admin/accounts/${account.accountId}/credits`;
    const owner = await as(stack, await ownerToken(account)).post(path, { amount: 100, reason: 'free money' });
    expect(owner.status).toBe(403);
    expect((await as(stack).post(path, { amount: 100, reason: 'free money' })).status).toBe(401);
    const api = as(stack, admin.token);
    for (const body of [
      { amount: 0, reason: 'x' },
      { amount: -5, reason: 'x' },
      { amount: 1.5, reason: 'x' },
      { amount: 1_000_001, reason: 'x' },
      { amount: '100', reason: 'x' },
      { amount: 100 },
      { amount: 100, reason: '  ' },
    ]) {
      const res = await api.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
    }
    const unknown = await api.post('/admin/accounts/acc_01ARZ3NDEKTSV4RRFFQ69G5FAV/credits', {
      amount: 5,
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
    expect((await stack.repos.accounts.withBalance(account.accountId))?.balance).toBe(5);
    expect(
      (await stack.repos.audit.listAll({ limit: 100 })).items.filter((e) => e.action === 'billing.credited'),
    ).not.toContainEqual(expect.objectContaining({ accountId: 'acc_01ARZ3NDEKTSV4RRFFQ69G5FAV' }));
  });

  it('shows the platform-wide audit trail newest first, or one account with ?accountId=', async () => {
    const a = await createAccount(stack);
    const b = await createAccount(stack);
    const api = as(stack, admin.token);
    await api.post(`/admin/accounts/${a.accountId}/credits`, { amount: 1, reason: 'a' });
    await api.post(`/admin/accounts/${b.accountId}/credits`, { amount: 2, reason: 'b' });
    const latest = await api.get('/admin/audit-log?limit=2');
    expect(latest.status).toBe(200);
    expect(latest.body.items.map((e: { accountId: string }) => e.accountId)).toEqual([b.accountId, a.accountId]);
    const next = await api.get(`/admin/audit-log?limit=2&cursor=${latest.body.nextCursor}`);
    expect(next.status).toBe(200);
    expect(next.body.items.map((e: { id: string }) => e.id)).not.toContain(latest.body.items[0].id);

    const onlyA = await api.get(`/admin/audit-log?accountId=${a.accountId}`);
    expect(onlyA.body.items).toHaveLength(1);
    expect(onlyA.body.items[0]).toMatchObject({ accountId: a.accountId, action: 'billing.credited' });
    expect((await api.get('/admin/audit-log?accountId=nonsense')).status).toBe(400);
    // A cursor of the platform-wide list does not page one account's list (nor the other way round).
    const mixed = await api.get(`/admin/audit-log?accountId=${a.accountId}&cursor=${latest.body.nextCursor}`);
    expect(mixed.status).toBe(400);
    const owner = as(stack, await ownerToken(a));
    expect((await owner.get('/admin/audit-log')).status).toBe(403);
    expect((await owner.get(`/audit-log?cursor=${latest.body.nextCursor}`)).status).toBe(400);
  });
});
