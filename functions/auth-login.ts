import { decoyHash } from '../shared/auth/password';
import { login } from '../shared/auth/password-sign-in';
import { loginResponse } from '../shared/auth/session';
import { json } from '../shared/http/response';
import { authLogin } from '../shared/http/routes/auth';
import { loginDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';

// The decoy hash is computed at cold start, so the first unknown e-mail costs no more than a known one.
void decoyHash();

/** POST /auth/login: e-mail and password; a wrong e-mail and a wrong password give the same 401. */
export const handler = http(authLogin, loginDeps, async (req, deps) => {
  const { user, tokens } = await login(deps, req.body);
  return json(200, loginResponse(user, tokens));
});
