import { unauthorized } from '../shared/http/errors';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { reviewFlag } from '../shared/moderation/flag-review';
import { repositories } from '../shared/repositories';

/**
 * PATCH /admin/moderation-flags/{id} `{status, note?}`: reviews a flag and answers 200 with it. ACCOUNT_SUSPENDED
 * also suspends the flag's account; no other status does (platform administrators only, from the route table).
 */
export const handler = httpHandler('admin-moderation-flags-review', async (req) => {
  if (req.principal.type !== 'user') throw unauthorized();
  const flag = await reviewFlag(
    {
      repos: repositories(req.rt),
      adminUserId: req.principal.userId,
      ip: req.ip,
      nowMs: req.rt.clock.now(),
    },
    req.params.id ?? '',
    req.body,
  );
  return json(200, flag);
});
