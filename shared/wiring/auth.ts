/** What the sign-in routes share: users, sessions, the token service, the clock and the log. */
import type { SecurityDeps } from '../auth/account-security';
import { authenticateBearer } from '../auth/authenticate-bearer';
import type { UserPrincipal } from '../auth/principal';
import type { SessionDeps } from '../auth/session';
import { CredentialsRepository } from '../db/credentials-repository';
import { EmailTokenRepository } from '../db/email-token-repository';
import { SessionRepository } from '../db/session-repository';
import { SignInFailureRepository } from '../db/sign-in-failure-repository';
import { tableOf } from '../db/table';
import { UserRepository } from '../db/user-repository';
import { unauthorized } from '../errors';
import type { Runtime } from '../runtime';
import { mailerOf } from './mail';
import { tokensOf } from './tokens';
import { verifierOf } from './verifier';

export const sessionDeps = (rt: Runtime): SessionDeps => {
  const table = tableOf(rt);
  return {
    sessions: new SessionRepository(table),
    users: new UserRepository(table),
    tokens: tokensOf(rt),
    clock: rt.clock,
    log: rt.log,
  };
};

/** The sign-in route: the sessions and the per-e-mail record of failed sign-ins. */
export const loginDeps = (rt: Runtime) => ({
  ...sessionDeps(rt),
  signInFailures: new SignInFailureRepository(tableOf(rt)),
});

/** The account-security routes: sessions, single-use e-mail tokens and the mailer. */
export const securityDeps = (rt: Runtime): SecurityDeps => ({
  ...sessionDeps(rt),
  emailTokens: new EmailTokenRepository(tableOf(rt)),
  mailer: mailerOf(rt),
  appUrl: rt.config.APP_URL,
});

/**
 * The signed-in user of a public route that also takes a bearer token (invite acceptance, e-mail verification): the
 * authorizer's own check, with the published public keys; 401 for a token sent that is not valid.
 */
export function optionalBearer(rt: Runtime) {
  const deps = { tokens: verifierOf(rt), principals: new CredentialsRepository(tableOf(rt)) };
  return async (header: string | undefined): Promise<UserPrincipal | undefined> => {
    if (header === undefined) return undefined;
    const principal = await authenticateBearer(deps, header);
    if (!principal) throw unauthorized('The bearer token is invalid, expired or revoked');
    return principal;
  };
}
