import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionOwner } from '../../shared/accounts/provision';
import type { AuditEntry } from '../../shared/audit/audit';
import { hashPassword } from '../../shared/auth/password';
import type { Role } from '../../shared/auth/permissions';
import { newId } from '../../shared/ids';
import { apiFrom, bearer, PASSWORD, uniqueEmail } from '../support/auth';
import { errorCode } from '../support/http';
import { createAccount, publicClient, startTestStack, type TestAccount, type TestStack } from '../support/stack';

/** Written for these tests; the embedded classifier blocks it (HATE_SPEECH) and flags the spam LOW. */
const HATEFUL = 'Foreigners are cockroaches and should be wiped out';
const SPAM =
  'WINNER!! You have been selected to receive a £900 cash prize. Call 09061234567 now to claim. T&Cs apply 18+';
const FLAG_KEYS = ['accountId', 'categories', 'createdAt', 'excerpt', 'id', 'messageId', 'severity', 'status'];

describe('moderation flags: account reviewers, platform administrators, suspension', { timeout: 60_000 }, () => {
  let stack: TestStack;
  let passwordHash: string;
  let admin: { userId: string; token: string };

  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
    passwordHash = await hashPassword(PASSWORD);
    const email = uniqueEmail('platform-admin');
    const { user } = await provisionOwner(stack.repos, {
      email,
      fullName: 'Platform Admin',
      passwordHash,
      accountName: 'Platform operations',
      platformAdmin: true,
      nowMs: stack.clock.now(),
    });
    admin = { userId: user.id, token: await login(email) };
  });
  afterAll(async () => stack?.stop());

  async function login(email: string): Promise<string> {
    const res = await apiFrom(stack).post('/auth/login', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    return res.body.accessToken as string;
  }

  /** A user with `role` in the account, signed in through POST /auth/login; returns the access token. */
  async function memberToken(accountId: string, role: Role): Promise<string> {
    const nowMs = stack.clock.now();
    const createdAt = new Date(nowMs).toISOString();
    const email = uniqueEmail(`flags-${role.toLowerCase()}`);
    const userId = newId('usr', nowMs);
    await stack.repos.users.createMember(
      {
        id: userId,
        email,
        fullName: `Test ${role}`,
        passwordHash,
        platformAdmin: false,
        createdAt,
        defaultAccountId: accountId,
      },
      { accountId, userId, role, createdAt },
    );
    return login(email);
  }

  const api = () => apiFrom(stack);
  const send = (account: TestAccount, body: string) =>
    publicClient(stack, account.apiKey).post('/public/sms/send', { to: '0821234567', body });
  const auditOf = async (accountId: string): Promise<AuditEntry[]> =>
    (await stack.repos.audit.listByAccount(accountId, { limit: 100 })).items;

  it('a hateful message is 201 BLOCKED and an OPEN flag for its reviewers and platform admins, not other accounts', async () => {
    const a = await createAccount(stack);
    const b = await createAccount(stack);
    const sent = await send(a, HATEFUL);
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('BLOCKED');
    expect(sent.body.moderation).toEqual({ verdict: 'BLOCKED', categories: ['HATE_SPEECH'] });

    const ownerA = await memberToken(a.accountId, 'OWNER');
    const mine = await api().get('/moderation-flags', bearer(ownerA));
    expect(mine.status).toBe(200);
    expect(mine.body.nextCursor).toBeNull();
    expect(mine.body.items).toHaveLength(1);
    const flag = mine.body.items[0];
    expect(Object.keys(flag).sort()).toEqual(FLAG_KEYS);
    expect(flag).toMatchObject({
      id: expect.stringMatching(/^flg_/),
      accountId: a.accountId,
      messageId: sent.body.id,
      categories: ['HATE_SPEECH'],
      severity: 'HIGH',
      status: 'OPEN',
    });
    expect(flag.excerpt).toContain('cockroaches');

    const adminA = await memberToken(a.accountId, 'ADMIN');
    expect((await api().get('/moderation-flags?status=OPEN', bearer(adminA))).body.items).toEqual([flag]);
    expect((await api().get('/moderation-flags?status=DISMISSED', bearer(adminA))).body.items).toEqual([]);

    const ownerB = await memberToken(b.accountId, 'OWNER');
    const theirs = await api().get('/moderation-flags', bearer(ownerB));
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toEqual([]);

    const platform = await api().get(`/admin/moderation-flags?accountId=${a.accountId}`, bearer(admin.token));
    expect(platform.status).toBe(200);
    expect(platform.body.items).toEqual([flag]);
    const open = await api().get('/admin/moderation-flags?status=OPEN&limit=100', bearer(admin.token));
    expect(open.body.items.map((f: { id: string }) => f.id)).toContain(flag.id);
    const none = await api().get(`/admin/moderation-flags?accountId=${b.accountId}`, bearer(admin.token));
    expect(none.body.items).toEqual([]);
  });

  it('refuses a MEMBER (403), non-admins on the admin routes (403), and anonymous callers (401)', async () => {
    const a = await createAccount(stack);
    const member = await memberToken(a.accountId, 'MEMBER');
    const owner = await memberToken(a.accountId, 'OWNER');
    const asMember = await api().get('/moderation-flags', bearer(member));
    expect(asMember.status).toBe(403);
    expect(errorCode(asMember)).toBe('FORBIDDEN');
    for (const res of [
      await api().get('/admin/moderation-flags', bearer(owner)),
      await api().patch(`/admin/moderation-flags/${newId('flg')}`, { status: 'DISMISSED' }, bearer(owner)),
    ]) {
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('FORBIDDEN');
    }
    expect((await api().get('/moderation-flags')).status).toBe(401);
    expect((await api().get('/admin/moderation-flags')).status).toBe(401);
  });

  it('ACCOUNT_SUSPENDED suspends the account: sends are 403, reads still work, and it is audited', async () => {
    const a = await createAccount(stack, { credits: 10 });
    const sent = await send(a, HATEFUL);
    const owner = await memberToken(a.accountId, 'OWNER');
    const [flag] = (await api().get('/moderation-flags', bearer(owner))).body.items;

    const res = await api().patch(
      `/admin/moderation-flags/${flag.id}`,
      { status: 'ACCOUNT_SUSPENDED', note: 'Repeated hate speech' },
      bearer(admin.token),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...flag,
      status: 'ACCOUNT_SUSPENDED',
      reviewedAt: new Date(stack.clock.now()).toISOString(),
      reviewedBy: admin.userId,
      note: 'Repeated hate speech',
    });
    expect(sent.body.status).toBe('BLOCKED');

    const next = await send(a, 'Your appointment is confirmed for Tuesday at 10:00.');
    expect(next.status).toBe(403);
    expect(errorCode(next)).toBe('ACCOUNT_SUSPENDED');
    const balance = await publicClient(stack, a.apiKey).get('/public/balance');
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({ balance: 10, unit: 'SMS_CREDITS' });
    // The account sees the reviewer by role, as its audit trail names them (issue 26 finding 8).
    expect((await api().get('/moderation-flags', bearer(owner))).body.items).toEqual([
      { ...res.body, reviewedBy: 'platform administrator' },
    ]);
    expect((await api().get('/auth/me', bearer(owner))).body.account.suspended).toBe(true);

    const audit = await auditOf(a.accountId);
    const reviewed = audit.find((e) => e.action === 'flag.reviewed');
    const suspended = audit.find((e) => e.action === 'account.suspended');
    expect(reviewed).toMatchObject({
      actor: { type: 'platformAdmin', id: admin.userId },
      target: { id: flag.id },
      details: { from: 'OPEN', to: 'ACCOUNT_SUSPENDED' },
    });
    expect(suspended).toMatchObject({
      actor: { type: 'platformAdmin', id: admin.userId },
      target: { type: 'account', id: a.accountId },
    });
  });

  it('DISMISSED (on another account) does not suspend and is audited as flag.reviewed only', async () => {
    const c = await createAccount(stack);
    await send(c, HATEFUL);
    const [flag] = (await api().get(`/admin/moderation-flags?accountId=${c.accountId}`, bearer(admin.token))).body
      .items;
    const res = await api().patch(`/admin/moderation-flags/${flag.id}`, { status: 'DISMISSED' }, bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: flag.id, status: 'DISMISSED', reviewedBy: admin.userId });
    expect(res.body.note).toBeUndefined();

    expect((await send(c, 'Your parcel is ready for collection.')).status).toBe(201);
    expect((await stack.repos.accounts.withBalance(c.accountId))?.suspended).toBe(false);
    const actions = (await auditOf(c.accountId)).map((e) => e.action);
    expect(actions).toEqual(['flag.reviewed']);
  });

  it('answers 404 NOT_FOUND for an unknown flag and 400 for a status outside the four', async () => {
    const missing = await api().patch(
      `/admin/moderation-flags/${newId('flg')}`,
      { status: 'OPEN' },
      bearer(admin.token),
    );
    expect(missing.status).toBe(404);
    expect(errorCode(missing)).toBe('NOT_FOUND');
    const odd = await api().patch('/admin/moderation-flags/not-a-flag', { status: 'OPEN' }, bearer(admin.token));
    expect(odd.status).toBe(404);

    const c = await createAccount(stack);
    await send(c, HATEFUL);
    const [flag] = (await api().get(`/admin/moderation-flags?accountId=${c.accountId}`, bearer(admin.token))).body
      .items;
    const bad = await api().patch(`/admin/moderation-flags/${flag.id}`, { status: 'SUSPENDED' }, bearer(admin.token));
    expect(bad.status).toBe(400);
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    expect(bad.body.error.details[0].path).toBe('status');
    const badFilter = await api().get('/admin/moderation-flags?status=closed', bearer(admin.token));
    expect(badFilter.status).toBe(400);
    expect((await stack.repos.flags.get(flag.id))?.status).toBe('OPEN');
  });

  it('sends spam (201, not BLOCKED) with verdict FLAGGED and raises a LOW flag', async () => {
    const a = await createAccount(stack);
    const sent = await send(a, SPAM);
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('QUEUED');
    expect(sent.body.moderation).toEqual({ verdict: 'FLAGGED', categories: ['SPAM'] });
    expect(sent.body.cost).toBe(1);
    const owner = await memberToken(a.accountId, 'OWNER');
    const items = (await api().get('/moderation-flags', bearer(owner))).body.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ messageId: sent.body.id, severity: 'LOW', categories: ['SPAM'], status: 'OPEN' });
  });

  it('pages with limit and cursor, newest first, also when filtered by status', async () => {
    const a = await createAccount(stack);
    const ids: string[] = [];
    for (const body of [HATEFUL, SPAM, HATEFUL, SPAM, HATEFUL]) ids.push((await send(a, body)).body.id);
    const owner = await memberToken(a.accountId, 'OWNER');

    const first = await api().get('/moderation-flags?limit=2', bearer(owner));
    expect(first.status).toBe(200);
    expect(first.body.items.map((f: { messageId: string }) => f.messageId)).toEqual([ids[4], ids[3]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api().get(`/moderation-flags?limit=2&cursor=${first.body.nextCursor}`, bearer(owner));
    expect(second.body.items.map((f: { messageId: string }) => f.messageId)).toEqual([ids[2], ids[1]]);
    const third = await api().get(`/moderation-flags?limit=2&cursor=${second.body.nextCursor}`, bearer(owner));
    expect(third.body.items.map((f: { messageId: string }) => f.messageId)).toEqual([ids[0]]);
    expect(third.body.nextCursor).toBeNull();

    // Review one HIGH flag, then page the OPEN ones one at a time.
    const [newest] = first.body.items;
    await api().patch(`/admin/moderation-flags/${newest.id}`, { status: 'CONFIRMED' }, bearer(admin.token));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/admin/moderation-flags?accountId=${a.accountId}&status=OPEN&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await api().get(path, bearer(admin.token));
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.body.items.map((f: { messageId: string }) => f.messageId));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([ids[3], ids[2], ids[1], ids[0]]);

    // With a tiny read budget pages come back short, but never skip or repeat a flag, and end with a null cursor.
    const walked: string[] = [];
    let next: string | undefined;
    for (let request = 0; request < 20; request++) {
      const page = await stack.repos.flags.listByAccount(
        a.accountId,
        { limit: 2, ...(next ? { cursor: next } : {}) },
        'OPEN',
        { chunk: 1, budget: 2 },
      );
      walked.push(...page.items.map((f) => f.messageId));
      if (page.nextCursor === null) break;
      next = page.nextCursor;
    }
    expect(walked).toEqual([ids[3], ids[2], ids[1], ids[0]]);

    const foreign = Buffer.from(JSON.stringify({ after: ids[0] })).toString('base64url'); // a message id, not a flag's
    for (const bad of ['not-a-cursor', Buffer.from('{"pk":"x"}').toString('base64url'), 'e30', foreign]) {
      const res = await api().get(`/moderation-flags?cursor=${bad}`, bearer(owner));
      expect(res.status, bad).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
    }
    expect((await api().get('/moderation-flags?limit=101', bearer(owner))).status).toBe(400);
  });
});
