import { loginResponse } from '../shared/auth/session';
import { signInWithIdToken } from '../shared/auth/social';
import { json } from '../shared/http/response';
import { authSocial } from '../shared/http/routes/auth';
import { http } from '../shared/wiring/http';
import { socialDeps } from '../shared/wiring/social';

/** POST /auth/social: sign in (or up) with an ID token of a configured identity provider. */
export const handler = http(authSocial, socialDeps, async (req, deps) => {
  const { user, tokens } = await signInWithIdToken(deps, req.body.idToken);
  return json(200, loginResponse(user, tokens));
});
