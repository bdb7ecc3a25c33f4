import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../shared/auth/token-hash';
import { PASSWORD, uniqueEmail } from '../support/auth';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { allPages, as, createTeam } from '../support/team';

const INVITE_SHAPE = [
  'acceptedAt',
  'acceptedBy',
  'createdAt',
  'email',
  'expiresAt',
  'id',
  'invitedBy',
  'revokedAt',
  'role',
  'status',
];

describe('Invites: create, list, revoke', { timeout: 60_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('creates an invite (201) whose token is shown once and works at /invites/accept', async () => {
    const team = await createTeam(stack);
    const admin = as(stack, team.admin.token);
    const email = uniqueEmail('invitee');
    const res = await admin.post('/invites', { email, role: 'MEMBER' });
    expect(res.status).toBe(201);
    const { token, ...invite } = res.body;
    expect(token).toMatch(/^invt_[\w-]{43}$/);
    expect(Object.keys(invite).sort()).toEqual(INVITE_SHAPE);
    expect(invite).toMatchObject({
      id: expect.stringMatching(/^inv_[0-9A-Z]{26}$/),
      email,
      role: 'MEMBER',
      status: 'PENDING',
      invitedBy: team.admin.user.id,
      acceptedAt: null,
      revokedAt: null,
    });
    const stored = await stack.repos.invites.findByTokenHash(hashToken(token));
    expect(stored?.id).toBe(invite.id);

    const list = await admin.get('/invites');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ items: [invite], nextCursor: null });
    expect(list.text).not.toContain(token);
    expect(list.text).not.toContain(stored!.tokenHash);

    const accepted = await as(stack).post('/invites/accept', { token, password: PASSWORD, fullName: 'New Member' });
    expect(accepted.status).toBe(200);
    const [after] = await allPages(admin.get, '/invites');
    expect(after).toMatchObject({ id: invite.id, status: 'ACCEPTED', acceptedBy: accepted.body.user.id });
    // Accepted: it can no longer be withdrawn; remove the member instead.
    const revoke = await admin.delete(`/invites/${invite.id}`);
    expect(revoke.status).toBe(409);
    // And the e-mail is now a member: a second invite is a conflict.
    expect((await admin.post('/invites', { email, role: 'VIEWER' })).status).toBe(409);
  });

  it('lets only an OWNER invite an OWNER, and validates e-mail and role', async () => {
    const team = await createTeam(stack);
    const admin = as(stack, team.admin.token);
    const refused = await admin.post('/invites', { email: uniqueEmail(), role: 'OWNER' });
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const byOwner = await as(stack, team.owner.token).post('/invites', { email: uniqueEmail(), role: 'OWNER' });
    expect(byOwner.status).toBe(201);
    expect(byOwner.body.role).toBe('OWNER');
    for (const body of [{}, { email: 'not-an-email', role: 'MEMBER' }, { email: uniqueEmail(), role: 'KING' }]) {
      expect((await admin.post('/invites', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await as(stack, team.member.token).post('/invites', { email: uniqueEmail(), role: 'VIEWER' })).status).toBe(
      403,
    );
  });

  it('revokes a pending invite (204): its token is refused, and revoking again changes nothing', async () => {
    const team = await createTeam(stack);
    const admin = as(stack, team.admin.token);
    const { body } = await admin.post('/invites', { email: uniqueEmail(), role: 'VIEWER' });
    const res = await admin.delete(`/invites/${body.id}`);
    expect(res.status).toBe(204);
    const accept = await as(stack).post('/invites/accept', { token: body.token, password: PASSWORD, fullName: 'Late' });
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toMatch(/withdrawn/);
    expect((await admin.delete(`/invites/${body.id}`)).status).toBe(204);
    const [listed] = await allPages(admin.get, '/invites');
    expect(listed).toMatchObject({ id: body.id, status: 'REVOKED', revokedAt: expect.any(String) });
    expect((await admin.delete('/invites/inv_01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
  });

  it('audits creation, revocation and acceptance with actor and target', async () => {
    const team = await createTeam(stack);
    const owner = as(stack, team.owner.token);
    const kept = (await owner.post('/invites', { email: uniqueEmail(), role: 'ADMIN' })).body;
    const dropped = (await owner.post('/invites', { email: uniqueEmail(), role: 'VIEWER' })).body;
    await owner.delete(`/invites/${dropped.id}`);
    await owner.delete(`/invites/${dropped.id}`);
    const joined = await as(stack).post('/invites/accept', {
      token: kept.token,
      password: PASSWORD,
      fullName: 'Joiner',
    });
    const trail = await allPages(owner.get, '/audit-log');
    const actor = { type: 'user', id: team.owner.user.id };
    expect(trail.map((e: { action: string }) => e.action)).toEqual([
      'invite.accepted',
      'invite.revoked',
      'invite.created',
      'invite.created',
    ]);
    expect(trail[0]).toMatchObject({
      actor: { type: 'user', id: joined.body.user.id },
      target: { type: 'invite', id: kept.id },
    });
    expect(trail[1]).toMatchObject({ actor, target: { type: 'invite', id: dropped.id }, details: { role: 'VIEWER' } });
    expect(trail[2]).toMatchObject({ actor, target: { type: 'invite', id: dropped.id } });
    expect(trail[3]).toMatchObject({
      actor,
      target: { type: 'invite', id: kept.id },
      details: { email: kept.email, role: 'ADMIN' },
    });
    expect(JSON.stringify(trail)).not.toContain(kept.token);
  });
});
