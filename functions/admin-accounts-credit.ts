import { creditAccount } from '../shared/accounts/admin-accounts';
import { json } from '../shared/http/response';
import { adminAccountsCredit } from '../shared/http/routes/admin';
import { adminAccountsDeps } from '../shared/wiring/admin';
import { http } from '../shared/wiring/http';

/**
 * POST /admin/accounts/{id}/credits {amount, reason}: 201 with the new balance and the ledger entry; the balance, the
 * ledger entry and the audit entry (billing.credited) are one transaction. Admins only.
 */
export const handler = http(adminAccountsCredit, adminAccountsDeps, async (req, deps) =>
  json(201, await creditAccount(deps, { actor: req, accountId: req.params.id, credit: req.body })),
);
