import { revokeInvite } from '../shared/accounts/manage-invites';
import { noContent } from '../shared/http/response';
import { invitesRevoke } from '../shared/http/routes/team';
import { http } from '../shared/wiring/http';
import { inviteDeps } from '../shared/wiring/team';

/** DELETE /invites/{id}: withdraws a pending invite (204, audited invite.revoked); an accepted one is a 409. */
export const handler = http(invitesRevoke, inviteDeps, async (req, deps) => {
  await revokeInvite(deps, { actor: req, inviteId: req.params.id });
  return noContent();
});
