import { endSession } from '../shared/auth/session';
import { noContent } from '../shared/http/response';
import { authLogout } from '../shared/routes/auth';
import { sessionDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';

/** POST /auth/logout: revokes the refresh token's family, which also ends the access tokens issued in it. */
export const handler = http(authLogout, sessionDeps, async (req, deps) => {
  await endSession(deps, req.body);
  return noContent();
});
