import { removeMember } from '../shared/accounts/team';
import { noContent } from '../shared/http/response';
import { teamMembersRemove } from '../shared/http/routes/team';
import { http } from '../shared/wiring/http';
import { teamDeps } from '../shared/wiring/team';

/**
 * DELETE /team/members/{userId}: removes a member (204, audited member.removed); their tokens are refused from their
 * next request. Only an OWNER removes an OWNER (403); the last OWNER cannot be removed (409).
 */
export const handler = http(teamMembersRemove, teamDeps, async (req, deps) => {
  await removeMember(deps, { actor: req, userId: req.params.userId });
  return noContent();
});
