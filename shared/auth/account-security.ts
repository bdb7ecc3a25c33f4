/**
 * Account security (contract Part 3): registration with e-mail verification, verification, password reset and change,
 * and signing out everywhere. The rule that ties them: a password someone else set never opens an address's account
 * once its owner proves the address. Proof (a completed verification, a completed reset, a provider-verified social
 * sign-in) claims a user whose e-mail is not verified: the password set before stops working, and so does every
 * session started before (the user's session epoch rises), and what the unverified user created (API keys, webhooks,
 * pending invites, vendor settings) is revoked first, and the user leaves the accounts they joined by invite for one
 * of their own (claim-revocation.ts). See docs/decisions/0805-account-security.md, 0809 and 0833.
 */
import type { AccountStore } from '../accounts/account';
import { provisionOwner } from '../accounts/provision';
import type { UserRecord } from '../accounts/user';
import { forbidden, unauthorized, validationError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { assertAllowedName } from '../moderation/names';
import type { ModerationService } from '../moderation/types';
import type { ClaimRevoker } from './claim-revocation';
import { assertUncommonPassword } from './common-passwords';
import { type EmailTokenPurpose, type EmailTokenStore, newEmailToken } from './email-tokens';
import { hashPassword, verifyPassword } from './password';
import type { SignedIn } from './password-sign-in';
import { type SessionDeps, startSession } from './session';
import { type SignInFailureStore, signInEmailHash } from './sign-in-lockout';
import { hashToken } from './token-hash';

export interface MailDeps {
  emailTokens: EmailTokenStore;
  mailer: Mailer;
  /** The dashboard's base URL: where the links of the mail lead. */
  appUrl: string;
}

export type SecurityDeps = Pick<SessionDeps, 'sessions' | 'users' | 'tokens' | 'clock' | 'log'> & MailDeps;

/** The routes that may claim a user: what the claim takes back from the unverified user (claim-revocation.ts). */
export interface ClaimDeps {
  claims: ClaimRevoker;
}

const INVALID_TOKEN = 'The link is invalid, used or expired; ask for a new one';

const MAIL: Record<EmailTokenPurpose, { subject: string; page: string; body: (link: string) => string }> = {
  verify: {
    subject: 'Confirm your e-mail address',
    page: 'verify-email',
    body: (link) =>
      `Confirm that this address is yours: ${link}\n\nThe link works once, for 24 hours. If you did not sign up, ` +
      'open it anyway: it removes the password someone else set for your address.',
  },
  reset: {
    subject: 'Reset your password',
    page: 'reset-password',
    body: (link) =>
      `Choose a new password: ${link}\n\nThe link works once, for 1 hour, and signs you out everywhere. If you did ` +
      'not ask for it, ignore this e-mail: your password stays as it is.',
  },
};

/** Issues a single-use token for a user and mails its link to their address. */
export async function mailToken(
  deps: MailDeps & { clock: { now(): number } },
  user: UserRecord,
  purpose: EmailTokenPurpose,
): Promise<void> {
  const { value, record } = newEmailToken(user, purpose, deps.clock.now());
  await deps.emailTokens.create(record);
  const { subject, page, body } = MAIL[purpose];
  // In the fragment: browsers never send it, so no server, CDN or proxy log holds the token (issue 26 finding 8).
  const link = `${deps.appUrl.replace(/\/+$/, '')}/${page}#token=${encodeURIComponent(value)}`;
  await deps.mailer.send({ to: user.email, subject, text: body(link), token: value });
}

export interface Registration {
  email: string;
  password: string;
  fullName: string;
  accountName?: string;
}

/**
 * `POST /auth/register`: a user and their own account (role OWNER), signed in, and a verification e-mail on its way;
 * 409 when the e-mail is taken; 400 for a password among the most common ones.
 */
export async function register(
  deps: SecurityDeps & { accounts: AccountStore; moderation?: ModerationService },
  input: Registration,
): Promise<SignedIn> {
  assertUncommonPassword(input.password);
  // The account's name is shown to its team and was once sent in SMS: it passes moderation (decision 0830).
  if (deps.moderation) {
    await assertAllowedName(
      deps.moderation,
      input.accountName ?? input.fullName,
      input.accountName !== undefined ? 'accountName' : 'fullName',
    );
  }
  const passwordHash = await hashPassword(input.password);
  const { user, account } = await provisionOwner(deps, {
    email: input.email,
    fullName: input.fullName,
    passwordHash,
    accountName: input.accountName ?? input.fullName,
    nowMs: deps.clock.now(),
  });
  const [tokens] = await Promise.all([
    startSession(deps, { userId: user.id, accountId: account.id }),
    mailToken(deps, user, 'verify'),
  ]);
  return { user, tokens };
}

/** A token of `purpose`, used up, with its user as it is now; 400 when it is not (or no longer) good. */
async function redeem(deps: SecurityDeps, token: string, purpose: EmailTokenPurpose): Promise<UserRecord> {
  const consumed = await deps.emailTokens.consume(hashToken(token), purpose);
  const record = consumed.ok ? consumed.token : undefined;
  const user = record ? await deps.users.get(record.userId) : undefined;
  const good =
    record &&
    user &&
    Date.parse(record.expiresAt) > deps.clock.now() &&
    record.email.toLowerCase() === user.email.toLowerCase() &&
    record.epoch === (user.sessionEpoch ?? 0);
  if (!good) throw validationError(INVALID_TOKEN, [{ path: 'token', message: 'invalid, used or expired' }]);
  return user;
}

/**
 * The user of an optional bearer token sent to a public route: undefined without an Authorization header; a header
 * that is not a valid, live token is refused (401), never read as absent.
 */
export type SignedInReader = (authorization: string | undefined) => Promise<{ userId: string } | undefined>;

/**
 * `POST /auth/verify-email`: the address is proved. Opened by the user signed in (their bearer token sent along),
 * whoever set the password also reads the mail: the e-mail is marked verified and nothing else changes. Opened by
 * anyone else, it claims the user: the password set before and every session end (they set a new password with a
 * reset). A verified user's link changes nothing.
 */
export async function verifyEmail(
  deps: SecurityDeps & ClaimDeps & { signedIn: SignedInReader },
  { token, authorization }: { token: string; authorization?: string },
): Promise<void> {
  const signedInUserId = (await deps.signedIn(authorization))?.userId;
  const user = await redeem(deps, token, 'verify');
  if (user.emailVerified) return;
  if (signedInUserId === user.id) {
    await deps.users.markVerified(user.id);
    return;
  }
  await deps.claims.revokeCreatedBy(user, deps.clock.now());
  await deps.users.endSessions(user, { credentials: { passwordHash: null, verified: true } });
  deps.log.info('unverified user claimed by a verification link', { userId: user.id });
}

/** `POST /auth/verify-email/resend`: a new verification e-mail, unless the address is verified already. */
export async function resendVerification(deps: SecurityDeps, { userId }: { userId: string }): Promise<void> {
  const user = await deps.users.get(userId);
  if (!user) throw unauthorized();
  if (!user.emailVerified) await mailToken(deps, user, 'verify');
}

/** `POST /auth/password-reset`: a reset e-mail when the address has a user; the same answer either way. */
export async function requestPasswordReset(deps: SecurityDeps, { email }: { email: string }): Promise<void> {
  const user = await deps.users.findByEmail(email.trim());
  if (user) await mailToken(deps, user, 'reset');
}

/**
 * `POST /auth/password-reset/confirm`: sets the password, verifies the e-mail (the link proved it) and ends every
 * session of the user. A common password is refused before the token is used up. The per-e-mail sign-in lockout is
 * cleared: whoever proved the mailbox may sign in with the new password at once (issue 26 finding 8).
 */
export async function confirmPasswordReset(
  deps: SecurityDeps & ClaimDeps & { signInFailures: Pick<SignInFailureStore, 'clear'> },
  { token, password }: { token: string; password: string },
): Promise<void> {
  assertUncommonPassword(password);
  const user = await redeem(deps, token, 'reset');
  const passwordHash = await hashPassword(password);
  // A reset of an unverified user is a claim: what that user created goes before the password changes hands.
  if (!user.emailVerified) await deps.claims.revokeCreatedBy(user, deps.clock.now());
  await deps.users.endSessions(user, { credentials: { passwordHash, verified: true } });
  await deps.signInFailures.clear(signInEmailHash(user.email));
}

/**
 * `PUT /auth/password`: the current password proves it is the user (403 when wrong, or when they have none: a reset
 * sets one); the new one must not be common. Every other session of the user ends; the caller's stays.
 */
export async function changePassword(
  deps: SecurityDeps,
  input: { userId: string; sessionId?: string; currentPassword: string; newPassword: string },
): Promise<void> {
  assertUncommonPassword(input.newPassword, 'newPassword');
  const user = await deps.users.get(input.userId);
  if (!user) throw unauthorized();
  if (!user.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw forbidden('The current password is wrong (a user without one sets it with a password reset)');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.users.endSessions(user, {
    credentials: { passwordHash, verified: user.emailVerified === true },
    ...(input.sessionId ? { keep: input.sessionId } : {}),
  });
}

/** `POST /auth/logout-all`: every session of the user ends, this one included, on its next request. */
export async function logoutEverywhere(deps: Pick<SecurityDeps, 'users'>, { userId }: { userId: string }) {
  const user = await deps.users.get(userId);
  if (!user) throw unauthorized();
  await deps.users.endSessions(user);
}
