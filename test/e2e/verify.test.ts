/**
 * Verify end to end (issue 31) on the local stack: codes read from what the sandbox vendor received, time moved with
 * the sandbox clock, the table scanned for codes in clear.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_BATCH } from '../../shared/verify/fraud-guard';
import { errorCode, type HttpResponse } from '../support/http';
import { recordCanary } from '../support/log-capture';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { signedInMember, signedInOwner } from '../support/workspace';

let stack: TestStack;
const responses: HttpResponse[] = [];
const codes = new Set<string>();
let numberSeed = 100;

/** A fresh number in its own prefix block, so the fraud guard's prefix counters of one test never meet another's. */
function freshNumber(): string {
  numberSeed += 1;
  return `+2783${String(numberSeed % 1000).padStart(3, '0')}${String(numberSeed % 10_000).padStart(4, '0')}`;
}

async function account(credits = 100) {
  const owner = await signedInOwner(stack, { credits, scopes: ['verify', 'sms.read'] });
  const api = publicClient(stack, owner.apiKey);
  const call = async (method: 'get' | 'post', path: string, body?: unknown) => {
    const res = method === 'get' ? await api.get(path) : await api.post(path, body);
    responses.push(res);
    return res;
  };
  return { ...owner, call };
}

/** The code of the n-th SMS the sandbox vendor received for `to` (1-based; default the latest), once it arrives. */
async function codeSentTo(to: string, nth?: number): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      () => {
        const sent = stack.sandbox.received.filter((sms) => sms.to === to);
        text = nth === undefined ? sent.at(-1)?.body : sent[nth - 1]?.body;
        return text;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  const code = /(\d{4,10})/.exec(text!)![1]!;
  codes.add(code);
  recordCanary('secret', code);
  return code;
}

const balanceOf = async (accountId: string) => (await stack.repos.accounts.withBalance(accountId))?.balance;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => stack?.stop());

