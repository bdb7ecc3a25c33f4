/** Social sign-in, wired apart from the other sign-in routes: only it needs moderation (account names). */
import { identityProviders } from '../config';
import { AccountRepository } from '../db/account-repository';
import { IdentityLinkRepository } from '../db/identity-link-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';
import { claimDeps, sessionDeps } from './auth';
import { moderationOf } from './moderation';

/** POST /auth/social: the configured identity providers, the links to users, a claim, moderated account names. */
export const socialDeps = (rt: Runtime) => ({
  ...sessionDeps(rt),
  accounts: new AccountRepository(tableOf(rt)),
  identityLinks: new IdentityLinkRepository(tableOf(rt)),
  providers: identityProviders(rt.config),
  ...claimDeps(rt),
  moderation: moderationOf(rt),
});
