import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCampaignJob } from '../../shared/campaigns/run-campaign';
import { CampaignChunkRepository } from '../../shared/db/campaign-chunk-repository';
import { CampaignRepository } from '../../shared/db/campaign-repository';
import type { SmsVendor } from '../../shared/vendors/vendor';
import { campaignRunDeps } from '../../shared/wiring/campaign-run';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { startWebhookReceiver } from '../support/webhook-receiver';
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
    // Loopback webhooks: the crash test's endpoint.
    stack = await startTestStack({ env: { CAMPAIGN_RATE_PER_SECOND: '20', WEBHOOK_ALLOW_LOOPBACK: 'true' } });
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

  /**
   * A campaign of 100 (every tenth number ends 0000: the sandbox refuses it, a confirmed failure that is released) whose
   * chunk 1 is taken by a worker that dies part-way (`dies` says how); past the lease the sweeper re-drives the chunk.
   * Every recipient must reach the vendor exactly once and end final, with the charge, the release and the ledger right.
   */
  async function crashingWorker(prefix: string, dies: 'mid-step' | 'before-its-last-write', webhookUrl?: string) {
    const { api } = await signedInOwner(stack, { credits: 500 });
    if (webhookUrl) {
      expect((await api.post('/webhooks', { url: webhookUrl, events: ['message.delivered'] })).status).toBe(201);
    }
    await api.put('/sandbox/clock', { now: sast('2026-11-25T11:00:00') });
    const rows = Array.from(
      { length: 100 },
      (_, i) => `${i % 10 === 4 ? `${prefix}${String(i).padStart(3, '0')}0000` : number(prefix, 1_000_001 + i)},Cr,x`,
    );
    const listId = await listOf(api, `Crash ${dies}`, rows);
    const id = (
      await api.post('/campaigns', { name: 'Crash', body: 'Hi {{firstName}}', audience: { listIds: [listId] } })
    ).body.id as string;
    const before = (await api.get('/billing/balance')).body.balance as number;
    expect((await api.post(`/campaigns/${id}/launch`, {})).body.reservedCredits).toBe(100);
    const campaigns = new CampaignRepository(stack.table);
    await until('the expansion', async () => ((await campaigns.get(id))?.campaign.expanded ? true : undefined));

    // The dying worker: its own deps over the same table and vendor. Mid-step: its first ten hand-overs return, the
    // next ones reach the vendor and the worker never hears back (killed); before its last write: every hand-over
    // returns and its messages are stored, and it dies before the transaction that writes the chunk's results.
    const handedByTheDead: string[] = [];
    let answered = 0;
    const dying: SmsVendor = {
      provider: 'sandbox',
      async send(sms) {
        handedByTheDead.push(sms.reference);
        const answer = await stack.sandbox.send(sms);
        if (dies === 'mid-step' && answered >= 10) return new Promise<never>(() => undefined);
        answered += 1;
        return answer;
      },
      status: (query) => stack.sandbox.status(query),
    };
    const chunks = new CampaignChunkRepository(stack.table);
    if (dies === 'before-its-last-write') {
      chunks.finishChunk = () => Promise.reject(new Error('killed before its last write'));
    }
    const run = runCampaignJob(
      { ...campaignRunDeps(stack.rt), chunks, vendors: { forSettings: () => dying } },
      { type: 'chunk', campaignId: id, chunk: 1, lane: false },
      stack.rt.log,
    );
    run.catch(() => undefined);
    const expectedByTheDead = dies === 'mid-step' ? 15 : 50;
    await until('the dying worker', async () => (handedByTheDead.length >= expectedByTheDead ? true : undefined));
    const stuck = await until('chunk 0 done, chunk 1 stuck', async () => {
      const c = (await api.get(`/campaigns/${id}`)).body;
      return c.counts.delivered + c.counts.failed === 50 ? c : undefined;
    });
    expect(stuck.status).toBe('SENDING');
    await new Promise((r) => setTimeout(r, 500));
    const still = (await api.get(`/campaigns/${id}`)).body;
    expect(still.counts.delivered + still.counts.failed).toBe(50);
    expect(handedByTheDead).toHaveLength(expectedByTheDead);
    return { api, id, before, handedByTheDead };
  }

  /** How many times the vendor was handed each reference. */
  const handOvers = () => {
    const handed = new Map<string, number>();
    for (const s of stack.sandbox.received) handed.set(s.reference, (handed.get(s.reference) ?? 0) + 1);
    return handed;
  };

  async function crashedCampaign(prefix: string, dies: 'mid-step' | 'before-its-last-write', webhookUrl?: string) {
    const { api, id, before, handedByTheDead } = await crashingWorker(prefix, dies, webhookUrl);
    // Past the lease, the sweeper queues the chunk again.
    stack.clock.advance(3 * 60_000);
    await stack.service.sweepCampaigns();
    const done = await campaignIn(api, id, ['COMPLETED']);
    expect(done.counts, JSON.stringify(done.counts)).toMatchObject({
      recipients: 100,
      delivered: 90,
      failed: 10,
      sent: 0,
      queued: 0,
    });

    // Every recipient reached the vendor exactly once, those the dead worker handed over included.
    const recipients = (await collectPages(api, `/campaigns/${id}/recipients?limit=100`)).flatMap(
      (p) => p.items as unknown as { status: string; messageId: string; to: string }[],
    );
    expect(recipients).toHaveLength(100);
    const handed = handOvers();
    const twice = recipients.filter((r) => handed.get(r.messageId) !== 1);
    expect(twice.map((r) => `${r.messageId}: ${handed.get(r.messageId) ?? 0}`)).toEqual([]);
    // Each ends final, with its message stored in the same state.
    for (const r of recipients) {
      expect(r.status).toBe(r.to.endsWith('0000') ? 'FAILED' : 'DELIVERED');
      const message = (await api.get(`/messages/${r.messageId}`)).body;
      expect(message).toMatchObject({ status: r.status, source: 'campaign', campaignId: id });
      // Handed over before the crash, or after the lease, when the sweeper re-drove the chunk.
      expect([sast('2026-11-25T11:00:00'), sast('2026-11-25T11:03:00')]).toContain(message.sentAt);
    }

    // Charged once for each delivered text; the ten refused ones released; balance = ledger.
    expect(done.spentCredits).toBe(90);
    const balance = (await api.get('/billing/balance')).body.balance;
    expect(balance).toBe(before - 90);
    expect(await ledgerSum(api)).toBe(balance);
    const ledger = (await collectPages(api, '/billing/transactions?limit=100')).flatMap(
      (p) => p.items as unknown as { amount: number; reason: string }[],
    );
    expect(ledger.filter((e) => e.reason.includes(id)).map((e) => e.amount)).toEqual(
      expect.arrayContaining([-100, 10]),
    );
    expect(ledger.filter((e) => e.reason.includes('unspent reservation released')).map((e) => e.amount)).toContain(10);
    return { id, handedByTheDead, recipients };
  }

  it('survives a worker killed mid-step: those it handed over are settled by the status lookup, never sent again', async () => {
    const { handedByTheDead } = await crashedCampaign('+2779', 'mid-step');
    expect(new Set(handedByTheDead).size).toBe(15);
    expect(stack.logs.some((l) => l.includes('hand-overs of a stopped worker settled'))).toBe(true);
  }, 120_000);

  it('survives a worker killed before writing its results: the messages it stored are taken as they are', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { handedByTheDead, recipients } = await crashedCampaign(
        '+2778',
        'before-its-last-write',
        receiver.url('/crash'),
      );
      expect(new Set(handedByTheDead).size).toBe(50);
      // Every delivered message is told to webhooks once its results are written, those the dead worker stored (and
      // never got to tell) by the worker that settled them on reclaim (RunDeps.handedOver).
      const delivered = recipients.filter((r) => r.status === 'DELIVERED').map((r) => r.messageId);
      expect(delivered).toHaveLength(90);
      const told = await until(
        'a message.delivered event for each delivered message',
        async () => {
          const ids = new Set(
            receiver.received.filter((r) => r.path === '/crash').map((r) => JSON.parse(r.body).data.id),
          );
          return delivered.every((m) => ids.has(m)) ? ids : undefined;
        },
        60,
      );
      expect(handedByTheDead.filter((m) => delivered.includes(m) && !told.has(m))).toEqual([]);
    } finally {
      await receiver.stop();
    }
  }, 180_000);

  it('a campaign cancelled after a worker died mid-step: what it handed over is settled and charged before the release', async () => {
    const { api, id, before, handedByTheDead } = await crashingWorker('+2784', 'mid-step');
    expect((await api.post(`/campaigns/${id}/cancel`)).body.status).toBe('CANCELLED');
    // The release waits for the dead worker's lease; past it, its hand-overs are settled, then the rest is released.
    await new Promise((r) => setTimeout(r, 500));
    expect((await api.get(`/campaigns/${id}`)).body.spentCredits).toBeLessThanOrEqual(50);
    stack.clock.advance(3 * 60_000);
    const released = await until('the release', async () => {
      const ledger = (await collectPages(api, '/billing/transactions?limit=100')).flatMap(
        (p) => p.items as unknown as { amount: number; reason: string }[],
      );
      return ledger.find((e) => e.reason.includes(`${id} cancelled: unspent reservation released`));
    });
    const done = (await api.get(`/campaigns/${id}`)).body;
    const recipients = (await collectPages(api, `/campaigns/${id}/recipients?limit=100`)).flatMap(
      (p) => p.items as unknown as { status: string; messageId: string | null; to: string }[],
    );
    const handed = handOvers();
    const dead = new Set(handedByTheDead);
    let deliveredByTheDead = 0;
    for (const r of recipients) {
      const sent = r.messageId !== null && handed.has(r.messageId);
      if (sent) expect(handed.get(r.messageId!)).toBe(1);
      if (r.messageId && dead.has(r.messageId)) {
        // Handed over by the dead worker: settled by the lookup, its message stored, never shown as skipped.
        expect(r.status).toBe(r.to.endsWith('0000') ? 'FAILED' : 'DELIVERED');
        expect((await api.get(`/messages/${r.messageId}`)).body.status).toBe(r.status);
        if (r.status === 'DELIVERED') deliveredByTheDead += 1;
      } else if (!sent) expect(r.status).toBe('SKIPPED');
    }
    expect(deliveredByTheDead).toBeGreaterThan(0);
    expect(recipients.filter((r) => r.status === 'SKIPPED')).toHaveLength(35);
    expect(done.counts.delivered).toBe(recipients.filter((r) => r.status === 'DELIVERED').length);
    expect(done.spentCredits).toBe(done.counts.delivered);
    expect(released.amount).toBe(100 - done.spentCredits);
    const balance = (await api.get('/billing/balance')).body.balance;
    expect(balance).toBe(before - done.spentCredits);
    expect(await ledgerSum(api)).toBe(balance);
  }, 120_000);

  it('an unknown outcome in a campaign is handed over once, charged, and settled by the status lookup', async () => {
    const { api } = await signedInOwner(stack, { credits: 100 });
    await api.put('/sandbox/clock', { now: sast('2026-11-25T12:00:00') });
    // 7777: the sandbox takes and delivers it, but its answer is lost.
    const listId = await listOf(api, 'Lost answer', [
      `${number('+2775', 1_000_001)},Un,x`,
      '+27751237777,Un,x',
      `${number('+2775', 1_000_003)},Un,x`,
    ]);
    const id = (
      await api.post('/campaigns', {
        name: 'U',
        kind: 'transactional',
        body: 'Order ready {{firstName}}',
        audience: { listIds: [listId] },
      })
    ).body.id;
    const before = (await api.get('/billing/balance')).body.balance;
    await api.post(`/campaigns/${id}/launch`, {});
    const done = await campaignIn(api, id, ['COMPLETED'], 60);
    expect(done.counts).toMatchObject({ recipients: 3, delivered: 2, sent: 1, failed: 0, queued: 0 });
    const recipients = (await api.get(`/campaigns/${id}/recipients`)).body.items as {
      to: string;
      status: string;
      deliveryStatus: string;
      messageId: string;
    }[];
    const lost = recipients.find((r) => r.to === '+27751237777')!;
    expect(lost).toMatchObject({ status: 'SENT', deliveryStatus: 'unconfirmed' });
    expect((await api.get(`/messages/${lost.messageId}`)).body).toMatchObject({
      status: 'SENT',
      deliveryStatus: 'unconfirmed',
      cost: 1,
      source: 'campaign',
    });
    expect(done.spentCredits).toBe(3);
    expect((await api.get('/billing/balance')).body.balance).toBe(before - 3);

    // The sweeper's status lookup settles it; it was handed over once and is charged once.
    stack.clock.advance(3 * 60_000);
    expect((await stack.service.sweep()).settled).toBeGreaterThanOrEqual(1);
    expect((await api.get(`/messages/${lost.messageId}`)).body).toMatchObject({
      status: 'DELIVERED',
      deliveryStatus: 'Sandbox: delivered',
    });
    expect(stack.sandbox.received.filter((s) => s.reference === lost.messageId)).toHaveLength(1);
    const balance = (await api.get('/billing/balance')).body.balance;
    expect(balance).toBe(before - 3);
    expect(await ledgerSum(api)).toBe(balance);
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
