import { creditAccount } from '../shared/accounts/admin-accounts';
import { AccountRepository } from '../shared/db/account-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { adminAccountsCredit } from '../shared/routes/admin';
import { http } from '../shared/wiring/http';

/**
 * POST /admin/accounts/{id}/credits {amount, reason}: 201 with the new balance and the ledger entry; the balance, the
 * ledger entry and the audit entry (billing.credited) are one transaction. Admins only.
 */
export const handler = http(
  adminAccountsCredit,
  (rt) => ({ accounts: new AccountRepository(tableOf(rt)) }),
  async (req, deps) => json(201, await creditAccount(deps, { actor: req, accountId: req.params.id, credit: req.body })),
);
