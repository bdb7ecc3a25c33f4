/** What the sign-in routes share: users, sessions, the token service, the clock and the log. */
import type { ClaimDeps, SecurityDeps } from '../auth/account-security';
import { authenticateBearer } from '../auth/authenticate-bearer';
import { type ClaimRevoker, revokeCreatedBy } from '../auth/claim-revocation';
import type { UserPrincipal } from '../auth/principal';
import type { SessionDeps } from '../auth/session';
import { AccountRepository, setWebhookEvents } from '../db/account-repository';
import { ApiKeyRepository } from '../db/api-key-repository';
import { AuditRepository } from '../db/audit-repository';
import { CredentialsRepository } from '../db/credentials-repository';
import { EmailTokenRepository } from '../db/email-token-repository';
import { InviteRepository } from '../db/invite-repository';
import { SessionRepository } from '../db/session-repository';
import { SignInFailureRepository } from '../db/sign-in-failure-repository';
import { tableOf } from '../db/table';
import { TeamRepository } from '../db/team-repository';
import { UserRepository } from '../db/user-repository';
import { WebhookRepository } from '../db/webhook-repository';
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
 * What a claim of an address revokes, and the user's move out of the accounts they joined through an invite (the
 * verification, reset and social sign-in routes).
 */
export const claimDeps = (rt: Runtime): ClaimDeps => {
  const table = tableOf(rt);
  const deps = {
    users: new UserRepository(table),
    team: new TeamRepository(table),
    audit: new AuditRepository(table),
    apiKeys: new ApiKeyRepository(table),
    webhooks: {
      webhooks: new WebhookRepository(table),
      subscriptions: (accountId: string, events: Parameters<typeof setWebhookEvents>[2]) =>
        setWebhookEvents(table, accountId, events),
    },
    invites: new InviteRepository(table),
    accounts: new AccountRepository(table),
    log: rt.log,
  };
  const claims: ClaimRevoker = { revokeCreatedBy: (user, nowMs) => revokeCreatedBy(deps, user, nowMs).then(() => {}) };
  return { claims };
};

/**
 * The signed-in user of a public route that also takes a bearer token (invite acceptance, e-mail verification): the
 * authorizer's own check, with the published public keys; 401 for a token sent that is not valid.
 */
function optionalBearer(rt: Runtime) {
  const deps = { tokens: verifierOf(rt), principals: new CredentialsRepository(tableOf(rt)) };
  return async (header: string | undefined): Promise<UserPrincipal | undefined> => {
    if (header === undefined) return undefined;
    const principal = await authenticateBearer(deps, header);
    if (!principal) throw unauthorized('The bearer token is invalid, expired or revoked');
    return principal;
  };
}

/** POST /auth/verify-email: the e-mail token, a claim, and the optional bearer token of the user. */
export const verifyEmailDeps = (rt: Runtime) => ({
  ...securityDeps(rt),
  ...claimDeps(rt),
  signedIn: optionalBearer(rt),
});

/** POST /invites/accept: the invite, the user's password or bearer token, and the session it starts. */
export const inviteAcceptDeps = (rt: Runtime) => ({
  ...securityDeps(rt),
  invites: new InviteRepository(tableOf(rt)),
  signedIn: optionalBearer(rt),
});
