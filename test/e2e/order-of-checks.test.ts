import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../shared/http/json-depth';
import { apiFrom, nextIp, uniqueEmail } from '../support/auth';
import { errorCode } from '../support/http';
import { createAccount, publicClient, startTestStack, type TestStack, testAudit } from '../support/stack';
import { signedInOwner } from '../support/workspace';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const MALFORMED = '{"to": "0821234567", "body": ';

describe("the contract's order of checks on send: key, scope, rate limit, suspended, then the body", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('a rate-limited key is answered 429 whatever its body: malformed, oversized or nested 10,000 deep', async () => {
    const { apiKey, accountId } = await createAccount(stack, { rateLimitPerMinute: 2 });
    const api = publicClient(stack, apiKey);
    for (let i = 0; i < 2; i++) expect((await api.get('/public/balance')).status).toBe(200);
    const oversized = JSON.stringify({ to: '0821234567', body: 'x'.repeat(stack.rt.config.MAX_BODY_BYTES) });
    for (const raw of [MALFORMED, oversized, nested(10_000)]) {
      const res = await api.post('/public/sms/send', undefined, { raw });
      expect(res.status, raw.slice(0, 30)).toBe(429);
      expect(errorCode(res)).toBe('TOO_MANY_REQUESTS');
    }
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(100);
  });

  it('a key without sms.send is 403 before its body is read; an unknown key 401', async () => {
    const { apiKey } = await createAccount(stack, { scopes: ['sms.read'] });
    const res = await publicClient(stack, apiKey).post('/public/sms/send', undefined, { raw: MALFORMED });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('INSUFFICIENT_SCOPE');
    const unknown = await publicClient(stack, 'sk_live_unknown').post('/public/sms/send', undefined, {
      raw: MALFORMED,
    });
    expect(unknown.status).toBe(401);
  });

  it('a suspended account is 403 ACCOUNT_SUSPENDED before its body is read, on both send routes', async () => {
    const owner = await signedInOwner(stack);
    await stack.repos.accounts.setSuspended(owner.accountId, true, [testAudit(stack, owner.accountId)]);
    for (const raw of [MALFORMED, nested(10_000), JSON.stringify({ to: 'nonsense' })]) {
      const pub = await publicClient(stack, owner.apiKey).post('/public/sms/send', undefined, { raw });
      expect(pub.status, raw.slice(0, 30)).toBe(403);
      expect(errorCode(pub)).toBe('ACCOUNT_SUSPENDED');
      const dashboard = await owner.api.post('/messages', undefined, { raw });
      expect(dashboard.status, raw.slice(0, 30)).toBe(403);
      expect(errorCode(dashboard)).toBe('ACCOUNT_SUSPENDED');
    }
  });
});

describe('JSON nesting: deeper than 32 levels is 400 on every route, before anything recurses', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('answers a send nested 10,000 deep with 400 VALIDATION_ERROR (not 500), with or without an Idempotency-Key', async () => {
    const { apiKey, accountId } = await createAccount(stack);
    const api = publicClient(stack, apiKey);
    for (const headers of [{}, { 'Idempotency-Key': 'deep-1' }] as Record<string, string>[]) {
      const raw = `{"to":"0821234567","templateId":"tpl_01JD5W8Q3T6Y9B2C4E7G0K1M3N","variables":${nested(10_000)}}`;
      const res = await api.post('/public/sms/send', undefined, { raw, headers });
      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
      expect(res.body.error.message).toMatch(/deeper than 32 levels/);
    }
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(100);
  });

  it('answers 400 on the public, dashboard and auth routes alike, and lets 32 levels through to the schema', async () => {
    const owner = await signedInOwner(stack);
    const ip = nextIp();
    const cases = [
      () => owner.api.post('/templates', undefined, { raw: nested(MAX_JSON_DEPTH + 1) }),
      () => apiFrom(stack, ip).post('/auth/register', undefined, { raw: nested(10_000) }),
      () => apiFrom(stack, ip).post('/auth/login', undefined, { raw: `{"email":"a@b.co","x":${nested(40)}}` }),
    ];
    for (const call of cases) {
      const res = await call();
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/deeper than 32 levels/);
    }
    // 32 levels in a field the login body ignores: not refused for its nesting, so the credentials are checked.
    const login = await apiFrom(stack, ip).post('/auth/login', undefined, {
      raw: JSON.stringify({ email: uniqueEmail(), password: 'not the password', extra: JSON.parse(nested(31)) }),
    });
    expect(login.status).toBe(401);
  });
});

describe('spec 4.1: variables is ignored when body is used, whatever its value', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('sends the body as given, whatever variables holds, and still validates variables with a template', async () => {
    const { apiKey } = await createAccount(stack);
    const api = publicClient(stack, apiKey);
    for (const variables of ['not an object', { a: { nested: true } }, { 'bad name!': 1 }, null, [1, 2]]) {
      const res = await api.post('/public/sms/send', { to: '0821234567', body: 'Hello {{a}}', variables });
      expect(res.status, JSON.stringify(variables)).toBe(201);
      expect((await stack.repos.messages.get(res.body.id))?.body).toBe('Hello {{a}}');
    }
    const withTemplate = await api.post('/public/sms/send', {
      to: '0821234567',
      templateId: 'tpl_01JD5W8Q3T6Y9B2C4E7G0K1M3N',
      variables: 'not an object',
    });
    expect(withTemplate.status).toBe(400);
    expect(withTemplate.body.error.details.map((d: { path: string }) => d.path)).toContain('variables');
  });
});

describe('moderation of the text as a phone displays it', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('blocks a slur hidden by a right-to-left override (201 BLOCKED, not charged), and sends innocent reordered text', async () => {
    const { apiKey, accountId } = await createAccount(stack, { credits: 5 });
    const api = publicClient(stack, apiKey);
    const shown = 'I will kill you, you filthy k a f f i r';
    const hidden = `\u202e${[...shown].reverse().join('')}`;
    const res = await api.post('/public/sms/send', { to: '0821234567', body: hidden });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('BLOCKED');
    expect(res.body.cost).toBe(0);
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(5);
    const innocent = `\u202e${[...'See you at the clinic at nine'].reverse().join('')}`;
    const ok = await api.post('/public/sms/send', { to: '0821234567', body: innocent });
    expect(ok.body.status).toBe('QUEUED');
  });
});
