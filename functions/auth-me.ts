import { whoAmI } from '../shared/accounts/me';
import { json } from '../shared/http/response';
import { authMe } from '../shared/http/routes/auth';
import { http } from '../shared/wiring/http';
import { meDeps } from '../shared/wiring/users';

/** GET /auth/me: who the bearer token is, in which account, with which role and permissions. */
export const handler = http(authMe, meDeps, async (req, deps) => json(200, await whoAmI(deps, req.principal)));
