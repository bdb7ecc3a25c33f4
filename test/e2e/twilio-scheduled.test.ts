/**
 * Scheduled messages, cancel and delete on the Twilio-compatible API (issue 30; docs/decisions/1607, 1608), driven by
 * the official `twilio` package: a message scheduled with SendAt is `scheduled`, charged once, sent by the scheduled
 * sweeper once the sandbox clock reaches its time; a cancel refunds once, also against the sweeper releasing it at
 * the same moment; DELETE only once a message is final, its ledger kept. Every answer is validated against Twilio's
 * published schema (test/fixtures/twilio, MIT).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type RestException from 'twilio/lib/base/RestException';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTtl } from '../../shared/db/retention';
import { accountSid, idOfSid } from '../../shared/twilio/sid';
import { createAccount, startTestStack, type TestAccount, type TestStack } from '../support/stack';
import { type Exchange, moveSandboxClockTo, rejection, twilioClient } from '../support/twilio-client';
import { messageValidators } from '../support/twilio-schemas';
import { ledgerSum, runWorker, signedInOwner } from '../support/workspace';

const HATEFUL = 'I will kill you, you filthy k a f f i r';
const SERVICE = 'MG00000000000000000000000000000000';
const MINUTE = 60_000;

const shapes = messageValidators();

describe('scheduled messages, cancel and delete through the official twilio package', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  const clients: { exchanges: Exchange[] }[] = [];
  function clientOf(account: TestAccount) {
    const made = twilioClient(
      stack.baseUrl,
      accountSid(account.accountId),
      account.apiKey,
      accountSid(account.accountId),
    );
    clients.push(made.httpClient);
    return made.client;
  }
  const balance = async (accountId: string) => (await stack.repos.accounts.withBalance(accountId))?.balance;
  /** The service's time now: the sandbox clock, which schedules read. */
  const now = () => stack.rt.overrides.sandboxClock!.now();
  const schedule = (client: ReturnType<typeof clientOf>, sendAt: Date, body = 'See you tomorrow') =>
    client.messages.create({ to: '+27821234567', messagingServiceSid: SERVICE, body, sendAt, scheduleType: 'fixed' });
  const idOf = (sid: string) => idOfSid(sid, 'SM', 'msg')!;

  it('schedules: created scheduled and charged, fetched and listed scheduled, sent by the sweeper at its time', async () => {
    const account = await createAccount(stack, { credits: 5 });
    const client = clientOf(account);
    const sendAt = new Date(Math.ceil((now() + 20 * MINUTE) / 1000) * 1000);
    const created = await schedule(client, sendAt);
    expect(created).toMatchObject({ status: 'scheduled', errorCode: null, numSegments: '1' });
    expect(await balance(account.accountId)).toBe(4);
    expect((await client.messages(created.sid).fetch()).status).toBe('scheduled');
    expect((await client.messages.list()).map((m) => [m.sid, m.status])).toEqual([[created.sid, 'scheduled']]);
    // Its content is kept for the retention period counted from its time, not from its creation (decision 1607).
    const raw = await stack.db.send(
      new GetCommand({ TableName: stack.tableName, Key: { pk: `MESSAGE#${idOf(created.sid)}`, sk: 'MESSAGE' } }),
    );
    expect(raw.Item?.ttl).toBe(contentTtl(stack.table, sendAt.getTime()));

    // Before its time the sweeper leaves it, and a job that reached the worker anyway cannot claim it.
    expect((await stack.service.releaseScheduled()).released).toBe(0);
    await runWorker(stack, idOf(created.sid), account.accountId);
    expect(stack.sandbox.received.some((s) => s.reference === idOf(created.sid))).toBe(false);
    expect((await client.messages(created.sid).fetch()).status).toBe('scheduled');

    await moveSandboxClockTo(stack.baseUrl, sendAt.getTime() + 30_000);
    expect((await stack.service.releaseScheduled()).released).toBe(1);
    // Released: no longer cancelable, and a second sweep releases nothing more.
    expect((await client.messages(created.sid).fetch()).status).toBe('queued');
    expect((await stack.service.releaseScheduled()).released).toBe(0);
    await runWorker(stack, idOf(created.sid), account.accountId);
    const sent = await client.messages(created.sid).fetch();
    expect(['sent', 'delivered']).toContain(sent.status);
    expect(sent.price).toBe('-0.30000');
    expect(await balance(account.accountId)).toBe(4);
    const cancel = await rejection(client.messages(created.sid).update({ status: 'canceled' }));
    expect(cancel).toMatchObject({ status: 400, code: 30409 });
  }, 90_000);

  it('cancels a scheduled message: canceled, refunded once, never sent; a second cancel is 30409', async () => {
    const owner = await signedInOwner(stack, { credits: 5 });
    const client = clientOf(owner);
    const sendAt = new Date(now() + 60 * MINUTE);
    const created = await schedule(client, sendAt, 'a'.repeat(200));
    expect(await balance(owner.accountId)).toBe(3);
    const canceled = await client.messages(created.sid).update({ status: 'canceled' });
    expect(canceled).toMatchObject({ sid: created.sid, status: 'canceled', errorCode: null, price: null });
    expect(await balance(owner.accountId)).toBe(5);
    expect(await ledgerSum(owner.api)).toBe(5);
    expect(await rejection(client.messages(created.sid).update({ status: 'canceled' }))).toMatchObject({
      status: 400,
      code: 30409,
    });
    await moveSandboxClockTo(stack.baseUrl, sendAt.getTime() + MINUTE);
    expect((await stack.service.releaseScheduled()).released).toBe(0);
    await runWorker(stack, idOf(created.sid), owner.accountId);
    expect((await client.messages(created.sid).fetch()).status).toBe('canceled');
    expect(stack.sandbox.received.some((s) => s.reference === idOf(created.sid))).toBe(false);
    expect(await balance(owner.accountId)).toBe(5);
  });

  it('canceling a message that was never scheduled is 400 30409, nothing refunded', async () => {
    const account = await createAccount(stack, { credits: 5 });
    const client = clientOf(account);
    const sent = await client.messages.create({ to: '+27821234567', from: 'X', body: 'now' });
    expect(await rejection(client.messages(sent.sid).update({ status: 'canceled' }))).toMatchObject({
      status: 400,
      code: 30409,
    });
    expect((await stack.repos.messages.get(idOf(sent.sid)))?.status).toBe('QUEUED');
    expect(await balance(account.accountId)).toBe(4);
    // Only a cancel is an update here.
    const other = await rejection(client.messages(sent.sid).update({ body: '' }));
    expect(other).toMatchObject({ status: 400, code: 20422 });
  });

  it('a cancel racing the sweeper charges once: each message either sent and charged, or canceled and refunded', async () => {
    const owner = await signedInOwner(stack, { credits: 20 });
    const client = clientOf(owner);
    const sendAt = new Date(now() + 16 * MINUTE);
    const created = [];
    for (let i = 0; i < 6; i++) created.push(await schedule(client, sendAt, `race ${i}`));
    expect(await balance(owner.accountId)).toBe(14);
    await moveSandboxClockTo(stack.baseUrl, sendAt.getTime() + 1000);
    const [, ...cancels] = await Promise.all([
      stack.service.releaseScheduled(),
      ...created.map((m) =>
        client
          .messages(m.sid)
          .update({ status: 'canceled' })
          .then(
            () => 'canceled' as const,
            (e: RestException) => e.code,
          ),
      ),
    ]);
    for (const m of created) await runWorker(stack, idOf(m.sid), owner.accountId);
    const states = await Promise.all(created.map((m) => stack.repos.messages.get(idOf(m.sid))));
    const canceledCount = cancels.filter((c) => c === 'canceled').length;
    // Every cancel either won (the message is canceled, refunded, never sent) or lost with 30409 (it was sent).
    cancels.forEach((answer, i) => {
      const state = states[i]!;
      if (answer === 'canceled') expect(state.deliveryStatus).toBe('canceled');
      else {
        expect(answer).toBe(30409);
        expect(['SENT', 'DELIVERED']).toContain(state.status);
      }
      const handedOver = stack.sandbox.received.filter((s) => s.reference === state.id).length;
      expect(handedOver).toBe(answer === 'canceled' ? 0 : 1);
    });
    expect(await balance(owner.accountId)).toBe(14 + canceledCount);
    expect(await ledgerSum(owner.api)).toBe(14 + canceledCount);
  });

  it('the loser of the race is refused whichever comes first: release then cancel, cancel then release', async () => {
    const account = await createAccount(stack, { credits: 5 });
    const client = clientOf(account);
    const first = await schedule(client, new Date(now() + 30 * MINUTE));
    const second = await schedule(client, new Date(now() + 30 * MINUTE));
    expect(await stack.repos.messages.release(idOf(first.sid), now())).toEqual({ ok: true });
    expect(await rejection(client.messages(first.sid).update({ status: 'canceled' }))).toMatchObject({ code: 30409 });
    expect((await client.messages(second.sid).update({ status: 'canceled' })).status).toBe('canceled');
    expect(await stack.repos.messages.release(idOf(second.sid), now())).toEqual({ ok: false, reason: 'NOT_WAITING' });
    expect(await balance(account.accountId)).toBe(4);
  });

  it('refuses a schedule as Twilio does (35111, 35118, 35114, 20422), nothing charged', async () => {
    const account = await createAccount(stack, { credits: 5 });
    const client = clientOf(account);
    const base = { to: '+27821234567', body: 'hi', messagingServiceSid: SERVICE };
    const cases: [Record<string, unknown>, number][] = [
      [{ ...base, scheduleType: 'fixed' }, 35111],
      [{ to: base.to, body: 'hi', from: 'X', scheduleType: 'fixed', sendAt: new Date(now() + 60 * MINUTE) }, 35118],
      [{ ...base, scheduleType: 'fixed', sendAt: new Date(now() + 10 * MINUTE) }, 35114],
      [{ ...base, scheduleType: 'fixed', sendAt: new Date(now() + 36 * 24 * 60 * MINUTE) }, 35114],
      [{ ...base, scheduleType: 'fixed', sendAt: 'next tuesday' }, 35114],
      [{ ...base, scheduleType: 'later', sendAt: new Date(now() + 60 * MINUTE) }, 20422],
    ];
    for (const [params, code] of cases) {
      const error = await rejection(client.messages.create(params as never));
      expect(error, JSON.stringify(params)).toMatchObject({ status: 400, code });
    }
    expect(await balance(account.accountId)).toBe(5);
    // The edges of the window are inside it.
    expect((await schedule(client, new Date(now() + 35 * 24 * 60 * MINUTE - 60_000))).status).toBe('scheduled');
  });

  it('a scheduled text moderation blocks is created failed with 30007 at once, not charged', async () => {
    const account = await createAccount(stack, { credits: 3 });
    const client = clientOf(account);
    const created = await schedule(client, new Date(now() + 60 * MINUTE), HATEFUL);
    expect(created).toMatchObject({ status: 'failed', errorCode: 30007, price: '0.00000' });
    expect(await balance(account.accountId)).toBe(3);
  });

  describe('DELETE', () => {
    it('204 for a delivered or canceled message: its record and list entry gone, its ledger entries kept', async () => {
      const owner = await signedInOwner(stack, { credits: 5 });
      const client = clientOf(owner);
      const sent = await client.messages.create({ to: '+27821234567', from: 'X', body: 'secret text' });
      await runWorker(stack, idOf(sent.sid), owner.accountId);
      const scheduled = await schedule(client, new Date(now() + 60 * MINUTE));
      await client.messages(scheduled.sid).update({ status: 'canceled' });
      const ledgerBefore = await ledgerSum(owner.api);

      expect(await client.messages(sent.sid).remove()).toBe(true);
      expect(await client.messages(scheduled.sid).remove()).toBe(true);
      expect(await stack.repos.messages.get(idOf(sent.sid))).toBeUndefined();
      expect(await rejection(client.messages(sent.sid).fetch())).toMatchObject({ status: 404, code: 20404 });
      expect(await client.messages.list()).toEqual([]);
      expect(await ledgerSum(owner.api)).toBe(ledgerBefore);
      expect(await balance(owner.accountId)).toBe(4);
      const ledger = (await owner.api.get('/billing/transactions?limit=100')).body.items as { messageId?: string }[];
      expect(ledger.filter((e) => e.messageId === idOf(sent.sid))).toHaveLength(1);
      expect(await rejection(client.messages(sent.sid).remove())).toMatchObject({ status: 404, code: 20404 });
    });

    it('409 20009 while a message is scheduled, queued or awaiting its receipt; nothing removed', async () => {
      const account = await createAccount(stack, { credits: 5 });
      const client = clientOf(account);
      const queued = await client.messages.create({ to: '+27821234567', from: 'X', body: 'queued' });
      const scheduled = await schedule(client, new Date(now() + 60 * MINUTE));
      for (const sid of [queued.sid, scheduled.sid]) {
        expect(await rejection(client.messages(sid).remove())).toMatchObject({ status: 409, code: 20009 });
        expect(await stack.repos.messages.get(idOf(sid))).toBeDefined();
      }
      expect((await client.messages(scheduled.sid).fetch()).status).toBe('scheduled');
    });

    it("404 20404 for an unknown SID and for another account's message", async () => {
      const a = await createAccount(stack, { credits: 2 });
      const b = await createAccount(stack);
      const sent = await clientOf(a).messages.create({ to: '+27821234567', from: 'X', body: 'mine' });
      await runWorker(stack, idOf(sent.sid), a.accountId);
      expect(await rejection(clientOf(b).messages(sent.sid).remove())).toMatchObject({ status: 404, code: 20404 });
      expect(await rejection(clientOf(b).messages(sent.sid).update({ status: 'canceled' }))).toMatchObject({
        status: 404,
        code: 20404,
      });
      const unknown = `SM${'0'.repeat(32)}`;
      expect(await rejection(clientOf(a).messages(unknown).remove())).toMatchObject({ status: 404, code: 20404 });
      expect(await stack.repos.messages.get(idOf(sent.sid))).toBeDefined();
    });
  });

  it("every answer above validates against Twilio's published schema (message, list page, error body)", () => {
    const seen = clients.flatMap((c) => c.exchanges);
    expect(seen.length).toBeGreaterThan(40);
    const problems = shapes.problemsOf(seen);
    expect(problems).toEqual([]);
  });
});
