import { acceptInvite } from '../shared/auth/accept-invite';
import { authenticateBearer } from '../shared/auth/authenticate-bearer';
import { decoyHash } from '../shared/auth/password';
import { loginResponse } from '../shared/auth/session';
import { CredentialsRepository } from '../shared/db/credentials-repository';
import { InviteRepository } from '../shared/db/invite-repository';
import { tableOf } from '../shared/db/table';
import { unauthorized } from '../shared/errors';
import { json } from '../shared/http/response';
import { invitesAccept } from '../shared/routes/auth';
import { sessionDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';
import { verifierOf } from '../shared/wiring/verifier';

void decoyHash();

/**
 * POST /invites/accept: joins the inviting account with the invited role, as a new or an existing user; an existing
 * user proves who they are with their password or a bearer token (the route is public, so the token is checked here).
 */
export const handler = http(
  invitesAccept,
  (rt) => ({
    ...sessionDeps(rt),
    invites: new InviteRepository(tableOf(rt)),
    bearer: { tokens: verifierOf(rt), principals: new CredentialsRepository(tableOf(rt)) },
  }),
  async (req, deps) => {
    const header = req.headers.authorization;
    const signedIn = header === undefined ? undefined : await authenticateBearer(deps.bearer, header);
    if (header !== undefined && !signedIn) throw unauthorized('The bearer token is invalid, expired or revoked');
    const { user, tokens } = await acceptInvite(deps, {
      ...req.body,
      ...(signedIn ? { signedInUserId: signedIn.userId } : {}),
      ip: req.ip,
    });
    return json(200, loginResponse(user, tokens));
  },
);
