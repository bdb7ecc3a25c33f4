import { AccountStatusChange, setAccountSuspended } from '../shared/accounts/admin-accounts';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

/**
 * PATCH /admin/accounts/{id} {suspended}: false reinstates a suspended account (audited account.reinstated), true
 * suspends it (account.suspended); answers the account. Admins only (docs/decisions/0302-admin-operations.md).
 */
export const handler = httpHandler('admin-accounts-update', async (req) => {
  const acting = actingUser(req);
  const { suspended } = parseWith(AccountStatusChange, req.body);
  return json(200, await setAccountSuspended(repositories(req.rt), acting, req.params.id ?? '', suspended));
});
