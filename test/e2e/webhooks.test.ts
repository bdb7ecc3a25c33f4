import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { type Api, signedInMember, signedInOwner } from '../support/workspace';

async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 30): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const headersOf = (h: Record<string, unknown>) => ({
  'webhook-id': String(h['webhook-id']),
  'webhook-timestamp': String(h['webhook-timestamp']),
  'webhook-signature': String(h['webhook-signature']),
});

/** Names this stack resolves (what DNS would answer): one private, one public then private (rebinding). */
const answers = new Map<string, string[]>();
const resolveHost = async (host: string) => {
  const list = answers.get(host);
  if (!list?.length) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  const address = list.length > 1 ? list.shift()! : list[0]!;
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};

describe('webhooks on the local stage (loopback allowed)', () => {
  let stack: TestStack;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({ env: { WEBHOOK_ALLOW_LOOPBACK: 'true' } });
  });
  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
  });

  const create = async (api: Api, path: string, events: string[]) => {
    const res = await api.post('/webhooks', { url: receiver.url(path), events, description: 'orders' });
    expect(res.status).toBe(201);
    return res.body as { id: string; secret: string };
  };

  it('delivers message.delivered to a loopback endpoint, signed so the Standard Webhooks reference algorithm accepts it', async () => {
    const owner = await signedInOwner(stack);
    const hook = await create(owner.api, '/delivered', ['message.delivered']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect((await owner.api.get(`/webhooks/${hook.id}`)).body).not.toHaveProperty('secret');

    const sent = await publicClient(stack, owner.apiKey).post('/public/sms/send', { to: '0825551001', body: 'Hi' });
    const [hit] = await receiver.waitFor('/delivered', 1);
    const payload = new Webhook(hook.secret).verify(hit!.body, headersOf(hit!.headers)) as Record<string, unknown>;
    expect(payload).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'message.delivered',
      data: { id: sent.body.id, status: 'DELIVERED', to: '+27825551001', cost: 1 },
    });
    expect(hit!.headers['webhook-id']).toBe(payload.id);
    // A wrong secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(hit!.body, headersOf(hit!.headers)),
    ).toThrow();
    // Only what it subscribed to: no message.sent.
    expect(receiver.received.filter((r) => r.path === '/delivered').map((r) => JSON.parse(r.body).type)).toEqual([
      'message.delivered',
    ]);
  });

  it('retries an endpoint that answers 500 first within 10 seconds; the log shows both attempts; a manual retry delivers again', async () => {
    const owner = await signedInOwner(stack);
    receiver.answer('/flaky', 500, 200, 200);
    const hook = await create(owner.api, '/flaky', ['message.sent', 'message.delivered']);
    await publicClient(stack, owner.apiKey).post('/public/sms/send', { to: '0825551002', body: 'retry me' });
    const hits = await receiver.waitFor('/flaky', 3);
    // The first event to arrive (message.sent or message.delivered: two queue messages, either may be first) was
    // answered 500 and sent again; the other went through at once.
    const typeOf = (h: { body: string }) => JSON.parse(h.body).type as string;
    const retriedType = typeOf(hits[0]!);
    expect(['message.sent', 'message.delivered']).toContain(retriedType);
    const retriedHits = hits.filter((h) => typeOf(h) === retriedType);
    expect(retriedHits).toHaveLength(2);
    expect(retriedHits[0]!.headers['webhook-id']).toBe(retriedHits[1]!.headers['webhook-id']);
    const log = await until(`two attempts of ${retriedType} in the log`, async () => {
      const res = await owner.api.get(`/webhooks/${hook.id}/deliveries`);
      const of = (res.body.items as { eventType: string }[]).filter((d) => d.eventType === retriedType);
      return of.length === 2 ? res.body.items : undefined;
    });
    const attempts = (log as Record<string, unknown>[]).filter((d) => d.eventType === retriedType);
    const [second, first] = attempts as {
      attempt: number;
      statusCode: number;
      error: string | null;
      nextAttemptAt: string | null;
      createdAt: string;
      id: string;
    }[];
    expect(first).toMatchObject({ attempt: 1, statusCode: 500, error: 'HTTP 500' });
    expect(Date.parse(first!.nextAttemptAt!) - Date.parse(first!.createdAt)).toBeLessThanOrEqual(10_000);
    expect(second).toMatchObject({ attempt: 2, statusCode: 200, error: null, nextAttemptAt: null });

    const retried = await owner.api.post(`/webhooks/${hook.id}/deliveries/${second!.id}/retry`);
    expect(retried.status).toBe(202);
    const again = await receiver.waitFor('/flaky', 4);
    expect(again[3]!.headers['webhook-id']).toBe(retriedHits[0]!.headers['webhook-id']);
  });

  it('sends a webhook.test event whatever the endpoint subscribed to', async () => {
    const owner = await signedInOwner(stack);
    const hook = await create(owner.api, '/test-event', ['inbound.received']);
    const res = await owner.api.post(`/webhooks/${hook.id}/test`);
    expect(res.status).toBe(202);
    const [hit] = await receiver.waitFor('/test-event', 1);
    expect(new Webhook(hook.secret).verify(hit!.body, headersOf(hit!.headers))).toMatchObject({
      id: res.body.eventId,
      type: 'webhook.test',
    });
  });

  it('rotates the secret with overlap: the old and the new secret both sign while the overlap lasts', async () => {
    const owner = await signedInOwner(stack);
    const hook = await create(owner.api, '/rotate', ['inbound.received', 'optout.created']);
    const rotated = await owner.api.post(`/webhooks/${hook.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(hook.secret);
    await owner.api.post(`/webhooks/${hook.id}/test`);
    const [hit] = await receiver.waitFor('/rotate', 1);
    expect(String(hit!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [hook.secret, rotated.body.secret]) {
      expect(new Webhook(secret).verify(hit!.body, headersOf(hit!.headers))).toMatchObject({ type: 'webhook.test' });
    }
    // A STOP reply: inbound.received and optout.created, each signed.
    await owner.api.post('/sandbox/inbound', { from: '0825551003', body: 'STOP' });
    const hits = await receiver.waitFor('/rotate', 3);
    expect(
      hits
        .slice(1)
        .map((h) => JSON.parse(h.body).type)
        .sort(),
    ).toEqual(['inbound.received', 'optout.created']);
    expect(JSON.parse(hits.find((h) => JSON.parse(h.body).type === 'optout.created')!.body).data).toMatchObject({
      phone: '+27825551003',
      source: 'inbound',
    });
  });

  it('stops signing with the old secret once its 24 hours of overlap are over', async () => {
    const owner = await signedInOwner(stack);
    const hook = await create(owner.api, '/rotated-later', ['inbound.received']);
    const rotated = await owner.api.post(`/webhooks/${hook.id}/rotate-secret`);
    stack.clock.advance(25 * 3600_000);
    const api = (await signedInMember(stack, owner.accountId, 'OWNER')).api;
    expect((await api.post(`/webhooks/${hook.id}/test`)).status).toBe(202);
    const [hit] = await receiver.waitFor('/rotated-later', 1);
    expect(String(hit!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(new Webhook(rotated.body.secret).verify(hit!.body, headersOf(hit!.headers))).toMatchObject({
      type: 'webhook.test',
    });
    expect(() => new Webhook(hook.secret).verify(hit!.body, headersOf(hit!.headers))).toThrow();
  });

  it('disables an endpoint with no success for five days, audited; PATCH disabled:false brings it back', async () => {
    const owner = await signedInOwner(stack);
    receiver.answer('/dead', ...Array.from({ length: 20 }, () => 503));
    const hook = await create(owner.api, '/dead', ['inbound.received']);
    await owner.api.post(`/webhooks/${hook.id}/test`);
    await receiver.waitFor('/dead', 1);
    await until('the failure run marked', async () => {
      const found = await stack.db.send(
        new GetCommand({ TableName: stack.tableName, Key: { pk: `ACCOUNT#${owner.accountId}#WEBHOOKS`, sk: hook.id } }),
      );
      return found.Item?.failingSince ? true : undefined;
    });
    stack.clock.advance(6 * 24 * 3600_000);
    const api = (await signedInMember(stack, owner.accountId, 'OWNER')).api;
    await api.post(`/webhooks/${hook.id}/test`);
    const disabled = await until('disabled', async () => {
      const res = await api.get(`/webhooks/${hook.id}`);
      return res.body.disabled ? res.body : undefined;
    });
    expect(disabled.disabled).toBe(true);
    const audit = await api.get('/audit-log');
    expect(audit.body.items.map((e: { action: string }) => e.action)).toContain('webhook.disabled');
    const back = await api.patch(`/webhooks/${hook.id}`, { disabled: false });
    expect(back.body.disabled).toBe(false);
  });

  it('is accounts.manage only; another account gets 404', async () => {
    const owner = await signedInOwner(stack);
    const hook = await create(owner.api, '/private', ['message.sent']);
    const member = await signedInMember(stack, owner.accountId, 'MEMBER');
    const refused = await member.api.get('/webhooks');
    expect(refused.status).toBe(403);
    const other = await signedInOwner(stack);
    expect((await other.api.get(`/webhooks/${hook.id}`)).status).toBe(404);
    expect((await other.api.delete(`/webhooks/${hook.id}`)).status).toBe(404);
    expect((await owner.api.get('/webhooks')).body.items.map((w: { id: string }) => w.id)).toEqual([hook.id]);
    expect((await owner.api.delete(`/webhooks/${hook.id}`)).status).toBe(204);
  });
});

