import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/auth';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { allPages, as, createTeam } from '../support/team';

const idsOf = (items: { id: string }[]) => items.map((i) => i.id);

describe('Tenant isolation of team, invites, API keys and the audit trail', { timeout: 60_000 }, () => {
  let stack: TestStack;
  let a: Awaited<ReturnType<typeof createTeam>>;
  let b: Awaited<ReturnType<typeof createTeam>>;
  const bIds = { key: '', invite: '', pendingInvite: '' };
  const aIds = { key: '', invite: '' };

  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
    [a, b] = [await createTeam(stack), await createTeam(stack)];
    const bOwner = as(stack, b.owner.token);
    bIds.key = (await bOwner.post('/api-keys', { name: 'B key', scopes: ['sms.send'] })).body.id;
    bIds.invite = (await bOwner.post('/invites', { email: uniqueEmail('b-invite'), role: 'MEMBER' })).body.id;
    bIds.pendingInvite = (await bOwner.post('/invites', { email: uniqueEmail('b-invite'), role: 'VIEWER' })).body.id;
    await bOwner.patch(`/team/members/${b.member.user.id}`, { role: 'VIEWER' });
    const aOwner = as(stack, a.owner.token);
    aIds.key = (await aOwner.post('/api-keys', { name: 'A key', scopes: ['sms.read'] })).body.id;
    aIds.invite = (await aOwner.post('/invites', { email: uniqueEmail('a-invite'), role: 'MEMBER' })).body.id;
  });
  afterAll(async () => stack?.stop());

  it("answers 404 to account A for every id of account B, and leaves B's items as they were", async () => {
    const owner = as(stack, a.owner.token);
    const attempts = [
      owner.patch(`/api-keys/${bIds.key}`, { rateLimitPerMinute: 1 }),
      owner.delete(`/api-keys/${bIds.key}`),
      owner.delete(`/invites/${bIds.invite}`),
      owner.patch(`/team/members/${b.admin.user.id}`, { role: 'VIEWER' }),
      owner.patch(`/team/members/${b.owner.user.id}`, { role: 'ADMIN' }),
      owner.delete(`/team/members/${b.viewer.user.id}`),
      owner.delete(`/team/members/${b.owner.user.id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status, res.text).toBe(404);
      expect(errorCode(res)).toBe('NOT_FOUND');
    }
    const key = (await stack.repos.apiKeys.findById(b.accountId, bIds.key))!;
    expect(key).toMatchObject({ rateLimitPerMinute: 60 });
    expect(key.revokedAt).toBeUndefined();
    expect((await stack.repos.invites.findById(b.accountId, bIds.invite))?.status).toBe('PENDING');
    const members = await stack.repos.users.members(b.accountId);
    expect(members.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [b.owner.user.id, 'OWNER'],
        [b.admin.user.id, 'ADMIN'],
        [b.member.user.id, 'VIEWER'],
        [b.viewer.user.id, 'VIEWER'],
      ].sort(),
    );
    // Nothing was audited in either account for the refused attempts.
    const trailA = await allPages(owner.get, '/audit-log');
    expect(trailA.map((e: { action: string }) => e.action).sort()).toEqual(['apikey.created', 'invite.created']);
  });

  it("never lists one account's members, invites, keys or audit entries in the other's lists", async () => {
    for (const [self, other, own, foreign] of [
      [a, b, aIds, bIds],
      [b, a, bIds, aIds],
    ] as const) {
      const api = as(stack, self.owner.token);
      const members = idsOf(await allPages(api.get, '/team/members'));
      expect(members.sort()).toEqual(
        [self.owner.user.id, self.admin.user.id, self.member.user.id, self.viewer.user.id].sort(),
      );
      for (const person of [other.owner, other.admin, other.member, other.viewer]) {
        expect(members).not.toContain(person.user.id);
      }
      const keys = idsOf(await allPages(api.get, '/api-keys'));
      expect(keys).toContain(own.key);
      expect(keys).not.toContain(foreign.key);
      const invites = idsOf(await allPages(api.get, '/invites'));
      expect(invites).toContain(own.invite);
      expect(invites).not.toContain(foreign.invite);
      const trail = await allPages(api.get, '/audit-log');
      expect(trail.length).toBeGreaterThan(0);
      expect(trail.every((e: { accountId: string }) => e.accountId === self.accountId)).toBe(true);
    }
  });

  it("keeps a cursor of account B's lists from reaching B's items when account A pages its own", async () => {
    const bOwner = as(stack, b.owner.token);
    const page = await bOwner.get('/invites?limit=1');
    expect(page.body.nextCursor).toEqual(expect.any(String));
    // A cursor names the list that issued it: on another account's list it is refused, never read.
    const aPage = await as(stack, a.owner.token).get(`/invites?cursor=${page.body.nextCursor}`);
    expect(aPage.status).toBe(400);
    expect(aPage.text).not.toContain(bIds.invite);
    const trail = await bOwner.get('/audit-log?limit=1');
    const aTrail = await as(stack, a.owner.token).get(`/audit-log?cursor=${trail.body.nextCursor}`);
    expect(aTrail.status).toBe(400);
  });
});
