import { listMembers } from '../shared/accounts/team';
import { json } from '../shared/http/response';
import { teamMembersList } from '../shared/http/routes/team';
import { http } from '../shared/wiring/http';
import { userDeps } from '../shared/wiring/users';

/** GET /team/members: the caller's account's members (id, email, fullName, role, joinedAt), newest first. */
export const handler = http(teamMembersList, userDeps, async (req, deps) =>
  json(200, await listMembers(deps, { accountId: req.principal.accountId, page: req.query })),
);
