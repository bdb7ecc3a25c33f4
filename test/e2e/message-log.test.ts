/**
 * Issue 29: the message log's filters on GET /messages (number, source, campaign, date range, with status) and a
 * message's history on GET /messages/{id}/events, recorded by the writes that move the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignMessageRepository } from '../../shared/db/campaign-message-repository';
import { tableOf } from '../../shared/db/table';
import { newId } from '../../shared/ids';
import type { MessageRecord } from '../../shared/messages/message';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { collectPages, runWorker, signedInOwner } from '../support/workspace';

const HATEFUL = 'I will kill you, you filthy k a f f i r';

describe('the message log: GET /messages filters and GET /messages/{id}/events', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  const ids = async (api: Awaited<ReturnType<typeof signedInOwner>>['api'], path: string) =>
    (await collectPages(api, path)).flatMap((p) => p.items.map((m) => m.id));

  describe('filters', () => {
    let owner: Awaited<ReturnType<typeof signedInOwner>>;
    const sent: Record<string, string> = {};
    let between = '';
    let campaignMessage = '';
    const campaignId = newId('cmp');

    beforeAll(async () => {
      owner = await signedInOwner(stack, { credits: 50 });
      sent.dashboard = (await owner.api.post('/messages', { to: '082 555 0101', body: 'from the dashboard' })).body.id;
      sent.api = (
        await publicClient(stack, owner.apiKey).post('/public/sms/send', { to: '082 555 0202', body: 'from the API' })
      ).body.id;
      // The next ones are ten minutes later (the access token lasts 15): a date range tells them apart.
      stack.clock.advance(600_000);
      between = new Date(stack.clock.now() - 300_000).toISOString();
      sent.blocked = (await owner.api.post('/messages', { to: '082 555 0303', body: HATEFUL })).body.id;
      // STOP from the dashboard message's number (a contact): the free confirmation is a `system` message to it.
      expect((await owner.api.post('/contacts', { phone: '082 555 0101', firstName: 'Thandi' })).status).toBe(201);
      const stop = await owner.api.post('/sandbox/inbound', { from: '082 555 0101', body: 'STOP' });
      expect(stop.status).toBe(201);
      const all = (await owner.api.get('/messages')).body.items as { id: string; source: string }[];
      sent.system = all.find((m) => m.source === 'system')!.id;
      // A campaign's message, stored as the campaign worker stores them.
      const now = new Date(stack.clock.now()).toISOString();
      const record: MessageRecord = {
        id: newId('msg'),
        accountId: owner.accountId,
        to: '+27825550404',
        body: 'Weekend special',
        status: 'SENT',
        deliveryStatus: 'Sandbox: delivered',
        segments: 1,
        encoding: 'GSM-7',
        cost: 1,
        shard: 0,
        source: 'campaign',
        createdAt: now,
        updatedAt: now,
        vendor: 'sandbox',
        attempts: 1,
        campaignId,
        sentAt: now,
      };
      await new CampaignMessageRepository(tableOf(stack.rt)).putMessages([record]);
      campaignMessage = record.id;
    });

    it('finds by any part of the number, written as people write it', async () => {
      expect(await ids(owner.api, '/messages?number=082%20555%200101')).toEqual([sent.system, sent.dashboard]);
      expect(await ids(owner.api, '/messages?number=%2B27825550101')).toEqual([sent.system, sent.dashboard]);
      expect(await ids(owner.api, '/messages?number=0202')).toEqual([sent.api]);
      expect(await ids(owner.api, '/messages?number=0825559999')).toEqual([]);
      const bad = await owner.api.get('/messages?number=abc');
      expect(bad.status).toBe(400);
      expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    });

    it('filters by source, the opt-out confirmation being `system`, and by campaign', async () => {
      expect(await ids(owner.api, '/messages?source=api')).toEqual([sent.api]);
      expect(await ids(owner.api, '/messages?source=system')).toEqual([sent.system]);
      expect(await ids(owner.api, '/messages?source=dashboard')).toEqual([sent.blocked, sent.dashboard]);
      expect(await ids(owner.api, `/messages?campaignId=${campaignId}`)).toEqual([campaignMessage]);
      expect(await ids(owner.api, '/messages?campaignId=cmp_other')).toEqual([]);
      expect((await owner.api.get('/messages?source=fax')).status).toBe(400);
    });

    it('filters by a date range, alone and with the others', async () => {
      expect(await ids(owner.api, `/messages?createdBefore=${encodeURIComponent(between)}`)).toEqual([
        sent.api,
        sent.dashboard,
      ]);
      const after = await ids(owner.api, `/messages?createdAfter=${encodeURIComponent(between)}`);
      expect(after).toEqual([campaignMessage, sent.system, sent.blocked]);
      expect(
        await ids(owner.api, `/messages?createdAfter=${encodeURIComponent(between)}&number=0101&status=QUEUED`),
      ).toEqual([sent.system]);
      expect((await owner.api.get('/messages?createdAfter=yesterday')).status).toBe(400);
    });

    it('pages a filtered log without skipping or repeating, a page at a time', async () => {
      const pages = await collectPages(owner.api, '/messages?number=0101&limit=1');
      expect(pages.flatMap((p) => p.items.map((m) => m.id))).toEqual([sent.system, sent.dashboard]);
    });

    it('stops reading at the lower bound of a date range: older messages are not examined', async () => {
      let examined = 0;
      const page = await stack.repos.messages.listByAccount(owner.accountId, { limit: 25 }, undefined, {
        keep: () => true,
        stop: (m) => {
          examined += 1;
          return m.id === sent.blocked;
        },
      });
      // Newest first: the campaign message, the confirmation, then the blocked one ends the list.
      expect(page.items.map((m) => m.id)).toEqual([campaignMessage, sent.system]);
      expect(page.nextCursor).toBeNull();
      expect(examined).toBe(3);
    });
  });

  describe('history', () => {
    it('records acceptance, the hand-over, the answer and the receipt, in order, on the message itself', async () => {
      const owner = await signedInOwner(stack, { credits: 10 });
      const res = await owner.api.post('/messages', { to: '082 555 0505', body: 'Your order is ready' });
      await runWorker(stack, res.body.id, owner.accountId);
      const events = await owner.api.get(`/messages/${res.body.id}/events`);
      expect(events.status).toBe(200);
      expect(events.body.items.map((e: { status: string }) => e.status)).toEqual([
        'QUEUED',
        'SENDING',
        'SENT',
        'DELIVERED',
      ]);
      expect(events.body.items[0]).toMatchObject({ at: res.body.createdAt, detail: 'Accepted' });
      expect(events.body.items.at(-1)).toMatchObject({ detail: 'Sandbox: delivered' });
      const times = events.body.items.map((e: { at: string }) => e.at);
      expect([...times].sort()).toEqual(times);
      // Stored on the message item, not in the message's public shape.
      const stored = await stack.repos.messages.get(res.body.id);
      expect(stored?.events?.map((e) => e.status)).toEqual(['SENDING', 'SENT', 'DELIVERED']);
      const got = await owner.api.get(`/messages/${res.body.id}`);
      expect(got.body.events).toBeUndefined();
      expect(got.body.body).toBe('Your order is ready');
    });

    it('shows a transient failure retried and a permanent failure refunded, with their details', async () => {
      const owner = await signedInOwner(stack, { credits: 10 });
      const transient = await owner.api.post('/messages', { to: '082 555 9999', body: 'hello' });
      await runWorker(stack, transient.body.id, owner.accountId);
      const retried = (await owner.api.get(`/messages/${transient.body.id}/events`)).body.items;
      expect(retried.map((e: { status: string; detail: string | null }) => [e.status, e.detail])).toEqual([
        ['QUEUED', 'Accepted'],
        ['SENDING', null],
        ['QUEUED', expect.stringMatching(/^Sandbox: carrier temporarily unavailable \(attempt 1 of \d+; retrying\)$/)],
      ]);
      const permanent = await owner.api.post('/messages', { to: '082 555 0000', body: 'hello' });
      await runWorker(stack, permanent.body.id, owner.accountId);
      const failed = (await owner.api.get(`/messages/${permanent.body.id}/events`)).body.items;
      expect(failed.at(-1)).toMatchObject({ status: 'FAILED', detail: 'Sandbox: number unreachable' });
      expect((await owner.api.get(`/messages/${permanent.body.id}`)).body.status).toBe('FAILED');
    });

    it('gives a blocked message one step, and another account 404', async () => {
      const owner = await signedInOwner(stack, { credits: 10 });
      const other = await signedInOwner(stack);
      const blocked = await owner.api.post('/messages', { to: '082 555 0606', body: HATEFUL });
      const events = (await owner.api.get(`/messages/${blocked.body.id}/events`)).body.items;
      expect(events).toEqual([
        expect.objectContaining({ status: 'BLOCKED', explanation: expect.stringMatching(/not charged/) }),
      ]);
      for (const id of [blocked.body.id, 'msg_nope']) {
        const res = await other.api.get(`/messages/${id}/events`);
        expect(res.status, id).toBe(404);
        expect(errorCode(res)).toBe('NOT_FOUND');
      }
    });
  });
});
