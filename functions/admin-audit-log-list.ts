import { listPlatformAudit } from '../shared/audit/audit-log';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { repositories } from '../shared/repositories';

/** GET /admin/audit-log?accountId=: the platform-wide audit trail (or one account's), newest first; admins only. */
export const handler = httpHandler('admin-audit-log-list', async (req) => {
  return json(200, await listPlatformAudit(repositories(req.rt), req.query));
});
