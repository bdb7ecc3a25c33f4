import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvite } from '../../shared/accounts/invite';
import { provisionOwner } from '../../shared/accounts/provision';
import type { Role } from '../../shared/auth/permissions';
import { apiFrom, bearer, createPasswordUser, PASSWORD, uniqueEmail } from '../support/auth';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { signIn } from '../support/team';

describe('POST /invites/accept', { timeout: 60_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  async function invite(email: string, role: Role = 'MEMBER', ttlMs?: number) {
    const owner = await createPasswordUser(stack);
    const issued = await issueInvite(stack.repos, {
      accountId: owner.account.id,
      email,
      role,
      invitedBy: owner.user.id,
      nowMs: stack.clock.now(),
      ...(ttlMs ? { ttlMs } : {}),
    });
    return { ...issued, account: owner.account };
  }

  it('creates a new user who joins the inviting account with the invited role', async () => {
    const api = apiFrom(stack);
    const email = uniqueEmail('invitee');
    const { token, account, record } = await invite(email, 'MEMBER');
    expect(record.tokenHash).not.toBe(token);
    const res = await api.post('/invites/accept', { token, password: PASSWORD, fullName: 'Sipho Dlamini' });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id: expect.stringMatching(/^usr_/),
      email,
      fullName: 'Sipho Dlamini',
      emailVerified: false,
    });
    const me = await api.get('/auth/me', bearer(res.body.accessToken));
    expect(me.body.account.id).toBe(account.id);
    expect(me.body.role).toBe('MEMBER');
    expect(me.body.permissions).not.toContain('accounts.manage');
    // The new user can sign in with the password they chose.
    expect((await api.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const trail = await stack.repos.audit.listByAccount(account.id, { limit: 10 });
    expect(trail.items).toEqual([
      expect.objectContaining({
        action: 'invite.accepted',
        actor: { type: 'user', id: res.body.user.id },
        target: { type: 'invite', id: record.id },
        details: { role: 'MEMBER', newUser: true },
        ip: expect.stringMatching(/^127\./),
      }),
    ]);
  });

  it('asks a new user for a password of the right length and a full name', async () => {
    const api = apiFrom(stack);
    const { token } = await invite(uniqueEmail());
    const missing = await api.post('/invites/accept', { token });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['fullName', 'password']);
    const short = await api.post('/invites/accept', { token, password: 'p'.repeat(11), fullName: 'X' });
    expect(short.status).toBe(400);
    // Nothing was used up.
    expect((await api.post('/invites/accept', { token, password: PASSWORD, fullName: 'X' })).status).toBe(200);
  });

  it('lets an existing user (matched by e-mail in any case) join with their password, keeping their own account', async () => {
    const api = apiFrom(stack);
    const existing = await createPasswordUser(stack, uniqueEmail('Existing'));
    const { token, account } = await invite(existing.email.toUpperCase(), 'VIEWER');
    const wrong = await api.post('/invites/accept', { token, password: 'not my password!' });
    expect(wrong.status).toBe(401);
    expect(errorCode(wrong)).toBe('UNAUTHORIZED');
    const noPassword = await api.post('/invites/accept', { token });
    expect(noPassword.status).toBe(400);

    const res = await api.post('/invites/accept', { token, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(existing.user.id);
    const me = await api.get('/auth/me', bearer(res.body.accessToken));
    expect(me.body.account.id).toBe(account.id);
    expect(me.body.role).toBe('VIEWER');
    expect((await stack.repos.users.membership(existing.account.id, existing.user.id))?.role).toBe('OWNER');
    const trail = await stack.repos.audit.listByAccount(account.id, { limit: 10 });
    expect(trail.items.map((e) => [e.action, e.actor.id, e.details?.newUser])).toEqual([
      ['invite.accepted', existing.user.id, false],
    ]);
  });

  it('lets a user without a password (Google or Apple sign-in) join with their bearer token, and no one else', async () => {
    const api = apiFrom(stack);
    // A user who signed up with an identity provider: no password at all.
    const social = await provisionOwner(stack.repos, {
      email: uniqueEmail('social'),
      fullName: 'Social User',
      accountName: 'Social Account',
      nowMs: stack.clock.now(),
    });
    const { token, account } = await invite(social.user.email, 'MEMBER');
    const socialToken = await signIn(stack, social.user.id, social.account.id);

    const someoneElse = await createPasswordUser(stack);
    const otherToken = await signIn(stack, someoneElse.user.id, someoneElse.account.id);
    const wrongUser = await api.post('/invites/accept', { token }, bearer(otherToken));
    expect(wrongUser.status).toBe(403);
    expect(errorCode(wrongUser)).toBe('FORBIDDEN');
    const forged = await api.post('/invites/accept', { token }, bearer(`${socialToken.slice(0, -4)}AAAA`));
    expect(forged.status).toBe(401);
    expect(await stack.repos.users.membership(account.id, someoneElse.user.id)).toBeUndefined();

    const res = await api.post('/invites/accept', { token }, bearer(socialToken));
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(social.user.id);
    expect((await stack.repos.users.membership(account.id, social.user.id))?.role).toBe('MEMBER');
  });

  it('refuses an invite already used, with 409, and lets only one of two concurrent accepts through', async () => {
    const api = apiFrom(stack);
    const { token, record } = await invite(uniqueEmail());
    const body = { token, password: PASSWORD, fullName: 'Twice' };
    const [a, b] = await Promise.all([api.post('/invites/accept', body), api.post('/invites/accept', body)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await api.post('/invites/accept', body);
    expect(again.status).toBe(409);
    const accepted = await stack.repos.audit.listByAccount(record.accountId, { limit: 10 });
    expect(accepted.items.filter((e) => e.action === 'invite.accepted')).toHaveLength(1);
    expect(again.body.error.message).toMatch(/already been used/);
  });

  it('refuses an expired invite with 409 and an unknown token with 404', async () => {
    const api = apiFrom(stack);
    const { token } = await invite(uniqueEmail(), 'MEMBER', 60_000);
    stack.clock.advance(60_000);
    const expired = await api.post('/invites/accept', { token, password: PASSWORD, fullName: 'Late' });
    expect(expired.status).toBe(409);
    expect(expired.body.error.message).toMatch(/expired/);
    const unknown = await api.post('/invites/accept', { token: 'invt_nope', password: PASSWORD, fullName: 'X' });
    expect(unknown.status).toBe(404);
  });

  it('refuses an existing member, leaving their role as it was', async () => {
    const api = apiFrom(stack);
    const owner = await createPasswordUser(stack);
    const { token } = await issueInvite(stack.repos, {
      accountId: owner.account.id,
      email: owner.email,
      role: 'VIEWER',
      nowMs: stack.clock.now(),
    });
    const res = await api.post('/invites/accept', { token, password: PASSWORD });
    expect(res.status).toBe(409);
    expect((await stack.repos.users.membership(owner.account.id, owner.user.id))?.role).toBe('OWNER');
  });
});
