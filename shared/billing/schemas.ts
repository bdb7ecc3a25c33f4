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
