import { acceptInvite } from '../shared/auth/accept-invite';
import { decoyHash } from '../shared/auth/password';
import { loginResponse } from '../shared/auth/session';
import { InviteRepository } from '../shared/db/invite-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { invitesAccept } from '../shared/routes/auth';
import { sessionDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';

void decoyHash();

/** POST /invites/accept: joins the inviting account with the invited role, as a new or an existing user. */
export const handler = http(
  invitesAccept,
  (rt) => ({ ...sessionDeps(rt), invites: new InviteRepository(tableOf(rt)) }),
  async (req, deps) => {
    const { user, tokens } = await acceptInvite(deps, { ...req.body, ip: req.ip });
    return json(200, loginResponse(user, tokens));
  },
);
