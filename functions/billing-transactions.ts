import { transactionsOf } from '../shared/billing/billing';
import { json } from '../shared/http/response';
import { billingTransactions } from '../shared/http/routes/workspace';
import { billingDeps } from '../shared/wiring/billing';
import { http } from '../shared/wiring/http';

/** GET /billing/transactions (billing.manage): the ledger, newest first, `?limit=&cursor=`. */
export const handler = http(billingTransactions, billingDeps, async (req, deps) =>
  json(200, await transactionsOf(deps, { accountId: req.principal.accountId, page: req.query })),
);
