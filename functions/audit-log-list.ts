import { listAccountAudit } from '../shared/audit/audit-log';
import { json } from '../shared/http/response';
import { auditLogList } from '../shared/http/routes/moderation';
import { auditLogDeps } from '../shared/wiring/audit';
import { http } from '../shared/wiring/http';

/** GET /audit-log: the caller's account's audit trail, newest first (?limit=, ?cursor=). */
export const handler = http(auditLogList, auditLogDeps, async (req, deps) =>
  json(200, await listAccountAudit(deps, { accountId: req.principal.accountId, page: req.query })),
);
