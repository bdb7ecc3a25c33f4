import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lib/routes';
import { createEmbeddedModerationService } from '../../shared/moderation/embedded-classifier';
import { call, client, errorCode } from '../support/http';
import { createAccount, startTestStack, type TestStack } from '../support/stack';

describe('foundation over HTTP', () => {
  let stack: TestStack;
  /** When set, moderation throws: an unexpected failure deep in a route. */
  let explode = false;
  const classifier = createEmbeddedModerationService();
  beforeAll(async () => {
    stack = await startTestStack({
      overrides: {
        moderation: {
          moderate: async (text) => {
            if (explode) throw new Error('classifier exploded at a secret place');
            return classifier.moderate(text);
          },
        },
      },
      // A route added to the table is served with no other change (it reuses the health handler file).
      routes: [
        ...routes,
        { id: 'health', method: 'GET', path: '/extra-probe', auth: 'none', access: {}, summary: 'probe' },
      ],
    });
  });
  afterAll(async () => stack?.stop());

  it('answers GET /health with status ok and the version', async () => {
    const res = await client(stack.baseUrl).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', version: 'test' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves a route added to the table', async () => {
    const res = await client(stack.baseUrl).get('/extra-probe');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('answers an unknown path with 404 in the envelope', async () => {
    const res = await client(stack.baseUrl).get('/no/such/route');
    expect(res.status).toBe(404);
    expect(errorCode(res)).toBe('NOT_FOUND');
    const outside = await call('GET', stack.baseUrl.replace('/api/v1', '/nothing'));
    expect(outside.status).toBe(404);
  });

  it('answers an unknown method on a known path with 404 NOT_FOUND, not VALIDATION_ERROR', async () => {
    for (const [method, path] of [
      ['DELETE', '/health'],
      ['PUT', '/extra-probe'],
      ['PATCH', '/no/such/route'],
    ] as const) {
      const res = await call(method, `${stack.baseUrl}${path}`, { json: {} });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(errorCode(res)).toBe('NOT_FOUND');
    }
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR in the envelope', async () => {
    const account = await createAccount(stack);
    const res = await client(stack.baseUrl).post('/public/sms/send', undefined, {
      raw: '{"to": "0821234567", "body": ',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': account.apiKey },
    });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('VALIDATION_ERROR');
  });

  it('answers a missing API key with the gateway 401 in the envelope', async () => {
    const res = await client(stack.baseUrl).get('/public/balance');
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('UNAUTHORIZED');
  });

  it('answers an unexpected throw with 500 INTERNAL_ERROR, no stack in the body, and logs it with the request id', async () => {
    const account = await createAccount(stack);
    explode = true;
    try {
      const res = await client(stack.baseUrl, { headers: { 'X-API-Key': account.apiKey } }).post('/public/sms/send', {
        to: '0821234567',
        body: 'hello',
      });
      expect(res.status).toBe(500);
      expect(errorCode(res)).toBe('INTERNAL_ERROR');
      expect(res.text).not.toMatch(/exploded|at .*\.ts|stack/i);
      const requestId = res.body.error.requestId as string;
      const logged = stack.logs.map((l) => JSON.parse(l)).find((l) => l.requestId === requestId && l.level === 'error');
      expect(logged?.error?.message).toContain('classifier exploded');
      expect(logged?.error?.stack).toBeTruthy();
    } finally {
      explode = false;
    }
  });
});
