import { updateApiKey } from '../shared/api-keys/manage-api-keys';
import { json } from '../shared/http/response';
import { apiKeysUpdate } from '../shared/http/routes/team';
import { http } from '../shared/wiring/http';
import { apiKeyUpdateDeps } from '../shared/wiring/team';

/**
 * PATCH /api-keys/{id} {name?, rateLimitPerMinute?, dailySpendLimit?}: the key's public shape; a new limit applies from
 * the key's next request (audited apikey.updated), a cap counting what the key already spent today. A revoked key is a 409.
 */
export const handler = http(apiKeysUpdate, apiKeyUpdateDeps, async (req, deps) =>
  json(200, await updateApiKey(deps, { actor: req, keyId: req.params.id, changes: req.body })),
);
