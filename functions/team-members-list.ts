import { listMembers } from '../shared/accounts/team';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { listQuery } from '../shared/http/pagination';
import { json } from '../shared/http/response';
import { repositories } from '../shared/repositories';

/** GET /team/members: the caller's account's members (id, email, fullName, role, joinedAt), newest first. */
export const handler = httpHandler('team-members-list', async (req) => {
  const { principal } = actingUser(req);
  const page = listQuery(req.query);
  return json(200, await listMembers(repositories(req.rt), principal.accountId, page));
});
