/**
 * Issue 26 finding 6, the vendor callbacks: a per-account limit counted only after the signature or secret check
 * (decision 1021). Past it, Clickatell's callbacks are 429 (Clickatell sends them again) and Twilio's are answered as
 * received and applied later from the overflow lane (Twilio does not send a callback answered 4xx again). Over HTTP
 * on the local stack, with the vendors' stand-ins posting receipts and replies as they do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import { startClickatellServer } from '../support/clickatell-server';
import { until } from '../support/fault-worker';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { postSigned, startTwilioServer } from '../support/twilio-server';
import { type Api, type SignedInAccount, signedInOwner } from '../support/workspace';

/** The account's limit in this stack: small, so a flood past it is a few dozen requests. */
const LIMIT = 12;
const TWILIO_SID = `AC${'fedcba9876543210'.repeat(2)}`;
const TWILIO_TOKEN = 'twilio-auth-token-callback-limits';
const CLICKATELL_KEY = 'ck_live_callback_limits_5521';

const statusOf = (api: Api, id: string, wanted: string[]) =>
  until(
    `message ${id} in ${wanted.join('/')}`,
    async () => {
      const res = await api.get(`/messages/${id}`);
      return wanted.includes(res.body.status) ? (res.body as { status: string; deliveryStatus?: string }) : undefined;
    },
    30,
    50,
  );
const repliesOf = async (api: Api) => ((await api.get('/inbound-messages?limit=100')).body.items as unknown[]).length;

