/**
 * The Twilio-compatible Messages API (issue 30) driven by the official `twilio` package: create, fetch, list with
 * paging and filters, a blocked message's 30007, every row of the error table (docs/decisions/1602), and every answer
 * validated against Twilio's own published schema (test/fixtures/twilio, MIT).
 */
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../shared/api-keys/issue-api-key';
import { accountSid, idOfSid } from '../../shared/twilio/sid';
import { createAccount, startTestStack, type TestAccount, type TestStack, testAudit } from '../support/stack';
import { type Exchange, rejection, twilioClient } from '../support/twilio-client';
import { messageValidators } from '../support/twilio-schemas';
import { runWorker, signedInOwner } from '../support/workspace';

const HATEFUL = 'I will kill you, you filthy k a f f i r';

const shapes = messageValidators();

/** Every answer a test got, checked at the end against Twilio's schema. */
const seen: Exchange[] = [];

describe('Twilio-compatible Messages API with the official twilio package', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  function clientOf(account: TestAccount, password = account.apiKey, username = accountSid(account.accountId)) {
    const made = twilioClient(stack.baseUrl, username, password, accountSid(account.accountId));
    clients.push(made.httpClient);
    return made.client;
  }
  /** Every client made, whose answers the last test validates. */
  const clients: { exchanges: Exchange[] }[] = [];
  const balance = async (accountId: string) => (await stack.repos.accounts.withBalance(accountId))?.balance;

  it('creates a message: Twilio shape, charged, stored under the id its SID names; fetch follows it to delivered', async () => {
    const account = await createAccount(stack, { credits: 10 });
    const client = clientOf(account);
    const created = await client.messages.create({ to: '+27821234567', from: 'MyShop', body: 'Your order is ready' });
    expect(created.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(created).toMatchObject({
      accountSid: accountSid(account.accountId),
      status: 'queued',
      to: '+27821234567',
      body: 'Your order is ready',
      numSegments: '1',
      priceUnit: 'ZAR',
      errorCode: null,
      direction: 'outbound-api',
      apiVersion: '2010-04-01',
    });
    expect(created.dateCreated).toBeInstanceOf(Date);
    expect(await balance(account.accountId)).toBe(9);
    const id = idOfSid(created.sid, 'SM', 'msg')!;
    const stored = await stack.repos.messages.get(id);
    expect(stored).toMatchObject({ accountId: account.accountId, apiKeyId: account.keyId, status: 'QUEUED' });

    await runWorker(stack, id, account.accountId);
    const fetched = await client.messages(created.sid).fetch();
    expect(fetched.sid).toBe(created.sid);
    expect(['sent', 'delivered']).toContain(fetched.status);
    expect(fetched.dateSent).toBeInstanceOf(Date);
    expect(fetched.price).toBe('-0.30000');
  });

  it('a blocked message is created failed with 30007 and its reason, not charged', async () => {
    const account = await createAccount(stack, { credits: 3 });
    const client = clientOf(account);
    const created = await client.messages.create({ to: '+27821234567', from: 'MyShop', body: HATEFUL });
    expect(created.status).toBe('failed');
    expect(created.errorCode).toBe(30007);
    expect(created.errorMessage).toMatch(/^Blocked by content moderation: /);
    expect(created.price).toBe('0.00000');
    expect(await balance(account.accountId)).toBe(3);
    const stored = await stack.repos.messages.get(idOfSid(created.sid, 'SM', 'msg')!);
    expect(stored?.status).toBe('BLOCKED');
    expect((await client.messages(created.sid).fetch()).errorCode).toBe(30007);
  });

  it('lists newest first with paging (PageSize, next_page_uri) and the To filter', async () => {
    const account = await createAccount(stack, { credits: 20 });
    const client = clientOf(account);
    const sids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const to = i % 2 === 0 ? '+27821110000' : '+27822220000';
      sids.push((await client.messages.create({ to: `${to.slice(0, -1)}${i + 1}`, from: 'X', body: `m${i}` })).sid);
    }
    const first = await client.messages.page({ pageSize: 2 });
    expect(first.instances.map((m) => m.sid)).toEqual([sids[4], sids[3]]);
    expect(first.nextPageUrl).toBeDefined();
    const second = await first.nextPage();
    expect(second?.instances.map((m) => m.sid)).toEqual([sids[2], sids[1]]);
    const all = await client.messages.list({ pageSize: 2 });
    expect(all.map((m) => m.sid)).toEqual([...sids].reverse());
    const limited = await client.messages.list({ limit: 3, pageSize: 2 });
    expect(limited).toHaveLength(3);
    const toOne = await client.messages.list({ to: '+27821110003' });
    expect(toOne.map((m) => m.sid)).toEqual([sids[2]]);
  });

  it('filters by DateSent, DateSent< and DateSent> on the day the message was handed over', async () => {
    const account = await createAccount(stack, { credits: 5 });
    const client = clientOf(account);
    const created = await client.messages.create({ to: '+27821234567', from: 'X', body: 'dated' });
    await client.messages.create({ to: '+27821234567', from: 'X', body: 'never sent' });
    await runWorker(stack, idOfSid(created.sid, 'SM', 'msg')!, account.accountId);
    const today = new Date(stack.clock.now());
    const tomorrow = new Date(stack.clock.now() + 86_400_000);
    expect((await client.messages.list({ dateSent: today })).map((m) => m.sid)).toEqual([created.sid]);
    expect((await client.messages.list({ dateSentBefore: today })).map((m) => m.sid)).toEqual([created.sid]);
    expect(await client.messages.list({ dateSentAfter: tomorrow })).toEqual([]);
  });

  it('another account never sees a message: fetch 404 20404, list empty', async () => {
    const a = await createAccount(stack);
    const b = await createAccount(stack);
    const sent = await clientOf(a).messages.create({ to: '+27821234567', from: 'X', body: 'mine' });
    const error = await rejection(clientOf(b).messages(sent.sid).fetch());
    expect(error).toMatchObject({ status: 404, code: 20404 });
    expect(await clientOf(b).messages.list()).toEqual([]);
  });

  it("the README's two lines: the SDK's own HTTP client with its base URL set to ours", async () => {
    const account = await createAccount(stack, { credits: 2 });
    const client = twilio(accountSid(account.accountId), account.apiKey);
    client.api.baseUrl = `${stack.baseUrl}/twilio`;
    const created = await client.messages.create({ to: '+27821234567', from: 'X', body: 'switched' });
    expect(created.status).toBe('queued');
    expect((await client.messages(created.sid).fetch()).body).toBe('switched');
    expect(await balance(account.accountId)).toBe(1);
  });

  it('authenticates with the key id as username too (Twilio API key style)', async () => {
    const account = await createAccount(stack, { credits: 2 });
    const client = clientOf(account, account.apiKey, account.keyId);
    const created = await client.messages.create({ to: '+27821234567', from: 'X', body: 'hi' });
    expect(created.status).toBe('queued');
  });

  describe('the error table (decision 1602), each as a RestException with nothing charged', () => {
    it('401 20003 for a wrong key, a username that is not its own, and no credentials', async () => {
      const a = await createAccount(stack, { credits: 5 });
      const b = await createAccount(stack);
      const wrongKey = await rejection(
        clientOf(a, `${a.apiKey}x`).messages.create({ to: '+27821234567', from: 'X', body: 'x' }),
      );
      expect(wrongKey).toMatchObject({ status: 401, code: 20003, message: 'Authenticate' });
      const otherUser = await rejection(
        clientOf(a, a.apiKey, accountSid(b.accountId)).messages.create({ to: '+27821234567', from: 'X', body: 'x' }),
      );
      expect(otherUser).toMatchObject({ status: 401, code: 20003 });
      const none = await fetch(`${stack.baseUrl}/twilio/2010-04-01/Accounts/${accountSid(a.accountId)}/Messages.json`);
      seen.push({ method: 'GET', url: none.url, status: none.status, body: await none.text() });
      expect(none.status).toBe(401);
      expect(await balance(a.accountId)).toBe(5);
    });

    it("404 20404 for a path naming another account, with the caller's own key", async () => {
      const a = await createAccount(stack, { credits: 5 });
      const b = await createAccount(stack);
      const client = twilioClient(stack.baseUrl, accountSid(a.accountId), a.apiKey, accountSid(b.accountId));
      const error = await rejection(client.client.messages.create({ to: '+27821234567', from: 'X', body: 'x' }));
      seen.push(...client.httpClient.exchanges);
      expect(error).toMatchObject({ status: 404, code: 20404 });
      expect(await balance(a.accountId)).toBe(5);
    });

    it('400 21604, 21603, 21211, 21602, 21617 for the parameters of a create', async () => {
      const account = await createAccount(stack, { credits: 5 });
      const client = clientOf(account);
      const cases: [Record<string, string>, number][] = [
        [{ to: '', from: 'X', body: 'hi' }, 21604],
        [{ to: '+27821234567', body: 'hi' }, 21603],
        [{ to: '+447911123456', from: 'X', body: 'hi' }, 21211],
        [{ to: '0211234567', from: 'X', body: 'hi' }, 21211],
        [{ to: '+27821234567', from: 'X' }, 21602],
        [{ to: '+27821234567', from: 'X', body: 'a'.repeat(1601) }, 21617],
      ];
      for (const [params, code] of cases) {
        const error = await rejection(client.messages.create(params as never));
        expect(error, JSON.stringify(params).slice(0, 80)).toMatchObject({ status: 400, code });
      }
      expect(await balance(account.accountId)).toBe(5);
      // A MessagingServiceSid stands in for From, as Twilio accepts.
      const viaService = await client.messages.create({
        to: '+27821234567',
        messagingServiceSid: 'MG00000000000000000000000000000000',
        body: 'hi',
      });
      expect(viaService.status).toBe('queued');
    });

    it('403 20403 for a key without sms.send, or without sms.read for reads', async () => {
      const account = await createAccount(stack, { credits: 5, scopes: ['sms.read'] });
      const error = await rejection(clientOf(account).messages.create({ to: '+27821234567', from: 'X', body: 'x' }));
      expect(error).toMatchObject({ status: 403, code: 20403 });
      const sendOnly = await createAccount(stack, { scopes: ['sms.send'] });
      expect(await rejection(clientOf(sendOnly).messages.list())).toMatchObject({ status: 403, code: 20403 });
      expect(await balance(account.accountId)).toBe(5);
    });

    it('403 10001 for a suspended account', async () => {
      const account = await createAccount(stack, { credits: 5 });
      await stack.repos.accounts.setSuspended(account.accountId, true, [
        testAudit(stack, account.accountId, 'account.suspended'),
      ]);
      const error = await rejection(clientOf(account).messages.create({ to: '+27821234567', from: 'X', body: 'x' }));
      expect(error).toMatchObject({ status: 403, code: 10001 });
      expect(await balance(account.accountId)).toBe(5);
    });

    it('402 20005 when the credits do not cover the segments', async () => {
      const account = await createAccount(stack, { credits: 1 });
      const error = await rejection(
        clientOf(account).messages.create({ to: '+27821234567', from: 'X', body: 'a'.repeat(200) }),
      );
      expect(error).toMatchObject({ status: 402, code: 20005 });
      expect(error.message).toMatch(/2 credits needed, 1 available/);
      expect(await balance(account.accountId)).toBe(1);
    });

    it("429 20429 past the key's per-minute limit, counted with the Public API's", async () => {
      const account = await createAccount(stack, { credits: 10, rateLimitPerMinute: 2 });
      const client = clientOf(account);
      await client.messages.create({ to: '+27821234567', from: 'X', body: 'one' });
      await client.messages.create({ to: '+27821234567', from: 'X', body: 'two' });
      const error = await rejection(client.messages.create({ to: '+27821234567', from: 'X', body: 'three' }));
      expect(error).toMatchObject({ status: 429, code: 20429 });
      expect(await balance(account.accountId)).toBe(8);
    });

    it("429 20429 past the key's daily spend cap, the cap named", async () => {
      const account = await createAccount(stack, { credits: 10 });
      const capped = await issueApiKey(stack.repos, {
        accountId: account.accountId,
        name: 'capped',
        scopes: ['sms.send'],
        dailySpendLimit: 1,
        nowMs: stack.clock.now(),
      });
      const client = clientOf(account, capped.value);
      await client.messages.create({ to: '+27821234567', from: 'X', body: 'one' });
      const error = await rejection(client.messages.create({ to: '+27821234567', from: 'X', body: 'two' }));
      expect(error).toMatchObject({ status: 429, code: 20429 });
      expect(error.message).toMatch(/spend/i);
      expect(await balance(account.accountId)).toBe(9);
    });

    it('400 21610 for a number that replied STOP, only where the account honours opt-outs on every send', async () => {
      const owner = await signedInOwner(stack, { credits: 10 });
      expect((await owner.api.get('/settings/twilio')).body).toEqual({
        honourOptOuts: false,
        incomingMessageUrl: null,
        signingKeyId: null,
        updatedAt: null,
      });
      expect((await owner.api.post('/opt-outs', { phone: '0821234567' })).status).toBe(201);
      const client = clientOf(owner);
      // Off by default: sent and charged, as single sends are.
      expect((await client.messages.create({ to: '+27821234567', from: 'X', body: 'one' })).status).toBe('queued');
      expect(await balance(owner.accountId)).toBe(9);
      const put = await owner.api.put('/settings/twilio', { honourOptOuts: true });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ honourOptOuts: true, incomingMessageUrl: null });
      const error = await rejection(client.messages.create({ to: '+27821234567', from: 'X', body: 'two' }));
      expect(error).toMatchObject({ status: 400, code: 21610 });
      expect(await balance(owner.accountId)).toBe(9);
      // Another number is still sent.
      expect((await client.messages.create({ to: '+27821234568', from: 'X', body: 'three' })).status).toBe('queued');
      const audit = await owner.api.get('/audit-log');
      expect(audit.body.items.map((e: { action: string }) => e.action)).toContain('twilio.settings_updated');
    });

    it('refuses an incoming message URL the webhooks would refuse (SSRF rules)', async () => {
      const owner = await signedInOwner(stack);
      const res = await owner.api.put('/settings/twilio', {
        honourOptOuts: false,
        incomingMessageUrl: 'https://169.254.169.254/latest',
      });
      expect(res.status).toBe(400);
      expect((await owner.api.get('/settings/twilio')).body.incomingMessageUrl).toBeNull();
    });

    it('503 20503 when the account has no SMS vendor', async () => {
      const account = await createAccount(stack, { credits: 5, vendor: false });
      const error = await rejection(clientOf(account).messages.create({ to: '+27821234567', from: 'X', body: 'x' }));
      expect(error).toMatchObject({ status: 503, code: 20503 });
      expect(await balance(account.accountId)).toBe(5);
    });
  });

  it("every answer above validates against Twilio's published schema (message, list page, error body)", () => {
    for (const client of clients) seen.push(...client.exchanges);
    expect(seen.length).toBeGreaterThan(30);
    const problems = shapes.problemsOf(seen);
    expect(problems).toEqual([]);
  });
});
