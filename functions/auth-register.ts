import { RegisterBody } from '../shared/auth/auth-schemas';
import { register } from '../shared/auth/password-sign-in';
import { loginResponse } from '../shared/auth/session';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

/** POST /auth/register: a new user with their own account (OWNER), signed in; 409 when the e-mail is taken. */
export const handler = httpHandler('auth-register', async (req) => {
  const body = parseWith(RegisterBody, req.body);
  const { user, tokens } = await register(req.rt, repositories(req.rt), body);
  req.log.info('user registered', { userId: user.id });
  return json(201, loginResponse(user, tokens));
});
