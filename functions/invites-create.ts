import { CreateInvite, createInvite } from '../shared/accounts/manage-invites';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

/**
 * POST /invites {email, role}: 201 with the invite and its `token`, shown only here (audited invite.created). Only an
 * OWNER may invite an OWNER (403); an e-mail that is a member already is a 409.
 */
export const handler = httpHandler('invites-create', async (req) => {
  const acting = actingUser(req);
  const body = parseWith(CreateInvite, req.body);
  return json(201, await createInvite(repositories(req.rt), acting, body));
});
