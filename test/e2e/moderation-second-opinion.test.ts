import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeComprehend, startFakeComprehend, toxicity } from '../support/fake-comprehend';
import { createAccount, publicClient, startTestStack, type TestStack } from '../support/stack';

/** Written for this test: nothing the embedded classifier blocks, so only the second opinion can. */
const VEILED = 'People like you should go back where you came from';

describe('POST /public/sms/send with MODERATION_SECOND_OPINION=comprehend', { timeout: 60_000 }, () => {
  let stack: TestStack;
  let fake: FakeComprehend;
  beforeAll(async () => {
    fake = await startFakeComprehend();
    stack = await startTestStack({
      pollQueue: false,
      env: { MODERATION_SECOND_OPINION: 'comprehend', COMPREHEND_ENDPOINT: fake.url, COMPREHEND_TIMEOUT_MS: '300' },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await fake?.close();
  });

  it('blocks (201 BLOCKED, not charged, HIGH flag) what Comprehend scores as hate speech', async () => {
    fake.answer = (r) =>
      r.body.TextSegments[0]?.Text === VEILED ? toxicity({ HATE_SPEECH: 0.92 }) : toxicity({ HATE_SPEECH: 0.01 });
    const account = await createAccount(stack, { credits: 5 });
    const res = await publicClient(stack, account.apiKey).post('/public/sms/send', { to: '0821234567', body: VEILED });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('BLOCKED');
    expect(res.body.cost).toBe(0);
    expect(res.body.moderation).toEqual({ verdict: 'BLOCKED', categories: ['HATE_SPEECH'] });
    const flags = await stack.repos.flags.listByAccount(account.accountId, { limit: 10 });
    expect(flags.items).toMatchObject([{ messageId: res.body.id, severity: 'HIGH', categories: ['HATE_SPEECH'] }]);
    expect(fake.requests.at(-1)?.body.TextSegments).toEqual([{ Text: VEILED }]);
  });

  it('sends on the embedded verdict when Comprehend does not answer in time, and logs it', async () => {
    fake.answer = () => 'hang';
    const account = await createAccount(stack, { credits: 5 });
    const res = await publicClient(stack, account.apiKey).post('/public/sms/send', {
      to: '0821234567',
      body: 'Your parcel is ready for collection at the Rosebank branch.',
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('QUEUED');
    expect(res.body.moderation).toBeUndefined();
    expect(stack.logs.some((l) => l.includes('second opinion failed') && l.includes('"kind":"timeout"'))).toBe(true);
  });
});
