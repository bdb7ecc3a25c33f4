import { setAccountSpendLimit } from '../shared/billing/spend';
import { json } from '../shared/http/response';
import { settingsLimitsUpdate } from '../shared/http/routes/workspace';
import { http } from '../shared/wiring/http';
import { limitsDeps } from '../shared/wiring/limits';

/** PATCH /settings/limits `{dailySpendLimit}` (billing.manage): sets or clears the account's daily spend cap. */
export const handler = http(settingsLimitsUpdate, limitsDeps, async (req, deps) =>
  json(200, await setAccountSpendLimit(deps, { actor: req, dailySpendLimit: req.body.dailySpendLimit })),
);
