import { changePassword } from '../shared/auth/account-security';
import { noContent } from '../shared/http/response';
import { authPasswordChange } from '../shared/http/routes/auth';
import { securityDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';

/** PUT /auth/password `{currentPassword, newPassword}` (signed in): 204; every other session of the user ends. */
export const handler = http(authPasswordChange, securityDeps, async (req, deps) => {
  await changePassword(deps, {
    userId: req.principal.userId,
    ...(req.principal.sessionId ? { sessionId: req.principal.sessionId } : {}),
    ...req.body,
  });
  return noContent();
});
