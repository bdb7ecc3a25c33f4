import { revokeApiKey } from '../shared/api-keys/manage-api-keys';
import { noContent } from '../shared/http/response';
import { apiKeysRevoke } from '../shared/http/routes/team';
import { http } from '../shared/wiring/http';
import { apiKeyDeps } from '../shared/wiring/team';

/** DELETE /api-keys/{id}: revokes the key (204, audited apikey.revoked); its very next request is a 401. */
export const handler = http(apiKeysRevoke, apiKeyDeps, async (req, deps) => {
  await revokeApiKey(deps, { actor: req, keyId: req.params.id });
  return noContent();
});
