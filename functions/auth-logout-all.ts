import { logoutEverywhere } from '../shared/auth/account-security';
import { noContent } from '../shared/http/response';
import { authLogoutAll } from '../shared/http/routes/auth';
import { http } from '../shared/wiring/http';
import { userDeps } from '../shared/wiring/users';

/** POST /auth/logout-all (signed in): 204; every session of the user ends, this one too, from its next request. */
export const handler = http(authLogoutAll, userDeps, async (req, deps) => {
  await logoutEverywhere(deps, { userId: req.principal.userId });
  return noContent();
});
