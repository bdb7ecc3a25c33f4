import { register } from '../shared/auth/account-security';
import { loginResponse } from '../shared/auth/session';
import { json } from '../shared/http/response';
import { authRegister } from '../shared/http/routes/auth';
import { http } from '../shared/wiring/http';
import { registerDeps } from '../shared/wiring/register';

/**
 * POST /auth/register: a new user with their own account (OWNER), signed in, and a verification e-mail; 409 when the
 * e-mail is taken.
 */
export const handler = http(authRegister, registerDeps, async (req, deps) => {
  const { user, tokens } = await register(deps, req.body);
  req.log.info('user registered', { userId: user.id });
  return json(201, loginResponse(user, tokens));
});
