import { listAccounts } from '../shared/accounts/admin-accounts';
import { json } from '../shared/http/response';
import { adminAccountsList } from '../shared/http/routes/admin';
import { adminAccountsDeps } from '../shared/wiring/admin';
import { http } from '../shared/wiring/http';

/** GET /admin/accounts: every account (id, name, balance, suspended, createdAt), newest first; admins only. */
export const handler = http(adminAccountsList, adminAccountsDeps, async (req, deps) =>
  json(200, await listAccounts(deps, { page: req.query })),
);
