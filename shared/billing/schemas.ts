/** Response schemas of the balance and ledger routes (the OpenAPI document; docs/decisions/0501-openapi.md). */
import { z } from 'zod';

export const BalanceSchema = z
  .strictObject({ balance: z.number().int().min(0).describe('SMS credits'), unit: z.literal('SMS_CREDITS') })
  .meta({ id: 'Balance', description: 'The SMS credit balance: one credit per message segment' });

export const LedgerEntrySchema = z
  .strictObject({
    id: z.string().describe('txn_ and a ULID'),
    type: z.enum(['DEBIT', 'REFUND', 'CREDIT']),
    amount: z.number().int().describe('Signed: negative for a debit'),
    reason: z.string(),
    messageId: z.string().nullable().describe('The message a debit or refund belongs to'),
    reference: z.string().nullable().describe('The audit entry of an administrator credit'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'LedgerEntry', description: 'One movement of credits; the balance is the sum of them all' });
