/**
 * Issue 26 finding 6 (per-route limits on webhook test and retry) and issue 27 item 9 (`GET /webhooks` pages with
 * `limit` and `cursor` like every list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { signedInOwner } from '../support/workspace';

describe('webhook routes: limits and pages', () => {
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

  it('limits POST /webhooks/{id}/test to 60 a minute per account: the 61st is 429 naming the limit, and is not queued', async () => {
    const owner = await signedInOwner(stack);
    const hook = (await owner.api.post('/webhooks', { url: receiver.url('/limited'), events: ['message.sent'] })).body;
    for (let i = 0; i < 60; i++) {
      const res = await owner.api.post(`/webhooks/${hook.id}/test`, {});
      expect(
        res.status,
        stack.logs
          .filter((l) => l.includes('"error"'))
          .slice(-2)
          .join('\n'),
      ).toBe(202);
    }
    const refused = await owner.api.post(`/webhooks/${hook.id}/test`, {});
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.error.message).toBe(
      'Rate limit exceeded: 60 requests per minute per account for POST /webhooks/{id}/test',
    );
    // Another account is not limited by it.
    const other = await signedInOwner(stack);
    const its = (await other.api.post('/webhooks', { url: receiver.url('/other'), events: ['message.sent'] })).body;
    expect((await other.api.post(`/webhooks/${its.id}/test`, {})).status).toBe(202);
    // A minute later the account may test again.
    stack.clock.advance(61_000);
    expect((await owner.api.post(`/webhooks/${hook.id}/test`, {})).status).toBe(202);
    await receiver.waitFor('/limited', 61, 90);
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.received.filter((r) => r.path === '/limited')).toHaveLength(61);
  }, 180_000);

  it('pages GET /webhooks with limit and cursor, newest first', async () => {
    const owner = await signedInOwner(stack);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await owner.api.post('/webhooks', { url: receiver.url(`/p${i}`), events: ['message.sent'] })).body.id);
    }
    const first = await owner.api.get('/webhooks?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((w: { id: string }) => w.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await owner.api.get(`/webhooks?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    expect((await owner.api.get('/webhooks?limit=0')).status).toBe(400);
    expect(errorCode(await owner.api.get('/webhooks?cursor=bogus'))).toBe('VALIDATION_ERROR');
  }, 120_000);
});
