import type { AccountStore } from '../accounts/account';
import { provisionOwner } from '../accounts/provision';
import { EmailTakenError, type UserRecord } from '../accounts/user';
import { conflict, unauthorized } from '../errors';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { type SessionDeps, signInAccountId, startSession, type TokenPair } from './session';

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

/** `POST /auth/login`: e-mail and password sign-in into the user's default account. */
export async function login(
  deps: PasswordDeps,
  { email, password }: { email: string; password: string },
): Promise<SignedIn> {
  const user = await deps.users.findByEmail(email.trim());
  if (!(await checkPassword(user, password)) || !user) throw unauthorized(INVALID_LOGIN);
  const accountId = await signInAccountId(deps, user);
  if (!accountId) throw unauthorized(INVALID_LOGIN);
  return { user, tokens: await startSession(deps, { userId: user.id, accountId }) };
}

export interface Registration {
  email: string;
  password: string;
  fullName: string;
  accountName?: string;
}

/** `POST /auth/register`: a user and their own account (role OWNER), signed in; 409 when the e-mail is taken. */
export async function register(
  deps: PasswordDeps & { accounts: AccountStore },
  input: Registration,
): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  try {
    const { user, account } = await provisionOwner(deps, {
      email: input.email,
      fullName: input.fullName,
      passwordHash,
      accountName: input.accountName ?? input.fullName,
      nowMs: deps.clock.now(),
    });
    return { user, tokens: await startSession(deps, { userId: user.id, accountId: account.id }) };
  } catch (error) {
    if (error instanceof EmailTakenError) throw conflict('An account with this e-mail already exists');
    throw error;
  }
}
