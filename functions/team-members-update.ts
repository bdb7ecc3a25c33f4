import { changeMemberRole, RoleChange } from '../shared/accounts/team';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

/**
 * PATCH /team/members/{userId} {role}: changes a member's role (audited member.role_changed). Only an OWNER grants OWNER
 * or changes an OWNER (403); the last OWNER cannot step down (409). The new role holds from the member's next request.
 */
export const handler = httpHandler('team-members-update', async (req) => {
  const acting = actingUser(req);
  const { role } = parseWith(RoleChange, req.body);
  const member = await changeMemberRole(repositories(req.rt), acting, req.params.userId ?? '', role);
  return json(200, member);
});
