import { transactionsOf } from '../shared/billing/billing';
import { httpHandler } from '../shared/http/handler';
import { listQuery } from '../shared/http/pagination';
import { json } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';

/** GET /billing/transactions (billing.manage): the ledger, newest first, `?limit=&cursor=`. */
export const handler = httpHandler('billing-transactions', async (req) => {
  return json(200, await transactionsOf(signedIn(req), listQuery(req.query)));
});
