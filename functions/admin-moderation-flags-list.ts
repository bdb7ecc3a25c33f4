import { FlagRepository } from '../shared/db/flag-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { listPlatformFlags } from '../shared/moderation/flag-review';
import { adminModerationFlagsList } from '../shared/routes/moderation';
import { http } from '../shared/wiring/http';

/** GET /admin/moderation-flags?status=&accountId=&limit=&cursor=: flags across every account, newest first. */
export const handler = http(
  adminModerationFlagsList,
  (rt) => ({ flags: new FlagRepository(tableOf(rt)) }),
  async (req, deps) => {
    const { status, accountId, ...page } = req.query;
    return json(200, await listPlatformFlags(deps, { page, status, accountId }));
  },
);
