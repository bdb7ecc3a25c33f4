import { changeMemberRole } from '../shared/accounts/team';
import { json } from '../shared/http/response';
import { teamMembersUpdate } from '../shared/http/routes/team';
import { http } from '../shared/wiring/http';
import { teamDeps } from '../shared/wiring/team';

/**
 * PATCH /team/members/{userId} {role}: changes a member's role (audited member.role_changed). Only an OWNER grants OWNER
 * or changes an OWNER (403); the last OWNER cannot step down (409). The new role holds from the member's next request.
 */
export const handler = http(teamMembersUpdate, teamDeps, async (req, deps) =>
  json(200, await changeMemberRole(deps, { actor: req, userId: req.params.userId, role: req.body.role })),
);
