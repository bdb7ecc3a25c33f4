import { balanceOf } from '../shared/billing/billing';
import { AccountRepository } from '../shared/db/account-repository';
import { tableOf } from '../shared/db/table';
import { accountGone } from '../shared/errors';
import { json } from '../shared/http/response';
import { publicBalance } from '../shared/routes/public';
import { http } from '../shared/wiring/http';

/** GET /public/balance: the account's SMS credits (scope sms.read). */
export const handler = http(
  publicBalance,
  (rt) => ({ accounts: new AccountRepository(tableOf(rt)) }),
  async (req, deps) => {
    const balance = await balanceOf(deps, { accountId: req.principal.accountId });
    if (!balance) throw accountGone();
    return json(200, balance);
  },
);
