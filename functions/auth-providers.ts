import { browserSignInProviders, identityProviders } from '../shared/config';
import { openHttp } from '../shared/http/chain';
import { json } from '../shared/http/response';
import { authProviders } from '../shared/http/routes/auth';
import { runtime } from '../shared/runtime';

/** GET /auth/providers: the identity providers the dashboard offers "Sign in with" for; configuration only, no I/O. */
export const handler = openHttp(authProviders, async () =>
  json(200, { items: browserSignInProviders(identityProviders(runtime().config)) }),
);
