import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { signedInMember, signedInOwner } from '../support/workspace';

const body = { to: '0821234567', body: 'Your order is ready' };

// Hundreds of moderated sends per test: 120 s each, as a full suite on two loaded cores can take several times longer
// than one file alone (the default 30 s was overrun there).
describe('POST /messages: 60 a minute per user and 600 per account (contract Part 3)', { timeout: 120_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('the 61st dashboard send of one user in a rolling minute is 429, and another user of the account still sends', async () => {
    const owner = await signedInOwner(stack, { credits: 1000 });
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => owner.api.post('/messages', body)));
      statuses.push(...answers.map((r) => r.status));
      stack.clock.advance(5_000);
    }
    expect(
      statuses.filter((s) => s === 201),
      `statuses: ${statuses.join(' ')}`,
    ).toHaveLength(60);
    const sixtyFirst = await owner.api.post('/messages', body);
    expect(sixtyFirst.status).toBe(429);
    expect(errorCode(sixtyFirst)).toBe('TOO_MANY_REQUESTS');
    expect(sixtyFirst.body.error.message).toBe(
      'Rate limit exceeded: 60 requests per minute per user for POST /messages',
    );
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(940);
    const colleague = await signedInMember(stack, owner.accountId, 'MEMBER');
    expect((await colleague.api.post('/messages', body)).status).toBe(201);
    // The window rolls: a minute after the first sends, the owner sends again.
    stack.clock.advance(31_000);
    expect((await owner.api.post('/messages', body)).status).toBe(201);
  });

  it('the 601st dashboard send of the account in a rolling minute is 429, whichever user sends it', async () => {
    const owner = await signedInOwner(stack, { credits: 1000 });
    const users = [
      owner,
      ...(await Promise.all(Array.from({ length: 10 }, () => signedInMember(stack, owner.accountId, 'MEMBER')))),
    ];
    let created = 0;
    for (const user of users.slice(0, 10)) {
      for (let batch = 0; batch < 3; batch++) {
        const answers = await Promise.all(Array.from({ length: 20 }, () => user.api.post('/messages', body)));
        created += answers.filter((r) => r.status === 201).length;
      }
    }
    expect(created).toBe(600);
    const refused = await users[10]!.api.post('/messages', body);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      'Rate limit exceeded: 600 requests per minute per account for POST /messages',
    );
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(400);
    // 601 HTTP sends: 18 s alone, over 30 s in the full suite on a busy 2-CPU machine (a budget, not an assertion).
  }, 180_000);
});

