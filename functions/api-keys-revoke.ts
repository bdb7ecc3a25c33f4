import { revokeApiKey } from '../shared/api-keys/manage-api-keys';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { noContent } from '../shared/http/response';
import { repositories } from '../shared/repositories';

/** DELETE /api-keys/{id}: revokes the key (204, audited apikey.revoked); its very next request is a 401. */
export const handler = httpHandler('api-keys-revoke', async (req) => {
  await revokeApiKey(repositories(req.rt), actingUser(req), req.params.id ?? '');
  return noContent();
});
