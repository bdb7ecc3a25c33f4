import { AccountRepository } from '../shared/db/account-repository';
import { OriginationRepository } from '../shared/db/origination-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { adminOriginationIdentitiesPut } from '../shared/routes/admin';
import { setOriginationIdentities } from '../shared/vendors/origination';
import { http } from '../shared/wiring/http';

/**
 * PUT /admin/accounts/{id}/origination-identities {identities}: the AWS origination identities the account may send
 * from and receive replies to, one owner each; audited. Platform administrators only (decision 0820).
 */
export const handler = http(
  adminOriginationIdentitiesPut,
  (rt) => ({ accounts: new AccountRepository(tableOf(rt)), origination: new OriginationRepository(tableOf(rt)) }),
  async (req, deps) =>
    json(
      200,
      await setOriginationIdentities(deps, {
        actor: req,
        accountId: req.params.id,
        identities: req.body.identities,
      }),
    ),
);
