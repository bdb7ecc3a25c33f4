import { RefreshTokenBody } from '../shared/auth/auth-schemas';
import { endSession } from '../shared/auth/session';
import { httpHandler } from '../shared/http/handler';
import { noContent } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

/** POST /auth/logout: revokes the refresh token's family, which also ends the access tokens issued in it. */
export const handler = httpHandler('auth-logout', async (req) => {
  const { refreshToken } = parseWith(RefreshTokenBody, req.body);
  await endSession(req.rt, repositories(req.rt), refreshToken);
  return noContent();
});
