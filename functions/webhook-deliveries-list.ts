import { json } from '../shared/http/response';
import { webhookDeliveriesList } from '../shared/http/routes/webhooks';
import { listDeliveries } from '../shared/webhooks/webhook';
import { http } from '../shared/wiring/http';
import { webhookDeps } from '../shared/wiring/webhooks';

/** GET /webhooks/{id}/deliveries: every attempt, newest first. */
export const handler = http(webhookDeliveriesList, webhookDeps, async (req, deps) =>
  json(200, await listDeliveries(deps, { accountId: req.principal.accountId, id: req.params.id, page: req.query })),
);
