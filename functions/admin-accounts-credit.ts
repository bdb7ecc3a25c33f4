import { Credit, creditAccount } from '../shared/accounts/admin-accounts';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

/**
 * POST /admin/accounts/{id}/credits {amount, reason}: 201 with the new balance and the ledger entry; the balance, the
 * ledger entry and the audit entry (billing.credited) are one transaction. Admins only.
 */
export const handler = httpHandler('admin-accounts-credit', async (req) => {
  const acting = actingUser(req);
  const credit = parseWith(Credit, req.body);
  return json(201, await creditAccount(repositories(req.rt), acting, req.params.id ?? '', credit));
});
