/** `GET /audit-log`: the account's audit trail. */
import { AuditRepository } from '../db/audit-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';

export const auditLogDeps = (rt: Runtime) => ({ audit: new AuditRepository(tableOf(rt)) });
