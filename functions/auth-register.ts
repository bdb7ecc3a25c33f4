import { register } from '../shared/auth/account-security';
import { loginResponse } from '../shared/auth/session';
import { AccountRepository } from '../shared/db/account-repository';
import { tableOf } from '../shared/db/table';
import { json } from '../shared/http/response';
import { authRegister } from '../shared/routes/auth';
import { securityDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';
import { moderationOf } from '../shared/wiring/moderation';

/**
 * POST /auth/register: a new user with their own account (OWNER), signed in, and a verification e-mail; 409 when the
 * e-mail is taken.
 */
export const handler = http(
  authRegister,
  (rt) => ({ ...securityDeps(rt), accounts: new AccountRepository(tableOf(rt)), moderation: moderationOf(rt) }),
  async (req, deps) => {
    const { user, tokens } = await register(deps, req.body);
    req.log.info('user registered', { userId: user.id });
    return json(201, loginResponse(user, tokens));
  },
);
