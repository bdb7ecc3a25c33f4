import { balanceOf } from '../shared/billing/billing';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';

/** GET /billing/balance (billing.manage): `{balance, unit: "SMS_CREDITS"}`. */
export const handler = httpHandler('billing-balance', async (req) => {
  return json(200, await balanceOf(signedIn(req)));
});
