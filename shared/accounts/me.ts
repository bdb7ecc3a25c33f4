import type { UserPrincipal } from '../auth/principal';
import { accountGone, unauthorized } from '../errors';
import type { AccountRecord, AccountStore } from './account';
import { DEFAULT_TIME_ZONE } from './time-zone';
import { publicUser, type UserRecord, type UserStore } from './user';

/** `GET /auth/me`: who the bearer token is, in which account, with which role and permissions. */
export async function whoAmI(
  { users, accounts }: { users: UserStore; accounts: AccountStore },
  principal: UserPrincipal,
) {
  const [user, account] = await Promise.all([users.get(principal.userId), accounts.get(principal.accountId)]);
  return meOf(user, account, principal);
}

/** `PATCH /auth/me` `{timeZone}`: the user's own time zone (checked by the route's schema), then who they are. */
export async function updateMe(
  { users, accounts }: { users: UserStore; accounts: AccountStore },
  principal: UserPrincipal,
  { timeZone }: { timeZone: string },
) {
  const [set, account] = await Promise.all([
    users.setTimeZone(principal.userId, timeZone),
    accounts.get(principal.accountId),
  ]);
  return meOf(set.ok ? set.user : undefined, account, principal);
}

function meOf(user: UserRecord | undefined, account: AccountRecord | undefined, principal: UserPrincipal) {
  if (!user) throw unauthorized();
  if (!account) throw accountGone();
  return {
    user: { ...publicUser(user), timeZone: user.timeZone ?? DEFAULT_TIME_ZONE },
    account: { id: account.id, name: account.name, suspended: account.suspended },
    role: principal.role,
    permissions: principal.permissions,
    platformAdmin: principal.platformAdmin,
  };
}
