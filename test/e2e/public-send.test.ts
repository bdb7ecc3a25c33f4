import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import { errorCode } from '../support/http';
import { createAccount, publicClient, startTestStack, type TestStack, testAudit } from '../support/stack';

describe('POST /public/sms/send: the error rows of spec section 7', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('rejects a number that is not a South African mobile with 400 INVALID_PHONE_NUMBER', async () => {
    const { apiKey } = await createAccount(stack);
    for (const to of ['0211234567', '+447911123456', '12345', 'not a number']) {
      const res = await publicClient(stack, apiKey).post('/public/sms/send', { to, body: 'hi' });
      expect(res.status, to).toBe(400);
      expect(errorCode(res)).toBe('INVALID_PHONE_NUMBER');
    }
  });

  it('rejects neither body nor templateId, and both, with 400 VALIDATION_ERROR naming the field', async () => {
    const { apiKey } = await createAccount(stack);
    const neither = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821234567' });
    expect(neither.status).toBe(400);
    expect(errorCode(neither)).toBe('VALIDATION_ERROR');
    expect(neither.body.error.details[0].message).toMatch(/exactly one of body and templateId/i);
    const both = await publicClient(stack, apiKey).post('/public/sms/send', {
      to: '0821234567',
      body: 'hi',
      templateId: 'tpl_x',
    });
    expect(both.status).toBe(400);
    expect(errorCode(both)).toBe('VALIDATION_ERROR');
  });

  it('rejects a body over 1600 characters with 400 and accepts exactly 1600', async () => {
    const { apiKey } = await createAccount(stack, { credits: 100 });
    const over = await publicClient(stack, apiKey).post('/public/sms/send', {
      to: '0821234567',
      body: 'a'.repeat(1601),
    });
    expect(over.status).toBe(400);
    expect(errorCode(over)).toBe('VALIDATION_ERROR');
    const exact = await publicClient(stack, apiKey).post('/public/sms/send', {
      to: '0821234567',
      body: 'a'.repeat(1600),
    });
    expect(exact.status).toBe(201);
    expect(exact.body.segments).toBe(11);
    // Contract Part 4: a message carries its text as sent, on the send's answer and on a read.
    expect(exact.body.body).toBe('a'.repeat(1600));
    expect((await publicClient(stack, apiKey).get(`/public/sms/${exact.body.id}`)).body.body).toBe('a'.repeat(1600));
  });

  it('answers 402 INSUFFICIENT_BALANCE when the credits do not cover the segments', async () => {
    const { apiKey, accountId } = await createAccount(stack, { credits: 1 });
    const res = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821234567', body: 'a'.repeat(200) });
    expect(res.status).toBe(402);
    expect(errorCode(res)).toBe('INSUFFICIENT_BALANCE');
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(1);
  });

  it('answers 403 INSUFFICIENT_SCOPE to a key with only sms.read', async () => {
    const { apiKey } = await createAccount(stack, { scopes: ['sms.read'] });
    const res = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821234567', body: 'hi' });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('INSUFFICIENT_SCOPE');
  });

  it('answers 404 TEMPLATE_NOT_FOUND for a template of another account, and for an unknown one', async () => {
    const a = await createAccount(stack);
    const b = await createAccount(stack);
    const now = new Date(stack.clock.now()).toISOString();
    const templateId = newId('tpl');
    await stack.repos.templates.create(
      {
        id: templateId,
        accountId: b.accountId,
        name: 'B only',
        body: 'Hi {{name}}',
        variables: ['name'],
        createdAt: now,
        updatedAt: now,
      },
      testAudit(stack, b.accountId),
    );
    const res = await publicClient(stack, a.apiKey).post('/public/sms/send', {
      to: '0821234567',
      templateId,
      variables: { name: 'x' },
    });
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe('TEMPLATE_NOT_FOUND');
    const unknown = await publicClient(stack, a.apiKey).post('/public/sms/send', {
      to: '0821234567',
      templateId: 'tpl_nope',
    });
    expect(unknown.status).toBe(404);
  });

  it('fills a template, and names a missing variable with 400 MISSING_TEMPLATE_VARIABLE', async () => {
    const a = await createAccount(stack);
    const now = new Date(stack.clock.now()).toISOString();
    const templateId = newId('tpl');
    await stack.repos.templates.create(
      {
        id: templateId,
        accountId: a.accountId,
        name: 'otp',
        body: 'Hi {{name}}, your code is {{code}}',
        variables: ['name', 'code'],
        createdAt: now,
        updatedAt: now,
      },
      testAudit(stack, a.accountId),
    );
    const missing = await publicClient(stack, a.apiKey).post('/public/sms/send', {
      to: '0821234567',
      templateId,
      variables: { name: 'Thandi' },
    });
    expect(missing.status).toBe(400);
    expect(errorCode(missing)).toBe('MISSING_TEMPLATE_VARIABLE');
    expect(missing.body.error.message).toContain('code');
    const ok = await publicClient(stack, a.apiKey).post('/public/sms/send', {
      to: '0821234567',
      templateId,
      variables: { name: 'Thandi', code: 4821 },
    });
    expect(ok.status).toBe(201);
    expect((await stack.repos.messages.get(ok.body.id))?.body).toBe('Hi Thandi, your code is 4821');
  });

  it('answers 503 VENDOR_NOT_CONFIGURED when the account has no vendor', async () => {
    const { apiKey } = await createAccount(stack, { vendor: false });
    const res = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821234567', body: 'hi' });
    expect(res.status).toBe(503);
    expect(errorCode(res)).toBe('VENDOR_NOT_CONFIGURED');
  });

  it('answers 403 ACCOUNT_SUSPENDED for a suspended account, before validating the body', async () => {
    const { apiKey, accountId } = await createAccount(stack);
    await stack.repos.accounts.setSuspended(accountId, true, []);
    const res = await publicClient(stack, apiKey).post('/public/sms/send', { to: 'bad' });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('ACCOUNT_SUSPENDED');
  });

  it('answers 401 to an unknown key', async () => {
    const res = await publicClient(stack, 'sk_live_unknown').post('/public/sms/send', { to: '0821234567', body: 'hi' });
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('UNAUTHORIZED');
  });

  it('refuses a revoked key on its next request', async () => {
    const { apiKey, accountId } = await createAccount(stack);
    expect((await publicClient(stack, apiKey).get('/public/balance')).status).toBe(200);
    const record = (await stack.repos.apiKeys.page(accountId, { limit: 10 })).items[0]!;
    await stack.repos.apiKeys.revoke(
      accountId,
      record.hash,
      new Date().toISOString(),
      testAudit(stack, accountId, 'apikey.revoked'),
    );
    const res = await publicClient(stack, apiKey).get('/public/balance');
    expect(res.status).toBe(401);
  });
});

