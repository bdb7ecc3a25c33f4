import { updateApiKey } from '../shared/api-keys/manage-api-keys';
import { json } from '../shared/http/response';
import { apiKeysUpdate } from '../shared/routes/team';
import { http } from '../shared/wiring/http';
import { apiKeyDeps } from '../shared/wiring/team';

/**
 * PATCH /api-keys/{id} {name?, rateLimitPerMinute?}: the key's public shape; a new limit applies from the key's next
 * request (audited apikey.updated). A revoked key is a 409.
 */
export const handler = http(apiKeysUpdate, apiKeyDeps, async (req, deps) =>
  json(200, await updateApiKey(deps, { actor: req, keyId: req.params.id, changes: req.body })),
);
