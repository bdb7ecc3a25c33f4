/**
 * Group-directed hate and ordinary isiZulu over HTTP (docs/decisions/0905-moderation-what-ships.md): a call to
 * violence against a group, with no slur, is 201 BLOCKED with a reason that names the group, and an OPEN HIGH flag is
 * stored; an ordinary isiZulu sentence (written for this test) is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, publicClient, startTestStack, type TestAccount, type TestStack } from '../support/stack';

describe('group-directed hate and ordinary isiZulu over HTTP', { timeout: 60_000 }, () => {
  let stack: TestStack;
  let account: TestAccount;

  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
    account = await createAccount(stack);
  });
  afterAll(async () => stack?.stop());

  const send = (body: string) =>
    publicClient(stack, account.apiKey).post('/public/sms/send', { to: '0821234567', body });

  it('blocks a slur-free call to violence against a group, naming the group, and flags it', async () => {
    const sent = await send('We will hunt down the immigrants one by one');
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('BLOCKED');
    expect(sent.body.moderation.verdict).toBe('BLOCKED');
    expect(sent.body.moderation.categories).toContain('HATE_SPEECH');

    const stored = await stack.repos.messages.get(sent.body.id);
    expect(stored?.deliveryStatus).toMatch(/^Blocked by content moderation: /);
    expect(stored?.deliveryStatus).toMatch(/against a group: foreigners/);

    const flags = (await stack.repos.flags.listByAccount(account.accountId, { limit: 100 })).items;
    const flag = flags.find((f) => f.messageId === sent.body.id);
    expect(flag).toMatchObject({ severity: 'HIGH', status: 'OPEN' });
    expect(flag?.categories).toContain('HATE_SPEECH');
  });

  it('sends an ordinary isiZulu sentence', async () => {
    const sent = await send('Sawubona, umhlangano wabazali uzoba ngoLwesithathu ehholo lesikole.');
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('QUEUED');
    expect(sent.body.moderation?.verdict ?? 'ALLOWED').not.toBe('BLOCKED');
    const stored = await stack.repos.messages.get(sent.body.id);
    expect(stored?.deliveryStatus ?? '').not.toMatch(/Blocked/);
  });
});
