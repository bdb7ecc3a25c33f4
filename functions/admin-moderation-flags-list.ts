import { json } from '../shared/http/response';
import { adminModerationFlagsList } from '../shared/http/routes/moderation';
import { listPlatformFlags } from '../shared/moderation/flag-review';
import { adminFlagsDeps } from '../shared/wiring/admin';
import { http } from '../shared/wiring/http';

/** GET /admin/moderation-flags?status=&accountId=&limit=&cursor=: flags across every account, newest first. */
export const handler = http(adminModerationFlagsList, adminFlagsDeps, async (req, deps) => {
  const { status, accountId, ...page } = req.query;
  return json(200, await listPlatformFlags(deps, { page, status, accountId }));
});
