import { json } from '../shared/http/response';
import { webhooksUpdate } from '../shared/http/routes/webhooks';
import { updateWebhook } from '../shared/webhooks/webhook';
import { http } from '../shared/wiring/http';
import { webhookDeps } from '../shared/wiring/webhooks';

/** PATCH /webhooks/{id}: url, events, description; `disabled: false` re-enables a disabled endpoint. */
export const handler = http(webhooksUpdate, webhookDeps, async (req, deps) =>
  json(200, await updateWebhook(deps, { actor: req, id: req.params.id, input: req.body })),
);
