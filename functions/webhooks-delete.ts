import { noContent } from '../shared/http/response';
import { webhooksDelete } from '../shared/http/routes/webhooks';
import { deleteWebhook } from '../shared/webhooks/webhook';
import { http } from '../shared/wiring/http';
import { webhookDeps } from '../shared/wiring/webhooks';

/** DELETE /webhooks/{id}: 204; audited. */
export const handler = http(webhooksDelete, webhookDeps, async (req, deps) => {
  await deleteWebhook(deps, { actor: req, id: req.params.id });
  return noContent();
});
