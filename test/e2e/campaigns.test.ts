import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignRepository } from '../../shared/db/campaign-repository';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { type Api, collectPages, signedInMember, signedInOwner } from '../support/workspace';

const BLOCKED_TEXT = 'I will kill you, you filthy k a f f i r';
const sast = (iso: string) => new Date(Date.parse(`${iso}+02:00`)).toISOString();

async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 120): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function campaignIn(api: Api, id: string, statuses: string[], seconds = 120) {
  return until(
    `campaign ${id} in ${statuses.join('/')}`,
    async () => {
      const res = await api.get(`/campaigns/${id}`);
      return statuses.includes(res.body.status) ? res.body : undefined;
    },
    seconds,
  );
}

async function ledgerSum(api: Api) {
  const pages = await collectPages(api, '/billing/transactions?limit=100');
  return pages.flatMap((p) => p.items as unknown as { amount: number }[]).reduce((s, e) => s + e.amount, 0);
}

/** Imports `rows` (phone,firstName,deal) into a new list and waits for it. */
async function listOf(api: Api, name: string, rows: string[]) {
  const list = (await api.post('/contact-lists', { name })).body;
  const started = await api.post('/contact-imports', {
    csv: `phone,firstName,deal\n${rows.join('\n')}\n`,
    listId: list.id,
  });
  expect(started.status).toBe(202);
  const done = await until('import', async () => {
    const res = await api.get(`/contact-imports/${started.body.id}`);
    return res.body.status === 'COMPLETED' ? res.body : undefined;
  });
  expect(done.skipped).toBe(0);
  return list.id as string;
}

const number = (prefix: string, n: number) => `${prefix}${String(n).padStart(7, '0')}`;

