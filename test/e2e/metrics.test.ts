/**
 * Business metrics from the places that decide them, through the real handlers, worker and sweeper of the local stack,
 * written by the real EMF emitter (shared/aws/emf-metrics.ts) into lines the test reads back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmfMetrics } from '../../shared/aws/emf-metrics';
import { METRIC, type MetricName } from '../../shared/metrics';
import { createAccount, publicClient, startTestStack, type TestAccount, type TestStack } from '../support/stack';
import { runWorker } from '../support/workspace';

describe('business metrics (EMF)', () => {
  let stack: TestStack;
  let account: TestAccount;
  const lines: string[] = [];

  beforeAll(async () => {
    stack = await startTestStack({
      pollQueue: false,
      overrides: { metrics: new EmfMetrics({ stage: 'test', sink: (line) => lines.push(line) }) },
    });
    account = await createAccount(stack, { credits: 100, rateLimitPerMinute: 4 });
  });
  afterAll(() => stack?.stop());

  /** The data points of a metric written since `from`, with their dimensions (Stage and any of the point's own). */
  function points(name: MetricName, from = 0): { value: number; dims: Record<string, string> }[] {
    return lines.slice(from).flatMap((text) => {
      const line = JSON.parse(text);
      if (line[name] === undefined) return [];
      const directive = line._aws.CloudWatchMetrics[0];
      const dims: Record<string, string> = {};
      for (const key of directive.Dimensions.flat() as string[]) dims[key] = line[key];
      return [line[name]].flat().map((value: number) => ({ value, dims }));
    });
  }
  const total = (name: MetricName, from = 0, match: Record<string, string> = {}) =>
    points(name, from)
      .filter((p) => Object.entries(match).every(([k, v]) => p.dims[k] === v))
      .reduce((sum, p) => sum + p.value, 0);

  it('counts an accepted send and its verdict when the request is answered, then sent and delivered', async () => {
    const api = publicClient(stack, account.apiKey);
    const sent = await api.post('/public/sms/send', { to: '0821234567', body: 'Your order is ready' });
    expect(sent.status).toBe(201);
    expect(total(METRIC.accepted, 0, { Stage: 'test', Source: 'api' })).toBe(1);
    expect(total(METRIC.moderation, 0, { Verdict: 'ALLOWED' })).toBe(1);

    const from = lines.length;
    await runWorker(stack, sent.body.id, account.accountId);
    expect(total(METRIC.sent, from)).toBe(1);
    expect(total(METRIC.delivered, from)).toBe(1);
    expect(total(METRIC.vendorCalls, from, { Vendor: 'sandbox', Outcome: 'accepted' })).toBe(1);
    expect(total(METRIC.vendorFailures, from)).toBe(0);
    expect(points(METRIC.vendorLatency, from)).toHaveLength(1);
  });

  it('counts a failed hand-over: failed, refunded and a vendor failure', async () => {
    const api = publicClient(stack, account.apiKey);
    const sent = await api.post('/public/sms/send', { to: '0821230000', body: 'Unreachable' });
    expect(sent.status).toBe(201);
    const from = lines.length;
    await runWorker(stack, sent.body.id, account.accountId);
    expect(total(METRIC.failed, from)).toBe(1);
    expect(total(METRIC.refunded, from)).toBe(1);
    expect(total(METRIC.vendorFailures, from, { Vendor: 'sandbox' })).toBe(1);
    expect(total(METRIC.vendorCalls, from, { Outcome: 'permanent-failure' })).toBe(1);
  });

  it('counts a blocked send by its source and verdict, not as accepted', async () => {
    const from = lines.length;
    const res = await publicClient(stack, account.apiKey).post('/public/sms/send', {
      to: '0821234567',
      body: 'I will kill you, you filthy k a f f i r',
    });
    expect(res.body.status).toBe('BLOCKED');
    expect(total(METRIC.blocked, from, { Source: 'api' })).toBe(1);
    expect(total(METRIC.moderation, from, { Verdict: 'BLOCKED' })).toBe(1);
    expect(total(METRIC.accepted, from)).toBe(0);
  });

  it('counts a rate-limit refusal by route', async () => {
    const from = lines.length;
    const api = publicClient(stack, account.apiKey);
    // The key allows 4 a minute; three were used above.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await api.post('/public/sms/send', { to: '0821234567', body: `again ${i}` })).status);
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(total(METRIC.rateLimited, from, { Route: 'public-send-sms' })).toBe(refused);
  });

  it('reports the age of the oldest waiting message on every sweep, 0 included', async () => {
    const from = lines.length;
    await stack.service.sweep();
    const ages = points(METRIC.oldestPendingAge, from);
    expect(ages).toHaveLength(1);
    expect(ages[0]!.dims).toEqual({ Stage: 'test' });
    // The rate-limited sends above that got through are QUEUED (no worker ran); none is stale yet.
    expect(ages[0]!.value).toBe(0);
    stack.clock.advance(11 * 60_000);
    const later = lines.length;
    await stack.service.sweep();
    expect(points(METRIC.oldestPendingAge, later)[0]!.value).toBeGreaterThanOrEqual(11 * 60);
  });
});
