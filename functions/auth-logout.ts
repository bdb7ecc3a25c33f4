import { endSession } from '../shared/auth/session';
import { SessionRepository } from '../shared/db/session-repository';
import { tableOf } from '../shared/db/table';
import { noContent } from '../shared/http/response';
import { authLogout } from '../shared/routes/auth';
import { http } from '../shared/wiring/http';
import { verifierOf } from '../shared/wiring/verifier';

/**
 * POST /auth/logout: revokes the refresh token's family, which also ends the access tokens issued in it. The token is
 * verified with the public keys the signers publish: this function never holds the private signing keys.
 */
export const handler = http(
  authLogout,
  (rt) => ({ sessions: new SessionRepository(tableOf(rt)), tokens: verifierOf(rt), clock: rt.clock }),
  async (req, deps) => {
    await endSession(deps, req.body);
    return noContent();
  },
);
