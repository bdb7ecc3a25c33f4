import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { collectPages, runWorker, signedInMember, signedInOwner } from '../support/workspace';

const HATEFUL = 'I will kill you, you filthy k a f f i r';

describe('Dashboard messages: POST /messages, GET /messages, GET /messages/{id}', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('sends through the one send path: 201, charged per segment, source "dashboard", the sending user recorded', async () => {
    const owner = await signedInOwner(stack, { credits: 10 });
    const res = await owner.api.post('/messages', { to: '082 123 4567', body: 'a'.repeat(161) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^msg_/),
      status: 'QUEUED',
      to: '+27821234567',
      segments: 2,
      cost: 2,
      encoding: 'GSM-7',
      source: 'dashboard',
    });
    expect((await owner.api.get('/billing/balance')).body).toEqual({ balance: 8, unit: 'SMS_CREDITS' });
    const stored = await stack.repos.messages.get(res.body.id);
    expect(stored).toMatchObject({ userId: owner.userId, source: 'dashboard' });
    expect(stored?.apiKeyId).toBeUndefined();
    const got = await owner.api.get(`/messages/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
    // The Public API sees the same message.
    expect((await publicClient(stack, owner.apiKey).get(`/public/sms/${res.body.id}`)).body.source).toBe('dashboard');
  });

  it('moderates: a hateful text is 201 BLOCKED, not charged, and listed as BLOCKED', async () => {
    const owner = await signedInOwner(stack, { credits: 3 });
    const res = await owner.api.post('/messages', { to: '0821234567', body: HATEFUL });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'BLOCKED', cost: 0, moderation: { verdict: 'BLOCKED' } });
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(3);
    const listed = await owner.api.get('/messages?status=BLOCKED');
    expect(listed.body.items.map((m: { id: string }) => m.id)).toEqual([res.body.id]);
  });

  it('applies the same rules as the public send: 400, 402, 403 suspended, 503 without a vendor', async () => {
    const owner = await signedInOwner(stack, { credits: 1 });
    const bad = await owner.api.post('/messages', { to: '0211234567', body: 'hi' });
    expect(errorCode(bad)).toBe('INVALID_PHONE_NUMBER');
    const neither = await owner.api.post('/messages', { to: '0821234567' });
    expect(errorCode(neither)).toBe('VALIDATION_ERROR');
    const poor = await owner.api.post('/messages', { to: '0821234567', body: 'a'.repeat(200) });
    expect(poor.status).toBe(402);
    expect(errorCode(poor)).toBe('INSUFFICIENT_BALANCE');
    const missingTemplate = await owner.api.post('/messages', { to: '0821234567', templateId: 'tpl_nope' });
    expect(errorCode(missingTemplate)).toBe('TEMPLATE_NOT_FOUND');

    const noVendor = await signedInOwner(stack, { vendor: false });
    const unconfigured = await noVendor.api.post('/messages', { to: '0821234567', body: 'hi' });
    expect(unconfigured.status).toBe(503);
    expect(errorCode(unconfigured)).toBe('VENDOR_NOT_CONFIGURED');

    await stack.repos.accounts.setSuspended(owner.accountId, true, []);
    const suspended = await owner.api.post('/messages', { to: '0821234567', body: 'hi' });
    expect(suspended.status).toBe(403);
    expect(errorCode(suspended)).toBe('ACCOUNT_SUSPENDED');
    expect((await owner.api.get('/messages')).status).toBe(200);
  });

  it('honours Idempotency-Key like the public send: one message, one charge, 409 on a different body', async () => {
    const owner = await signedInOwner(stack, { credits: 5 });
    const headers = { headers: { 'Idempotency-Key': 'order-42' } };
    const first = await owner.api.post('/messages', { to: '0821234567', body: 'Your order shipped' }, headers);
    const again = await owner.api.post('/messages', { body: 'Your order shipped', to: '0821234567' }, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(4);
    const other = await owner.api.post('/messages', { to: '0821234567', body: 'Different' }, headers);
    expect(other.status).toBe(409);
    expect(errorCode(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await owner.api.get('/messages')).body.items).toHaveLength(1);
  });

  it('needs messages.send to send and messages.read to read: a VIEWER reads, cannot send', async () => {
    const owner = await signedInOwner(stack);
    const sent = await owner.api.post('/messages', { to: '0821234567', body: 'hi' });
    const viewer = await signedInMember(stack, owner.accountId, 'VIEWER');
    const refused = await viewer.api.post('/messages', { to: '0821234567', body: 'hi' });
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect((await viewer.api.get(`/messages/${sent.body.id}`)).status).toBe(200);
    expect((await viewer.api.get('/messages')).body.items).toHaveLength(1);
  });

  it("isolates accounts: B's list never holds A's messages and A's ids are 404 for B", async () => {
    const a = await signedInOwner(stack);
    const b = await signedInOwner(stack);
    const viaDashboard = await a.api.post('/messages', { to: '0821234567', body: 'from the dashboard' });
    const viaApi = await publicClient(stack, a.apiKey).post('/public/sms/send', { to: '0821234567', body: 'api' });
    await b.api.post('/messages', { to: '0821234567', body: 'B' });

    const aList = await a.api.get('/messages');
    expect(aList.body.items.map((m: { id: string; source: string }) => [m.id, m.source])).toEqual([
      [viaApi.body.id, 'api'],
      [viaDashboard.body.id, 'dashboard'],
    ]);
    const bList = await b.api.get('/messages');
    expect(bList.body.items).toHaveLength(1);
    expect(bList.body.items[0].id).not.toBe(viaDashboard.body.id);
    for (const id of [viaDashboard.body.id, viaApi.body.id, 'msg_nope', 'x']) {
      const res = await b.api.get(`/messages/${id}`);
      expect(res.status, id).toBe(404);
      expect(errorCode(res)).toBe('NOT_FOUND');
    }
  });

  describe('status filter with pagination', () => {
    const expected: Record<string, string[]> = { FAILED: [], DELIVERED: [], BLOCKED: [], QUEUED: [] };
    let owner: Awaited<ReturnType<typeof signedInOwner>>;
    let newestFirst: string[] = [];

    beforeAll(async () => {
      owner = await signedInOwner(stack, { credits: 100 });
      // Interleaved, so every status's matches are spread between the others'.
      const plan = ['FAILED', 'DELIVERED', 'BLOCKED', 'FAILED', 'QUEUED', 'FAILED', 'DELIVERED', 'FAILED', 'BLOCKED'];
      const sent: string[] = [];
      for (const [i, outcome] of plan.entries()) {
        stack.clock.advance(5);
        const to = outcome === 'FAILED' ? `08212${i}0000` : '0821234567';
        const body = outcome === 'BLOCKED' ? HATEFUL : `message ${i}`;
        const res = await owner.api.post('/messages', { to, body });
        expect(res.status).toBe(201);
        if (outcome === 'FAILED' || outcome === 'DELIVERED') await runWorker(stack, res.body.id, owner.accountId);
        expected[outcome]!.unshift(res.body.id);
        sent.unshift(res.body.id);
      }
      newestFirst = sent;
    });

    it('walks each status in pages of any size: every match once, newest first, then nextCursor null', async () => {
      for (const status of Object.keys(expected)) {
        for (const limit of [1, 2, 3, 25]) {
          const pages = await collectPages(owner.api, `/messages?status=${status}&limit=${limit}`);
          const ids = pages.flatMap((p) => p.items.map((m) => m.id));
          expect(ids, `${status} limit ${limit}`).toEqual(expected[status]);
          for (const page of pages) {
            for (const m of page.items) expect((m as unknown as { status: string }).status).toBe(status);
          }
          // Only the last page may be short, and no page is empty unless the whole list is.
          expect(pages.slice(0, -1).every((p) => p.items.length === limit)).toBe(true);
          expect(pages.length).toBe(Math.max(1, Math.ceil(expected[status]!.length / limit)));
        }
      }
    });

    it('lists every status without a filter, newest first, across pages', async () => {
      const pages = await collectPages(owner.api, '/messages?limit=4');
      expect(pages.flatMap((p) => p.items.map((m) => m.id))).toEqual(newestFirst);
      expect(pages.map((p) => p.items.length)).toEqual([4, 4, 1]);
    });

    it('stays correct when the repository must stop reading before it fills a page (round-trip budget)', async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      let shortPagesWithCursor = 0;
      for (let i = 0; i < 50; i++) {
        const page = await stack.repos.messages.listByAccount(
          owner.accountId,
          { limit: 2, ...(cursor ? { cursor } : {}) },
          'FAILED',
          { chunk: 1, budget: 2 },
        );
        seen.push(...page.items.map((m) => m.id));
        if (page.items.length < 2 && page.nextCursor) shortPagesWithCursor += 1;
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(seen).toEqual(expected.FAILED);
      expect(shortPagesWithCursor).toBeGreaterThan(0);
    });

    it('refuses an unknown status and a foreign cursor with 400', async () => {
      const res = await owner.api.get('/messages?status=LOST');
      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
      expect((await owner.api.get('/messages?cursor=eyJwayI6IkFDQ09VTlQjeCJ9')).status).toBe(400);
    });
  });
});
