import { logoutEverywhere } from '../shared/auth/account-security';
import { tableOf } from '../shared/db/table';
import { UserRepository } from '../shared/db/user-repository';
import { noContent } from '../shared/http/response';
import { authLogoutAll } from '../shared/routes/auth';
import { http } from '../shared/wiring/http';

/** POST /auth/logout-all (signed in): 204; every session of the user ends, this one too, from its next request. */
export const handler = http(
  authLogoutAll,
  (rt) => ({ users: new UserRepository(tableOf(rt)) }),
  async (req, deps) => {
    await logoutEverywhere(deps, { userId: req.principal.userId });
    return noContent();
  },
);
