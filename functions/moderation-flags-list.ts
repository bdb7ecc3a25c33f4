import { json } from '../shared/http/response';
import { moderationFlagsList } from '../shared/http/routes/moderation';
import { listAccountFlags } from '../shared/moderation/flag-review';
import { flagListDeps } from '../shared/wiring/flags';
import { http } from '../shared/wiring/http';

/** GET /moderation-flags?status=&limit=&cursor=: the caller's account's moderation flags, newest first. */
export const handler = http(moderationFlagsList, flagListDeps, async (req, deps) =>
  json(200, await listAccountFlags(deps, { accountId: req.principal.accountId, query: req.query })),
);
