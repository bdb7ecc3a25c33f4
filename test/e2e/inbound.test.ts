import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as awsSmsEvents } from '../../functions/aws-sms-events';
import { AWS_SMS_EVENTS } from '../../lib/service-functions';
import { declared } from '../../local/serve';
import { asFunction } from '../../local/table-access-guard';
import { OPT_OUT_CONFIRMATION } from '../../shared/inbound/receive';
import { useRuntime } from '../../shared/runtime';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { snsEvent } from '../support/aws-sms-server';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { as, createPlatformAdmin } from '../support/team';
import { postSigned, startTwilioServer } from '../support/twilio-server';
import { type Api, signedInMember, signedInOwner } from '../support/workspace';

const TWILIO_SID = `AC${'fedcba9876543210'.repeat(2)}`;
const TWILIO_TOKEN = 'twilio-auth-token-inbound-77';

async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 60): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A transactional campaign to `contactIds`, launched and completed; its recipients by phone. */
async function campaignTo(api: Api, contactIds: string[]) {
  const created = await api.post('/campaigns', {
    name: 'Order updates',
    body: 'Your order is ready',
    kind: 'transactional',
    audience: { contactIds },
  });
  expect(created.status).toBe(201);
  expect((await api.post(`/campaigns/${created.body.id}/launch`, {})).status).toBe(202);
  await until('campaign completed', async () => {
    const res = await api.get(`/campaigns/${created.body.id}`);
    return res.body.status === 'COMPLETED' ? res.body : undefined;
  });
  const recipients = await api.get(`/campaigns/${created.body.id}/recipients?limit=100`);
  return new Map((recipients.body.items as { to: string; status: string }[]).map((r) => [r.to, r.status]));
}

