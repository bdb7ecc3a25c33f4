import type { UserRecord } from '../accounts/user';
import { unauthorized } from '../errors';
import { decoyHash, verifyPassword } from './password';
import { type SessionDeps, signInAccountId, startSession, type TokenPair } from './session';
import { assertNotLocked, recordFailedSignIn, type SignInFailureStore, signInEmailHash } from './sign-in-lockout';

/** One message for a wrong e-mail and a wrong password, so the answer does not tell which e-mails are registered. */
export const INVALID_LOGIN = 'E-mail or password is incorrect';

export interface SignedIn {
  user: UserRecord;
  tokens: TokenPair;
}

export type PasswordDeps = Pick<SessionDeps, 'sessions' | 'users' | 'tokens' | 'clock'>;

/** Checks a password against a user, spending one verification whether or not the user (or their password) exists. */
export async function checkPassword(user: UserRecord | undefined, password: string): Promise<boolean> {
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  return ok && user?.passwordHash !== undefined;
}

/**
 * `POST /auth/login`: e-mail and password sign-in into the user's default account. An e-mail with 10 failed sign-ins
 * in 15 minutes is refused (429) for 15 minutes before its password is even checked (shared/auth/sign-in-lockout.ts).
 */
export async function login(
  deps: PasswordDeps & { signInFailures: SignInFailureStore },
  { email, password }: { email: string; password: string },
): Promise<SignedIn> {
  const emailHash = signInEmailHash(email);
  const nowMs = deps.clock.now();
  const [user, failing] = await Promise.all([
    deps.users.findByEmail(email.trim()),
    assertNotLocked(deps.signInFailures, emailHash, nowMs),
  ]);
  const accountId = (await checkPassword(user, password)) && user ? await signInAccountId(deps, user) : undefined;
  if (!user || !accountId) {
    await recordFailedSignIn(deps.signInFailures, emailHash, nowMs);
    throw unauthorized(INVALID_LOGIN);
  }
  if (failing) await deps.signInFailures.clear(emailHash);
  return { user, tokens: await startSession(deps, { userId: user.id, accountId, epoch: user.sessionEpoch }) };
}
