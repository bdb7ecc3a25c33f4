import { balanceOf } from '../shared/billing/billing';
import { json } from '../shared/http/response';
import { publicBalance } from '../shared/http/routes/public';
import { billingDeps } from '../shared/wiring/billing';
import { http } from '../shared/wiring/http';

/** GET /public/balance: the account's SMS credits (scope sms.read). */
export const handler = http(publicBalance, billingDeps, async (req, deps) =>
  json(200, await balanceOf(deps, { accountId: req.principal.accountId })),
);
