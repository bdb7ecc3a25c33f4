/** Response schema of the audit routes (contract "Audit entry"; the OpenAPI document). */
import { z } from 'zod';

export const AuditEntrySchema = z
  .strictObject({
    id: z.string().describe('aud_ and a ULID'),
    accountId: z.string(),
    actor: z.strictObject({ type: z.enum(['user', 'apiKey', 'platformAdmin', 'system']), id: z.string() }),
    action: z.string().describe('For example member.role_changed, apikey.created, flag.reviewed, account.suspended'),
    target: z.strictObject({ type: z.string(), id: z.string() }).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
    ip: z.string().optional(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry', description: 'One entry of an audit trail' });
