import { createInvite } from '../shared/accounts/manage-invites';
import { json } from '../shared/http/response';
import { invitesCreate } from '../shared/http/routes/team';
import { http } from '../shared/wiring/http';
import { inviteDeps } from '../shared/wiring/team';

/**
 * POST /invites {email, role}: 201 with the invite and its `token`, shown only here (audited invite.created). Only an
 * OWNER may invite an OWNER (403); an e-mail that is a member already is a 409.
 */
export const handler = http(invitesCreate, inviteDeps, async (req, deps) =>
  json(201, await createInvite(deps, { actor: req, input: req.body })),
);