describe('webhook targets outside the local stage (server-side request forgery)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    answers.set('internal.example.test', ['10.1.2.3']);
    answers.set('metadata.example.test', ['fd00:ec2::254']);
    stack = await startTestStack({ env: { WEBHOOK_ALLOW_LOOPBACK: 'false' }, overrides: { resolveHost } });
  });
  afterAll(async () => stack?.stop());

  it('refuses private, loopback, link-local and metadata targets, plain http, and names that resolve to them', async () => {
    const { api } = await signedInOwner(stack);
    for (const url of [
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/hook',
      'https://[::1]/hook',
      'https://127.0.0.1/hook',
      'http://127.0.0.1:8080/hook',
      'https://localhost/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://internal.example.test/hook',
      'https://metadata.example.test/hook',
      'http://hooks.example.com/hook',
      'https://user:pw@hooks.example.com/hook',
    ]) {
      const res = await api.post('/webhooks', { url, events: ['message.sent'] });
      expect(res.status, url).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
      expect(res.body.error.details[0].path).toBe('url');
    }
    expect((await api.get('/webhooks')).body.items).toEqual([]);
  });

  it('checks the address connected to at delivery time: a name that now resolves to a private address is refused', async () => {
    const { api } = await signedInOwner(stack);
    answers.set('rebind.example.test', ['93.184.216.34', '10.0.0.7']);
    const created = await api.post('/webhooks', { url: 'https://rebind.example.test/hook', events: ['webhook.test'] });
    expect(created.status).toBe(201);
    await api.post(`/webhooks/${created.body.id}/test`);
    const log = await until('the refused attempt', async () => {
      const res = await api.get(`/webhooks/${created.body.id}/deliveries`);
      return res.body.items.length ? res.body.items : undefined;
    });
    expect(log[0]).toMatchObject({
      attempt: 1,
      statusCode: null,
      error: expect.stringMatching(/^refused: rebind\.example\.test resolves to 10\.0\.0\.7 is a private/),
    });
  });
});
