/**
 * Issue 29, the overview's usage from an aggregate (docs/decisions/1535-usage-aggregate.md): the event relay counts
 * each message's day from the change stream (accepted, delivered, failed, blocked, flagged, credits net of refunds) and
 * GET /usage answers the period in one request; another account's usage is its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../support/fault-worker';
import { startTestStack, type TestStack } from '../support/stack';
import { signedInMember, signedInOwner } from '../support/workspace';

const HATEFUL = 'I will kill you, you filthy k a f f i r';

describe('GET /usage: daily usage from the aggregate', { timeout: 180_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('counts each message once in its South African day, by how it ended, with the credits net of refunds', async () => {
    const owner = await signedInOwner(stack, { credits: 20 });
    const empty = await owner.api.get('/usage');
    expect(empty.status).toBe(200);
    expect(empty.body.days).toHaveLength(7);
    expect(empty.body.totals).toEqual({ accepted: 0, delivered: 0, failed: 0, blocked: 0, flagged: 0, credits: 0 });

    expect((await owner.api.post('/messages', { to: '082 555 0101', body: 'Your order is ready' })).status).toBe(201);
    expect((await owner.api.post('/messages', { to: '082 555 0000', body: 'Your order is late' })).status).toBe(201);
    const blocked = await owner.api.post('/messages', { to: '082 555 0102', body: HATEFUL });
    expect(blocked.body.status).toBe('BLOCKED');

    const today = await until('the usage of the three messages', async () => {
      const res = await owner.api.get('/usage?days=7');
      const t = res.body.totals;
      return t.delivered === 1 && t.failed === 1 && t.blocked === 1 ? res.body : undefined;
    });
    // Today is the last day; the day is South Africa's (the stack's clock: 2026-11-22 10:00 SAST).
    expect(today.to).toBe('2026-11-22');
    expect(today.days.at(-1)).toEqual({
      day: '2026-11-22',
      accepted: 2,
      delivered: 1,
      failed: 1,
      blocked: 1,
      flagged: 0,
      credits: 1,
    });
    expect(today.days.slice(0, -1).every((d: { accepted: number }) => d.accepted === 0)).toBe(true);
    expect((await owner.api.get('/usage?days=90')).body.days).toHaveLength(90);
    expect((await owner.api.get('/usage?days=8')).status).toBe(400);

    // A viewer reads it (messages.read); another account has none of it.
    const viewer = await signedInMember(stack, owner.accountId, 'VIEWER');
    expect((await viewer.api.get('/usage')).body.totals.accepted).toBe(2);
    const other = await signedInOwner(stack);
    expect((await other.api.get('/usage')).body.totals.accepted).toBe(0);
  });
});
