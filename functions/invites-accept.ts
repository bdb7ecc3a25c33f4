import { acceptInvite } from '../shared/auth/accept-invite';
import { decoyHash } from '../shared/auth/password';
import { loginResponse } from '../shared/auth/session';
import { InviteRepository } from '../shared/db/invite-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { invitesAccept } from '../shared/routes/auth';
import { optionalBearer, securityDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';

void decoyHash();

/**
 * POST /invites/accept: joins the inviting account with the invited role, as a new or an existing user; an existing
 * user proves who they are with their password or a bearer token (the route is public, so the token is checked here).
 */
export const handler = http(
  invitesAccept,
  (rt) => ({ ...securityDeps(rt), invites: new InviteRepository(tableOf(rt)), signedIn: optionalBearer(rt) }),
  async (req, deps) => {
    const signedIn = await deps.signedIn(req.headers.authorization);
    const { user, tokens } = await acceptInvite(deps, {
      ...req.body,
      ...(signedIn ? { signedInUserId: signedIn.userId } : {}),
      ip: req.ip,
    });
    return json(200, loginResponse(user, tokens));
  },
);
