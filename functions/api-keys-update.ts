import { UpdateApiKey, updateApiKey } from '../shared/api-keys/manage-api-keys';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

/**
 * PATCH /api-keys/{id} {name?, rateLimitPerMinute?}: the key's public shape; a new limit applies from the key's next
 * request (audited apikey.updated). A revoked key is a 409.
 */
export const handler = httpHandler('api-keys-update', async (req) => {
  const acting = actingUser(req);
  const changes = parseWith(UpdateApiKey, req.body);
  return json(200, await updateApiKey(repositories(req.rt), acting, req.params.id ?? '', changes));
});
