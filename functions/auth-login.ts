import { LoginBody } from '../shared/auth/auth-schemas';
import { decoyHash } from '../shared/auth/password';
import { login } from '../shared/auth/password-sign-in';
import { loginResponse } from '../shared/auth/session';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

// The decoy hash is computed at cold start, so the first unknown e-mail costs no more than a known one.
void decoyHash();

/** POST /auth/login: e-mail and password; a wrong e-mail and a wrong password give the same 401. */
export const handler = httpHandler('auth-login', async (req) => {
  const body = parseWith(LoginBody, req.body);
  const { user, tokens } = await login(req.rt, repositories(req.rt), body.email.trim(), body.password);
  return json(200, loginResponse(user, tokens));
});
