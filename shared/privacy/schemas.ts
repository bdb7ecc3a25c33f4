/** Response schemas of the POPIA routes (the OpenAPI document). */
import * as z from 'zod/mini';

const ExportItemSchema = z
  .strictObject({
    type: z.enum([
      'account',
      'member',
      'apiKey',
      'webhook',
      'template',
      'contact',
      'list',
      'message',
      'reply',
      'optOut',
      'campaign',
      'flag',
      'ledger',
      'audit',
    ]),
    data: z
      .record(z.string(), z.unknown())
      .check(z.describe('The item as the account holds it, without secrets, hashes or passwords')),
  })
  .check(z.meta({ id: 'ExportItem', description: "One item of the account's data export" }));

export const ExportPageSchema = z
  .strictObject({
    items: z.array(ExportItemSchema).check(z.describe('In a fixed order of kinds: account, members, keys, ...')),
    nextCursor: z
      .nullable(z.string())
      .check(z.describe("Pass as ?cursor= for the next page (this account's only); null on the last page")),
  })
  .check(z.meta({ id: 'AccountExportPage' }));

export const DeletionAcceptedSchema = z
  .strictObject({
    accountId: z.string(),
    status: z.literal('DELETING'),
    requestedAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'AccountDeletionAccepted', description: 'The account is locked and its deletion queued' }));
