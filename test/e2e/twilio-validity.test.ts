/**
 * Twilio's ValidityPeriod on the compatible create (issue 30; docs/decisions/1609-twilio-validity-period.md), driven
 * by the official `twilio` package: an in-range value is the message's deadline (creation, or SendAt, plus the
 * seconds), kept until the hand-over; a value outside 1 to 36000 whole seconds is 400 21624 with nothing charged; a
 * message still waiting when its deadline passes (in the queue, for a retry, or for a late release) is never sent: it
 * ends `failed` with 30036, refunded once, its status callback signed as Twilio's and its webhook `message.failed`.
 * The send queue is not polled here: the test holds each job and runs the worker when the sandbox clock says so. Every
 * answer is validated against Twilio's published schema (test/fixtures/twilio, MIT).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSid, idOfSid } from '../../shared/twilio/sid';
import { createAccount, startTestStack, type TestAccount, type TestStack } from '../support/stack';
import { type Exchange, moveSandboxClockTo, rejection, twilioClient } from '../support/twilio-client';
import { messageValidators } from '../support/twilio-schemas';
import { type ReceivedWebhook, startWebhookReceiver } from '../support/webhook-receiver';
import { ledgerSum, runWorker, signedInOwner } from '../support/workspace';

const SERVICE = 'MG00000000000000000000000000000000';
const MINUTE = 60_000;
/** Twilio's "Validity Period Expired" and "Invalid validity period value". */
const EXPIRED = 30036;
const INVALID = 21624;

const shapes = messageValidators();
const formOf = (hit: ReceivedWebhook) => Object.fromEntries(new URLSearchParams(hit.body));

