import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/auth';
import { startTestStack, type TestStack } from '../support/stack';
import { allPages, as, createPlatformAdmin, createTeam } from '../support/team';

describe('GET /audit-log: one entry per audited action, newest first', { timeout: 60_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('records every action of team, invites, API keys and platform administration with actor and target', async () => {
    const team = await createTeam(stack);
    const platform = await createPlatformAdmin(stack);
    const owner = as(stack, team.owner.token);
    const admin = as(stack, platform.token);
    const key = (await owner.post('/api-keys', { name: 'k', scopes: ['sms.send'] })).body.id;
    await owner.patch(`/api-keys/${key}`, { name: 'renamed' });
    await owner.delete(`/api-keys/${key}`);
    const invite = (await owner.post('/invites', { email: uniqueEmail(), role: 'MEMBER' })).body.id;
    await owner.delete(`/invites/${invite}`);
    await owner.patch(`/team/members/${team.member.user.id}`, { role: 'ADMIN' });
    await owner.delete(`/team/members/${team.viewer.user.id}`);
    await admin.patch(`/admin/accounts/${team.accountId}`, { suspended: true });
    await admin.patch(`/admin/accounts/${team.accountId}`, { suspended: false });
    await admin.post(`/admin/accounts/${team.accountId}/credits`, { amount: 3, reason: 'goodwill' });

    const user = { type: 'user', id: team.owner.user.id };
    // The account's own trail names the role, never the administrator's user id (nor their IP).
    const platformAdmin = { type: 'platformAdmin', id: 'platform administrator' };
    const account = { type: 'account', id: team.accountId };
    const expectedTrail = [
      ['billing.credited', platformAdmin, account],
      ['account.reinstated', platformAdmin, account],
      ['account.suspended', platformAdmin, account],
      ['member.removed', user, { type: 'user', id: team.viewer.user.id }],
      ['member.role_changed', user, { type: 'user', id: team.member.user.id }],
      ['invite.revoked', user, { type: 'invite', id: invite }],
      ['invite.created', user, { type: 'invite', id: invite }],
      ['apikey.revoked', user, { type: 'apiKey', id: key }],
      ['apikey.updated', user, { type: 'apiKey', id: key }],
      ['apikey.created', user, { type: 'apiKey', id: key }],
    ];
    // Paged two at a time, newest first, the pages join up into the whole trail.
    const trail = await allPages(owner.get, '/audit-log', 2);
    expect(trail.map((e: Record<string, unknown>) => [e.action, e.actor, e.target])).toEqual(expectedTrail);
    for (const entry of trail) {
      const byAdmin = entry.actor.type === 'platformAdmin';
      expect(Object.keys(entry).sort()).toEqual(
        ['accountId', 'action', 'actor', 'createdAt', 'details', 'id', ...(byAdmin ? [] : ['ip']), 'target'].sort(),
      );
      expect(entry).toMatchObject({ id: expect.stringMatching(/^aud_[0-9A-Z]{26}$/), accountId: team.accountId });
    }
    expect(JSON.stringify(trail)).not.toContain(platform.user.id);
    // The platform-wide trail names the administrator and keeps the IP; otherwise the entries are the same.
    const platformTrail = await allPages(admin.get, `/admin/audit-log?accountId=${team.accountId}`, 3);
    expect(platformTrail.slice(0, 3).map((e: { actor: unknown; ip?: string }) => [e.actor, typeof e.ip])).toEqual(
      Array.from({ length: 3 }, () => [{ type: 'platformAdmin', id: platform.user.id }, 'string']),
    );
    expect(platformTrail.slice(3)).toEqual(trail.slice(3));
    expect(platformTrail.map((e: { id: string }) => e.id)).toEqual(trail.map((e: { id: string }) => e.id));
  });
});
