import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as awsSmsEvents } from '../../functions/aws-sms-events';
import { AWS_SMS_EVENTS } from '../../lib/service-functions';
import { declared } from '../../local/serve';
import { asFunction } from '../../local/table-access-guard';
import { useRuntime } from '../../shared/runtime';
import { awsSmsClient } from '../../shared/vendors/aws-sms-vendor';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import { snsEvent, startAwsSmsServer } from '../support/aws-sms-server';
import { startClickatellServer } from '../support/clickatell-server';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { as, createPlatformAdmin } from '../support/team';
import { postSigned, signTwilio, startTwilioServer } from '../support/twilio-server';
import { type Api, collectPages, type SignedInAccount, signedInOwner } from '../support/workspace';

const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_TOKEN = 'twilio-auth-token-for-tests-42';
const CLICKATELL_KEY = 'ck_live_receipts_test_7781';

async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 30): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A transactional campaign to `contactIds`, launched and completed; its recipients' message ids by phone. */
async function campaignTo(api: Api, contactIds: string[]) {
  const created = await api.post('/campaigns', {
    name: 'Receipts',
    body: 'Your parcel is on its way',
    kind: 'transactional',
    audience: { contactIds },
  });
  expect(created.status).toBe(201);
  expect((await api.post(`/campaigns/${created.body.id}/launch`, {})).status).toBe(202);
  await until(
    'campaign completed',
    async () => {
      const res = await api.get(`/campaigns/${created.body.id}`);
      return res.body.status === 'COMPLETED' ? res.body : undefined;
    },
    60,
  );
  const recipients = await api.get(`/campaigns/${created.body.id}/recipients?limit=100`);
  return new Map((recipients.body.items as { to: string; messageId: string }[]).map((r) => [r.to, r.messageId]));
}

