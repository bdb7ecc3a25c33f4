import { acceptInvite } from '../shared/auth/accept-invite';
import { decoyHash } from '../shared/auth/password';
import { loginResponse } from '../shared/auth/session';
import { json } from '../shared/http/response';
import { invitesAccept } from '../shared/http/routes/auth';
import { inviteAcceptDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';

void decoyHash();

/**
 * POST /invites/accept: joins the inviting account with the invited role, as a new or an existing user; an existing
 * user proves who they are with their password or a bearer token (the route is public, so the use case checks it).
 */
export const handler = http(invitesAccept, inviteAcceptDeps, async (req, deps) => {
  const { user, tokens } = await acceptInvite(deps, {
    ...req.body,
    authorization: req.headers.authorization,
    ip: req.ip,
  });
  return json(200, loginResponse(user, tokens));
});
