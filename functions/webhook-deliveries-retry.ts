import { json } from '../shared/http/response';
import { webhookDeliveriesRetry } from '../shared/http/routes/webhooks';
import { retryDelivery } from '../shared/webhooks/webhook';
import { http } from '../shared/wiring/http';
import { webhookDeps } from '../shared/wiring/webhooks';

/** POST /webhooks/{id}/deliveries/{deliveryId}/retry: 202; that delivery's event again, now. */
export const handler = http(webhookDeliveriesRetry, webhookDeps, async (req, deps) =>
  json(202, await retryDelivery(deps, { actor: req, id: req.params.id, deliveryId: req.params.deliveryId })),
);
