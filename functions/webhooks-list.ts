import { json } from '../shared/http/response';
import { webhooksList } from '../shared/http/routes/webhooks';
import { listWebhooks } from '../shared/webhooks/webhook';
import { http } from '../shared/wiring/http';
import { webhookDeps } from '../shared/wiring/webhooks';

/** GET /webhooks: the account's endpoints (at most ten), newest first, `?limit=` and `?cursor=` as every list. */
export const handler = http(webhooksList, webhookDeps, async (req, deps) =>
  json(200, await listWebhooks(deps, { accountId: req.principal.accountId, page: req.query })),
);
