import { listAccountAudit } from '../shared/audit/audit-log';
import { AuditRepository } from '../shared/db/audit-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { auditLogList } from '../shared/routes/moderation';
import { http } from '../shared/wiring/http';

/** GET /audit-log: the caller's account's audit trail, newest first (?limit=, ?cursor=). */
export const handler = http(
  auditLogList,
  (rt) => ({ audit: new AuditRepository(tableOf(rt)) }),
  async (req, deps) => json(200, await listAccountAudit(deps, { accountId: req.principal.accountId, page: req.query })),
);
