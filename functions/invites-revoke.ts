import { revokeInvite } from '../shared/accounts/manage-invites';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { noContent } from '../shared/http/response';
import { repositories } from '../shared/repositories';

/** DELETE /invites/{id}: withdraws a pending invite (204, audited invite.revoked); an accepted one is a 409. */
export const handler = httpHandler('invites-revoke', async (req) => {
  await revokeInvite(repositories(req.rt), actingUser(req), req.params.id ?? '');
  return noContent();
});
