import { SocialBody } from '../shared/auth/auth-schemas';
import { loginResponse } from '../shared/auth/session';
import { socialSignIn, verifyIdToken } from '../shared/auth/social';
import { identityProviders } from '../shared/config';
import { unauthorized } from '../shared/http/errors';
import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { parseWith } from '../shared/http/validate';
import { repositories } from '../shared/repositories';

/** POST /auth/social: sign in (or up) with an ID token of a configured identity provider. */
export const handler = httpHandler('auth-social', async (req) => {
  const { idToken } = parseWith(SocialBody, req.body);
  const identity = await verifyIdToken(idToken, identityProviders(req.rt.config), req.rt.clock);
  if (!identity) throw unauthorized('ID token is invalid, expired or not from a configured identity provider');
  const { user, tokens } = await socialSignIn(req.rt, repositories(req.rt), identity);
  return json(200, loginResponse(user, tokens));
});
