import { publicUser } from '../shared/accounts/user';
import { AccountRepository } from '../shared/db/account-repository';
import { tableOf } from '../shared/db/table';
import { UserRepository } from '../shared/db/user-repository';
import { accountGone, unauthorized } from '../shared/errors';
import { json } from '../shared/http/response';
import { authMe } from '../shared/routes/auth';
import { http } from '../shared/wiring/http';

/** GET /auth/me: who the bearer token is, in which account, with which role and permissions. */
export const handler = http(
  authMe,
  (rt) => ({ users: new UserRepository(tableOf(rt)), accounts: new AccountRepository(tableOf(rt)) }),
  async ({ principal }, { users, accounts }) => {
    const [user, account] = await Promise.all([users.get(principal.userId), accounts.get(principal.accountId)]);
    if (!user) throw unauthorized();
    if (!account) throw accountGone();
    return json(200, {
      user: publicUser(user),
      account: { id: account.id, name: account.name, suspended: account.suspended },
      role: principal.role,
      permissions: principal.permissions,
      platformAdmin: principal.platformAdmin,
    });
  },
);
