import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipPut } from '../../shared/db/user-repository';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { addMember, allPages, as, createTeam, signIn } from '../support/team';

describe('Team: members, roles and the OWNER rules', { timeout: 60_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  const owners = async (accountId: string) =>
    (await stack.repos.users.members(accountId)).filter((m) => m.role === 'OWNER').map((m) => m.userId);

  it('lists the members with id, email, fullName, role and joinedAt, newest first, page by page', async () => {
    const team = await createTeam(stack);
    const res = await as(stack, team.admin.token).get('/team/members');
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items).toHaveLength(4);
    expect(res.body.items).toContainEqual({
      id: team.viewer.user.id,
      email: team.viewer.user.email,
      fullName: team.viewer.user.fullName,
      role: 'VIEWER',
      joinedAt: team.viewer.user.createdAt,
    });
    const roles = Object.fromEntries(res.body.items.map((m: { id: string; role: string }) => [m.id, m.role]));
    expect(roles[team.owner.user.id]).toBe('OWNER');
    // Everyone joined at the same (manual) clock instant: the tie-break keeps later users first.
    expect(res.body.items[0].id).toBe(team.viewer.user.id);

    const first = await as(stack, team.owner.token).get('/team/members?limit=3');
    expect(first.body.items).toHaveLength(3);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await as(stack, team.owner.token).get(`/team/members?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    expect([...first.body.items, ...second.body.items].map((m: { id: string }) => m.id)).toEqual(
      res.body.items.map((m: { id: string }) => m.id),
    );
    expect((await as(stack, team.owner.token).get('/team/members?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await as(stack, team.owner.token).get('/team/members?limit=0')).status).toBe(400);
  });

  it('lets an ADMIN change and remove non-owners, and the new role holds from the next request', async () => {
    const team = await createTeam(stack);
    const admin = as(stack, team.admin.token);
    const res = await admin.patch(`/team/members/${team.member.user.id}`, { role: 'VIEWER' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: team.member.user.id, role: 'VIEWER', email: team.member.user.email });
    // The demoted member's own token now carries VIEWER rights only.
    const me = await as(stack, team.member.token).get('/auth/me');
    expect(me.body.role).toBe('VIEWER');

    // A demoted ADMIN loses accounts.manage at once.
    const other = await addMember(stack, team.accountId, 'ADMIN');
    expect((await as(stack, other.token).get('/team/members')).status).toBe(200);
    expect((await admin.patch(`/team/members/${other.user.id}`, { role: 'MEMBER' })).status).toBe(200);
    expect((await as(stack, other.token).get('/team/members')).status).toBe(403);

    expect((await admin.delete(`/team/members/${team.viewer.user.id}`)).status).toBe(204);
    expect((await as(stack, team.viewer.token).get('/auth/me')).status).toBe(401);
    expect(await stack.repos.users.membership(team.accountId, team.viewer.user.id)).toBeUndefined();
    expect((await admin.delete(`/team/members/${team.viewer.user.id}`)).status).toBe(404);
  });

  it('validates the role and answers 404 for someone who is not a member', async () => {
    const team = await createTeam(stack);
    const owner = as(stack, team.owner.token);
    const bad = await owner.patch(`/team/members/${team.member.user.id}`, { role: 'SUPERUSER' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('role');
    expect((await owner.patch(`/team/members/${team.member.user.id}`, {})).status).toBe(400);
    expect((await owner.patch('/team/members/usr_nobody', { role: 'VIEWER' })).status).toBe(404);
  });

  it('refuses an ADMIN who promotes to OWNER, or changes or removes an OWNER (403); an OWNER may', async () => {
    const team = await createTeam(stack);
    const admin = as(stack, team.admin.token);
    for (const res of [
      await admin.patch(`/team/members/${team.member.user.id}`, { role: 'OWNER' }),
      await admin.patch(`/team/members/${team.admin.user.id}`, { role: 'OWNER' }),
      await admin.patch(`/team/members/${team.owner.user.id}`, { role: 'ADMIN' }),
      await admin.delete(`/team/members/${team.owner.user.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('FORBIDDEN');
    }
    expect(await owners(team.accountId)).toEqual([team.owner.user.id]);
    expect((await stack.repos.users.membership(team.accountId, team.member.user.id))?.role).toBe('MEMBER');

    const owner = as(stack, team.owner.token);
    expect((await owner.patch(`/team/members/${team.admin.user.id}`, { role: 'OWNER' })).status).toBe(200);
    expect((await owner.patch(`/team/members/${team.admin.user.id}`, { role: 'ADMIN' })).status).toBe(200);
  });

  it('keeps the last OWNER: they can neither step down nor be removed (409)', async () => {
    const team = await createTeam(stack);
    const owner = as(stack, team.owner.token);
    const demote = await owner.patch(`/team/members/${team.owner.user.id}`, { role: 'ADMIN' });
    expect(demote.status).toBe(409);
    expect(errorCode(demote)).toBe('CONFLICT');
    expect(demote.body.error.message).toMatch(/at least one OWNER/);
    expect((await owner.delete(`/team/members/${team.owner.user.id}`)).status).toBe(409);
    expect(await owners(team.accountId)).toEqual([team.owner.user.id]);

    // With a second OWNER the first may step down, and then the second is the last one.
    expect((await owner.patch(`/team/members/${team.admin.user.id}`, { role: 'OWNER' })).status).toBe(200);
    expect((await owner.patch(`/team/members/${team.owner.user.id}`, { role: 'ADMIN' })).status).toBe(200);
    const second = as(stack, team.admin.token);
    expect((await second.delete(`/team/members/${team.admin.user.id}`)).status).toBe(409);
    expect(await owners(team.accountId)).toEqual([team.admin.user.id]);
  });

  it('keeps an OWNER through concurrent demotions and removals of the last two owners', async () => {
    for (let round = 0; round < 4; round++) {
      const team = await createTeam(stack);
      const second = await addMember(stack, team.accountId, 'OWNER');
      const a = as(stack, team.owner.token);
      const b = as(stack, second.token);
      const requests =
        round % 2 === 0
          ? // Each demotes themself: both were allowed when they were read.
            [
              a.patch(`/team/members/${team.owner.user.id}`, { role: 'ADMIN' }),
              b.patch(`/team/members/${second.user.id}`, { role: 'MEMBER' }),
            ]
          : // Each removes the other.
            [a.delete(`/team/members/${second.user.id}`), b.delete(`/team/members/${team.owner.user.id}`)];
      const statuses = (await Promise.all(requests)).map((r) => r.status);
      expect(
        statuses.filter((s) => s === 200 || s === 204),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      // 401 too when removing: the one removed first is no longer a member when their own request is authorized.
      const refusals = round % 2 === 0 ? [403, 409] : [401, 403, 409];
      expect(
        statuses.every((s) => [200, 204, ...refusals].includes(s)),
        `round ${round}: ${statuses}`,
      ).toBe(true);
      expect(await owners(team.accountId), `round ${round}`).toHaveLength(1);
    }
  });

  it('audits role changes and removals with the acting user, the target and the change', async () => {
    const team = await createTeam(stack);
    const admin = as(stack, team.admin.token);
    await admin.patch(`/team/members/${team.member.user.id}`, { role: 'VIEWER' });
    await admin.patch(`/team/members/${team.member.user.id}`, { role: 'VIEWER' }); // no change: not audited
    await admin.delete(`/team/members/${team.viewer.user.id}`);
    await admin.delete(`/team/members/${team.owner.user.id}`); // refused: not audited
    const trail = await allPages(as(stack, team.owner.token).get, '/audit-log');
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'member.removed',
        actor: { type: 'user', id: team.admin.user.id },
        target: { type: 'user', id: team.viewer.user.id },
        details: { role: 'VIEWER' },
        ip: expect.stringMatching(/^127\./),
      }),
      expect.objectContaining({
        action: 'member.role_changed',
        actor: { type: 'user', id: team.admin.user.id },
        target: { type: 'user', id: team.member.user.id },
        details: { from: 'MEMBER', to: 'VIEWER' },
      }),
    ]);
  });

  it('lets a member who was removed and is signed in elsewhere keep their other account', async () => {
    const team = await createTeam(stack);
    const elsewhere = await createTeam(stack);
    const now = new Date(stack.clock.now()).toISOString();
    // The other account's MEMBER also belongs to this team.
    await stack.db.send(
      new PutCommand(
        membershipPut(stack.table, {
          accountId: team.accountId,
          userId: elsewhere.member.user.id,
          role: 'MEMBER',
          createdAt: now,
        }).Put!,
      ),
    );
    const here = await signIn(stack, elsewhere.member.user.id, team.accountId);
    expect((await as(stack, here).get('/auth/me')).body.account.id).toBe(team.accountId);
    expect((await as(stack, team.owner.token).delete(`/team/members/${elsewhere.member.user.id}`)).status).toBe(204);
    expect((await as(stack, here).get('/auth/me')).status).toBe(401);
    expect((await as(stack, elsewhere.member.token).get('/auth/me')).status).toBe(200);
  });
});
