import { tableOf } from '../shared/db/table';
import { UsageRepository } from '../shared/db/usage-repository';
import { json } from '../shared/http/response';
import { usageGet } from '../shared/routes/messages';
import { usageReport } from '../shared/usage/usage';
import { http } from '../shared/wiring/http';

/** GET /usage?days=7|30|90: the account's daily usage from its aggregate (messages.read; decision 1535). */
export const handler = http(
  usageGet,
  (rt) => ({ usage: new UsageRepository(tableOf(rt)), clock: rt.overrides.sandboxClock ?? rt.clock }),
  async (req, deps) =>
    json(
      200,
      await usageReport(deps, { accountId: req.principal.accountId, days: req.query.days, nowMs: deps.clock.now() }),
    ),
);
