import { z } from 'zod';
import { endSession } from '../shared/auth/session';
import { httpHandler } from '../shared/http/handler';
import { noContent } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

const LogoutBody = z.object({ refreshToken: z.string().min(1).max(4096) });

/** POST /auth/logout: revokes the refresh token's family, which also ends the access tokens issued in it. */
export const handler = httpHandler('auth-logout', async (req) => {
  const { refreshToken } = parseWith(LogoutBody, req.body);
  await endSession(req.rt, repositories(req.rt), refreshToken);
  return noContent();
});
