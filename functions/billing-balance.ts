import { balanceOf } from '../shared/billing/billing';
import { json } from '../shared/http/response';
import { billingBalance } from '../shared/http/routes/workspace';
import { billingDeps } from '../shared/wiring/billing';
import { http } from '../shared/wiring/http';

/** GET /billing/balance (billing.manage): `{balance, unit: "SMS_CREDITS"}`. */
export const handler = http(billingBalance, billingDeps, async (req, deps) =>
  json(200, await balanceOf(deps, { accountId: req.principal.accountId })),
);
