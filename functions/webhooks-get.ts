import { json } from '../shared/http/response';
import { webhooksGet } from '../shared/http/routes/webhooks';
import { getWebhook } from '../shared/webhooks/webhook';
import { http } from '../shared/wiring/http';
import { webhookDeps } from '../shared/wiring/webhooks';

/** GET /webhooks/{id}. */
export const handler = http(webhooksGet, webhookDeps, async (req, deps) =>
  json(200, await getWebhook(deps, { accountId: req.principal.accountId, id: req.params.id })),
);
