/**
 * Issue 26 finding 6: one tenant's endpoints that hang, and its test events fired at their limit, must not delay
 * another tenant's events (docs/decisions/1020-webhook-isolation.md). Real stack: the send worker, the change stream
 * into the event relay, both webhook lanes with their pollers, and local HTTP endpoints that never answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { type SignedInAccount, signedInOwner } from '../support/workspace';

interface Attempt {
  attempt: number;
  statusCode: number | null;
  error: string | null;
  nextAttemptAt: string | null;
}

describe('webhook delivery isolated per tenant', () => {
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

  /** Milliseconds from the send to the victim's endpoint receiving its `message.sent`. */
  const eventLatency = async (victim: SignedInAccount, n: number) => {
    const before = receiver.received.filter((r) => r.path === '/victim').length;
    const started = Date.now();
    const res = await publicClient(stack, victim.apiKey).post('/public/sms/send', {
      to: '0825551001',
      body: `Hi ${n}`,
    });
    expect(res.status).toBe(201);
    const hits = await receiver.waitFor('/victim', before + 1, 60);
    const hit = hits[before]!;
    expect(JSON.parse(hit.body)).toMatchObject({ type: 'message.sent', data: { id: res.body.id } });
    return hit.at - started;
  };

  it("delivers another tenant's event as promptly as when idle while one tenant's ten endpoints hang and it fires 60 tests", async () => {
    const victim = await signedInOwner(stack);
    expect(
      (await victim.api.post('/webhooks', { url: receiver.url('/victim'), events: ['message.sent'] })).status,
    ).toBe(201);
    // Idle: the best of three (the first warms the caches).
    const idle = Math.min(await eventLatency(victim, 0), await eventLatency(victim, 1), await eventLatency(victim, 2));

    const attacker = await signedInOwner(stack);
    const hooks: string[] = [];
    for (let i = 0; i < 10; i++) {
      receiver.hang(`/hang${i}`);
      const res = await attacker.api.post('/webhooks', { url: receiver.url(`/hang${i}`), events: ['message.sent'] });
      expect(res.status).toBe(201);
      hooks.push(res.body.id);
    }
    // Sixty tests at once: the account's limit (test/e2e/webhook-limits.test.ts).
    const fired = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attacker.api.post(`/webhooks/${hooks[i % 10]}/test`, {})),
    );
    expect(fired.map((r) => r.status)).toEqual(Array(60).fill(202));
    // The attack is on: the hanging endpoints hold requests open.
    await receiver.waitFor('/hang0', 1, 30);

    const underAttack = await eventLatency(victim, 3);
    const hanging = receiver.received.filter((r) => r.path.startsWith('/hang')).length;
    // Before the two lanes, the tests held the one queue's worker 10 s a batch: 10 s and more here.
    expect(underAttack, `idle ${idle} ms, under attack ${underAttack} ms`).toBeLessThan(
      Math.max(2 * idle, idle + 1500),
    );
    // Still under attack when it arrived: most of the tests are still waiting for their 10-second timeouts.
    expect(hanging).toBeLessThan(60);

    // Nothing of the attacker's is lost: each endpoint's first test is logged as a timed-out attempt with its retry
    // scheduled (and from then on the endpoint is failing).
    const firstAttempt = async (hook: string): Promise<Attempt> => {
      const end = Date.now() + 90_000;
      for (;;) {
        const res = await attacker.api.get(`/webhooks/${hook}/deliveries`);
        const items = res.body.items as Attempt[];
        if (items.length > 0) return items[items.length - 1]!;
        if (Date.now() > end) throw new Error(`no delivery attempt logged for ${hook}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    for (const hook of hooks) {
      const logged = await firstAttempt(hook);
      expect(logged).toMatchObject({ attempt: 1, statusCode: null, error: expect.stringMatching(/timed out/) });
      expect(logged.nextAttemptAt).toEqual(expect.any(String));
    }

    // Its endpoints now fail: its own events go through the retry lane, and the victim's are still prompt.
    for (let i = 0; i < 5; i++) {
      const res = await publicClient(stack, attacker.apiKey).post('/public/sms/send', {
        to: '0825551002',
        body: `Flood ${i}`,
      });
      expect(res.status).toBe(201);
    }
    const afterFlood = await eventLatency(victim, 4);
    expect(afterFlood, `idle ${idle} ms, after the flood ${afterFlood} ms`).toBeLessThan(
      Math.max(2 * idle, idle + 1500),
    );
    console.log(`webhook isolation: idle ${idle} ms, tests firing ${underAttack} ms, events flooding ${afterFlood} ms`);
  }, 240_000);
});
