import { createApiKey } from '../shared/api-keys/manage-api-keys';
import { json } from '../shared/http/response';
import { apiKeysCreate } from '../shared/http/routes/team';
import { http } from '../shared/wiring/http';
import { apiKeyDeps } from '../shared/wiring/team';

/**
 * POST /api-keys {name, scopes, rateLimitPerMinute?}: 201 with the public shape and `key`, the full value, which is
 * stored only as a hash and never shown again (audited apikey.created). Default limit 60, allowed 1 to 10,000.
 */
export const handler = http(apiKeysCreate, apiKeyDeps, async (req, deps) =>
  json(201, await createApiKey(deps, { actor: req, input: req.body })),
);
