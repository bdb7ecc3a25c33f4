import { json } from '../shared/http/response';
import { usageGet } from '../shared/http/routes/messages';
import { usageReport } from '../shared/usage/usage';
import { http } from '../shared/wiring/http';
import { usageDeps } from '../shared/wiring/usage';

/** GET /usage?days=7|30|90: the account's daily usage from its aggregate (messages.read; decision 1535). */
export const handler = http(usageGet, usageDeps, async (req, deps) =>
  json(
    200,
    await usageReport(deps, { accountId: req.principal.accountId, days: req.query.days, nowMs: deps.clock.now() }),
  ),
);
