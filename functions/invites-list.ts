import { listInvites } from '../shared/accounts/manage-invites';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { listQuery } from '../shared/http/pagination';
import { json } from '../shared/http/response';
import { repositories } from '../shared/repositories';

/** GET /invites: the account's invites with their status (PENDING, ACCEPTED, REVOKED, EXPIRED), newest first, no tokens. */
export const handler = httpHandler('invites-list', async (req) => {
  const { principal, nowMs } = actingUser(req);
  const page = listQuery(req.query);
  return json(200, await listInvites(repositories(req.rt), principal.accountId, page, nowMs));
});
