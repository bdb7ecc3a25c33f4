import { FlagRepository } from '../shared/db/flag-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { listAccountFlags } from '../shared/moderation/flag-review';
import { moderationFlagsList } from '../shared/routes/moderation';
import { http } from '../shared/wiring/http';

/** GET /moderation-flags?status=&limit=&cursor=: the caller's account's moderation flags, newest first. */
export const handler = http(
  moderationFlagsList,
  (rt) => ({ flags: new FlagRepository(tableOf(rt)) }),
  async (req, deps) => {
    const { status, ...page } = req.query;
    return json(200, await listAccountFlags(deps, { accountId: req.principal.accountId, page, status }));
  },
);
