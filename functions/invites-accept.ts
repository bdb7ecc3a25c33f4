import { acceptInvite } from '../shared/auth/accept-invite';
import { AcceptInviteBody } from '../shared/auth/auth-schemas';
import { decoyHash } from '../shared/auth/password';
import { loginResponse } from '../shared/auth/session';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

void decoyHash();

/** POST /invites/accept: joins the inviting account with the invited role, as a new or an existing user. */
export const handler = httpHandler('invites-accept', async (req) => {
  const body = parseWith(AcceptInviteBody, req.body);
  const { user, tokens } = await acceptInvite(req.rt, repositories(req.rt), { ...body, ip: req.ip });
  return json(200, loginResponse(user, tokens));
});
