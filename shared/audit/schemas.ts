/** Response schema of the audit routes (contract "Audit entry"; the OpenAPI document). */
import * as z from 'zod/mini';

export const AuditEntrySchema = z
  .strictObject({
    id: z.string().check(z.describe('aud_ and a ULID')),
    accountId: z.string(),
    actor: z.strictObject({ type: z.enum(['user', 'apiKey', 'platformAdmin', 'system']), id: z.string() }),
    action: z
      .string()
      .check(z.describe('For example member.role_changed, apikey.created, flag.reviewed, account.suspended')),
    target: z.optional(z.strictObject({ type: z.string(), id: z.string() })),
    details: z.optional(z.record(z.string(), z.unknown())),
    ip: z.optional(z.string()),
    createdAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'AuditEntry', description: 'One entry of an audit trail' }));
