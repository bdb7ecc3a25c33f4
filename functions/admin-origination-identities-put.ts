import { json } from '../shared/http/response';
import { adminOriginationIdentitiesPut } from '../shared/http/routes/admin';
import { setOriginationIdentities } from '../shared/vendors/origination';
import { adminOriginationDeps } from '../shared/wiring/admin';
import { http } from '../shared/wiring/http';

/**
 * PUT /admin/accounts/{id}/origination-identities {identities}: the AWS origination identities the account may send
 * from and receive replies to, one owner each; audited. Platform administrators only (decision 0820).
 */
export const handler = http(adminOriginationIdentitiesPut, adminOriginationDeps, async (req, deps) =>
  json(
    200,
    await setOriginationIdentities(deps, {
      actor: req,
      accountId: req.params.id,
      identities: req.body.identities,
    }),
  ),
);
