import { setAccountSuspended } from '../shared/accounts/admin-accounts';
import { json } from '../shared/http/response';
import { adminAccountsUpdate } from '../shared/http/routes/admin';
import { adminAccountsDeps } from '../shared/wiring/admin';
import { http } from '../shared/wiring/http';

/**
 * PATCH /admin/accounts/{id} {suspended}: false reinstates a suspended account (audited account.reinstated), true
 * suspends it (account.suspended); answers the account. Admins only (docs/decisions/0302-admin-operations.md).
 */
export const handler = http(adminAccountsUpdate, adminAccountsDeps, async (req, deps) =>
  json(200, await setAccountSuspended(deps, { actor: req, accountId: req.params.id, suspended: req.body.suspended })),
);