describe('replies, STOP and START', { timeout: 90_000 }, () => {
  let stack: TestStack;
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
  beforeAll(async () => {
    twilio = await startTwilioServer(TWILIO_SID, TWILIO_TOKEN);
    stack = await startTestStack();
    stack.rt.overrides.vendors = createVendorRegistry(stack.sandbox, { twilioBaseUrl: twilio.baseUrl });
  });
  afterAll(async () => {
    await stack?.stop();
    await twilio?.stop();
  });

  it('a "STOP." reply opts the number out (GET /opt-outs, GET /inbound-messages), is confirmed once for free, and the next campaign skips it; START reverses it', async () => {
    const owner = await signedInOwner(stack, { credits: 20 });
    const stopper = (await owner.api.post('/contacts', { phone: '082 555 0101', firstName: 'Thandi' })).body;
    const stayer = (await owner.api.post('/contacts', { phone: '082 555 0102', firstName: 'Pieter' })).body;
    // Confirmations go only to numbers the account has sent to (decision 0830).
    expect((await owner.api.post('/messages', { to: '082 555 0101', body: 'Your order is ready' })).status).toBe(201);
    const balance = (await owner.api.get('/billing/balance')).body.balance;

    const reply = await owner.api.post('/sandbox/inbound', { from: '082 555 0101', body: 'STOP.' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ from: '+27825550101', body: 'STOP.', optOut: true });

    const optOuts = await owner.api.get('/opt-outs');
    expect(optOuts.body.items).toEqual([expect.objectContaining({ phone: '+27825550101', source: 'inbound' })]);
    const inbound = await owner.api.get('/inbound-messages');
    expect(inbound.status).toBe(200);
    expect(inbound.body.items[0]).toMatchObject({ id: reply.body.id, from: '+27825550101', optOut: true });

    // The confirmation: one SMS, from the account, fixed text (no tenant words), free.
    const confirmations = () =>
      stack.sandbox.received.filter((s) => s.to === '+27825550101' && s.body === OPT_OUT_CONFIRMATION);
    await until('the confirmation', async () => (confirmations().length > 0 ? true : undefined));
    expect(confirmations()).toHaveLength(1);
    expect(confirmations()[0]!.body).toBe(OPT_OUT_CONFIRMATION);
    const messages = (await owner.api.get('/messages')).body.items;
    expect(messages[0]).toMatchObject({ source: 'system', cost: 0, to: '+27825550101' });
    // Another STOP (any case, any punctuation) is stored but confirmed no more.
    const again = await owner.api.post('/sandbox/inbound', { from: '+27825550101', body: '  "unsubscribe!" please' });
    expect(again.body.optOut).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(confirmations()).toHaveLength(1);
    expect((await owner.api.get('/billing/balance')).body.balance).toBe(balance);

    const first = await campaignTo(owner.api, [stopper.id, stayer.id]);
    expect(first.get('+27825550101')).toBe('OPTED_OUT');
    expect(first.get('+27825550102')).toBe('DELIVERED');

    const start = await owner.api.post('/sandbox/inbound', { from: '0825550101', body: 'Start' });
    expect(start.body.optOut).toBe(false);
    expect((await owner.api.get('/opt-outs')).body.items).toEqual([]);
    const second = await campaignTo(owner.api, [stopper.id, stayer.id]);
    expect(second.get('+27825550101')).toBe('DELIVERED');
  });

  it('does not take a word other than the first, nor a word that only starts like STOP', async () => {
    const owner = await signedInOwner(stack);
    for (const body of ['please stop', 'STOPPED', 'ok']) {
      const res = await owner.api.post('/sandbox/inbound', { from: '0825550201', body });
      expect(res.body.optOut).toBe(false);
    }
    expect((await owner.api.get('/opt-outs')).body.items).toEqual([]);
  });

  it('lets a VIEWER read replies but not simulate one; other accounts see none of them', async () => {
    const owner = await signedInOwner(stack);
    await owner.api.post('/sandbox/inbound', { from: '0825550301', body: 'Hello' });
    const viewer = await signedInMember(stack, owner.accountId, 'VIEWER');
    expect((await viewer.api.get('/inbound-messages')).body.items).toHaveLength(1);
    const refused = await viewer.api.post('/sandbox/inbound', { from: '0825550301', body: 'Hi' });
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const other = await signedInOwner(stack);
    expect((await other.api.get('/inbound-messages')).body.items).toEqual([]);
  });

  it('GET /inbound-messages?number= lists the replies of one number only (a conversation), within the account', async () => {
    const owner = await signedInOwner(stack);
    await owner.api.post('/sandbox/inbound', { from: '082 555 0311', body: 'First from 0311' });
    await owner.api.post('/sandbox/inbound', { from: '082 555 0312', body: 'From 0312' });
    await owner.api.post('/sandbox/inbound', { from: '082 555 0311', body: 'Second from 0311' });
    for (const number of ['082 555 0311', '+27825550311', '0311']) {
      const page = await owner.api.get(`/inbound-messages?number=${encodeURIComponent(number)}`);
      expect(page.status).toBe(200);
      expect(page.body.items.map((r: { body: string }) => r.body)).toEqual(['Second from 0311', 'First from 0311']);
    }
    expect((await owner.api.get('/inbound-messages?number=0825550399')).body.items).toEqual([]);
    const bad = await owner.api.get('/inbound-messages?number=ab');
    expect(bad.status).toBe(400);
    // Another account's replies from the same number are not its.
    const other = await signedInOwner(stack);
    expect((await other.api.get('/inbound-messages?number=0825550311')).body.items).toEqual([]);
  });

  it('a Twilio reply (signed) opts the number out; redelivered, it is stored once', async () => {
    const owner = await signedInOwner(stack, { vendor: false });
    await owner.api.put('/settings/sms-vendor', {
      provider: 'twilio',
      senderId: '+27870009999',
      credentials: { accountSid: TWILIO_SID, authToken: TWILIO_TOKEN },
    });
    const url = `${stack.baseUrl}/callbacks/twilio/${owner.accountId}`;
    const res = await twilio.reply(url, '+27825550401', '+27870009999', 'Stop');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<Response>');
    expect((await owner.api.get('/opt-outs')).body.items).toEqual([
      expect.objectContaining({ phone: '+27825550401', source: 'inbound' }),
    ]);
    const form = {
      AccountSid: TWILIO_SID,
      Body: 'hello again',
      From: '+27825550401',
      MessageSid: 'SM00000000000000000000000000000042',
      SmsStatus: 'received',
      To: '+27870009999',
    };
    expect((await postSigned(url, TWILIO_TOKEN, form)).status).toBe(200);
    expect((await postSigned(url, TWILIO_TOKEN, form)).status).toBe(200);
    expect((await owner.api.get('/inbound-messages')).body.items).toEqual([
      expect.objectContaining({ from: '+27825550401', body: 'hello again', optOut: false }),
      expect.objectContaining({ from: '+27825550401', to: '+27870009999', body: 'Stop', optOut: true }),
    ]);
  });

  it("an AWS two-way reply is the account's that sends from the number it was sent to", async () => {
    const owner = await signedInOwner(stack, { vendor: false });
    // A platform administrator assigns the number (decision 0820); another account cannot send from it.
    const admin = as(stack, (await createPlatformAdmin(stack)).token);
    const assigned = await admin.put(`/admin/accounts/${owner.accountId}/origination-identities`, {
      identities: ['+27870005555'],
    });
    expect(assigned.status).toBe(200);
    await owner.api.put('/settings/sms-vendor', {
      provider: 'aws',
      credentials: {},
      originationIdentity: '+27870005555',
    });
    const other = await signedInOwner(stack, { vendor: false });
    const taken = await other.api.put('/settings/sms-vendor', {
      provider: 'aws',
      credentials: {},
      originationIdentity: '+27870005555',
    });
    expect(taken.status).toBe(400);
    useRuntime(stack.rt);
    await asFunction(declared(AWS_SMS_EVENTS), () =>
      awsSmsEvents(
        snsEvent([
          {
            originationNumber: '+27825550501',
            destinationNumber: '+27870005555',
            messageKeyword: 'OPT-OUT',
            messageBody: 'opt-out',
            inboundMessageId: 'in-1',
          },
        ]) as never,
      ),
    );
    expect((await owner.api.get('/inbound-messages')).body.items).toEqual([
      expect.objectContaining({ from: '+27825550501', body: 'opt-out', optOut: true }),
    ]);
    expect((await owner.api.get('/opt-outs')).body.items).toHaveLength(1);
  });
});
