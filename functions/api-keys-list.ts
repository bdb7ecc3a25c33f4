import { listApiKeys } from '../shared/api-keys/manage-api-keys';
import { actingUser } from '../shared/http/acting-user';
import { httpHandler } from '../shared/http/handler';
import { listQuery } from '../shared/http/pagination';
import { json } from '../shared/http/response';
import { repositories } from '../shared/repositories';

/** GET /api-keys: the account's keys, newest first, each with its prefix only (never the value or its hash). */
export const handler = httpHandler('api-keys-list', async (req) => {
  const { principal } = actingUser(req);
  const page = listQuery(req.query);
  return json(200, await listApiKeys(repositories(req.rt), principal.accountId, page));
});
