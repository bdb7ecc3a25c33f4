/**
 * Twilio's own callbacks on the local stack (issue 30; docs/decisions/1604, 1605): status callbacks to a create's
 * `StatusCallback` and replies to the account's incoming message URL, form-encoded and signed with
 * `X-Twilio-Signature`, each checked with the official package's `twilio.validateRequest` (not a copy of it). The
 * stack runs the send worker, the sandbox vendor's receipts, the change-stream relay and the webhook worker.
 */
import twilio from 'twilio';
import type RestException from 'twilio/lib/base/RestException';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../shared/api-keys/api-key';
import { accountSid, idOfSid } from '../../shared/twilio/sid';
import { startTestStack, type TestAccount, type TestStack } from '../support/stack';
import { twilioClient } from '../support/twilio-client';
import { type ReceivedWebhook, startWebhookReceiver } from '../support/webhook-receiver';
import { signedInOwner } from '../support/workspace';

const HATEFUL = 'I will kill you, you filthy k a f f i r';

const formOf = (hit: ReceivedWebhook) => Object.fromEntries(new URLSearchParams(hit.body));
const signatureOf = (hit: ReceivedWebhook) => String(hit.headers['x-twilio-signature']);

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, seconds = 30) {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('Twilio status callbacks and incoming messages, validated by the official twilio package', () => {
  let stack: TestStack;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // Loopback http is allowed on the local stage only; private ranges stay refused (decision 1003).
    stack = await startTestStack({ env: { WEBHOOK_ALLOW_LOOPBACK: 'true' } });
  });
  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
  });

  const clientOf = (account: TestAccount) =>
    twilioClient(stack.baseUrl, accountSid(account.accountId), account.apiKey, accountSid(account.accountId)).client;
  const keyRecord = (account: TestAccount) => stack.repos.apiKeys.findByHash(hashApiKey(account.apiKey));

  it('posts sent and delivered to the StatusCallback, signed with the sending key; a tampered body fails validation', async () => {
    const owner = await signedInOwner(stack);
    expect((await keyRecord(owner))?.sealedValue).toBeUndefined();
    const path = '/status?order=17';
    const url = receiver.url(path);
    const message = await clientOf(owner).messages.create({
      to: '+27825550101',
      from: 'Shop',
      body: 'Your order is ready',
      statusCallback: url,
    });

    const hits = await receiver.waitFor(path, 2);
    const forms = hits.map(formOf);
    // Two queue messages: either may arrive first.
    expect(forms.map((f) => f.MessageStatus).sort()).toEqual(['delivered', 'sent']);
    for (const [i, hit] of hits.entries()) {
      expect(hit.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(twilio.validateRequest(owner.apiKey, signatureOf(hit), url, forms[i]!)).toBe(true);
      expect(forms[i]).toMatchObject({
        AccountSid: accountSid(owner.accountId),
        ApiVersion: '2010-04-01',
        MessageSid: message.sid,
        SmsSid: message.sid,
        SmsStatus: forms[i]!.MessageStatus,
        To: '+27825550101',
        From: message.from ?? '',
      });
      expect(forms[i]).not.toHaveProperty('ErrorCode');
      expect(hit.headers['i-twilio-idempotency-token']).toEqual(expect.any(String));
    }
    const delivered = hits[forms.findIndex((f) => f.MessageStatus === 'delivered')]!;
    // A tampered parameter, another URL or another key's value: the package refuses each.
    const params = formOf(delivered);
    expect(
      twilio.validateRequest(owner.apiKey, signatureOf(delivered), url, { ...params, MessageStatus: 'failed' }),
    ).toBe(false);
    expect(twilio.validateRequest(owner.apiKey, signatureOf(delivered), receiver.url('/status?order=18'), params)).toBe(
      false,
    );
    const otherKey = `sk_live_${'A'.repeat(43)}`;
    expect(twilio.validateRequest(otherKey, signatureOf(delivered), url, params)).toBe(false);

    // The key's value is now sealed on its record (never the value itself); the hash is what it was.
    const record = await keyRecord(owner);
    expect(record?.sealedValue).toEqual(expect.any(String));
    expect(record?.sealedValue).not.toContain(owner.apiKey);
    expect(record?.hash).toBe(hashApiKey(owner.apiKey));
    // The stored message keeps the callback; the public shapes do not show it.
    const id = idOfSid(message.sid, 'SM', 'msg')!;
    expect((await stack.repos.messages.get(id))?.statusCallback).toBe(url);
    expect(JSON.stringify((await owner.api.get(`/messages/${id}`)).body)).not.toContain('order=17');
    // Neither the key nor the signature is logged.
    expect(stack.logs.some((line) => line.includes(owner.apiKey))).toBe(false);
    expect(stack.logs.some((line) => line.includes(signatureOf(delivered)))).toBe(false);
  }, 90_000);

  it("posts a blocked message's failed callback with ErrorCode 30007", async () => {
    const owner = await signedInOwner(stack);
    const url = receiver.url('/blocked');
    const message = await clientOf(owner).messages.create({
      to: '+27825550103',
      from: 'Shop',
      body: HATEFUL,
      statusCallback: url,
    });
    expect(message.status).toBe('failed');
    const [hit] = await receiver.waitFor('/blocked', 1);
    const form = formOf(hit!);
    expect(form).toMatchObject({ MessageSid: message.sid, MessageStatus: 'failed', ErrorCode: '30007' });
    expect(twilio.validateRequest(owner.apiKey, signatureOf(hit!), url, form)).toBe(true);
  });

  it('refuses a StatusCallback to a private address with 400 21609: nothing sent, nothing charged', async () => {
    const owner = await signedInOwner(stack, { credits: 5 });
    for (const statusCallback of ['http://10.0.0.7/cb', 'https://169.254.169.254/latest', 'ftp://example.com/x']) {
      const error = await clientOf(owner)
        .messages.create({ to: '+27825550104', from: 'Shop', body: 'Hi', statusCallback })
        .then(
          () => undefined,
          (e: RestException) => e,
        );
      expect(error, statusCallback).toMatchObject({ status: 400, code: 21609 });
      expect(error?.message).toMatch(/^Invalid 'StatusCallback'/);
    }
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(5);
    expect((await owner.api.get('/messages')).body.items).toEqual([]);
  });

  it('posts a reply to the incoming message URL, signed with the settings’ signing key; STOP still opts out', async () => {
    const owner = await signedInOwner(stack);
    const url = receiver.url('/incoming');
    // The key has not sent on the compatible API: it has no value to sign with yet.
    const early = await owner.api.put('/settings/twilio', {
      honourOptOuts: false,
      incomingMessageUrl: url,
      signingKeyId: owner.keyId,
    });
    expect(early.status).toBe(400);
    expect(early.body.error.details).toEqual([expect.objectContaining({ path: 'signingKeyId' })]);
    const missing = await owner.api.put('/settings/twilio', { honourOptOuts: false, incomingMessageUrl: url });
    expect(missing.status).toBe(400);

    await clientOf(owner).messages.create({ to: '+27825550105', from: 'Shop', body: 'Reply to me' });
    const put = await owner.api.put('/settings/twilio', {
      honourOptOuts: false,
      incomingMessageUrl: url,
      signingKeyId: owner.keyId,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ incomingMessageUrl: url, signingKeyId: owner.keyId });

    expect((await owner.api.post('/sandbox/inbound', { from: '082 555 0105', body: 'Thanks, see you' })).status).toBe(
      201,
    );
    const [hit] = await receiver.waitFor('/incoming', 1);
    const form = formOf(hit!);
    expect(form).toMatchObject({
      AccountSid: accountSid(owner.accountId),
      From: '+27825550105',
      Body: 'Thanks, see you',
      SmsStatus: 'received',
      NumSegments: '1',
      NumMedia: '0',
      ApiVersion: '2010-04-01',
    });
    expect(form.MessageSid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.validateRequest(owner.apiKey, signatureOf(hit!), url, form)).toBe(true);
    expect(twilio.validateRequest(owner.apiKey, signatureOf(hit!), url, { ...form, Body: 'Thanks, see yo' })).toBe(
      false,
    );

    // STOP is handled as before (the opt-out ledger) and reaches the URL as a reply too.
    await owner.api.post('/sandbox/inbound', { from: '082 555 0105', body: 'STOP' });
    const [, stop] = await receiver.waitFor('/incoming', 2);
    expect(formOf(stop!).Body).toBe('STOP');
    expect(twilio.validateRequest(owner.apiKey, signatureOf(stop!), url, formOf(stop!))).toBe(true);
    const optOuts = await owner.api.get('/opt-outs');
    expect(optOuts.body.items).toEqual([expect.objectContaining({ phone: '+27825550105', source: 'inbound' })]);
  });

  it('drops, never sends unsigned, what a revoked key would sign (logged and counted)', async () => {
    const owner = await signedInOwner(stack);
    const url = receiver.url('/revoked');
    await clientOf(owner).messages.create({ to: '+27825550106', from: 'Shop', body: 'Before revocation' });
    expect(
      (
        await owner.api.put('/settings/twilio', {
          honourOptOuts: false,
          incomingMessageUrl: url,
          signingKeyId: owner.keyId,
        })
      ).status,
    ).toBe(200);
    expect((await owner.api.delete(`/api-keys/${owner.keyId}`)).status).toBeLessThan(300);
    // Revoking removes the sealed value with it.
    expect(await keyRecord(owner)).toMatchObject({ revokedAt: expect.any(String) });
    expect((await keyRecord(owner))?.sealedValue).toBeUndefined();
    await owner.api.post('/sandbox/inbound', { from: '082 555 0106', body: 'Anyone there?' });
    await until('the dropped callback in the log', () =>
      stack.logs.find((l) => l.includes('twilio callback dropped') && l.includes(owner.keyId) && l.includes('revoked')),
    );
    expect(receiver.received.filter((r) => r.path === '/revoked')).toEqual([]);
  });
});
