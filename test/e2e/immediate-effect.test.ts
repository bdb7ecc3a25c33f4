import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../support/http';
import { createAccount, publicClient, startTestStack, type TestStack } from '../support/stack';
import { as, createPlatformAdmin, signIn } from '../support/team';

const SMS = { to: '082 123 4567', body: 'Your parcel is at the depot.' };

/**
 * Nothing about a caller is cached between requests (docs/decisions/0601-lean-runtime.md): the authorizer reads the
 * key, or the user, membership and session, on every request, and a send reads one of the account's balance shards,
 * each of which carries the suspension. So a change made through the API holds from the very next request.
 */
describe('revocation and suspension hold from the very next request', () => {
  let stack: TestStack;
  let admin: Awaited<ReturnType<typeof createPlatformAdmin>>;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
    admin = await createPlatformAdmin(stack);
  });
  afterAll(async () => stack?.stop());

  it('refuses a key revoked with DELETE /api-keys/{id} on its next request, and only that key', async () => {
    const account = await createAccount(stack);
    const owner = as(stack, await signIn(stack, account.userId, account.accountId));
    const other = await owner.post('/api-keys', { name: 'other', scopes: ['sms.send', 'sms.read'] });
    const key = publicClient(stack, account.apiKey);
    expect((await key.post('/public/sms/send', SMS)).status).toBe(201);
    expect((await owner.delete(`/api-keys/${account.keyId}`)).status).toBe(204);
    const refused = await key.post('/public/sms/send', SMS);
    expect(refused.status).toBe(401);
    expect(errorCode(refused)).toBe('UNAUTHORIZED');
    expect((await key.get('/public/balance')).status).toBe(401);
    expect((await publicClient(stack, other.body.key).post('/public/sms/send', SMS)).status).toBe(201);
  });

  it('refuses every send of an account suspended by a platform administrator on the next request, and not reads', async () => {
    const account = await createAccount(stack, { credits: 10 });
    const ownerToken = await signIn(stack, account.userId, account.accountId);
    const key = publicClient(stack, account.apiKey);
    const dashboard = as(stack, ownerToken);
    // Warm: the functions of both routes have run, so nothing is read for the first time after the change.
    expect((await key.post('/public/sms/send', SMS)).status).toBe(201);
    expect((await dashboard.post('/messages', SMS)).status).toBe(201);

    const suspend = await as(stack, admin.token).patch(`/admin/accounts/${account.accountId}`, { suspended: true });
    expect(suspend.status).toBe(200);
    // Every one of the account's balance shards carries the suspension: each of many sends is refused, none charged.
    for (let i = 0; i < 12; i++) {
      const viaKey = await key.post('/public/sms/send', SMS);
      expect(viaKey.status).toBe(403);
      expect(errorCode(viaKey)).toBe('ACCOUNT_SUSPENDED');
      expect(errorCode(await dashboard.post('/messages', SMS))).toBe('ACCOUNT_SUSPENDED');
    }
    expect((await key.get('/public/balance')).body.balance).toBe(8);
    expect((await dashboard.get('/messages')).status).toBe(200);

    const reinstate = await as(stack, admin.token).patch(`/admin/accounts/${account.accountId}`, { suspended: false });
    expect(reinstate.status).toBe(200);
    expect((await key.post('/public/sms/send', SMS)).status).toBe(201);
  });

  it('refuses the bearer token of a member removed from the team on their next request', async () => {
    const account = await createAccount(stack);
    const owner = as(stack, await signIn(stack, account.userId, account.accountId));
    const invite = await owner.post('/invites', { email: `member-${Date.now()}@example.co.za`, role: 'MEMBER' });
    const accepted = await as(stack).post('/invites/accept', {
      token: invite.body.token,
      password: 'a long enough password',
      fullName: 'Member',
    });
    const member = as(stack, accepted.body.accessToken);
    expect((await member.post('/messages', SMS)).status).toBe(201);
    expect((await owner.delete(`/team/members/${accepted.body.user.id}`)).status).toBe(204);
    expect((await member.post('/messages', SMS)).status).toBe(401);
  });
});
