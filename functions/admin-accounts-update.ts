import { setAccountSuspended } from '../shared/accounts/admin-accounts';
import { AccountRepository } from '../shared/db/account-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { adminAccountsUpdate } from '../shared/routes/admin';
import { http } from '../shared/wiring/http';

/**
 * PATCH /admin/accounts/{id} {suspended}: false reinstates a suspended account (audited account.reinstated), true
 * suspends it (account.suspended); answers the account. Admins only (docs/decisions/0302-admin-operations.md).
 */
export const handler = http(
  adminAccountsUpdate,
  (rt) => ({ accounts: new AccountRepository(tableOf(rt)) }),
  async (req, deps) =>
    json(200, await setAccountSuspended(deps, { actor: req, accountId: req.params.id, suspended: req.body.suspended })),
);