describe('POST /public/verifications and its check', () => {
  it('sends a code by SMS, charged like any SMS, and approves it once', async () => {
    const a = await account();
    const to = freshNumber();
    const started = await a.call('post', '/public/verifications', { to, brand: 'Acme' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ to, status: 'pending', sends: 1, checks: 0, locale: 'en' });
    expect(Date.parse(started.body.expiresAt)).toBe(stack.clock.now() + 10 * 60_000);
    const code = await codeSentTo(to);
    expect(code).toHaveLength(6);
    expect(stack.sandbox.received.filter((s) => s.to === to).at(-1)!.body).toBe(
      `Acme: Your verification code is ${code}. It expires in 10 minutes. Do not share it with anyone.`,
    );
    expect(await balanceOf(a.accountId)).toBe(99);

    const checked = await a.call('post', `/public/verifications/${started.body.id}/check`, { code });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ id: started.body.id, status: 'approved' });
    expect((await a.call('get', `/public/verifications/${started.body.id}`)).body.status).toBe('approved');
    // A later check, even with the right code, is refused: "approved" is answered once.
    const again = await a.call('post', `/public/verifications/${started.body.id}/check`, { code });
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe('CONFLICT');
  });

  it('sends the fixed text of the locale, with the code length asked for', async () => {
    const a = await account();
    const to = freshNumber();
    const started = await a.call('post', '/public/verifications', { to, locale: 'zu', codeLength: 8 });
    expect(started.status).toBe(201);
    const code = await codeSentTo(to);
    expect(code).toHaveLength(8);
    expect(stack.sandbox.received.filter((s) => s.to === to).at(-1)!.body).toBe(
      `Ikhodi yakho yokuqinisekisa ngu-${code}. Iphelelwa yisikhathi emizuzwini eyi-10. Ungayinikezi muntu.`,
    );
  });

  it('refuses a brand that is not plain text, and a code length outside 4 to 10, with 400', async () => {
    const a = await account();
    for (const body of [
      { to: freshNumber(), brand: 'Visit https://x.co' },
      { to: freshNumber(), brand: '<b>Acme</b>' },
      { to: freshNumber(), codeLength: 3 },
      { to: freshNumber(), codeLength: 11 },
      { to: freshNumber(), message: 'free text' },
    ]) {
      const res = await a.call('post', '/public/verifications', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
    }
    expect(await balanceOf(a.accountId)).toBe(100);
  });

  it('ends max_attempts_reached at the 5th wrong code; the right code no longer approves it', async () => {
    const a = await account();
    const to = freshNumber();
    const { body } = await a.call('post', '/public/verifications', { to });
    const code = await codeSentTo(to);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await a.call('post', `/public/verifications/${body.id}/check`, { code: wrong })).body.status);
    }
    expect(statuses).toEqual(['pending', 'pending', 'pending', 'pending', 'max_attempts_reached']);
    const late = await a.call('post', `/public/verifications/${body.id}/check`, { code });
    expect(late.body).toEqual({ id: body.id, status: 'max_attempts_reached' });
  });

  it('expires a code after 10 minutes of the sandbox clock', async () => {
    const a = await account();
    const to = freshNumber();
    const { body } = await a.call('post', '/public/verifications', { to });
    const code = await codeSentTo(to);
    const later = new Date(stack.clock.now() + 10 * 60_000 + 1000).toISOString();
    expect((await a.api.put('/sandbox/clock', { now: later })).status).toBe(200);
    try {
      expect((await a.call('get', `/public/verifications/${body.id}`)).body.status).toBe('expired');
      const checked = await a.call('post', `/public/verifications/${body.id}/check`, { code });
      expect(checked.body).toEqual({ id: body.id, status: 'expired' });
    } finally {
      await a.api.put('/sandbox/clock', { now: new Date(stack.clock.now()).toISOString() });
    }
  });

  it('resends no sooner than 30 s, at most 5 times, with a new code each time; the old one stops working', async () => {
    const a = await account();
    const to = freshNumber();
    const first = await a.call('post', '/public/verifications', { to });
    const code1 = await codeSentTo(to, 1);
    const tooSoon = await a.call('post', '/public/verifications', { to });
    expect(tooSoon.status).toBe(429);
    expect(errorCode(tooSoon)).toBe('TOO_MANY_REQUESTS');
    expect(Number(tooSoon.headers['retry-after'])).toBe(30);
    expect(await balanceOf(a.accountId)).toBe(99);

    let code = code1;
    for (let send = 2; send <= 5; send++) {
      stack.clock.advance(30_000);
      const again = await a.call('post', '/public/verifications', { to });
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({ id: first.body.id, sends: send });
      code = await codeSentTo(to, send);
    }
    expect(await balanceOf(a.accountId)).toBe(95);
    stack.clock.advance(30_000);
    const sixth = await a.call('post', '/public/verifications', { to });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await balanceOf(a.accountId)).toBe(95);

    if (code1 !== code) {
      const old = await a.call('post', `/public/verifications/${first.body.id}/check`, { code: code1 });
      expect(old.body.status).toBe('pending');
    }
    const ok = await a.call('post', `/public/verifications/${first.body.id}/check`, { code });
    expect(ok.body.status).toBe('approved');
  });

  it('approves exactly once when the right code is checked twice at the same moment', async () => {
    const a = await account();
    for (let round = 0; round < 3; round++) {
      const to = freshNumber();
      const { body } = await a.call('post', '/public/verifications', { to });
      const code = await codeSentTo(to);
      const answers = await Promise.all(
        [1, 2, 3].map(() => a.call('post', `/public/verifications/${body.id}/check`, { code })),
      );
      expect(answers.filter((r) => r.status === 200 && r.body.status === 'approved')).toHaveLength(1);
      expect(answers.filter((r) => r.status === 409)).toHaveLength(2);
      expect((await a.call('get', `/public/verifications/${body.id}`)).body).toMatchObject({ checks: 1 });
    }
  });

  it('cancels a pending verification; its code then no longer approves it', async () => {
    const a = await account();
    const to = freshNumber();
    const { body } = await a.call('post', '/public/verifications', { to });
    const code = await codeSentTo(to);
    const canceled = await a.call('post', `/public/verifications/${body.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.status).toBe('canceled');
    expect((await a.call('post', `/public/verifications/${body.id}/check`, { code })).body.status).toBe('canceled');
    expect((await a.call('post', `/public/verifications/${body.id}/cancel`)).status).toBe(409);
  });

  it("answers 404 for another account's verification, and 403 to a key without the verify scope", async () => {
    const a = await account();
    const b = await account();
    const { body } = await a.call('post', '/public/verifications', { to: freshNumber() });
    expect((await b.call('get', `/public/verifications/${body.id}`)).status).toBe(404);
    expect((await b.call('post', `/public/verifications/${body.id}/check`, { code: '123456' })).status).toBe(404);
    const sender = await signedInOwner(stack, { scopes: ['sms.send'] });
    const res = await publicClient(stack, sender.apiKey).post('/public/verifications', { to: freshNumber() });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('INSUFFICIENT_SCOPE');
  });
});

describe('the fraud guard', () => {
  it('refuses sequential numbers of one prefix with 429 and Retry-After, charging nothing', async () => {
    const a = await account();
    const base = 27_840_001_000;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await a.call('post', '/public/verifications', { to: `+${base + i}` })).status);
    expect(answers).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = await a.call('post', '/public/verifications', { to: `+${base + 6}` });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await balanceOf(a.accountId)).toBe(97);
  });

  it('blocks a prefix whose verifications are not approved; an operator sees and lifts the block', async () => {
    const a = await account();
    // Numbers of one prefix far apart (not sequential), ten in each ten minutes: within the velocity limit.
    const numberAt = (i: number) => `+2784002${String(1000 + i * 37).padStart(4, '0')}`;
    for (let i = 0; i < 10; i++) {
      expect((await a.call('post', '/public/verifications', { to: numberAt(i) })).status).toBe(201);
    }
    // Their codes expired unconverted: the next start to the prefix finds its conversion collapsed.
    stack.clock.advance(11 * 60_000);
    const refused = await a.call('post', '/public/verifications', { to: numberAt(20) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    expect(await balanceOf(a.accountId)).toBe(90);

    const blocks = await a.api.get('/verify/blocks');
    expect(blocks.status).toBe(200);
    expect(blocks.body.blocks).toEqual([
      expect.objectContaining({ prefix: '+2784002', reason: 'low_conversion', started: 10, approved: 0 }),
    ]);
    expect((await a.call('post', '/public/verifications', { to: numberAt(21) })).status).toBe(429);
    const refusals = (await a.api.get('/verify/overview')).body.blockedByReason;
    expect(refusals).toEqual(
      expect.arrayContaining([
        { reason: 'low_conversion', count: 1 },
        { reason: 'blocked', count: 1 },
      ]),
    );
    expect((await a.api.delete('/verify/blocks/2784002')).status).toBe(204);
    expect((await a.api.get('/verify/blocks')).body.blocks).toEqual([]);
    expect((await a.call('post', '/public/verifications', { to: numberAt(22) })).status).toBe(201);
  });
});

describe("the operator's overview (GET /verify/overview)", () => {
  it('counts started, approved and refused starts over 10 and 60 minutes, per key, for the account alone', async () => {
    const a = await account();
    const other = await account();
    // Two numbers of one prefix far apart: both started, one approved.
    const started = [];
    for (const to of ['+27840031000', '+27840035000']) {
      const res = await a.call('post', '/public/verifications', { to });
      expect(res.status).toBe(201);
      started.push(res.body.id as string);
    }
    const code = await codeSentTo('+27840031000');
    expect((await a.call('post', `/public/verifications/${started[0]}/check`, { code })).body.status).toBe('approved');
    // Sequential numbers of another prefix: the 4th is refused (sequential), nothing sent.
    const base = 27_840_041_000;
    const answers: number[] = [];
    for (let i = 0; i < 4; i++)
      answers.push((await a.call('post', '/public/verifications', { to: `+${base + i}` })).status);
    expect(answers).toEqual([201, 201, 201, 429]);

    const overview = await a.api.get('/verify/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.asOf).toBe(new Date(stack.clock.now()).toISOString());
    const window = (minutes: number) => ({ minutes, started: 5, approved: 1, conversion: 0.2, blocked: 1 });
    expect(overview.body.windows).toEqual([window(10), window(60)]);
    expect(overview.body.blockedByReason).toEqual([{ reason: 'sequential', count: 1 }]);
    expect(overview.body.keys).toEqual([
      {
        id: a.keyId,
        name: 'test key',
        prefix: expect.any(String),
        revoked: false,
        started: 5,
        approved: 1,
        conversion: 0.2,
      },
    ]);
    // Another account's figures are its own.
    const theirs = (await other.api.get('/verify/overview')).body;
    expect(theirs.windows.map((w: { started: number; blocked: number }) => [w.started, w.blocked])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(theirs.keys.map((k: { id: string; conversion: null }) => [k.id, k.conversion])).toEqual([
      [other.keyId, null],
    ]);

    // Past the 10 minutes, they leave the short window and stay in the hour's.
    stack.clock.advance(11 * 60_000);
    const later = (await a.api.get('/verify/overview')).body;
    expect(later.windows[0]).toEqual({ minutes: 10, started: 0, approved: 0, conversion: null, blocked: 0 });
    expect(later.windows[1]).toEqual(window(60));
  });
});

describe('the counter items over hours of constant use', () => {
  it("keeps the key's and an attacked prefix's items bounded over three hours, the page's figures right", async () => {
    const a = await account(300);
    // Every minute for three hours: a genuine start (one of 20 prefixes in turn, every tenth approved) and a start
    // of a constant sequential attack on one prefix (refused from its 4th, so nothing but refusals accrue there).
    const genuineAt = (i: number) => `+27845${String(i % 20).padStart(2, '0')}${1000 + Math.floor(i / 20) * 37}`;
    const attacked: number[] = [];
    for (let i = 0; i < 180; i++) {
      if (i > 0) stack.clock.advance(60_000);
      const started = await a.call('post', '/public/verifications', { to: genuineAt(i) });
      expect(started.status).toBe(201);
      if (i % 10 === 9) {
        const code = await codeSentTo(genuineAt(i));
        const checked = await a.call('post', `/public/verifications/${started.body.id}/check`, { code });
        expect(checked.body.status).toBe('approved');
      }
      attacked.push((await a.call('post', '/public/verifications', { to: `+${27_846_000_000 + i}` })).status);
    }
    expect(attacked.slice(0, 4)).toEqual([201, 201, 201, 429]);
    expect(new Set(attacked.slice(3))).toEqual(new Set([429]));

    const items: Record<string, unknown>[] = [];
    let from: Record<string, unknown> | undefined;
    do {
      const page = await stack.db.send(new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: from }));
      items.push(...(page.Items ?? []));
      from = page.LastEvaluatedKey;
    } while (from);
    const countersOf = (item: Record<string, unknown>) =>
      Object.keys(item)
        .filter((name) => /^[saq]\d+$/.test(name))
        .map((name) => Number(name.slice(1)));
    // The key's statistics: one item per shard and hour, each holding its own hour's minutes and nothing else.
    const keyItems = items.filter((item) => String(item.pk).startsWith(`VERIFYKEY#${a.keyId}#`));
    expect(keyItems.length).toBeGreaterThan(3);
    for (const item of keyItems) {
      const hour = Number(String(item.pk).split('#')[2]);
      const minutes = countersOf(item);
      expect(minutes.length).toBeGreaterThan(0);
      expect(minutes.length).toBeLessThanOrEqual(2 * 60);
      expect(minutes.every((minute) => Math.floor(minute / 60) === hour)).toBe(true);
      expect(Number(item.ttl)).toBeGreaterThan(0);
    }
    // The attacked prefix: 180 minutes of refusals, but only its window's counters and a few stale ones stay.
    const prefixItem = items.find((item) => item.pk === `ACCOUNT#${a.accountId}#VERIFYPREFIX#+2784600`);
    expect(prefixItem).toBeDefined();
    expect(countersOf(prefixItem!).length).toBeLessThanOrEqual(2 * 61 + STALE_BATCH);
    const now = Math.floor(stack.clock.now() / 60_000);
    expect(countersOf(prefixItem!).filter((minute) => minute < now - 60).length).toBeLessThan(STALE_BATCH);

    // The page reads the same figures across the hours: one start a minute, every tenth approved, one refusal.
    // Signed in now: the owner's session of three hours ago has ended.
    const { api } = await signedInMember(stack, a.accountId, 'OWNER');
    const overview = (await api.get('/verify/overview')).body;
    expect(overview.windows).toEqual([
      { minutes: 10, started: 10, approved: 1, conversion: 0.1, blocked: 10 },
      { minutes: 60, started: 60, approved: 6, conversion: 0.1, blocked: 60 },
    ]);
    expect(overview.blockedByReason).toEqual([{ reason: 'sequential', count: 60 }]);
    expect(overview.keys).toEqual([expect.objectContaining({ id: a.keyId, started: 60, approved: 6 })]);
  }, 300_000);
});

describe('codes in clear', () => {
  it('are in no log line, no response and no item of the table', async () => {
    expect(codes.size).toBeGreaterThan(5);
    const logs = stack.logs.join('\n');
    const answered = responses.map((r) => JSON.stringify(r.body)).join('\n');
    const items: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await stack.db.send(new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) items.push(JSON.stringify(item));
      start = page.LastEvaluatedKey;
    } while (start);
    const table = items.join('\n');
    expect(table).toContain('Your verification code is ******');
    for (const code of codes) {
      // Codes of 6+ digits: a shorter run of digits is everywhere (times, counts) by chance.
      const pattern = new RegExp(`(?<!\\d)${code}(?!\\d)`);
      expect(pattern.test(logs), `log has ${code}`).toBe(false);
      expect(pattern.test(answered), `a response has ${code}`).toBe(false);
      expect(pattern.test(table), `the table has ${code}`).toBe(false);
    }
  });
});
