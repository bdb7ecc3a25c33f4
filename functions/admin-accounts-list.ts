import { listAccounts } from '../shared/accounts/admin-accounts';
import { httpHandler } from '../shared/http/handler';
import { listQuery } from '../shared/http/pagination';
import { json } from '../shared/http/response';
import { repositories } from '../shared/repositories';

/** GET /admin/accounts: every account (id, name, balance, suspended, createdAt), newest first; admins only. */
export const handler = httpHandler('admin-accounts-list', async (req) => {
  const page = listQuery(req.query);
  return json(200, await listAccounts(repositories(req.rt), page));
});
