import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { listPlatformFlags } from '../shared/moderation/flag-review';
import { repositories } from '../shared/repositories';

/**
 * GET /admin/moderation-flags?status=&accountId=&limit=&cursor=: moderation flags across every account, newest first
 * (platform administrators only, enforced from the route table).
 */
export const handler = httpHandler('admin-moderation-flags-list', async (req) => {
  const page = await listPlatformFlags(repositories(req.rt), req.query);
  return json(200, page);
});
