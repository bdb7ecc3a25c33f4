/** Response schemas of the balance and ledger routes (the OpenAPI document; docs/decisions/0501-openapi.md). */
import * as z from 'zod/mini';

const Credits = z.number().check(z.int());

export const BalanceSchema = z
  .strictObject({
    balance: Credits.check(z.minimum(0), z.describe('SMS credits')),
    unit: z.literal('SMS_CREDITS'),
  })
  .check(z.meta({ id: 'Balance', description: 'The SMS credit balance: one credit per message segment' }));

/** The fields of a ledger entry (other schemas pick some of them). */
export const LedgerEntryFields = {
  id: z.string().check(z.describe('txn_ and a ULID')),
  type: z.enum(['DEBIT', 'REFUND', 'CREDIT']),
  amount: z.number().check(z.int(), z.describe('Signed: negative for a debit')),
  reason: z.string(),
  messageId: z.nullable(z.string()).check(z.describe('The message a debit or refund belongs to')),
  reference: z.nullable(z.string()).check(z.describe('The audit entry of an administrator credit')),
  createdAt: z.iso.datetime(),
};

export const LedgerEntrySchema = z
  .strictObject(LedgerEntryFields)
  .check(z.meta({ id: 'LedgerEntry', description: 'One movement of credits; the balance is the sum of them all' }));

const SpendCapValue = z.nullable(Credits.check(z.minimum(1)));

export const LimitsSchema = z
  .strictObject({
    dailySpendLimit: SpendCapValue.check(z.describe("The account's cap in credits a day; null for none")),
    spentToday: Credits.check(
      z.minimum(0),
      z.describe('Credits the account has spent today (every key and the dashboard)'),
    ),
    day: z.string().check(z.describe('Today in Africa/Johannesburg (YYYY-MM-DD): the day the spend counts against')),
    timeZone: z.literal('Africa/Johannesburg'),
    apiKeys: z
      .array(
        z.strictObject({
          id: z.string(),
          name: z.string(),
          dailySpendLimit: Credits.check(z.minimum(1)),
          spentToday: Credits.check(z.minimum(0)),
        }),
      )
      .check(z.describe('The live keys that have a cap of their own, with what each spent today')),
  })
  .check(
    z.meta({
      id: 'Limits',
      description:
        'Daily spend caps (credits per Africa/Johannesburg day) and what was spent today; a send past a cap is 429 ' +
        'SPEND_LIMIT_EXCEEDED and charges nothing',
    }),
  );
