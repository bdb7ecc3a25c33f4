/**
 * Campaigns that keep the contract's promises (issue 27 items 1, 2, 5, 7, 8, 9; issue 26 finding 2), over HTTP on the
 * local stack with the sandbox clock, the sandbox vendor and a Clickatell stand-in for receipts that come late.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import { startClickatellServer } from '../support/clickatell-server';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { as, createPlatformAdmin } from '../support/team';
import { type Api, collectPages, type SignedInAccount, signedInOwner } from '../support/workspace';

const CLICKATELL_KEY = 'ck_live_campaign_promises_4412';
const sast = (iso: string) => new Date(Date.parse(`${iso}+02:00`)).toISOString();

async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 60): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const campaignIn = (api: Api, id: string, statuses: string[], seconds = 60) =>
  until(
    `campaign ${id} in ${statuses.join('/')}`,
    async () => {
      const res = await api.get(`/campaigns/${id}`);
      return statuses.includes(res.body.status) ? res.body : undefined;
    },
    seconds,
  );

type LedgerRow = { type: string; amount: number; messageId?: string; reference?: string };
const ledger = async (api: Api) =>
  (await collectPages(api, '/billing/transactions?limit=100')).flatMap((p) => p.items as unknown as LedgerRow[]);
const balance = async (api: Api) => (await api.get('/billing/balance')).body.balance as number;

type Row = { contactId: string; to: string; messageId: string | null; status: string; deliveryStatus: string | null };
const recipientsOf = async (api: Api, id: string) =>
  (await collectPages(api, `/campaigns/${id}/recipients?limit=100`)).flatMap((p) => p.items as unknown as Row[]);

/** Contacts with these phones; their ids. */
async function contacts(api: Api, phones: string[]) {
  const ids: string[] = [];
  for (const phone of phones) {
    const res = await api.post('/contacts', { phone, firstName: 'Pat' });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

/** What the campaign cost the account in the ledger: its reservation, top-ups, release and its messages' refunds. */
function campaignNet(rows: LedgerRow[], campaignId: string, messageIds: Set<string>) {
  return (
    0 -
    rows
      .filter((e) => e.reference === campaignId || (e.messageId !== undefined && messageIds.has(e.messageId)))
      .reduce((s, e) => s + e.amount, 0)
  );
}

describe('campaigns keep the contract', { timeout: 120_000 }, () => {
  let stack: TestStack;
  let clickatell: Awaited<ReturnType<typeof startClickatellServer>>;
  let admin: Api;
  const sandbox = new SandboxVendor();
  beforeAll(async () => {
    clickatell = await startClickatellServer(CLICKATELL_KEY);
    let base = '';
    stack = await startTestStack({
      overrides: {
        vendors: createVendorRegistry(sandbox, {
          clickatellBaseUrl: clickatell.baseUrl,
          publicBaseUrl: () => base,
        }),
      },
    });
    base = stack.baseUrl;
    admin = as(stack, (await createPlatformAdmin(stack)).token) as unknown as Api;
  });
  afterAll(async () => {
    await stack?.stop();
    await clickatell?.stop();
  });

  const suspend = async (accountId: string, suspended: boolean) =>
    expect((await admin.patch(`/admin/accounts/${accountId}`, { suspended })).status).toBe(200);
  const handedTo = (phones: string[]) => sandbox.received.filter((s) => phones.includes(s.to));

  // First: the ledger's ids carry the time they were made at, and must not follow a sandbox clock moved ahead by the
  // tests below (ids are monotonic within a process) for the day's debits to be found by time.
  describe('item 8: daily spend caps follow the sandbox clock and count what the day spent before the cap', () => {
    it("a key's cap set after the key spent 2 counts them, and only that key's sends (decision 0716)", async () => {
      const owner = await signedInOwner(stack, { credits: 50 });
      const { api } = owner;
      const other = await api.post('/api-keys', { name: 'other', scopes: ['sms.send'] });
      expect(other.status).toBe(201);
      const capped = publicClient(stack, owner.apiKey);
      const uncapped = publicClient(stack, other.body.key);
      const send = (via: typeof capped, n: number) =>
        via.post('/public/sms/send', { to: `08296000${String(n).padStart(2, '0')}`, body: 'Hi' });
      expect((await send(capped, 1)).status).toBe(201);
      expect((await send(capped, 2)).status).toBe(201);
      expect((await send(uncapped, 3)).status).toBe(201);
      const set = await api.patch(`/api-keys/${owner.keyId}`, { dailySpendLimit: 3 });
      expect(set.status).toBe(200);
      const limits = (await api.get('/settings/limits')).body;
      expect(limits.apiKeys).toEqual([
        { id: owner.keyId, name: expect.any(String), dailySpendLimit: 3, spentToday: 2 },
      ]);
      expect((await send(capped, 4)).status).toBe(201);
      const refused = await send(capped, 5);
      expect(refused.status).toBe(429);
      expect(errorCode(refused)).toBe('SPEND_LIMIT_EXCEEDED');
      // The other key has no cap; the account none either.
      expect((await send(uncapped, 6)).status).toBe(201);
      // Setting the cap again does not count the day twice: a cap of 4 leaves room for exactly one more.
      expect((await api.patch(`/api-keys/${owner.keyId}`, { dailySpendLimit: 4 })).status).toBe(200);
      expect((await api.get('/settings/limits')).body.apiKeys[0].spentToday).toBe(3);
      expect((await send(capped, 7)).status).toBe(201);
      expect((await send(capped, 8)).status).toBe(429);
      expect(await balance(api)).toBe(44);
      // The ledger shows nothing of the key (the API's ledger entry has no apiKeyId).
      expect((await ledger(api)).every((e) => !('apiKeyId' in e))).toBe(true);
    });

    it('a cap set after 2 sends counts them; a cap hit today no longer refuses tomorrow', async () => {
      const owner = await signedInOwner(stack, { credits: 50 });
      const { api } = owner;
      const sms = publicClient(stack, owner.apiKey);
      const send = (n: number) =>
        sms.post('/public/sms/send', { to: `08295000${String(n).padStart(2, '0')}`, body: 'Hi' });
      expect((await send(1)).status).toBe(201);
      expect((await send(2)).status).toBe(201);
      const set = await api.patch('/settings/limits', { dailySpendLimit: 3 });
      expect(set.status).toBe(200);
      expect(set.body.spentToday).toBe(2);
      expect((await send(3)).status).toBe(201);
      const refused = await send(4);
      expect(refused.status).toBe(429);
      expect(errorCode(refused)).toBe('SPEND_LIMIT_EXCEEDED');
      expect((await api.get('/settings/limits')).body.spentToday).toBe(3);

      // Tomorrow on the sandbox clock: the cap has room again.
      const tomorrow = new Date(stack.clock.now() + 24 * 3600_000).toISOString();
      expect((await api.put('/sandbox/clock', { now: tomorrow })).status).toBe(200);
      expect((await send(5)).status).toBe(201);
      const limits = (await api.get('/settings/limits')).body;
      expect(limits.spentToday).toBe(1);
      expect(limits.day).toBe(new Date(Date.parse(tomorrow) + 2 * 3600_000).toISOString().slice(0, 10));
      expect(await balance(api)).toBe(46);
    });
  });

  describe('item 1: a suspension stops bulk sending', () => {
    it('a campaign scheduled for 09:00 of an account suspended at 08:00 sends nothing: FAILED account_suspended, the reservation released', async () => {
      const owner = await signedInOwner(stack, { credits: 50 });
      const { api } = owner;
      expect((await api.put('/sandbox/clock', { now: sast('2026-12-02T08:00:00') })).status).toBe(200);
      const phones = ['+27826100001', '+27826100002'];
      const ids = await contacts(api, phones);
      const id = (
        await api.post('/campaigns', {
          name: 'Nine',
          body: 'Doors open at nine',
          kind: 'transactional',
          audience: { contactIds: ids },
        })
      ).body.id;
      const before = await balance(api);
      const launched = await api.post(`/campaigns/${id}/launch`, { scheduledAt: sast('2026-12-02T09:00:00') });
      expect(launched.status).toBe(202);
      expect(launched.body).toMatchObject({ status: 'SCHEDULED', reservedCredits: 2 });
      await suspend(owner.accountId, true);
      // 09:05: the wake-up fires (the local scheduler on the sandbox clock).
      expect((await api.put('/sandbox/clock', { now: sast('2026-12-02T09:05:00') })).status).toBe(200);
      const done = await campaignIn(api, id, ['COMPLETED']);
      expect(done.counts).toMatchObject({ recipients: 2, queued: 0, sent: 0, delivered: 0, failed: 2 });
      expect(done.statusReason).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
      expect(done.spentCredits).toBe(0);
      const rows = await recipientsOf(api, id);
      expect(rows.map((r) => [r.status, r.deliveryStatus])).toEqual([
        ['FAILED', 'account_suspended'],
        ['FAILED', 'account_suspended'],
      ]);
      expect((await api.get(`/messages/${rows[0]!.messageId}`)).body).toMatchObject({
        status: 'FAILED',
        deliveryStatus: 'account_suspended',
        cost: 0,
      });
      expect(handedTo(phones)).toEqual([]);
      // Exactly the reservation back: the balance is whole and the ledger agrees.
      expect(await balance(api)).toBe(before);
      const rowsOfLedger = await ledger(api);
      expect(rowsOfLedger.reduce((s, e) => s + e.amount, 0)).toBe(before);
      expect(campaignNet(rowsOfLedger, id, new Set())).toBe(0);

      // Reinstated, the stopped campaign stays stopped; a new one sends.
      await suspend(owner.accountId, false);
      expect((await api.get(`/campaigns/${id}`)).body.status).toBe('COMPLETED');
      const again = (
        await api.post('/campaigns', {
          name: 'Again',
          body: 'Hi',
          kind: 'transactional',
          audience: { contactIds: ids },
        })
      ).body.id;
      expect((await api.post(`/campaigns/${again}/launch`, {})).status).toBe(202);
      expect((await campaignIn(api, again, ['COMPLETED'])).counts).toMatchObject({ delivered: 2, failed: 0 });
      expect(handedTo(phones)).toHaveLength(2);
    });

    it('sending (held for marketing hours) and paused campaigns of a suspended account end FAILED at the next sweep; resume is 403; reinstatement does not revive them', async () => {
      const owner = await signedInOwner(stack, { credits: 50 });
      const { api } = owner;
      // Sunday: marketing campaigns wait (SENDING, heldUntil Monday 08:00).
      expect((await api.put('/sandbox/clock', { now: sast('2026-12-06T10:00:00') })).status).toBe(200);
      const phones = ['+27826200001', '+27826200002', '+27826200003'];
      const ids = await contacts(api, phones);
      const make = async (name: string) => {
        const id = (
          await api.post('/campaigns', { name, body: 'Sale. Reply STOP to opt out', audience: { contactIds: ids } })
        ).body.id as string;
        const res = await api.post(`/campaigns/${id}/launch`);
        expect(res.status).toBe(202);
        expect(res.body).toMatchObject({ status: 'SENDING', heldUntil: sast('2026-12-07T08:00:00') });
        return id;
      };
      const before = await balance(api);
      const held = await make('Held');
      const paused = await make('Paused');
      await until('expanded', async () => ((await api.get(`/campaigns/${paused}`)).body.heldUntil ? true : undefined));
      expect((await api.post(`/campaigns/${paused}/pause`)).status).toBe(200);
      expect(await balance(api)).toBe(before - 6);

      await suspend(owner.accountId, true);
      const resumed = await api.post(`/campaigns/${paused}/resume`);
      expect(resumed.status).toBe(403);
      expect(errorCode(resumed)).toBe('ACCOUNT_SUSPENDED');
      await stack.service.sweepCampaigns();
      for (const id of [held, paused]) {
        const done = await campaignIn(api, id, ['COMPLETED']);
        expect(done.counts).toMatchObject({ recipients: 3, queued: 0, failed: 3, delivered: 0, sent: 0 });
        expect(done.statusReason.code).toBe('ACCOUNT_SUSPENDED');
        expect(done.spentCredits).toBe(0);
        expect((await recipientsOf(api, id)).every((r) => r.deliveryStatus === 'account_suspended')).toBe(true);
      }
      expect(await balance(api)).toBe(before);
      await suspend(owner.accountId, false);
      // Monday 08:05: the marketing hours open; nothing of those campaigns goes out.
      expect((await api.put('/sandbox/clock', { now: sast('2026-12-07T08:05:00') })).status).toBe(200);
      await stack.service.sweepCampaigns();
      await new Promise((r) => setTimeout(r, 1000));
      expect(handedTo(phones)).toEqual([]);
      expect(await balance(api)).toBe(before);
      expect((await ledger(api)).reduce((s, e) => s + e.amount, 0)).toBe(before);
    });
  });

  describe('item 2: campaign figures follow receipts that come after the chunk was counted', () => {
    let owner: SignedInAccount;
    let callbackUrl: string;
    beforeAll(async () => {
      owner = await signedInOwner(stack, { credits: 40, vendor: false });
      const put = await owner.api.put('/settings/sms-vendor', {
        provider: 'clickatell',
        credentials: { apiKey: CLICKATELL_KEY },
      });
      expect(put.status).toBe(200);
      callbackUrl = put.body.callbackUrl;
    });
    const post = (body: unknown) =>
      fetch(callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('moves each recipient SENT → DELIVERED/FAILED once, by its latest state; a late FAILED refunds the balance and spentCredits', async () => {
      const { api } = owner;
      const phones = ['+27827300001', '+27827300002', '+27827300003', '+27827300004'];
      const ids = await contacts(api, phones);
      const id = (
        await api.post('/campaigns', {
          name: 'Late receipts',
          body: 'Your parcel is on its way',
          kind: 'transactional',
          audience: { contactIds: ids },
        })
      ).body.id;
      const before = await balance(api);
      expect((await api.post(`/campaigns/${id}/launch`, {})).status).toBe(202);
      const done = await campaignIn(api, id, ['COMPLETED']);
      expect(done.counts).toMatchObject({ recipients: 4, sent: 4, delivered: 0, failed: 0 });
      expect(done.spentCredits).toBe(4);
      const rows = await recipientsOf(api, id);
      const vendorId = (r: Row) =>
        [...clickatell.taken.values()].find((m) => m.clientMessageId === r.messageId)!.apiMessageId;
      const [a, b, c] = rows as [Row, Row, Row, Row];

      // Out of order and repeated: b fails, a is delivered twice, a late failure of a changes nothing.
      expect((await post(clickatell.settle(vendorId(b), 'DELIVERY_FAILURE'))).status).toBe(204);
      expect((await post(clickatell.settle(vendorId(a), 'RECEIVED_BY_RECIPIENT'))).status).toBe(204);
      expect((await post(clickatell.settle(vendorId(a), 'RECEIVED_BY_RECIPIENT'))).status).toBe(204);
      expect((await post(clickatell.settle(vendorId(a), 'DELIVERY_FAILURE'))).status).toBe(204);
      expect((await post(clickatell.settle(vendorId(c), 'RECEIVED_BY_RECIPIENT'))).status).toBe(204);
      expect((await post(clickatell.settle(vendorId(b), 'DELIVERY_FAILURE'))).status).toBe(204);

      const after = (await api.get(`/campaigns/${id}`)).body;
      expect(after.counts).toMatchObject({ recipients: 4, queued: 0, sent: 1, delivered: 2, failed: 1 });
      expect(after.spentCredits).toBe(3);
      const latest = await recipientsOf(api, id);
      expect(latest.map((r) => r.status)).toEqual(['DELIVERED', 'FAILED', 'DELIVERED', 'SENT']);
      expect(latest[1]!.deliveryStatus).toBe('Clickatell: DELIVERY_FAILURE');
      expect((await api.get(`/campaigns/${id}/recipients?status=DELIVERED`)).body.items).toHaveLength(2);
      expect((await api.get(`/campaigns/${id}/recipients?status=SENT`)).body.items).toHaveLength(1);
      // Each recipient in one count; reserved, spent and the balance agree with the ledger.
      const c2 = after.counts;
      expect(c2.sent + c2.delivered + c2.failed + c2.blocked + c2.optedOut + c2.skipped).toBe(4);
      expect(await balance(api)).toBe(before - 3);
      const rowsOfLedger = await ledger(api);
      expect(rowsOfLedger.reduce((s, e) => s + e.amount, 0)).toBe(await balance(api));
      expect(campaignNet(rowsOfLedger, id, new Set(latest.map((r) => r.messageId!)))).toBe(after.spentCredits);
      // The report follows the same latest states.
      const report = (await api.get(`/campaigns/${id}/report`)).text as string;
      expect(report.split('\r\n').filter((l) => l.includes(',DELIVERED,'))).toHaveLength(2);
      expect(report.split('\r\n').filter((l) => l.includes(',FAILED,'))).toHaveLength(1);
    });
  });

  describe('issue 26 finding 2: every credit that leaves passes the daily spend cap', () => {
    it('a scheduled 1-recipient launch whose audience is PATCHed to 20 contacts pauses at wake-up with a reason, charging nothing past the cap', async () => {
      const owner = await signedInOwner(stack, { credits: 100 });
      const { api } = owner;
      expect((await api.put('/sandbox/clock', { now: sast('2026-12-09T10:00:00') })).status).toBe(200);
      expect((await api.patch('/settings/limits', { dailySpendLimit: 5 })).status).toBe(200);
      const [first] = await contacts(api, ['+27828400000']);
      const list = (await api.post('/contact-lists', { name: 'Twenty' })).body.id;
      const twenty = await contacts(
        api,
        Array.from({ length: 20 }, (_, i) => `+278284${String(i + 1).padStart(5, '0')}`),
      );
      expect((await api.post(`/contact-lists/${list}/members`, { contactIds: twenty })).status).toBeLessThan(300);
      const id = (
        await api.post('/campaigns', {
          name: 'Grows',
          body: 'Hello',
          kind: 'transactional',
          audience: { contactIds: [first] },
        })
      ).body.id;
      const before = await balance(api);
      const at = new Date(Date.parse(sast('2026-12-09T10:00:00')) + 45_000).toISOString();
      expect((await api.post(`/campaigns/${id}/launch`, { scheduledAt: at })).body).toMatchObject({
        status: 'SCHEDULED',
        reservedCredits: 1,
      });
      expect((await api.patch(`/campaigns/${id}`, { audience: { listIds: [list] } })).status).toBe(200);
      expect((await api.put('/sandbox/clock', { now: sast('2026-12-09T10:01:00') })).status).toBe(200);
      const paused = await campaignIn(api, id, ['PAUSED', 'COMPLETED']);
      expect(paused.status).toBe('PAUSED');
      expect(paused.statusReason).toMatchObject({ code: 'SPEND_LIMIT_EXCEEDED' });
      expect(paused.reservedCredits).toBe(1);
      expect(await balance(api)).toBe(before - 1);
      expect((await ledger(api)).filter((e) => e.reference === id).map((e) => e.amount)).toEqual([-1]);
      expect((await api.get('/settings/limits')).body.spentToday).toBe(1);
      expect(sandbox.received.filter((s) => s.to.startsWith('+278284'))).toEqual([]);

      // Resumed under the same cap: paused again, nothing taken. With room, it sends to all twenty.
      expect((await api.post(`/campaigns/${id}/resume`)).status).toBe(200);
      const again = await campaignIn(api, id, ['PAUSED', 'COMPLETED']);
      expect(again).toMatchObject({
        status: 'PAUSED',
        reservedCredits: 1,
        statusReason: { code: 'SPEND_LIMIT_EXCEEDED' },
      });
      expect(await balance(api)).toBe(before - 1);
      expect((await api.patch('/settings/limits', { dailySpendLimit: 50 })).status).toBe(200);
      const resumed = await api.post(`/campaigns/${id}/resume`);
      expect(resumed.status).toBe(200);
      expect(resumed.body.statusReason).toBeUndefined();
      const done = await campaignIn(api, id, ['COMPLETED']);
      expect(done.counts).toMatchObject({ recipients: 20, delivered: 20 });
      expect(done.reservedCredits).toBe(20);
      expect(await balance(api)).toBe(before - 20);
      expect((await api.get('/settings/limits')).body.spentToday).toBe(20);
      expect((await ledger(api)).reduce((s, e) => s + e.amount, 0)).toBe(before - 20);
    });

    it('a scheduled launch of a 1-member list that grows to 20 before wake-up pauses the same way', async () => {
      const owner = await signedInOwner(stack, { credits: 100 });
      const { api } = owner;
      expect((await api.put('/sandbox/clock', { now: sast('2026-12-09T10:00:00') })).status).toBe(200);
      expect((await api.patch('/settings/limits', { dailySpendLimit: 5 })).status).toBe(200);
      const phones = Array.from({ length: 20 }, (_, i) => `+278285${String(i + 1).padStart(5, '0')}`);
      const [first, ...rest] = await contacts(api, phones);
      const list = (await api.post('/contact-lists', { name: 'Grows' })).body.id;
      expect((await api.post(`/contact-lists/${list}/members`, { contactIds: [first] })).status).toBeLessThan(300);
      const id = (
        await api.post('/campaigns', {
          name: 'Grows',
          body: 'Hello',
          kind: 'transactional',
          audience: { listIds: [list] },
        })
      ).body.id;
      const before = await balance(api);
      const at = new Date(Date.parse(sast('2026-12-09T10:00:00')) + 45_000).toISOString();
      expect((await api.post(`/campaigns/${id}/launch`, { scheduledAt: at })).body).toMatchObject({
        status: 'SCHEDULED',
        reservedCredits: 1,
      });
      expect((await api.post(`/contact-lists/${list}/members`, { contactIds: rest })).status).toBeLessThan(300);
      expect((await api.put('/sandbox/clock', { now: sast('2026-12-09T10:01:00') })).status).toBe(200);
      const paused = await campaignIn(api, id, ['PAUSED', 'COMPLETED']);
      expect(paused).toMatchObject({
        status: 'PAUSED',
        reservedCredits: 1,
        statusReason: { code: 'SPEND_LIMIT_EXCEEDED' },
      });
      expect(await balance(api)).toBe(before - 1);
      expect((await ledger(api)).filter((e) => e.reference === id).map((e) => e.amount)).toEqual([-1]);
      expect((await api.get('/settings/limits')).body.spentToday).toBe(1);
      expect(handedTo(phones)).toEqual([]);
    });
  });

  describe('item 5: the marketing footer only where STOP is not an instruction', () => {
    it.each([
      ['Non-stop deals', true],
      ['Hi, stop by our store', true],
      ['Reply STOP to opt out', false],
    ])('previews %j with footer: %s', async (body, footer) => {
      const { api } = await signedInOwner(stack);
      const [c] = await contacts(api, ['+27829600001']);
      const id = (await api.post('/campaigns', { name: 'F', body, audience: { contactIds: [c] } })).body.id;
      const preview = await api.post(`/campaigns/${id}/preview`);
      expect(preview.status).toBe(200);
      expect(preview.body.samples[0].text).toBe(footer ? `${body} Reply STOP to opt out` : body);
    });
  });

  describe('item 7 and item 9: the report and small contract edges', () => {
    it('writes phones as E.164 exactly; launch takes no body; status=SENDING is a filter; a lost race is CONFLICT', async () => {
      const { api } = await signedInOwner(stack, { credits: 20 });
      expect((await api.put('/sandbox/clock', { now: sast('2026-12-09T11:00:00') })).status).toBe(200);
      const ids = await contacts(api, ['+27829700001', '+27829700002']);
      const id = (
        await api.post('/campaigns', { name: 'R', body: 'Hi', kind: 'transactional', audience: { contactIds: ids } })
      ).body.id;
      const launched = await api.post(`/campaigns/${id}/launch`);
      expect(launched.status).toBe(202);
      await campaignIn(api, id, ['COMPLETED']);
      const report = await api.get(`/campaigns/${id}/report`);
      expect(report.status).toBe(200);
      const lines = (report.text as string).trim().split('\r\n');
      expect(lines[0]).toBe('contactId,to,messageId,status,deliveryStatus');
      expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['+27829700001', '+27829700002']);

      const sending = await api.get(`/campaigns/${id}/recipients?status=SENDING`);
      expect(sending.status).toBe(200);
      expect(sending.body.items).toEqual([]);
      expect((await api.get(`/campaigns/${id}/recipients?status=NOPE`)).status).toBe(400);

      // Two writes of one campaign at once: the loser is CONFLICT (its status still allows a change), never
      // CAMPAIGN_STATE; a status that refuses the action is CAMPAIGN_STATE.
      const draft = (await api.post('/campaigns', { name: 'D', body: 'Hi', audience: { contactIds: ids } })).body.id;
      const codes: string[] = [];
      for (let round = 0; round < 8; round++) {
        const answers = await Promise.all(
          Array.from({ length: 4 }, (_, i) => api.patch(`/campaigns/${draft}`, { name: `D${round}-${i}` })),
        );
        for (const a of answers) if (a.status !== 200) codes.push(`${a.status} ${errorCode(a)}`);
      }
      expect(codes.length).toBeGreaterThan(0);
      expect(new Set(codes)).toEqual(new Set(['409 CONFLICT']));
      const state = await api.patch(`/campaigns/${id}`, { name: 'x' });
      expect(state.status).toBe(409);
      expect(errorCode(state)).toBe('CAMPAIGN_STATE');
    });
  });
});