describe('per-account limit on the vendor callbacks', { timeout: 120_000 }, () => {
  let stack: TestStack;
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
  let clickatell: Awaited<ReturnType<typeof startClickatellServer>>;
  let base = '';
  beforeAll(async () => {
    [twilio, clickatell] = await Promise.all([
      startTwilioServer(TWILIO_SID, TWILIO_TOKEN),
      startClickatellServer(CLICKATELL_KEY),
    ]);
    stack = await startTestStack({
      env: { CALLBACK_LIMIT_PER_MINUTE: String(LIMIT) },
      overrides: {
        vendors: createVendorRegistry(new SandboxVendor(), {
          clickatellBaseUrl: clickatell.baseUrl,
          twilioBaseUrl: twilio.baseUrl,
          publicBaseUrl: () => base,
        }),
      },
    });
    base = stack.baseUrl;
  });
  afterAll(async () => {
    await stack?.stop();
    await Promise.all([twilio?.stop(), clickatell?.stop()]);
  });

  /** Lines saying a callback of `accountId` came past its limit and waits on the overflow lane. */
  const deferredOf = (accountId: string) =>
    stack.logs.filter((l) => l.includes('callback past the account limit deferred') && l.includes(accountId)).length;

  describe('Clickatell: past the limit 429, and the receipt settles when Clickatell sends it again', () => {
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const replies = (prefix: string, n: number) => ({
      event: {
        moText: Array.from({ length: n }, (_, i) => ({
          messageId: `${prefix}-${i}`,
          from: '27825550199',
          to: '27870001000',
          content: `Thanks ${i}`,
        })),
      },
    });
    async function clickatellAccount(): Promise<SignedInAccount & { callbackUrl: string }> {
      const owner = await signedInOwner(stack, { credits: 10, vendor: false });
      const put = await owner.api.put('/settings/sms-vendor', {
        provider: 'clickatell',
        credentials: { apiKey: CLICKATELL_KEY },
      });
      expect(put.status).toBe(200);
      return { ...owner, callbackUrl: put.body.callbackUrl as string };
    }
    async function sendOne(owner: SignedInAccount, to: string) {
      const sent = await owner.api.post('/messages', { to, body: 'Your parcel is on its way' });
      expect(sent.status).toBe(201);
      await statusOf(owner.api, sent.body.id, ['SENT']);
      const taken = [...clickatell.taken.values()].find((m) => m.clientMessageId === sent.body.id)!;
      return { id: sent.body.id as string, apiMessageId: taken.apiMessageId };
    }

    it('limits a signed flood, never counts a forged one, leaves other accounts alone and loses no receipt', async () => {
      const owner = await clickatellAccount();
      const other = await clickatellAccount();
      const { id, apiMessageId } = await sendOne(owner, '0821240001');
      const receipt = clickatell.settle(apiMessageId, 'RECEIVED_BY_RECIPIENT');

      // A forged flood (a wrong secret) is 403 and uses none of the account's allowance.
      const forged = owner.callbackUrl.replace(/[^/]+$/, 'f'.repeat(32));
      for (let i = 0; i < 3 * LIMIT; i++) {
        const res = await post(forged, i % 2 ? receipt : replies(`forged-${i}`, 1));
        expect(res.status).toBe(403);
      }
      // The account's own callbacks, up to the limit, are all applied.
      for (let i = 0; i < LIMIT; i++) {
        expect((await post(owner.callbackUrl, replies(`own-${i}`, 1))).status).toBe(204);
      }
      expect(await repliesOf(owner.api)).toBe(LIMIT);

      // Past it: 429 naming the limit, nothing applied.
      const refused = await post(owner.callbackUrl, receipt);
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as { error: { code: string; message: string } };
      expect(body.error).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: `Rate limit exceeded: ${LIMIT} requests per minute per account for POST /callbacks/clickatell/{accountId}/{secret}`,
      });
      expect((await post(owner.callbackUrl, replies('past', 1))).status).toBe(429);
      expect((await owner.api.get(`/messages/${id}`)).body.status).toBe('SENT');
      expect(await repliesOf(owner.api)).toBe(LIMIT);
      // A status that changes nothing (pending) is not counted and still answered 204.
      expect((await post(owner.callbackUrl, clickatell.settle(apiMessageId, 'SENT_TO_SUPPLIER'))).status).toBe(204);

      // Another account's callbacks are not limited by it.
      const its = await sendOne(other, '0821240002');
      expect((await post(other.callbackUrl, clickatell.settle(its.apiMessageId, 'RECEIVED_BY_RECIPIENT'))).status).toBe(
        204,
      );
      expect((await other.api.get(`/messages/${its.id}`)).body.status).toBe('DELIVERED');

      // Clickatell sends the refused receipt again (it retries anything not answered 2xx): once the window has room,
      // it settles the message.
      stack.clock.advance(61_000);
      clickatell.settle(apiMessageId, 'RECEIVED_BY_RECIPIENT');
      expect((await post(owner.callbackUrl, receipt)).status).toBe(204);
      expect((await owner.api.get(`/messages/${id}`)).body).toMatchObject({
        status: 'DELIVERED',
        deliveryStatus: 'Clickatell: RECEIVED_BY_RECIPIENT',
      });
      expect(deferredOf(owner.accountId)).toBe(0);
    });
  });

  describe('Twilio: past the limit answered as received, deferred and applied from the overflow lane', () => {
    async function twilioAccount(): Promise<SignedInAccount & { callbackUrl: string }> {
      const owner = await signedInOwner(stack, { credits: 10, vendor: false });
      const put = await owner.api.put('/settings/sms-vendor', {
        provider: 'twilio',
        senderId: 'ShopCo',
        credentials: { accountSid: TWILIO_SID, authToken: TWILIO_TOKEN },
      });
      expect(put.status).toBe(200);
      return { ...owner, callbackUrl: `${base}/callbacks/twilio/${owner.accountId}` };
    }
    async function sendOne(owner: SignedInAccount, to: string, e164: string) {
      const sent = await publicClient(stack, owner.apiKey).post('/public/sms/send', { to, body: 'Order shipped' });
      expect(sent.status).toBe(201);
      await statusOf(owner.api, sent.body.id, ['SENT']);
      const handed = [...twilio.messages.values()].find((m) => m.to === e164)!;
      return { id: sent.body.id as string, sid: handed.sid };
    }
    const reply = (owner: { callbackUrl: string }, i: number) =>
      twilio.reply(owner.callbackUrl, `+2782555${String(1000 + i)}`, '+27870001000', `Reply ${i}`);

    it('limits a signed flood, never counts a forged one, leaves other accounts alone and loses nothing', async () => {
      const owner = await twilioAccount();
      const other = await twilioAccount();
      const { id, sid } = await sendOne(owner, '0821250001', '+27821250001');

      // A forged flood (a wrong signature) is 403 and uses none of the account's allowance.
      for (let i = 0; i < 3 * LIMIT; i++) {
        const form = { ...twilio.statusForm(sid), MessageStatus: 'delivered', SmsStatus: 'delivered' };
        const res = await postSigned(owner.callbackUrl, TWILIO_TOKEN, form, 'bm90LXRoZS1zaWduYXR1cmU=');
        expect(res.status).toBe(403);
      }
      expect((await owner.api.get(`/messages/${id}`)).body.status).toBe('SENT');

      // A signed flood of replies: the first LIMIT applied at once, the rest answered the same (TwiML, 200) and
      // deferred; none refused, since Twilio would not send them again.
      const extra = 5;
      for (let i = 0; i < LIMIT + extra; i++) {
        const res = await reply(owner, i);
        expect(res.status).toBe(200);
        expect(res.text).toContain('<Response></Response>');
        expect(deferredOf(owner.accountId)).toBe(Math.max(0, i + 1 - LIMIT));
      }
      // The genuine receipt past the limit is deferred too, and settles the message from the lane.
      expect((await twilio.deliver(sid, 'delivered')).status).toBe(200);
      expect(deferredOf(owner.accountId)).toBe(extra + 1);
      expect(await statusOf(owner.api, id, ['DELIVERED'])).toMatchObject({ deliveryStatus: 'Twilio: delivered' });
      // Every reply is stored, the deferred ones included: nothing lost.
      await until(
        'every reply stored',
        async () => ((await repliesOf(owner.api)) === LIMIT + extra ? true : undefined),
        30,
        50,
      );
      // A status that changes nothing (sent) is neither counted nor deferred.
      const pending = { ...twilio.statusForm(sid), MessageStatus: 'sent', SmsStatus: 'sent' };
      expect((await postSigned(owner.callbackUrl, TWILIO_TOKEN, pending)).status).toBe(200);
      expect(deferredOf(owner.accountId)).toBe(extra + 1);

      // Another account's callbacks are applied at once, before the answer: its own limit is untouched.
      const its = await sendOne(other, '0821250002', '+27821250002');
      expect((await twilio.deliver(its.sid, 'delivered')).status).toBe(200);
      expect((await other.api.get(`/messages/${its.id}`)).body.status).toBe('DELIVERED');
      expect((await reply(other, 99)).status).toBe(200);
      expect(await repliesOf(other.api)).toBe(1);
      expect(deferredOf(other.accountId)).toBe(0);
      // Nothing of the lane failed or was dropped.
      expect(
        stack.logs.filter((l) => l.includes('deferred callback failed') || l.includes('malformed deferred')),
      ).toEqual([]);
    });
  });
});
