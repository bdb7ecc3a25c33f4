import { RefreshTokenBody } from '../shared/auth/auth-schemas';
import { refreshSession } from '../shared/auth/session';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

/** POST /auth/refresh: a new token pair; the refresh token rotates, and reusing a rotated one revokes its family. */
export const handler = httpHandler('auth-refresh', async (req) => {
  const { refreshToken } = parseWith(RefreshTokenBody, req.body);
  return json(200, await refreshSession(req.rt, repositories(req.rt), refreshToken));
});