describe('Campaigns at volume: 2,000 contacts', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ env: { CAMPAIGN_RATE_PER_SECOND: '2000' } });
  });
  afterAll(async () => stack?.stop());

  it('completes with every recipient final, counts that add up, the right charge and the reservation released', async () => {
    const { api, apiKey } = await signedInOwner(stack, { credits: 10_000 });
    // Wednesday 10:00 in Johannesburg: inside the marketing hours.
    expect((await api.put('/sandbox/clock', { now: sast('2026-11-25T10:00:00') })).status).toBe(200);
    const rows: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const phone = i % 400 === 5 ? number('083', (Math.floor(i / 400) + 1) * 10_000) : number('082', 2_000_001 + i);
      const firstName = i % 100 === 3 ? '' : `Name${i}`;
      const deal = i % 250 === 7 ? `"${BLOCKED_TEXT}"` : '20% off shoes';
      rows.push(`${phone},${firstName},${deal}`);
    }
    const listId = await listOf(api, 'Everyone', rows);
    for (const i of [11, 12, 13, 14, 15]) {
      expect((await api.post('/opt-outs', { phone: number('082', 2_000_001 + i) })).status).toBe(201);
    }
    const created = await api.post('/campaigns', {
      name: 'Summer sale',
      body: 'Hi {{firstName}}, {{attributes.deal}} this week at Shoe City',
      audience: { listIds: [listId] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'DRAFT', kind: 'marketing', reservedCredits: 0 });
    const id = created.body.id as string;

    const preview = await api.post(`/campaigns/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ recipients: 2000, optedOut: 5 });
    expect(preview.body.samples).toHaveLength(5);
    expect(preview.body.samples[0].text).toMatch(/ Reply STOP to opt out$/);
    expect(preview.body.estimatedCost).toBe(preview.body.estimatedSegments);

    const balanceBefore = (await api.get('/billing/balance')).body.balance;
    const launched = await api.post(`/campaigns/${id}/launch`, {});
    expect(launched.status).toBe(202);
    expect(launched.body.status).toBe('SENDING');
    expect(launched.body.reservedCredits).toBe(preview.body.estimatedCost);
    expect((await api.get('/billing/balance')).body.balance).toBe(balanceBefore - preview.body.estimatedCost);

    // Single sends beside the campaign, charged from the same balance shards.
    const singles = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        publicClient(stack, apiKey).post('/public/sms/send', {
          to: number('084', 3_000_001 + i),
          body: `Your PIN is ${i}`,
        }),
      ),
    );
    expect(singles.map((r) => r.status)).toEqual(Array(20).fill(201));
    const singlesCost = singles.reduce((sum, r) => sum + r.body.cost, 0);

    const done = await campaignIn(api, id, ['COMPLETED'], 240);
    const c = done.counts;
    expect(c.recipients).toBe(2000);
    expect(c.queued).toBe(0);
    expect(c.optedOut).toBe(5);
    expect(c.skipped).toBe(20); // i % 100 === 3: no first name
    expect(c.blocked).toBe(8); // i % 250 === 7
    expect(c.failed).toBe(5); // numbers ending 0000: refused by the sandbox vendor
    expect(c.sent + c.delivered + c.failed + c.blocked + c.optedOut + c.skipped).toBe(2000);

    const recipients = (await collectPages(api, `/campaigns/${id}/recipients?limit=100`, 40)).flatMap(
      (p) => p.items as unknown as { status: string; messageId: string | null; to: string }[],
    );
    expect(recipients).toHaveLength(2000);
    expect(recipients.filter((r) => r.status === 'QUEUED')).toEqual([]);
    const delivered = recipients.filter((r) => r.status === 'DELIVERED');
    expect(delivered).toHaveLength(c.delivered);
    // Each recipient reached the vendor at most once.
    const handed = stack.sandbox.received.filter((s) => recipients.some((r) => r.messageId === s.reference));
    expect(new Set(handed.map((s) => s.reference)).size).toBe(handed.length);

    // The charge: one credit per segment of each delivered text, nothing for blocked, failed, skipped or opted out.
    const message = await api.get(`/messages/${delivered[0]!.messageId}`);
    expect(message.body).toMatchObject({ source: 'campaign', campaignId: id, status: 'DELIVERED' });
    expect(message.body.sentAt).toBe(sast('2026-11-25T10:00:00'));
    expect(done.spentCredits).toBe(c.delivered * message.body.segments);
    const balanceAfter = (await api.get('/billing/balance')).body.balance;
    expect(balanceAfter).toBe(balanceBefore - done.spentCredits - singlesCost);
    expect(await ledgerSum(api)).toBe(balanceAfter);
    const ledger = (await collectPages(api, '/billing/transactions?limit=100')).flatMap(
      (p) => p.items as unknown as { amount: number; reason: string }[],
    );
    const release = ledger.find((e) => e.reason.includes('unspent reservation released'));
    expect(release?.amount).toBe(done.reservedCredits - done.spentCredits);

    const flags = (await collectPages(api, '/moderation-flags?limit=100', 40)).flatMap(
      (p) => p.items as unknown as { severity: string; messageId: string }[],
    );
    const high = flags.filter((f) => f.severity === 'HIGH');
    expect(high).toHaveLength(8);
    const blockedMessage = await api.get(`/messages/${high[0]!.messageId}`);
    expect(blockedMessage.body).toMatchObject({ status: 'BLOCKED', cost: 0, source: 'campaign', campaignId: id });
    const audit = (await api.get('/audit-log?limit=100')).body.items.map((e: { action: string }) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['campaign.sent', 'campaign.completed', 'campaign.created']));

    const report = await api.get(`/campaigns/${id}/report`);
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    const lines = report.text.trim().split('\r\n');
    expect(lines[0]).toBe('contactId,to,messageId,status,deliveryStatus');
    expect(lines).toHaveLength(2001);
    expect((await api.post(`/campaigns/${id}/pause`)).status).toBe(409);
    expect(errorCode(await api.post(`/campaigns/${id}/cancel`))).toBe('CAMPAIGN_STATE');
  }, 300_000);
});

describe('Campaigns: pause, resume, cancel, marketing hours, permissions', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ env: { CAMPAIGN_RATE_PER_SECOND: '20' } });
  });
  afterAll(async () => stack?.stop());

  const sentTo = (prefix: string) => stack.sandbox.received.filter((s) => s.to.startsWith(prefix)).length;

  it('stops new sends within a second of a pause, finishes the rest on resume; cancel releases the reservation', async () => {
    const { api } = await signedInOwner(stack, { credits: 5_000 });
    await api.put('/sandbox/clock', { now: sast('2026-11-24T09:00:00') });
    const rows = Array.from({ length: 120 }, (_, i) => `${number('+2771', 1_000_001 + i)},Ann,x`);
    const listId = await listOf(api, 'Pause', rows);
    const id = (
      await api.post('/campaigns', { name: 'P', body: 'Hello {{firstName}}', audience: { listIds: [listId] } })
    ).body.id;
    const before = (await api.get('/billing/balance')).body.balance;
    await api.post(`/campaigns/${id}/launch`, {});
    await until('some sends', async () => (sentTo('+2771') >= 20 ? true : undefined));
    const paused = await api.post(`/campaigns/${id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body.status).toBe('PAUSED');
    await new Promise((r) => setTimeout(r, 1000));
    const atOneSecond = sentTo('+2771');
    await new Promise((r) => setTimeout(r, 2000));
    expect(sentTo('+2771')).toBe(atOneSecond);
    expect(atOneSecond).toBeLessThan(120);

    expect((await api.post(`/campaigns/${id}/resume`)).body.status).toBe('SENDING');
    const done = await campaignIn(api, id, ['COMPLETED']);
    expect(done.counts, JSON.stringify(done.counts)).toMatchObject({ recipients: 120, delivered: 120, queued: 0 });
    expect(new Set(stack.sandbox.received.filter((s) => s.to.startsWith('+2771')).map((s) => s.reference)).size).toBe(
      120,
    );
    expect((await api.get('/billing/balance')).body.balance).toBe(before - 120);

    // Cancel part-way: only what went out is charged.
    const rows2 = Array.from({ length: 200 }, (_, i) => `${number('+2772', 1_000_001 + i)},Bo,x`);
    const list2 = await listOf(api, 'Cancel', rows2);
    const id2 = (await api.post('/campaigns', { name: 'C', body: 'Hi {{firstName}}', audience: { listIds: [list2] } }))
      .body.id;
    const launched = await api.post(`/campaigns/${id2}/launch`, {});
    expect(launched.body.reservedCredits).toBe(200);
    await until('some sends', async () => (sentTo('+2772') >= 10 ? true : undefined));
    const cancelled = await api.post(`/campaigns/${id2}/cancel`);
    expect(cancelled.body.status).toBe('CANCELLED');
    const settled = await until('the release', async () => {
      const sum = await ledgerSum(api);
      const balance = (await api.get('/billing/balance')).body.balance;
      const c = (await api.get(`/campaigns/${id2}`)).body;
      return balance === before - 120 - c.spentCredits && sum === balance ? c : undefined;
    });
    expect(settled.spentCredits).toBe(sentTo('+2772'));
    expect(settled.spentCredits).toBeLessThan(200);
    expect(settled.counts.queued).toBe(0);
    expect(settled.counts.delivered + settled.counts.skipped).toBe(200);
  }, 180_000);

  it('holds a marketing campaign launched on a Sunday until Monday 08:00; a transactional one is not held', async () => {
    const { api } = await signedInOwner(stack);
    await api.put('/sandbox/clock', { now: sast('2026-11-22T11:00:00') }); // a Sunday
    const listId = await listOf(api, 'Sunday', [
      `${number('+2773', 1_000_001)},Sun,x`,
      `${number('+2773', 1_000_002)},Day,x`,
    ]);
    const id = (
      await api.post('/campaigns', { name: 'S', body: 'Sale {{firstName}}', audience: { listIds: [listId] } })
    ).body.id;
    const launched = await api.post(`/campaigns/${id}/launch`, {});
    expect(launched.body).toMatchObject({ status: 'SENDING', heldUntil: sast('2026-11-23T08:00:00') });
    const tx = (
      await api.post('/campaigns', {
        name: 'T',
        kind: 'transactional',
        body: 'Your order is ready, {{firstName}}',
        audience: { listIds: [listId] },
      })
    ).body.id;
    await api.post(`/campaigns/${tx}/launch`, {});
    await campaignIn(api, tx, ['COMPLETED']);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await api.get(`/campaigns/${id}`)).body.counts.delivered).toBe(0);

    await api.put('/sandbox/clock', { now: sast('2026-11-23T08:00:00') });
    const done = await campaignIn(api, id, ['COMPLETED']);
    expect(done.counts.delivered).toBe(2);
    expect(done.heldUntil).toBeUndefined();
    const recipients = (await api.get(`/campaigns/${id}/recipients`)).body.items;
    const sent = await api.get(`/messages/${recipients[0].messageId}`);
    expect(sent.body.sentAt).toBe(sast('2026-11-23T08:00:00'));
  }, 120_000);

  it('stops a Friday 19:59 campaign at 20:00 and resumes it Saturday 09:00; a Sunday holiday moves to Monday', async () => {
    const { api } = await signedInOwner(stack, { credits: 500 });
    await api.put('/sandbox/clock', { now: sast('2026-11-27T19:59:00') });
    const rows = Array.from({ length: 100 }, (_, i) => `${number('+2774', 1_000_001 + i)},Fri,x`);
    const listId = await listOf(api, 'Friday', rows);
    const id = (
      await api.post('/campaigns', { name: 'F', body: 'Weekend deal {{firstName}}', audience: { listIds: [listId] } })
    ).body.id;
    await api.post(`/campaigns/${id}/launch`, {});
    await until('some sends', async () => (sentTo('+2774') >= 10 ? true : undefined));
    await api.put('/sandbox/clock', { now: sast('2026-11-27T20:00:00') });
    const held = await until('the hold', async () => {
      const c = (await api.get(`/campaigns/${id}`)).body;
      return c.heldUntil ? c : undefined;
    });
    expect(held.heldUntil).toBe(sast('2026-11-28T09:00:00'));
    await new Promise((r) => setTimeout(r, 1000));
    const onFriday = sentTo('+2774');
    await new Promise((r) => setTimeout(r, 1500));
    expect(sentTo('+2774')).toBe(onFriday);
    expect(onFriday).toBeLessThan(100);

    await api.put('/sandbox/clock', { now: sast('2026-11-28T09:00:00') });
    const done = await campaignIn(api, id, ['COMPLETED']);
    expect(done.counts.delivered).toBe(100);
    const recipients = (await collectPages(api, `/campaigns/${id}/recipients?limit=100`)).flatMap(
      (p) => p.items as unknown as { messageId: string }[],
    );
    const sentAts = await Promise.all(
      recipients.map(async (r) => (await api.get(`/messages/${r.messageId}`)).body.sentAt),
    );
    for (const at of sentAts) {
      expect([sast('2026-11-27T19:59:00'), sast('2026-11-28T09:00:00')]).toContain(at);
    }

    // Women's Day 2026 falls on a Sunday: Monday 10 August is a public holiday, so Tuesday 08:00.
    await api.put('/sandbox/clock', { now: sast('2026-08-10T10:00:00') });
    const holidayList = await listOf(api, 'Holiday', [`${number('+2776', 1_000_001)},Hol,x`]);
    const h = (
      await api.post('/campaigns', { name: 'H', body: 'Hi {{firstName}}', audience: { listIds: [holidayList] } })
    ).body.id;
    const launched = await api.post(`/campaigns/${h}/launch`, {});
    expect(launched.body.heldUntil, JSON.stringify(launched.body)).toBe(sast('2026-08-11T08:00:00'));
  }, 180_000);

  it('survives a worker crash mid-chunk: the sweeper re-drives it after the lease, nobody is forgotten or delivered twice', async () => {
    const { api } = await signedInOwner(stack, { credits: 500 });
    await api.put('/sandbox/clock', { now: sast('2026-11-25T11:00:00') });
    const rows = Array.from({ length: 100 }, (_, i) => `${number('+2779', 1_000_001 + i)},Cr,x`);
    const listId = await listOf(api, 'Crash', rows);
    const id = (
      await api.post('/campaigns', { name: 'Crash', body: 'Hi {{firstName}}', audience: { listIds: [listId] } })
    ).body.id;
    await api.post(`/campaigns/${id}/launch`, {});
    const campaigns = new CampaignRepository(stack.table);
    await until('the expansion', async () => ((await campaigns.get(id))?.campaign.expanded ? true : undefined));
    // A worker claims chunk 1, hands five of its recipients to the vendor, and dies before writing anything.
    const nowMs = Date.parse(sast('2026-11-25T11:00:00'));
    const claim = await campaigns.claimChunk(id, 1, nowMs, 120_000);
    expect(typeof claim).toBe('object');
    const chunk = (await campaigns.chunkData(id, 1))!;
    for (const r of chunk.slice(0, 5)) await stack.sandbox.send({ reference: r.m, to: r.t, body: r.x! });

    const stuck = await until('chunk 0 done, chunk 1 stuck', async () => {
      const c = (await api.get(`/campaigns/${id}`)).body;
      return c.counts.delivered === 50 ? c : undefined;
    });
    expect(stuck.status).toBe('SENDING');
    await new Promise((r) => setTimeout(r, 500));
    expect((await api.get(`/campaigns/${id}`)).body.counts.delivered).toBe(50);

    // Past the lease, the sweeper queues the chunk again.
    stack.clock.advance(3 * 60_000);
    await stack.service.sweepCampaigns();
    const done = await campaignIn(api, id, ['COMPLETED']);
    expect(done.counts).toMatchObject({ recipients: 100, delivered: 100, queued: 0 });
    const handed = stack.sandbox.received.filter((s) => s.to.startsWith('+2779'));
    const references = new Set(handed.map((s) => s.reference));
    expect(references.size).toBe(100);
    // Only the five in flight at the crash were handed over again, with the same reference (the vendor deduplicates).
    expect(handed.length).toBe(105);
    expect(done.spentCredits).toBe(100);
  }, 120_000);

  it('lets a VIEWER read campaigns but not create or launch them; another account gets 404', async () => {
    const owner = await signedInOwner(stack);
    const contact = (await owner.api.post('/contacts', { phone: '0829990001', firstName: 'V' })).body;
    const id = (await owner.api.post('/campaigns', { name: 'V', body: 'Hi', audience: { contactIds: [contact.id] } }))
      .body.id;
    const viewer = await signedInMember(stack, owner.accountId, 'VIEWER');
    expect((await viewer.api.get(`/campaigns/${id}`)).status).toBe(200);
    expect((await viewer.api.get('/campaigns')).body.items).toHaveLength(1);
    for (const res of [
      await viewer.api.post('/campaigns', { name: 'x', body: 'y', audience: { contactIds: [contact.id] } }),
      await viewer.api.post(`/campaigns/${id}/launch`, {}),
      await viewer.api.post(`/campaigns/${id}/preview`),
    ]) {
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('FORBIDDEN');
    }
    const other = await signedInOwner(stack);
    expect((await other.api.get(`/campaigns/${id}`)).status).toBe(404);
    expect((await other.api.post(`/campaigns/${id}/launch`, {})).status).toBe(404);
    expect((await other.api.get(`/campaigns/${id}/report`)).status).toBe(404);
  });

  it('refuses a launch the balance cannot cover (402, nothing reserved)', async () => {
    const { api } = await signedInOwner(stack, { credits: 1 });
    const a = (await api.post('/contacts', { phone: '0829990011', firstName: 'A' })).body;
    const b = (await api.post('/contacts', { phone: '0829990012', firstName: 'B' })).body;
    const id = (
      await api.post('/campaigns', {
        name: 'Poor',
        kind: 'transactional',
        body: 'Hi {{firstName}}',
        audience: { contactIds: [a.id, b.id] },
      })
    ).body.id;
    const res = await api.post(`/campaigns/${id}/launch`, {});
    expect(res.status).toBe(402);
    expect(errorCode(res)).toBe('INSUFFICIENT_BALANCE');
    expect((await api.get('/billing/balance')).body.balance).toBe(1);
    expect((await api.get(`/campaigns/${id}`)).body.status).toBe('DRAFT');
  });
});
