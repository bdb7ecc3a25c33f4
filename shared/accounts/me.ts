import type { UserPrincipal } from '../auth/principal';
import { accountGone, unauthorized } from '../errors';
import type { AccountStore } from './account';
import { publicUser, type UserStore } from './user';

/** `GET /auth/me`: who the bearer token is, in which account, with which role and permissions. */
export async function whoAmI(
  { users, accounts }: { users: UserStore; accounts: AccountStore },
  principal: UserPrincipal,
) {
  const [user, account] = await Promise.all([users.get(principal.userId), accounts.get(principal.accountId)]);
  if (!user) throw unauthorized();
  if (!account) throw accountGone();
  return {
    user: publicUser(user),
    account: { id: account.id, name: account.name, suspended: account.suspended },
    role: principal.role,
    permissions: principal.permissions,
    platformAdmin: principal.platformAdmin,
  };
}
