import { listAccountAudit } from '../shared/audit/audit-log';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { repositories } from '../shared/repositories';

/** GET /audit-log: the caller's account's audit trail, newest first (?limit=, ?cursor=). */
export const handler = httpHandler('audit-log-list', async (req) => {
  const { principal } = actingUser(req);
  return json(200, await listAccountAudit(repositories(req.rt), principal.accountId, req.query));
});
