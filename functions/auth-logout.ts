import { endSession } from '../shared/auth/session';
import { noContent } from '../shared/http/response';
import { authLogout } from '../shared/http/routes/auth';
import { http } from '../shared/wiring/http';
import { logoutDeps } from '../shared/wiring/logout';

/**
 * POST /auth/logout: revokes the refresh token's family, which also ends the access tokens issued in it. The token is
 * verified with the public keys the signers publish: this function never holds the private signing keys.
 */
export const handler = http(authLogout, logoutDeps, async (req, deps) => {
  await endSession(deps, req.body);
  return noContent();
});
