/**
 * Threats of violence over HTTP (docs/decisions/0103-threat-detection.md): one threat in each of the
 * five languages is 201 BLOCKED as ABUSE, its delivery status carries a reason that names the threat,
 * and an OPEN HIGH flag is stored for the account's reviewers; an innocent look-alike is sent.
 * Self-contained on purpose: one stack, one account, the public send route and the flag store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, publicClient, startTestStack, type TestAccount, type TestStack } from '../support/stack';

/** Written for these tests, one per language; all are blocked by the embedded classifier's threat patterns. */
const THREATS: readonly { language: string; body: string }[] = [
  { language: 'English', body: "I'll put a bullet in your head if you come to work tomorrow" },
  { language: 'Afrikaans', body: 'Ek gaan jou doodmaak' },
  { language: 'isiZulu', body: 'Khokha imali noma ngizokubulala' },
  { language: 'isiXhosa', body: 'Ndiza kukubulala ukuba uya emapoliseni' },
  { language: 'Sesotho', body: 'Ke tla o bolaya haeba o sa lefe' },
];
const REASON = /threat|intimidation|extortion|incitement/i;

describe('threats over HTTP', { timeout: 60_000 }, () => {
  let stack: TestStack;
  let account: TestAccount;

  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
    account = await createAccount(stack);
  });
  afterAll(async () => stack?.stop());

  const send = (body: string) =>
    publicClient(stack, account.apiKey).post('/public/sms/send', { to: '0821234567', body });

  for (const { language, body } of THREATS) {
    it(`blocks a threat in ${language} with a reason that names it, and flags it`, async () => {
      const sent = await send(body);
      expect(sent.status).toBe(201);
      expect(sent.body.status).toBe('BLOCKED');
      expect(sent.body.moderation.verdict).toBe('BLOCKED');
      expect(sent.body.moderation.categories).toContain('ABUSE');

      const stored = await stack.repos.messages.get(sent.body.id);
      expect(stored?.deliveryStatus).toMatch(/^Blocked by content moderation: /);
      expect(stored?.deliveryStatus).toMatch(REASON);

      const flags = (await stack.repos.flags.listByAccount(account.accountId, { limit: 100 })).items;
      const flag = flags.find((f) => f.messageId === sent.body.id);
      expect(flag).toMatchObject({ severity: 'HIGH', status: 'OPEN' });
      expect(flag?.categories).toContain('ABUSE');
    });
  }

  it('sends an innocent look-alike', async () => {
    const sent = await send('ngizokushayela kusasa, you will kill it at the interview');
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('QUEUED');
  });
});
