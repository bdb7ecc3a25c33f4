import { getLimits } from '../shared/billing/spend';
import { json } from '../shared/http/response';
import { settingsLimitsGet } from '../shared/http/routes/workspace';
import { http } from '../shared/wiring/http';
import { limitsDeps } from '../shared/wiring/limits';

/** GET /settings/limits (billing.manage): the daily spend caps of the account and its keys, and today's spend. */
export const handler = http(settingsLimitsGet, limitsDeps, async (req, deps) =>
  json(200, await getLimits(deps, { accountId: req.principal.accountId })),
);