describe('POST /public/sms/send: accepted messages', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('stores 0821234567 and +27821234567 alike as +27821234567', async () => {
    const { apiKey } = await createAccount(stack);
    for (const to of ['0821234567', '+27821234567', '082 123 4567']) {
      const res = await publicClient(stack, apiKey).post('/public/sms/send', { to, body: 'Hello' });
      expect(res.status).toBe(201);
      expect(res.body.to).toBe('+27821234567');
      expect((await stack.repos.messages.get(res.body.id))?.to).toBe('+27821234567');
    }
  });

  it('returns the contract message body, charges one credit per segment, and shows it on GET', async () => {
    const { apiKey, accountId } = await createAccount(stack, { credits: 10 });
    const res = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821234567', body: 'a'.repeat(161) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'QUEUED',
      deliveryStatus: null,
      to: '+27821234567',
      segments: 2,
      encoding: 'GSM-7',
      cost: 2,
      source: 'api',
    });
    expect(res.body.id).toMatch(/^msg_/);
    expect(res.body.moderation).toBeUndefined();
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(8);
    const got = await publicClient(stack, apiKey).get(`/public/sms/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: res.body.id, status: 'QUEUED', cost: 2 });
    const balance = await publicClient(stack, apiKey).get('/public/balance');
    expect(balance.body).toEqual({ balance: 8, unit: 'SMS_CREDITS' });
  });

  it('answers 404 for a message of another account', async () => {
    const a = await createAccount(stack);
    const b = await createAccount(stack);
    const sent = await publicClient(stack, a.apiKey).post('/public/sms/send', { to: '0821234567', body: 'mine' });
    const res = await publicClient(stack, b.apiKey).get(`/public/sms/${sent.body.id}`);
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
  });

  it('blocks a hateful message: 201 BLOCKED, not sent, not charged, flag stored', async () => {
    const { apiKey, accountId } = await createAccount(stack, { credits: 5 });
    const res = await publicClient(stack, apiKey).post('/public/sms/send', {
      to: '0821234567',
      body: 'I will kill you, you filthy k a f f i r',
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('BLOCKED');
    expect(res.body.cost).toBe(0);
    expect(res.body.moderation.verdict).toBe('BLOCKED');
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(5);
    const flags = (await stack.repos.flags.listByAccount(accountId, { limit: 10 })).items;
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ messageId: res.body.id, severity: 'HIGH', status: 'OPEN' });
    expect(flags[0]?.excerpt).not.toMatch(/kaffir/i);
    // Nothing was queued for the vendor.
    expect((await stack.repos.messages.get(res.body.id))?.status).toBe('BLOCKED');
  });
});

describe('POST /public/sms/send under concurrency', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('50 parallel sends against 20 credits: exactly 20 accepted, 30 refused with 402, balance 0', async () => {
    const { apiKey, accountId } = await createAccount(stack, { credits: 20 });
    const api = publicClient(stack, apiKey);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api.post('/public/sms/send', { to: '0821234567', body: `message ${i}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 402)).toHaveLength(30);
    const account = await stack.repos.accounts.withBalance(accountId);
    expect(account?.balance).toBe(0);
    const ledger = await stack.repos.accounts.ledger(accountId, { limit: 100 });
    expect(ledger.items.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
  });

  it('100 parallel requests on a 60-per-minute key: exactly 60 pass; the window rolls after 60 s', async () => {
    const { apiKey } = await createAccount(stack);
    const api = publicClient(stack, apiKey);
    const results = await Promise.all(Array.from({ length: 100 }, () => api.get('/public/balance')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(60);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(40);
    expect(refused[0]?.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(refused[0]?.body.error.message).toBe('Rate limit exceeded: 60 requests per minute for this API key');
    expect(refused[0]?.headers['retry-after']).toBeUndefined();
    stack.clock.advance(30_000);
    expect((await api.get('/public/balance')).status).toBe(429);
    stack.clock.advance(30_000);
    expect((await api.get('/public/balance')).status).toBe(200);
  });

  it('refuses the 61st request in a rolling minute, not per clock minute', async () => {
    const { apiKey } = await createAccount(stack);
    const api = publicClient(stack, apiKey);
    // Start 30 s into a clock minute, so a clock-minute limiter would reset half-way through.
    stack.clock.advance(60_000 - (stack.clock.now() % 60_000) + 30_000);
    for (let i = 0; i < 60; i++) {
      expect((await api.get('/public/balance')).status).toBe(200);
      stack.clock.advance(500);
    }
    // 30 s have passed; a new clock minute has begun, but the rolling window still holds 60.
    const sixtyFirst = await api.get('/public/balance');
    expect(sixtyFirst.status).toBe(429);
    stack.clock.advance(30_000);
    expect((await api.get('/public/balance')).status).toBe(200);
  });

  it('a key configured for 5 per minute is refused at the 6th, with the limit in the message', async () => {
    const { apiKey } = await createAccount(stack, { rateLimitPerMinute: 5, scopes: ['sms.send', 'sms.read'] });
    const api = publicClient(stack, apiKey);
    for (let i = 0; i < 5; i++) expect((await api.get('/public/balance')).status).toBe(200);
    const sixth = await api.get('/public/balance');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toContain('5 requests per minute');
    // The limit comes before body validation in the contract's order of checks.
    const invalid = await api.post('/public/sms/send', { to: 'nonsense' });
    expect(invalid.status).toBe(429);
  });

  it('the same Idempotency-Key five times in parallel: one message, one charge, five identical responses', async () => {
    const { apiKey, accountId } = await createAccount(stack, { credits: 10 });
    const api = publicClient(stack, apiKey);
    const body = { to: '0821234567', body: 'Your order has shipped' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post('/public/sms/send', body, { headers: { 'Idempotency-Key': 'order-42' } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.text)).size).toBe(1);
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(9);
    const ledger = await stack.repos.accounts.ledger(accountId, { limit: 100 });
    expect(ledger.items.filter((e) => e.type === 'DEBIT')).toHaveLength(1);
    const reused = await api.post(
      '/public/sms/send',
      { ...body, body: 'Something else' },
      { headers: { 'Idempotency-Key': 'order-42' } },
    );
    expect(reused.status).toBe(409);
    expect(errorCode(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
