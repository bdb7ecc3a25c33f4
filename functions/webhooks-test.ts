import { json } from '../shared/http/response';
import { webhooksTest } from '../shared/http/routes/webhooks';
import { testWebhook } from '../shared/webhooks/webhook';
import { http } from '../shared/wiring/http';
import { webhookDeps } from '../shared/wiring/webhooks';

/** POST /webhooks/{id}/test: 202; a webhook.test event to this endpoint, whatever it subscribed to. */
export const handler = http(webhooksTest, webhookDeps, async (req, deps) =>
  json(202, await testWebhook(deps, { actor: req, id: req.params.id })),
);
