import { balanceOf } from '../shared/billing/billing';
import { AccountRepository } from '../shared/db/account-repository';
import { tableOf } from '../shared/db/table';
import { accountGone } from '../shared/errors';
import { json } from '../shared/http/response';
import { billingBalance } from '../shared/routes/workspace';
import { http } from '../shared/wiring/http';

/** GET /billing/balance (billing.manage): `{balance, unit: "SMS_CREDITS"}`. */
export const handler = http(
  billingBalance,
  (rt) => ({ accounts: new AccountRepository(tableOf(rt)) }),
  async (req, deps) => {
    const balance = await balanceOf(deps, { accountId: req.principal.accountId });
    if (!balance) throw accountGone();
    return json(200, balance);
  },
);