describe('daily spend caps: 429 SPEND_LIMIT_EXCEEDED past a cap, nothing charged (contract Part 3)', {
  timeout: 120_000,
}, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  const debits = async (accountId: string) =>
    (await stack.repos.accounts.ledger(accountId, { limit: 100 })).items.filter((e) => e.type === 'DEBIT');

  it('a key with a daily cap of 3 sends 3 and gets 429 SPEND_LIMIT_EXCEEDED on the 4th, charged 3', async () => {
    const owner = await signedInOwner(stack, { credits: 50 });
    const created = await owner.api.post('/api-keys', { name: 'capped', scopes: ['sms.send'], dailySpendLimit: 3 });
    expect(created.status).toBe(201);
    expect(created.body.dailySpendLimit).toBe(3);
    const api = publicClient(stack, created.body.key);
    for (let i = 0; i < 3; i++) expect((await api.post('/public/sms/send', body)).status).toBe(201);
    const fourth = await api.post('/public/sms/send', body);
    expect(fourth.status).toBe(429);
    expect(errorCode(fourth)).toBe('SPEND_LIMIT_EXCEEDED');
    expect(fourth.body.error.message).toBe(
      'Daily spend limit reached: this API key may spend 3 credits a day (Africa/Johannesburg)',
    );
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(47);
    expect(await debits(owner.accountId)).toHaveLength(3);
    // Another key of the account is not held by this key's cap; the capped key is free again the next SAST day.
    expect((await publicClient(stack, owner.apiKey).post('/public/sms/send', body)).status).toBe(201);
    const limits = await owner.api.get('/settings/limits');
    expect(limits.body).toMatchObject({
      dailySpendLimit: null,
      spentToday: 4,
      timeZone: 'Africa/Johannesburg',
      apiKeys: [{ id: created.body.id, name: 'capped', dailySpendLimit: 3, spentToday: 3 }],
    });
    // 08:00 UTC is 10:00 in Johannesburg: 14 hours to its midnight.
    stack.clock.advance(14 * 3600_000);
    expect((await api.post('/public/sms/send', body)).status).toBe(201);
    // The cap can be changed and removed (PATCH /api-keys/{id}), from the key's next request.
    const later = await signedInOwner(stack, { credits: 10 });
    const key = await later.api.post('/api-keys', { name: 'k', scopes: ['sms.send'], dailySpendLimit: 1 });
    const keyApi = publicClient(stack, key.body.key);
    expect((await keyApi.post('/public/sms/send', body)).status).toBe(201);
    expect((await keyApi.post('/public/sms/send', body)).status).toBe(429);
    const lifted = await later.api.patch(`/api-keys/${key.body.id}`, { dailySpendLimit: null });
    expect(lifted.body.dailySpendLimit).toBeNull();
    expect((await keyApi.post('/public/sms/send', body)).status).toBe(201);
  });

  it("the account's cap holds every send of the account, dashboard and keys together; a blocked message costs nothing", async () => {
    const owner = await signedInOwner(stack, { credits: 50 });
    const set = await owner.api.patch('/settings/limits', { dailySpendLimit: 4 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ dailySpendLimit: 4, spentToday: 0 });
    const api = publicClient(stack, owner.apiKey);
    expect((await api.post('/public/sms/send', { ...body, body: 'a'.repeat(200) })).status).toBe(201); // 2 credits
    const blocked = await api.post('/public/sms/send', { ...body, body: 'I will kill you, you filthy k a f f i r' });
    expect(blocked.body.status).toBe('BLOCKED');
    expect((await owner.api.post('/messages', body)).status).toBe(201);
    // 3 spent, 1 left: a 2-credit message is refused whole, a 1-credit one goes.
    const tooBig = await owner.api.post('/messages', { ...body, body: 'b'.repeat(200) });
    expect(tooBig.status).toBe(429);
    expect(errorCode(tooBig)).toBe('SPEND_LIMIT_EXCEEDED');
    expect((await api.post('/public/sms/send', body)).status).toBe(201);
    expect(errorCode(await api.post('/public/sms/send', body))).toBe('SPEND_LIMIT_EXCEEDED');
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(46);
    expect((await owner.api.get('/settings/limits')).body).toMatchObject({ dailySpendLimit: 4, spentToday: 4 });
    const audit = await stack.repos.audit.listByAccount(owner.accountId, { limit: 10 });
    expect(audit.items.map((e) => e.action)).toContain('limits.updated');
    // Cleared, the account sends again; a MEMBER may not touch the caps.
    expect((await owner.api.patch('/settings/limits', { dailySpendLimit: null })).body.dailySpendLimit).toBeNull();
    expect((await api.post('/public/sms/send', body)).status).toBe(201);
    const member = await signedInMember(stack, owner.accountId, 'MEMBER');
    expect((await member.api.patch('/settings/limits', { dailySpendLimit: 10 })).status).toBe(403);
    expect((await owner.api.patch('/settings/limits', { dailySpendLimit: 0 })).status).toBe(400);
  });

  it("a campaign launch counts its reservation against the account's cap: past it 429 SPEND_LIMIT_EXCEEDED, nothing reserved", async () => {
    const owner = await signedInOwner(stack, { credits: 50 });
    const ids: string[] = [];
    for (const phone of ['0829990021', '0829990022', '0829990023']) {
      ids.push((await owner.api.post('/contacts', { phone, firstName: 'A' })).body.id);
    }
    const campaign = await owner.api.post('/campaigns', {
      name: 'Capped',
      kind: 'transactional',
      body: 'Hi {{firstName}}',
      audience: { contactIds: ids },
    });
    expect(campaign.status).toBe(201);
    expect((await owner.api.patch('/settings/limits', { dailySpendLimit: 2 })).status).toBe(200);
    const refused = await owner.api.post(`/campaigns/${campaign.body.id}/launch`, {});
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe('SPEND_LIMIT_EXCEEDED');
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(50);
    expect((await owner.api.get(`/campaigns/${campaign.body.id}`)).body.status).toBe('DRAFT');
    expect((await owner.api.get('/settings/limits')).body).toMatchObject({ dailySpendLimit: 2, spentToday: 0 });

    // With room for it, the launch reserves 3 credits and they count today: 1 left for single sends.
    expect((await owner.api.patch('/settings/limits', { dailySpendLimit: 4 })).status).toBe(200);
    const launched = await owner.api.post(`/campaigns/${campaign.body.id}/launch`, {});
    expect(launched.status).toBeLessThan(300);
    expect((await owner.api.get('/settings/limits')).body).toMatchObject({ dailySpendLimit: 4, spentToday: 3 });
    expect(errorCode(await owner.api.post('/messages', { ...body, body: 'b'.repeat(200) }))).toBe(
      'SPEND_LIMIT_EXCEEDED',
    );
    expect((await owner.api.post('/messages', body)).status).toBe(201);
  });

  it('a cap spread over counter shards is never passed by concurrent sends', async () => {
    const owner = await signedInOwner(stack, { credits: 5000 });
    // 2,000 credits: two counter shards of 1,000. Each message below is 1,600 characters of UCS-2: 24 credits.
    await owner.api.patch('/settings/limits', { dailySpendLimit: 2000 });
    const long = { to: '0821234567', body: 'ж'.repeat(1600) };
    const api = publicClient(stack, owner.apiKey);
    const answers: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const results = await Promise.all(Array.from({ length: 20 }, () => api.post('/public/sms/send', long)));
      answers.push(...results.map((r) => r.status));
      stack.clock.advance(61_000);
    }
    const cost = (await debits(owner.accountId))[0]!.amount * -1;
    const sent = answers.filter((s) => s === 201).length;
    expect(answers.filter((s) => s !== 201 && s !== 429)).toEqual([]);
    expect(sent * cost).toBeLessThanOrEqual(2000);
    // Each shard stops short of its 1,000 by less than one message: together within two messages of the cap.
    expect(sent * cost).toBeGreaterThan(2000 - 2 * cost);
    expect((await owner.api.get('/settings/limits')).body.spentToday).toBe(sent * cost);
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(5000 - sent * cost);
  }, 180_000);
});
