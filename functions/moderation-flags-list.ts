import { unauthorized } from '../shared/http/errors';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { listAccountFlags } from '../shared/moderation/flag-review';
import { repositories } from '../shared/repositories';

/**
 * GET /moderation-flags?status=&limit=&cursor=: the caller's account's moderation flags, newest first (permission
 * moderation.review, enforced from the route table).
 */
export const handler = httpHandler('moderation-flags-list', async (req) => {
  if (req.principal.type !== 'user') throw unauthorized();
  const page = await listAccountFlags(repositories(req.rt), req.principal.accountId, req.query);
  return json(200, page);
});
