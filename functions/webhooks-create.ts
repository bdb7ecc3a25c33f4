import { json } from '../shared/http/response';
import { webhooksCreate } from '../shared/http/routes/webhooks';
import { createWebhook } from '../shared/webhooks/webhook';
import { http } from '../shared/wiring/http';
import { webhookDeps } from '../shared/wiring/webhooks';

/** POST /webhooks: 201 with the signing secret, shown only here; the URL is checked against forgery targets. */
export const handler = http(webhooksCreate, webhookDeps, async (req, deps) =>
  json(201, await createWebhook(deps, { actor: req, input: req.body })),
);
