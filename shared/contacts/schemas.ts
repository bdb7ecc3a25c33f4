/** Response schemas of contacts, lists, opt-outs and imports (the OpenAPI document). */
import * as z from 'zod/mini';
import { OPT_OUT_SOURCES } from './contact';

export const ContactSchema = z
  .strictObject({
    id: z.string().check(z.describe('con_ and a ULID')),
    phone: z.string().check(z.describe('E.164 (+27...)')),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    attributes: z.record(z.string(), z.string()).check(z.describe('Up to 20 name → value pairs')),
    listIds: z.array(z.string()),
    optedOut: z.boolean().check(z.describe("The number is on the account's opt-out ledger: no campaign reaches it")),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'Contact', description: 'A contact of the address book' }));

export const ContactListSchema = z
  .strictObject({
    id: z.string().check(z.describe('lst_ and a ULID')),
    name: z.string(),
    contactCount: z.number().check(z.int(), z.minimum(0)),
    createdAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'ContactList', description: 'A list of contacts' }));

export const OptOutSchema = z
  .strictObject({
    phone: z.string(),
    source: z.enum(OPT_OUT_SOURCES),
    reason: z.nullable(z.string()),
    createdAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'OptOut', description: 'A number that receives no campaign message' }));

export const ContactImportSchema = z
  .strictObject({
    id: z.string().check(z.describe('imp_ and a ULID')),
    status: z.enum(['PENDING', 'RUNNING', 'COMPLETED', 'FAILED']),
    totalRows: z.number().check(z.int(), z.minimum(0), z.describe('Rows after the header')),
    created: z.number().check(z.int(), z.minimum(0)),
    updated: z.number().check(z.int(), z.minimum(0)),
    skipped: z.number().check(z.int(), z.minimum(0), z.describe('Bad rows, all of them')),
    errors: z
      .array(z.strictObject({ row: z.number().check(z.int(), z.minimum(2)), message: z.string() }))
      .check(z.describe('The first 1,000 bad rows: `row` is the line in the file (the header is line 1)')),
    createdAt: z.iso.datetime(),
    completedAt: z.nullable(z.iso.datetime()),
  })
  .check(z.meta({ id: 'ContactImport', description: 'A CSV import job' }));
