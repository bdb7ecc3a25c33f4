import { json } from '../shared/http/response';
import { webhooksRotateSecret } from '../shared/http/routes/webhooks';
import { rotateWebhookSecret } from '../shared/webhooks/webhook';
import { http } from '../shared/wiring/http';
import { webhookDeps } from '../shared/wiring/webhooks';

/** POST /webhooks/{id}/rotate-secret: the new secret; the old one keeps signing beside it for 24 hours. */
export const handler = http(webhooksRotateSecret, webhookDeps, async (req, deps) =>
  json(200, await rotateWebhookSecret(deps, { actor: req, id: req.params.id })),
);
