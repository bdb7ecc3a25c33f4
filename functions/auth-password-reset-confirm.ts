import { confirmPasswordReset } from '../shared/auth/account-security';
import { decoyHash } from '../shared/auth/password';
import { noContent } from '../shared/http/response';
import { authPasswordResetConfirm } from '../shared/http/routes/auth';
import { claimDeps, loginDeps, securityDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';

void decoyHash();

/** POST /auth/password-reset/confirm `{token, password}`: 204; the password set, the e-mail verified, every session over. */
export const handler = http(
  authPasswordResetConfirm,
  (rt) => ({ ...securityDeps(rt), ...claimDeps(rt), signInFailures: loginDeps(rt).signInFailures }),
  async (req, deps) => {
    await confirmPasswordReset(deps, req.body);
    return noContent();
  },
);
