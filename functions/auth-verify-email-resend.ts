import { resendVerification } from '../shared/auth/account-security';
import { json } from '../shared/http/response';
import { authVerifyEmailResend } from '../shared/http/routes/auth';
import { securityDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';

/** POST /auth/verify-email/resend (signed in): 202; a new verification e-mail unless the address is verified. */
export const handler = http(authVerifyEmailResend, securityDeps, async (req, deps) => {
  await resendVerification(deps, { userId: req.principal.userId });
  return json(202, { status: 'accepted' });
});
