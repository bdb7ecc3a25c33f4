import { listMembers } from '../shared/accounts/team';
import { tableOf } from '../shared/db/table';
import { UserRepository } from '../shared/db/user-repository';
import { json } from '../shared/http/response';
import { teamMembersList } from '../shared/routes/team';
import { http } from '../shared/wiring/http';

/** GET /team/members: the caller's account's members (id, email, fullName, role, joinedAt), newest first. */
export const handler = http(
  teamMembersList,
  (rt) => ({ users: new UserRepository(tableOf(rt)) }),
  async (req, deps) => json(200, await listMembers(deps, { accountId: req.principal.accountId, page: req.query })),
);
