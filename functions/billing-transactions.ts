import { transactionsOf } from '../shared/billing/billing';
import { AccountRepository } from '../shared/db/account-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { billingTransactions } from '../shared/routes/workspace';
import { http } from '../shared/wiring/http';

/** GET /billing/transactions (billing.manage): the ledger, newest first, `?limit=&cursor=`. */
export const handler = http(
  billingTransactions,
  (rt) => ({ accounts: new AccountRepository(tableOf(rt)) }),
  async (req, deps) => json(200, await transactionsOf(deps, { accountId: req.principal.accountId, page: req.query })),
);
