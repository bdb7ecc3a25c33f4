import { CreateApiKey, createApiKey } from '../shared/api-keys/manage-api-keys';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

/**
 * POST /api-keys {name, scopes, rateLimitPerMinute?}: 201 with the public shape and `key`, the full value, which is
 * stored only as a hash and never shown again (audited apikey.created). Default limit 60, allowed 1 to 10,000.
 */
export const handler = httpHandler('api-keys-create', async (req) => {
  const acting = actingUser(req);
  const body = parseWith(CreateApiKey, req.body);
  return json(201, await createApiKey(repositories(req.rt), acting, body));
});
