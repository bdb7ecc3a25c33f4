import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../shared/api-keys/api-key';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { allPages, as, createTeam } from '../support/team';

const PUBLIC_SHAPE = [
  'createdAt',
  'dailySpendLimit',
  'id',
  'lastUsedAt',
  'name',
  'prefix',
  'rateLimitPerMinute',
  'revokedAt',
  'scopes',
];

describe('API keys: issue, list, change, revoke', { timeout: 60_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('shows the full value once at creation; the list shows the prefix only, never the value or hash', async () => {
    const team = await createTeam(stack);
    const admin = as(stack, team.admin.token);
    const created = await admin.post('/api-keys', { name: 'Checkout', scopes: ['sms.read', 'sms.send', 'sms.read'] });
    expect(created.status).toBe(201);
    const { key, ...shape } = created.body;
    expect(key).toMatch(/^sk_live_[\w-]{43}$/);
    expect(Object.keys(shape).sort()).toEqual(PUBLIC_SHAPE);
    expect(shape).toMatchObject({
      id: expect.stringMatching(/^key_[0-9A-Z]{26}$/),
      name: 'Checkout',
      prefix: key.slice(0, 12),
      scopes: ['sms.read', 'sms.send'],
      rateLimitPerMinute: 60,
      revokedAt: null,
    });
    // Stored as a hash only.
    const stored = await stack.repos.apiKeys.findByHash(hashApiKey(key));
    expect(stored?.id).toBe(shape.id);
    expect(JSON.stringify(stored)).not.toContain(key);

    const list = await admin.get('/api-keys');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([{ ...shape }]);
    expect(list.text).not.toContain(key);
    expect(list.text).not.toContain(stored!.hash);

    // The key works on the Public API.
    const balance = await publicClient(stack, key).get('/public/balance');
    expect(balance.status).toBe(200);
  });

  it('validates name, scopes and the rate limit (1 to 10,000)', async () => {
    const team = await createTeam(stack);
    const owner = as(stack, team.owner.token);
    const bad = [
      {},
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['sms.delete'] },
      { name: '', scopes: ['sms.send'] },
      { name: 'x', scopes: ['sms.send'], rateLimitPerMinute: 0 },
      { name: 'x', scopes: ['sms.send'], rateLimitPerMinute: 10_001 },
      { name: 'x', scopes: ['sms.send'], rateLimitPerMinute: 1.5 },
    ];
    for (const body of bad) {
      const res = await owner.post('/api-keys', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
    }
    const max = await owner.post('/api-keys', { name: 'bulk', scopes: ['sms.send'], rateLimitPerMinute: 10_000 });
    expect(max.status).toBe(201);
    expect(max.body.rateLimitPerMinute).toBe(10_000);
    expect((await owner.patch(`/api-keys/${max.body.id}`, {})).status).toBe(400);
    expect((await owner.patch(`/api-keys/${max.body.id}`, { rateLimitPerMinute: 0 })).status).toBe(400);
    // A MEMBER or VIEWER lacks apikeys.manage.
    expect((await as(stack, team.member.token).post('/api-keys', { name: 'x', scopes: ['sms.send'] })).status).toBe(
      403,
    );
    expect((await as(stack, team.viewer.token).get('/api-keys')).status).toBe(403);
  });

  it('applies a lowered rate limit from the next request: with 2 per minute the 3rd request is 429', async () => {
    const team = await createTeam(stack);
    const owner = as(stack, team.owner.token);
    const { body } = await owner.post('/api-keys', { name: 'Limited', scopes: ['sms.read'] });
    const key = publicClient(stack, body.key);
    expect((await key.get('/public/balance')).status).toBe(200);
    const patched = await owner.patch(`/api-keys/${body.id}`, { rateLimitPerMinute: 2, name: 'Limited to 2' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      id: body.id,
      name: 'Limited to 2',
      rateLimitPerMinute: 2,
      prefix: body.prefix,
    });
    expect(patched.body.key).toBeUndefined();
    expect((await key.get('/public/balance')).status).toBe(200);
    const third = await key.get('/public/balance');
    expect(third.status).toBe(429);
    expect(third.body.error.message).toBe('Rate limit exceeded: 2 requests per minute for this API key');
    // Raising it again lets the key through at once.
    await owner.patch(`/api-keys/${body.id}`, { rateLimitPerMinute: 100 });
    expect((await key.get('/public/balance')).status).toBe(200);
  });

  it('revokes a key (204): its very next request is 401, it stays listed as revoked, and cannot be changed', async () => {
    const team = await createTeam(stack);
    const admin = as(stack, team.admin.token);
    const { body } = await admin.post('/api-keys', { name: 'Doomed', scopes: ['sms.send', 'sms.read'] });
    const key = publicClient(stack, body.key);
    expect((await key.get('/public/balance')).status).toBe(200);
    const revoked = await admin.delete(`/api-keys/${body.id}`);
    expect(revoked.status).toBe(204);
    expect(revoked.text).toBe('');
    const next = await key.get('/public/balance');
    expect(next.status).toBe(401);
    expect(errorCode(next)).toBe('UNAUTHORIZED');
    expect((await key.post('/public/sms/send', { to: '0821234567', body: 'hi' })).status).toBe(401);

    const listed = (await allPages(admin.get, '/api-keys')).find((k: { id: string }) => k.id === body.id);
    expect(listed.revokedAt).toEqual(expect.any(String));
    const change = await admin.patch(`/api-keys/${body.id}`, { name: 'Back' });
    expect(change.status).toBe(409);
    expect(errorCode(change)).toBe('CONFLICT');
    expect((await admin.delete(`/api-keys/${body.id}`)).status).toBe(204);
    expect((await admin.delete('/api-keys/key_01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
  });

  it('pages the list newest first with a cursor that only this list accepts', async () => {
    const team = await createTeam(stack);
    const owner = as(stack, team.owner.token);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await owner.post('/api-keys', { name: `k${i}`, scopes: ['sms.read'] })).body.id);
    const first = await owner.get('/api-keys?limit=2');
    expect(first.body.items.map((k: { id: string }) => k.id)).toEqual([ids[4], ids[3]]);
    const all = await allPages(owner.get, '/api-keys', 2);
    expect(all.map((k: { id: string }) => k.id)).toEqual([...ids].reverse());
    // No empty last page: a list that ends exactly at the limit has no next cursor.
    expect((await owner.get('/api-keys?limit=5')).body.nextCursor).toBeNull();
    const four = await owner.get('/api-keys?limit=4');
    const rest = await owner.get(`/api-keys?limit=4&cursor=${four.body.nextCursor}`);
    expect(rest.body).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    const bogus = await owner.get('/api-keys?cursor=eyJhZnRlciI6Ik5PUEUifQ');
    expect(bogus.status).toBe(400);
    expect(bogus.body.error.details).toEqual([{ path: 'cursor', message: expect.any(String) }]);
  });

  it('audits creation, changes and revocation with the acting user and the key', async () => {
    const team = await createTeam(stack);
    const admin = as(stack, team.admin.token);
    const { body } = await admin.post('/api-keys', { name: 'Audited', scopes: ['sms.send'] });
    await admin.patch(`/api-keys/${body.id}`, { rateLimitPerMinute: 5 });
    await admin.delete(`/api-keys/${body.id}`);
    await admin.delete(`/api-keys/${body.id}`);
    const trail = await allPages(as(stack, team.owner.token).get, '/audit-log');
    const actor = { type: 'user', id: team.admin.user.id };
    const target = { type: 'apiKey', id: body.id };
    expect(trail).toEqual([
      expect.objectContaining({ action: 'apikey.revoked', actor, target }),
      expect.objectContaining({
        action: 'apikey.updated',
        actor,
        target,
        details: { rateLimitPerMinute: { from: 60, to: 5 } },
      }),
      expect.objectContaining({
        action: 'apikey.created',
        actor,
        target,
        details: expect.objectContaining({ name: 'Audited', scopes: ['sms.send'], rateLimitPerMinute: 60 }),
      }),
    ]);
    expect(JSON.stringify(trail)).not.toContain(body.key);
  });
});
