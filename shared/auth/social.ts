import { createRemoteJWKSet, decodeJwt, errors, type JWTPayload, jwtVerify } from 'jose';
import type { AccountStore } from '../accounts/account';
import { provision } from '../accounts/provision';
import type { UserRecord } from '../accounts/user';
import type { Clock } from '../clock';
import type { IdentityProvider } from '../config';
import { forbidden, unauthorized } from '../errors';
import { isBlockedName } from '../moderation/names';
import type { ModerationService } from '../moderation/types';
import type { Result } from '../result';
import type { ClaimRevoker } from './claim-revocation';
import type { SignedIn } from './password-sign-in';
import { type SessionDeps, signInAccountId, startSession } from './session';

/** A user's identity at an identity provider: the provider's issuer and its stable subject id. */
export interface IdentityLink {
  issuer: string;
  subject: string;
  userId: string;
  /** The e-mail the provider gave when the link was made; informational only. */
  email?: string;
  createdAt: string;
}

/** Links of provider identities to users (shared/db/identity-link-repository.ts). */
export interface IdentityLinkStore {
  get(issuer: string, subject: string): Promise<IdentityLink | undefined>;
  /** Creates the link; LINKED when this (issuer, subject) is linked already (a concurrent first sign-in). */
  create(link: IdentityLink): Promise<Result<'LINKED'>>;
}

export interface SocialDeps extends Pick<SessionDeps, 'sessions' | 'users' | 'tokens' | 'clock' | 'log'> {
  accounts: AccountStore;
  identityLinks: IdentityLinkStore;
  /** What a claim takes back from the unverified user (claim-revocation.ts). */
  claims: ClaimRevoker;
  /** Account names pass moderation (decision 0830): a blocked name from the provider gives way to the e-mail. */
  moderation?: ModerationService;
}

/** ID tokens of the big providers are RS256 (Google, Apple) or ES256; nothing else is accepted, never HMAC or none. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256'];
const MAX_ID_TOKEN_LENGTH = 8192;

export interface VerifiedIdentity {
  /** The provider's canonical issuer (an alias the token used is mapped to it). */
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

// One cached key set per JWKS URL and process: keys are public, and jose refetches on an unknown kid (rate-limited).
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetOf(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 3000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

/** Apple sends email_verified as the string "true"; Google as a boolean. */
const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * Verifies an ID token against the configured provider its (unverified) `iss` names: signature by the provider's JWKS,
 * algorithm, issuer, one of our audiences, and expiry by our clock. Undefined for anything that does not verify.
 */
export async function verifyIdToken(
  idToken: string,
  providers: readonly IdentityProvider[],
  clock: Clock,
): Promise<VerifiedIdentity | undefined> {
  if (idToken.length > MAX_ID_TOKEN_LENGTH) return undefined;
  let claimedIssuer: string | undefined;
  try {
    claimedIssuer = decodeJwt(idToken).iss;
  } catch {
    return undefined;
  }
  const provider = providers.find((p) => p.issuer === claimedIssuer || p.issuerAliases.includes(claimedIssuer ?? ''));
  if (!provider || provider.audiences.length === 0) return undefined;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(provider.jwksUrl), {
      algorithms: ID_TOKEN_ALGORITHMS,
      issuer: [provider.issuer, ...provider.issuerAliases],
      audience: provider.audiences,
      currentDate: new Date(clock.now()),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
  const email = typeof payload.email === 'string' && payload.email.length <= 254 ? payload.email : undefined;
  const name = typeof payload.name === 'string' ? payload.name.trim().slice(0, 200) : undefined;
  return {
    issuer: provider.issuer,
    subject: payload.sub!,
    ...(email ? { email } : {}),
    emailVerified: email !== undefined && isTrue(payload.email_verified),
    ...(name ? { name } : {}),
  };
}

/**
 * Signs in with a verified identity. A linked (issuer, subject) signs in as its user whatever the e-mail is now.
 * Otherwise only a provider-verified e-mail is used: it links to the user who has it, or creates a user with a new
 * account. Linking to a user whose e-mail is not verified claims it (contract Part 3): the password someone set for
 * the address and every session of that user stop working. An unverified e-mail neither links nor claims an address,
 * so nobody can take over or squat an account through a provider that does not verify e-mails.
 */
/**
 * `POST /auth/social`: the ID token checked against the configured providers (401 when it is invalid, expired or from
 * none of them), then the sign-in (or sign-up) of its identity.
 */
export async function signInWithIdToken(
  deps: SocialDeps & { providers: readonly IdentityProvider[] },
  idToken: string,
): Promise<SignedIn> {
  const identity = await verifyIdToken(idToken, deps.providers, deps.clock);
  if (!identity) throw unauthorized('ID token is invalid, expired or not from a configured identity provider');
  return socialSignIn(deps, identity);
}

async function socialSignIn(deps: SocialDeps, identity: VerifiedIdentity): Promise<SignedIn> {
  const user = (await linkedUser(deps, identity)) ?? (await linkOrCreate(deps, identity));
  const accountId = await signInAccountId(deps, user);
  if (!accountId) throw unauthorized('This user belongs to no account');
  return { user, tokens: await startSession(deps, { userId: user.id, accountId, epoch: user.sessionEpoch }) };
}

async function linkedUser(deps: SocialDeps, identity: VerifiedIdentity): Promise<UserRecord | undefined> {
  const link = await deps.identityLinks.get(identity.issuer, identity.subject);
  return link ? deps.users.get(link.userId) : undefined;
}

async function linkOrCreate(deps: SocialDeps, identity: VerifiedIdentity): Promise<UserRecord> {
  if (!identity.email || !identity.emailVerified) {
    throw forbidden('The identity provider has not verified an e-mail address for this sign-in');
  }
  const email = identity.email;
  let user = await deps.users.findByEmail(email);
  if (user && !user.emailVerified) {
    // The owner of the address proved it: what the unverified user created, whatever password someone set for it,
    // and every session, end here.
    await deps.claims.revokeCreatedBy(user, deps.clock.now());
    const ended = await deps.users.endSessions(user, { credentials: { passwordHash: null, verified: true } });
    if (ended.ok) user = ended.user;
    deps.log.info('unverified user claimed by a provider-verified sign-in', { userId: user.id });
  }
  if (!user) {
    const named = identity.name && !(deps.moderation && (await isBlockedName(deps.moderation, identity.name)));
    const provisioned = await provision(deps, {
      email,
      fullName: identity.name || email.split('@')[0]!,
      accountName: named ? identity.name! : email,
      emailVerified: true,
      nowMs: deps.clock.now(),
    });
    // EMAIL_TAKEN: registered by a concurrent request a moment ago; link to that user.
    user = provisioned.ok ? provisioned.user : await deps.users.findByEmail(email);
    if (!user) throw new Error('The e-mail was taken by a user who cannot be found');
  }
  const linked = await deps.identityLinks.create({
    issuer: identity.issuer,
    subject: identity.subject,
    userId: user.id,
    email,
    createdAt: new Date(deps.clock.now()).toISOString(),
  });
  if (linked.ok) return user;
  // LINKED: a concurrent first sign-in of the same identity linked it first; that link wins.
  const winner = await linkedUser(deps, identity);
  if (!winner) throw unauthorized();
  return winner;
}
