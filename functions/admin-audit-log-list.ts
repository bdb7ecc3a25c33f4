import { listPlatformAudit } from '../shared/audit/audit-log';
import { json } from '../shared/http/response';
import { adminAuditLogList } from '../shared/http/routes/moderation';
import { adminAuditDeps } from '../shared/wiring/admin';
import { http } from '../shared/wiring/http';

/** GET /admin/audit-log?accountId=: the platform-wide audit trail (or one account's), newest first; admins only. */
export const handler = http(adminAuditLogList, adminAuditDeps, async (req, deps) => {
  const { accountId, ...page } = req.query;
  return json(200, await listPlatformAudit(deps, { page, accountId }));
});
