import { listAccounts } from '../shared/accounts/admin-accounts';
import { AccountRepository } from '../shared/db/account-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { adminAccountsList } from '../shared/routes/admin';
import { http } from '../shared/wiring/http';

/** GET /admin/accounts: every account (id, name, balance, suspended, createdAt), newest first; admins only. */
export const handler = http(
  adminAccountsList,
  (rt) => ({ accounts: new AccountRepository(tableOf(rt)) }),
  async (req, deps) => json(200, await listAccounts(deps, { page: req.query })),
);
