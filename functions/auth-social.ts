import { loginResponse } from '../shared/auth/session';
import { socialSignIn, verifyIdToken } from '../shared/auth/social';
import { identityProviders } from '../shared/config';
import { AccountRepository } from '../shared/db/account-repository';
import { IdentityLinkRepository } from '../shared/db/identity-link-repository';
import { tableOf } from '../shared/db/table';
import { unauthorized } from '../shared/errors';
import { json } from '../shared/http/response';
import { authSocial } from '../shared/routes/auth';
import { claimDeps, sessionDeps } from '../shared/wiring/auth';
import { http } from '../shared/wiring/http';
import { moderationOf } from '../shared/wiring/moderation';

/** POST /auth/social: sign in (or up) with an ID token of a configured identity provider. */
export const handler = http(
  authSocial,
  (rt) => ({
    ...sessionDeps(rt),
    accounts: new AccountRepository(tableOf(rt)),
    identityLinks: new IdentityLinkRepository(tableOf(rt)),
    providers: identityProviders(rt.config),
    ...claimDeps(rt),
    moderation: moderationOf(rt),
  }),
  async (req, deps) => {
    const identity = await verifyIdToken(req.body.idToken, deps.providers, deps.clock);
    if (!identity) throw unauthorized('ID token is invalid, expired or not from a configured identity provider');
    const { user, tokens } = await socialSignIn(deps, identity);
    return json(200, loginResponse(user, tokens));
  },
);
