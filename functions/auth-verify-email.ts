import { verifyEmail } from '../shared/auth/account-security';
import { noContent } from '../shared/http/response';
import { authVerifyEmail } from '../shared/http/routes/auth';
import { verifyEmailDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';

/**
 * POST /auth/verify-email `{token}`: 204, the address is proved. With the user's own bearer token it only marks the
 * e-mail verified; without it, it claims an unverified user (the password set before and every session end).
 */
export const handler = http(authVerifyEmail, verifyEmailDeps, async (req, deps) => {
  await verifyEmail(deps, { token: req.body.token, authorization: req.headers.authorization });
  return noContent();
});
