import { removeMember } from '../shared/accounts/team';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { noContent } from '../shared/http/response';
import { repositories } from '../shared/repositories';

/**
 * DELETE /team/members/{userId}: removes a member (204, audited member.removed); their tokens are refused from their
 * next request. Only an OWNER removes an OWNER (403); the last OWNER cannot be removed (409).
 */
export const handler = httpHandler('team-members-remove', async (req) => {
  await removeMember(repositories(req.rt), actingUser(req), req.params.userId ?? '');
  return noContent();
});