describe("Twilio's ValidityPeriod through the official twilio package", () => {
  let stack: TestStack;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The relay and the webhook worker run here (callbacks, webhooks); the send queue is left unpolled.
    stack = await startTestStack({ env: { WEBHOOK_ALLOW_LOOPBACK: 'true' }, pollSendQueue: false });
  });
  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
  });

  const clients: { exchanges: Exchange[] }[] = [];
  function made(account: TestAccount) {
    const sid = accountSid(account.accountId);
    const client = twilioClient(stack.baseUrl, sid, account.apiKey, sid);
    clients.push(client.httpClient);
    return client;
  }
  const clientOf = (account: TestAccount) => made(account).client;
  const balance = async (accountId: string) => (await stack.repos.accounts.withBalance(accountId))?.balance;
  const idOf = (sid: string) => idOfSid(sid, 'SM', 'msg')!;
  /** The service's time: the sandbox clock, which schedules and validity periods read. */
  const now = () => stack.rt.overrides.sandboxClock!.now();
  /** The message item as stored, read directly. */
  async function stored(sid: string) {
    const res = await stack.db.send(
      new GetCommand({ TableName: stack.tableName, Key: { pk: `MESSAGE#${idOf(sid)}`, sk: 'MESSAGE' } }),
    );
    return res.Item;
  }
  const refundsOf = async (accountId: string, messageId: string) =>
    (await stack.repos.accounts.ledger(accountId, { limit: 100 })).items.filter(
      (e) => e.type === 'REFUND' && e.messageId === messageId,
    );

  it('keeps an in-range ValidityPeriod as the deadline and sends within it; a replay with another one is 20409', async () => {
    const account = await createAccount(stack, { credits: 10 });
    const { client, httpClient } = made(account);
    const created = await client.messages.create({
      to: '+27821234567',
      from: 'Shop',
      body: 'Your code is valid for ten minutes',
      validityPeriod: 600,
    });
    expect(created).toMatchObject({ status: 'queued', errorCode: null });
    expect(await balance(account.accountId)).toBe(9);
    const createdMs = now();
    expect((await stored(created.sid))?.validUntil).toBe(new Date(createdMs + 600_000).toISOString());
    // Without the parameter, Twilio's default: 36000 seconds.
    const plain = await client.messages.create({ to: '+27821234567', from: 'Shop', body: 'No hurry' });
    expect((await stored(plain.sid))?.validUntil).toBe(new Date(createdMs + 36_000_000).toISOString());

    // A second before its deadline it is still handed over.
    await moveSandboxClockTo(stack.baseUrl, createdMs + 599_000);
    await runWorker(stack, idOf(created.sid), account.accountId);
    expect(stack.sandbox.received.filter((s) => s.reference === idOf(created.sid))).toHaveLength(1);
    const fetched = await client.messages(created.sid).fetch();
    expect(['sent', 'delivered']).toContain(fetched.status);
    expect(fetched.price).toBe('-0.30000');

    // The same Idempotency-Key with another ValidityPeriod is another request; with the same one, the first answer.
    const send = (validityPeriod: string) =>
      httpClient.request({
        method: 'POST',
        uri: `https://api.twilio.com/2010-04-01/Accounts/${accountSid(account.accountId)}/Messages.json`,
        username: accountSid(account.accountId),
        password: account.apiKey,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': 'validity-1' },
        data: { To: '+27821234567', From: 'Shop', Body: 'Once', ValidityPeriod: validityPeriod },
      });
    const first = await send('120');
    expect(first.statusCode).toBe(201);
    expect((await send('120')).body).toBe(first.body);
    const other = await send('121');
    expect(other.statusCode).toBe(409);
    expect(JSON.parse(other.body)).toMatchObject({ code: 20409, status: 409 });
    expect(await balance(account.accountId)).toBe(7);
  });

  it('refuses a ValidityPeriod outside 1 to 36000 whole seconds with 400 21624, nothing charged; both edges taken', async () => {
    const account = await createAccount(stack, { credits: 5 });
    const client = clientOf(account);
    for (const validityPeriod of [0, 36_001, -5, 1.5, 'abc', '10s', '1e3']) {
      const error = await rejection(
        client.messages.create({
          to: '+27821234567',
          from: 'Shop',
          body: 'Hi',
          validityPeriod: validityPeriod as never,
        }),
      );
      expect(error, String(validityPeriod)).toMatchObject({
        status: 400,
        code: INVALID,
        moreInfo: `https://www.twilio.com/docs/errors/${INVALID}`,
      });
      expect(error.message).toMatch(/^Invalid validity period value/);
    }
    expect(await balance(account.accountId)).toBe(5);
    expect(await client.messages.list()).toEqual([]);

    const at = now();
    for (const validityPeriod of [1, 36_000]) {
      const created = await client.messages.create({ to: '+27821234567', from: 'Shop', body: 'Hi', validityPeriod });
      expect(created.status).toBe('queued');
      expect((await stored(created.sid))?.validUntil).toBe(new Date(at + validityPeriod * 1000).toISOString());
    }
    expect(await balance(account.accountId)).toBe(3);
  });

  it('a message whose validity period passes in the queue is never sent: failed 30036, refunded once, callback and webhook', async () => {
    const owner = await signedInOwner(stack, { credits: 5 });
    const hook = await owner.api.post('/webhooks', { url: receiver.url('/events'), events: ['message.failed'] });
    expect(hook.status).toBe(201);
    const url = receiver.url('/status?validity=1');
    const client = clientOf(owner);
    const created = await client.messages.create({
      to: '+27821234567',
      from: 'Shop',
      body: 'Only worth reading this minute',
      validityPeriod: 60,
      statusCallback: url,
    });
    expect(await balance(owner.accountId)).toBe(4);

    // Its job waits in the queue past the deadline; then the worker takes it, and the job is delivered again.
    await moveSandboxClockTo(stack.baseUrl, now() + 61_000);
    await runWorker(stack, idOf(created.sid), owner.accountId);
    await runWorker(stack, idOf(created.sid), owner.accountId);
    expect(stack.sandbox.received.some((s) => s.reference === idOf(created.sid))).toBe(false);
    const fetched = await client.messages(created.sid).fetch();
    expect(fetched).toMatchObject({ status: 'failed', errorCode: EXPIRED, price: '0.00000', dateSent: null });
    expect(await balance(owner.accountId)).toBe(5);
    expect(await ledgerSum(owner.api)).toBe(5);
    expect(await refundsOf(owner.accountId, idOf(created.sid))).toHaveLength(1);

    // Twilio's status callback, signed with the sending key, as the package's validateRequest checks it.
    const [hit] = await receiver.waitFor('/status?validity=1', 1);
    const form = formOf(hit!);
    expect(form).toMatchObject({
      MessageSid: created.sid,
      MessageStatus: 'failed',
      SmsStatus: 'failed',
      ErrorCode: String(EXPIRED),
      AccountSid: accountSid(owner.accountId),
    });
    expect(twilio.validateRequest(owner.apiKey, String(hit!.headers['x-twilio-signature']), url, form)).toBe(true);
    // The webhook as for any failed message; our Public API shows no deadline (the contract's message body).
    const [event] = await receiver.waitFor('/events', 1);
    expect(JSON.parse(event!.body)).toMatchObject({
      type: 'message.failed',
      data: { id: idOf(created.sid), status: 'FAILED', deliveryStatus: 'validity_period_expired' },
    });
    expect(JSON.parse(event!.body).data).not.toHaveProperty('validUntil');
    const shown = await owner.api.get(`/messages/${idOf(created.sid)}`);
    expect(shown.body).toMatchObject({ status: 'FAILED', deliveryStatus: 'validity_period_expired' });
    expect(shown.body).not.toHaveProperty('validUntil');
  }, 90_000);

  it('a retry that would come after the validity period ends the message at once: failed 30036, refunded once', async () => {
    const account = await createAccount(stack, { credits: 3 });
    const client = clientOf(account);
    // The sandbox fails numbers ending 9999 transiently; the first retry would be 10 seconds later.
    const created = await client.messages.create({ to: '+27821239999', from: 'Shop', body: 'Hi', validityPeriod: 5 });
    await runWorker(stack, idOf(created.sid), account.accountId);
    expect(stack.sandbox.received.filter((s) => s.reference === idOf(created.sid))).toHaveLength(1);
    expect(await client.messages(created.sid).fetch()).toMatchObject({ status: 'failed', errorCode: EXPIRED });
    await runWorker(stack, idOf(created.sid), account.accountId);
    expect(stack.sandbox.received.filter((s) => s.reference === idOf(created.sid))).toHaveLength(1);
    expect(await balance(account.accountId)).toBe(3);
    expect(await refundsOf(account.accountId, idOf(created.sid))).toHaveLength(1);
  });

  it("a scheduled message's validity period counts from its SendAt: sent within it, failed 30036 after it", async () => {
    const account = await createAccount(stack, { credits: 5 });
    const client = clientOf(account);
    const sendAt = new Date(Math.ceil((now() + 20 * MINUTE) / 1000) * 1000);
    const schedule = (validityPeriod: number) =>
      client.messages.create({
        to: '+27821234567',
        messagingServiceSid: SERVICE,
        body: `valid ${validityPeriod} s`,
        scheduleType: 'fixed',
        sendAt,
        validityPeriod,
      });
    const roomy = await schedule(120);
    const tight = await schedule(60);
    expect([roomy.status, tight.status]).toEqual(['scheduled', 'scheduled']);
    expect((await stored(roomy.sid))?.validUntil).toBe(new Date(sendAt.getTime() + 120_000).toISOString());
    expect(await balance(account.accountId)).toBe(3);

    // Released 90 seconds after SendAt (a late sweep): within the one, past the other; long past either from creation.
    await moveSandboxClockTo(stack.baseUrl, sendAt.getTime() + 90_000);
    expect((await stack.service.releaseScheduled()).released).toBe(2);
    await runWorker(stack, idOf(roomy.sid), account.accountId);
    await runWorker(stack, idOf(tight.sid), account.accountId);
    expect(['sent', 'delivered']).toContain((await client.messages(roomy.sid).fetch()).status);
    expect(await client.messages(tight.sid).fetch()).toMatchObject({ status: 'failed', errorCode: EXPIRED });
    expect(stack.sandbox.received.some((s) => s.reference === idOf(tight.sid))).toBe(false);
    expect(await balance(account.accountId)).toBe(4);
    expect(await refundsOf(account.accountId, idOf(tight.sid))).toHaveLength(1);
  });

  it("every answer above validates against Twilio's published schema (message, list page, error body)", () => {
    const seen = clients.flatMap((c) => c.exchanges);
    expect(seen.length).toBeGreaterThan(20);
    expect(shapes.problemsOf(seen)).toEqual([]);
  });
});
