import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import { segmentInfo } from '../../shared/messages/segments';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { collectPages, runWorker, signedInOwner } from '../support/workspace';

const HATEFUL = 'I will kill you, you filthy k a f f i r';

type Step =
  | { kind: 'send'; fails: boolean; chars: number; via: 'dashboard' | 'api' }
  | { kind: 'burst'; count: number; fails: boolean }
  | { kind: 'blocked' }
  | { kind: 'deliver'; pick: number }
  | { kind: 'credit'; amount: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      fails: fc.boolean(),
      chars: fc.integer({ min: 1, max: 480 }),
      via: fc.constantFrom('dashboard' as const, 'api' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('burst' as const),
      count: fc.integer({ min: 2, max: 4 }),
      fails: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('blocked' as const) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('credit' as const), amount: fc.integer({ min: 1, max: 12 }) }),
  },
);

/** Plain words, so the classifier has nothing to object to; `chars` long. */
const textOf = (chars: number) =>
  'Your order is ready for collection at the bakery. '.repeat(10).slice(0, chars).trimEnd() || 'Hi';

describe('the balance always equals the ledger and never goes below zero (property)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('holds for random sequences of sends, failing sends, bursts, blocked sends, worker deliveries and credits', {
    timeout: 240_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 8 }),
        fc.array(stepArb, { minLength: 1, maxLength: 15 }),
        async (opening, steps) => {
          const owner = await signedInOwner(stack, { credits: opening });
          const api = publicClient(stack, owner.apiKey);
          let balance = opening;
          let pending: { id: string; cost: number; fails: boolean }[] = [];

          const send = async (fails: boolean, text: string, via: 'dashboard' | 'api') => {
            const to = fails ? '0821230000' : '0821234567';
            return via === 'dashboard'
              ? owner.api.post('/messages', { to, body: text })
              : api.post('/public/sms/send', { to, body: text });
          };

          for (const step of steps) {
            switch (step.kind) {
              case 'send': {
                const text = textOf(step.chars);
                const cost = segmentInfo(text).segments;
                const res = await send(step.fails, text, step.via);
                if (balance >= cost) {
                  expect(res.status, res.text).toBe(201);
                  expect(res.body.cost).toBe(cost);
                  balance -= cost;
                  pending.push({ id: res.body.id, cost, fails: step.fails });
                } else {
                  expect(res.status, res.text).toBe(402);
                }
                break;
              }
              case 'burst': {
                const results = await Promise.all(
                  Array.from({ length: step.count }, (_, i) =>
                    send(step.fails, `Burst ${i}`, i % 2 ? 'api' : 'dashboard'),
                  ),
                );
                const accepted = results.filter((r) => r.status === 201);
                expect(results.every((r) => r.status === 201 || r.status === 402)).toBe(true);
                expect(accepted).toHaveLength(Math.min(step.count, balance));
                balance -= accepted.length;
                for (const r of accepted) pending.push({ id: r.body.id, cost: 1, fails: step.fails });
                break;
              }
              case 'blocked': {
                const res = await send(false, HATEFUL, 'dashboard');
                expect(res.status).toBe(201);
                expect(res.body.status).toBe('BLOCKED');
                break;
              }
              case 'deliver': {
                if (pending.length === 0) break;
                const message = pending[step.pick % pending.length]!;
                pending = pending.filter((p) => p !== message);
                const result = await runWorker(stack, message.id, owner.accountId);
                expect(result.batchItemFailures).toEqual([]);
                if (message.fails) balance += message.cost;
                break;
              }
              case 'credit': {
                const nowMs = stack.clock.now();
                await stack.repos.accounts.credit({
                  id: newId('txn', nowMs),
                  accountId: owner.accountId,
                  type: 'CREDIT',
                  amount: step.amount,
                  reason: 'Property test top-up',
                  reference: 'usr_property_admin',
                  createdAt: new Date(nowMs).toISOString(),
                });
                balance += step.amount;
                break;
              }
            }
            stack.clock.advance(1);
            const actual = (await stack.repos.accounts.withBalance(owner.accountId))!.balance;
            expect(actual).toBe(balance);
            expect(actual).toBeGreaterThanOrEqual(0);
          }

          // The API's view at the end: the balance route and the whole ledger, page by page.
          const shown = await owner.api.get('/billing/balance');
          const pages = await collectPages(owner.api, '/billing/transactions?limit=7');
          const entries = pages.flatMap((p) => p.items) as unknown as { amount: number; type: string }[];
          expect(shown.body.balance).toBe(balance);
          expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(shown.body.balance);
          expect(entries.every((e) => (e.type === 'DEBIT' ? e.amount < 0 : e.amount > 0))).toBe(true);
        },
      ),
      { numRuns: 20 },
    );
  });
});