describe('delivery receipts from each vendor, over HTTP on the local stack', () => {
  let stack: TestStack;
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
  let clickatell: Awaited<ReturnType<typeof startClickatellServer>>;
  let aws: Awaited<ReturnType<typeof startAwsSmsServer>>;
  let base = '';
  beforeAll(async () => {
    [twilio, clickatell, aws] = await Promise.all([
      startTwilioServer(TWILIO_SID, TWILIO_TOKEN),
      startClickatellServer(CLICKATELL_KEY),
      startAwsSmsServer(),
    ]);
    stack = await startTestStack({
      overrides: {
        vendors: createVendorRegistry(new SandboxVendor(), {
          clickatellBaseUrl: clickatell.baseUrl,
          twilioBaseUrl: twilio.baseUrl,
          publicBaseUrl: () => base,
          awsSms: {
            client: () =>
              awsSmsClient({
                region: 'af-south-1',
                endpoint: aws.endpoint,
                credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
              }),
            configurationSet: 'sms-test-events',
          },
        }),
      },
    });
    base = stack.baseUrl;
  });
  afterAll(async () => {
    await stack?.stop();
    await Promise.all([twilio?.stop(), clickatell?.stop(), aws?.stop()]);
  });

  const statusOf = (api: Api, id: string, wanted: string[]) =>
    until(`message ${id} in ${wanted.join('/')}`, async () => {
      const res = await api.get(`/messages/${id}`);
      return wanted.includes(res.body.status) ? res.body : undefined;
    });
  const ledger = async (owner: SignedInAccount) =>
    (await collectPages(owner.api, '/billing/transactions?limit=100')).flatMap(
      (p) => p.items as unknown as { type: string; amount: number; messageId?: string }[],
    );
  const balance = async (owner: SignedInAccount) => (await owner.api.get('/billing/balance')).body.balance as number;

  describe('Twilio', () => {
    let owner: SignedInAccount;
    beforeAll(async () => {
      owner = await signedInOwner(stack, { credits: 10, vendor: false });
      const put = await owner.api.put('/settings/sms-vendor', {
        provider: 'twilio',
        senderId: 'ShopCo',
        credentials: { accountSid: TWILIO_SID, authToken: TWILIO_TOKEN },
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({
        provider: 'twilio',
        callbackUrl: `${base}/callbacks/twilio/${owner.accountId}`,
        credentials: { accountSid: expect.stringMatching(/^••••/), authToken: expect.stringMatching(/^••••/) },
      });
    });
    const send = async (to: string) => {
      const sent = await publicClient(stack, owner.apiKey).post('/public/sms/send', { to, body: 'Your order shipped' });
      expect(sent.status).toBe(201);
      const message = await statusOf(owner.api, sent.body.id, ['SENT', 'DELIVERED', 'FAILED']);
      const handed = [...twilio.messages.values()].find(
        (m) => m.to === message.to && m.body === 'Your order shipped' && !m.errorCode && m.status === 'queued',
      );
      return { id: sent.body.id as string, sid: handed?.sid };
    };

    it('hands the message over with a status callback and reaches DELIVERED from the signed receipt', async () => {
      const { id, sid } = await send('0821230001');
      expect(sid).toBeDefined();
      const request = twilio.received.find((r) => r.form.get('To') === '+27821230001')!;
      expect(request.form.get('From')).toBe('ShopCo');
      expect(request.form.get('StatusCallback')).toBe(`${base}/callbacks/twilio/${owner.accountId}`);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({
        status: 'SENT',
        deliveryStatus: 'Twilio: queued',
      });

      expect((await twilio.deliver(sid!, 'sent')).status).toBe(200);
      expect((await owner.api.get(`/messages/${id}`)).body.status).toBe('SENT');
      expect((await twilio.deliver(sid!, 'delivered')).status).toBe(200);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({
        status: 'DELIVERED',
        deliveryStatus: 'Twilio: delivered',
        cost: 1,
      });
    });

    it('reaches FAILED and refunds once, even when the receipt arrives twice; a late delivered changes nothing', async () => {
      const before = await balance(owner);
      const { id, sid } = await send('0821230002');
      expect(await balance(owner)).toBe(before - 1);
      expect((await twilio.deliver(sid!, 'undelivered', '30003')).status).toBe(200);
      expect((await twilio.deliver(sid!, 'undelivered', '30003')).status).toBe(200);
      expect((await twilio.deliver(sid!, 'delivered')).status).toBe(200);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({
        status: 'FAILED',
        deliveryStatus: 'Twilio: undelivered (30003 Unreachable destination handset, temporary)',
      });
      expect(await balance(owner)).toBe(before);
      const entries = (await ledger(owner)).filter((e) => e.messageId === id);
      expect(entries.map((e) => e.type).sort()).toEqual(['DEBIT', 'REFUND']);
      const all = await ledger(owner);
      expect(all.reduce((s, e) => s + e.amount, 0)).toBe(await balance(owner));
    });

    it('26.5: a failure the tenant signs with its own token refunds nothing until Twilio itself says so', async () => {
      const before = await balance(owner);
      const { id, sid } = await send('0821230008');
      expect(await balance(owner)).toBe(before - 1);
      const url = `${base}/callbacks/twilio/${owner.accountId}`;
      // The tenant knows its auth token: a validly signed failed callback for a message Twilio still has queued.
      const form = { ...twilio.statusForm(sid!), MessageStatus: 'failed', SmsStatus: 'failed', ErrorCode: '30008' };
      expect((await postSigned(url, TWILIO_TOKEN, form)).status).toBe(200);
      // Twilio's Messages API was asked (GET …/Messages/{Sid}.json with the account's credentials) and says queued.
      expect(twilio.received.some((r) => r.method === 'GET' && r.url.endsWith(`/Messages/${sid}.json`))).toBe(true);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({ status: 'SENT' });
      expect(await balance(owner)).toBe(before - 1);
      // Twilio's own failure: its lookup agrees, the message fails and is refunded once.
      expect((await twilio.deliver(sid!, 'failed', '30008')).status).toBe(200);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({ status: 'FAILED' });
      expect(await balance(owner)).toBe(before);
      const entries = (await ledger(owner)).filter((e) => e.messageId === id);
      expect(entries.map((e) => e.type).sort()).toEqual(['DEBIT', 'REFUND']);
    });

    it('answers a callback with a wrong signature 403 INVALID_SIGNATURE and changes nothing', async () => {
      const { id, sid } = await send('0821230003');
      const url = `${base}/callbacks/twilio/${owner.accountId}`;
      const form = { ...twilio.statusForm(sid!), MessageStatus: 'failed', SmsStatus: 'failed' };
      const forged = await postSigned(url, 'not-the-auth-token-at-all', form);
      expect(forged.status).toBe(403);
      expect(JSON.parse(forged.text).error.code).toBe('INVALID_SIGNATURE');
      // Signed over another URL (a query string added) is as wrong.
      const elsewhere = await postSigned(url, TWILIO_TOKEN, form, signTwilio(TWILIO_TOKEN, `${url}?x=1`, form));
      expect(elsewhere.status).toBe(403);
      const missing = await fetch(url, { method: 'POST', body: new URLSearchParams(form).toString() });
      expect(missing.status).toBe(403);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({ status: 'SENT' });
    });

    it('keeps a receipt that arrives before the hand-over returned, and applies it', async () => {
      twilio.state.callbackFirst = 'delivered';
      try {
        const sent = await publicClient(stack, owner.apiKey).post('/public/sms/send', {
          to: '0821230004',
          body: 'fast',
        });
        const message = await statusOf(owner.api, sent.body.id, ['DELIVERED']);
        expect(message.deliveryStatus).toBe('Twilio: delivered');
      } finally {
        twilio.state.callbackFirst = undefined;
      }
    });

    it('settles campaign messages by their receipts too, one that came back before its chunk was stored included', async () => {
      const later = (await owner.api.post('/contacts', { phone: '0821230005' })).body;
      const first = await campaignTo(owner.api, [later.id]);
      const id = first.get('+27821230005')!;
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({ status: 'SENT', source: 'campaign' });
      const sid = [...twilio.messages.values()].find((m) => m.to === '+27821230005')!.sid;
      expect((await twilio.deliver(sid, 'delivered')).status).toBe(200);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({
        status: 'DELIVERED',
        deliveryStatus: 'Twilio: delivered',
      });

      const early = (await owner.api.post('/contacts', { phone: '0821230006' })).body;
      twilio.state.callbackFirst = 'delivered';
      try {
        const second = await campaignTo(owner.api, [early.id]);
        const message = await statusOf(owner.api, second.get('+27821230006')!, ['DELIVERED']);
        expect(message.deliveryStatus).toBe('Twilio: delivered');
      } finally {
        twilio.state.callbackFirst = undefined;
      }
    });
  });

  describe('Clickatell', () => {
    let owner: SignedInAccount;
    let callbackUrl: string;
    beforeAll(async () => {
      owner = await signedInOwner(stack, { credits: 10, vendor: false });
      const put = await owner.api.put('/settings/sms-vendor', {
        provider: 'clickatell',
        credentials: { apiKey: CLICKATELL_KEY },
      });
      callbackUrl = put.body.callbackUrl;
      expect(callbackUrl).toMatch(new RegExp(`^${base}/callbacks/clickatell/${owner.accountId}/[A-Za-z0-9_-]{32}$`));
      // The secret is shown by the PUT that issued it only.
      expect((await owner.api.get('/settings/sms-vendor')).body.callbackUrl).toBe(
        `${base}/callbacks/clickatell/${owner.accountId}/••••`,
      );
    });
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const send = async (to: string) => {
      const sent = await owner.api.post('/messages', { to, body: 'Clickatell receipt' });
      await statusOf(owner.api, sent.body.id, ['SENT']);
      const taken = [...clickatell.taken.values()].find((m) => m.clientMessageId === sent.body.id)!;
      return { id: sent.body.id as string, apiMessageId: taken.apiMessageId };
    };

    it('reaches DELIVERED from the receipt posted to the account callback URL', async () => {
      const { id, apiMessageId } = await send('0821231001');
      expect((await post(callbackUrl, clickatell.settle(apiMessageId, 'RECEIVED_BY_RECIPIENT'))).status).toBe(204);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({
        status: 'DELIVERED',
        deliveryStatus: 'Clickatell: RECEIVED_BY_RECIPIENT',
      });
    });

    it('reaches FAILED, refunded once, when the receipt arrives twice; a wrong secret is 403 and changes nothing', async () => {
      const before = await balance(owner);
      const { id, apiMessageId } = await send('0821231002');
      const receipt = clickatell.settle(apiMessageId, 'DELIVERY_FAILURE');
      const wrong = await post(callbackUrl.replace(/[^/]+$/, 'x'.repeat(32)), receipt);
      expect(wrong.status).toBe(403);
      expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('INVALID_SIGNATURE');
      expect((await owner.api.get(`/messages/${id}`)).body.status).toBe('SENT');
      expect((await post(callbackUrl, receipt)).status).toBe(204);
      expect((await post(callbackUrl, receipt)).status).toBe(204);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({
        status: 'FAILED',
        deliveryStatus: 'Clickatell: DELIVERY_FAILURE',
      });
      expect(await balance(owner)).toBe(before);
      expect(
        (await ledger(owner))
          .filter((e) => e.messageId === id)
          .map((e) => e.type)
          .sort(),
      ).toEqual(['DEBIT', 'REFUND']);
    });

    it('keeps a receipt that arrives before the hand-over returned, and applies it', async () => {
      clickatell.state.receiptFirst = { url: callbackUrl, status: 'RECEIVED_BY_RECIPIENT' };
      try {
        const sent = await owner.api.post('/messages', { to: '0821231004', body: 'fast' });
        const message = await statusOf(owner.api, sent.body.id, ['DELIVERED']);
        expect(message.deliveryStatus).toBe('Clickatell: RECEIVED_BY_RECIPIENT');
      } finally {
        clickatell.state.receiptFirst = undefined;
      }
    });

    it('a failure that arrives before the hand-over returned is kept, then confirmed by the lookup: FAILED, refunded', async () => {
      // Decision 0822: a Clickatell failure is never applied on the callback's word. Before the hand-over has marked the
      // message SENT it was dropped, leaving the message SENT and charged for good (found by the campaign soak).
      const before = await balance(owner);
      clickatell.state.receiptFirst = { url: callbackUrl, status: 'DELIVERY_FAILURE' };
      try {
        const sent = await owner.api.post('/messages', { to: '0821231005', body: 'fast failure' });
        const message = await statusOf(owner.api, sent.body.id, ['FAILED']);
        expect(message.deliveryStatus).toContain('DELIVERY_FAILURE');
        expect(await balance(owner)).toBe(before);
        expect(
          (await ledger(owner))
            .filter((e) => e.messageId === sent.body.id)
            .map((e) => e.type)
            .sort(),
        ).toEqual(['DEBIT', 'REFUND']);
      } finally {
        clickatell.state.receiptFirst = undefined;
      }
    });

    it("a receipt naming another account's message changes nothing", async () => {
      const other = await signedInOwner(stack, { credits: 5 });
      const foreign = await other.api.post('/messages', { to: '0821231003', body: 'not yours' });
      await statusOf(other.api, foreign.body.id, ['DELIVERED']);
      const res = await post(callbackUrl, {
        messageId: 'ck-x',
        clientMessageId: foreign.body.id,
        status: 'DELIVERY_FAILURE',
      });
      expect(res.status).toBe(204);
      expect((await other.api.get(`/messages/${foreign.body.id}`)).body.status).toBe('DELIVERED');
    });
  });

  describe('AWS End User Messaging SMS', () => {
    let owner: SignedInAccount;
    beforeAll(async () => {
      owner = await signedInOwner(stack, { credits: 10, vendor: false });
      const admin = as(stack, (await createPlatformAdmin(stack)).token);
      const assigned = await admin.put(`/admin/accounts/${owner.accountId}/origination-identities`, {
        identities: ['+27870001234'],
      });
      expect(assigned.status).toBe(200);
      const refused = await owner.api.put('/settings/sms-vendor', { provider: 'aws', credentials: {} });
      expect(refused.status).toBe(400);
      expect(errorCode(refused)).toBe('VALIDATION_ERROR');
      const put = await owner.api.put('/settings/sms-vendor', {
        provider: 'aws',
        credentials: {},
        originationIdentity: '+27870001234',
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ provider: 'aws', originationIdentity: '+27870001234' });
    });
    const events = async (messages: unknown[]) => {
      useRuntime(stack.rt);
      // Under its declared table access, as the stack's function runs (local/table-access-guard.ts).
      return asFunction(declared(AWS_SMS_EVENTS), () => awsSmsEvents(snsEvent(messages) as never));
    };
    const send = async (to: string) => {
      const sent = await owner.api.post('/messages', { to, body: 'AWS receipt' });
      await statusOf(owner.api, sent.body.id, ['SENT']);
      const text = aws.sent.find((s) => (s.request.Context as Record<string, string>).messageId === sent.body.id)!;
      return { id: sent.body.id as string, text };
    };

    it('sends with the origination identity, configuration set, message type and context; DELIVERED from the event', async () => {
      const { id, text } = await send('0821232001');
      expect(text.request).toMatchObject({
        DestinationPhoneNumber: '+27821232001',
        OriginationIdentity: '+27870001234',
        MessageBody: 'AWS receipt',
        MessageType: 'TRANSACTIONAL',
        ConfigurationSetName: 'sms-test-events',
        Context: { messageId: id, accountId: owner.accountId },
      });
      await events([aws.event(text.messageId, 'PENDING', false)]);
      expect((await owner.api.get(`/messages/${id}`)).body.status).toBe('SENT');
      await events([aws.event(text.messageId, 'DELIVERED')]);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({
        status: 'DELIVERED',
        deliveryStatus: 'AWS SMS: DELIVERED (Message has been accepted by phone)',
      });
    });

    it('reaches FAILED and refunds once when the failure event arrives twice', async () => {
      const before = await balance(owner);
      const { id, text } = await send('0821232002');
      const failed = aws.event(text.messageId, 'UNREACHABLE');
      await events([failed, failed]);
      await events([failed]);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({ status: 'FAILED' });
      expect(await balance(owner)).toBe(before);
      expect(
        (await ledger(owner))
          .filter((e) => e.messageId === id)
          .map((e) => e.type)
          .sort(),
      ).toEqual(['DEBIT', 'REFUND']);
    });

    it('keeps a delivery event that arrives before the hand-over returned, and applies it', async () => {
      aws.state.eventFirst = (event) => events([event]);
      try {
        const sent = await owner.api.post('/messages', { to: '0821232003', body: 'fast' });
        const message = await statusOf(owner.api, sent.body.id, ['DELIVERED']);
        expect(message.deliveryStatus).toBe('AWS SMS: DELIVERED (Message has been accepted by phone)');
      } finally {
        aws.state.eventFirst = undefined;
      }
    });

    it('tells transient from permanent refusals: throttling is retried, validation fails at once (refunded)', async () => {
      const bad = await owner.api.post('/messages', { to: '0821231111', body: 'AWS refused' });
      const failed = await statusOf(owner.api, bad.body.id, ['FAILED']);
      expect(failed.deliveryStatus).toMatch(/^AWS SMS refused: ValidationException/);
      const throttled = await owner.api.post('/messages', { to: '0821234290', body: 'AWS throttled' });
      const queued = await until('a retry', async () => {
        const res = await owner.api.get(`/messages/${throttled.body.id}`);
        return res.body.status === 'QUEUED' && res.body.deliveryStatus ? res.body : undefined;
      });
      expect(queued.deliveryStatus).toMatch(/ThrottlingException.*retrying/);
    });
  });
});
