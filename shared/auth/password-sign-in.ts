import { provisionOwner } from '../accounts/provision';
import type { UserRecord } from '../accounts/user';
import { EmailTakenError } from '../db/user-repository';
import { conflict, unauthorized } from '../http/errors';
import type { Repositories } from '../repositories';
import type { Runtime } from '../runtime';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { signInAccountId, startSession, type TokenPair } from './session';

// The field schemas live with the auth routes' other schemas (the route table documents them from there).
export { Email, FullName, Password } from './auth-schemas';

/** One message for a wrong e-mail and a wrong password, so the answer does not tell which e-mails are registered. */
export const INVALID_LOGIN = 'E-mail or password is incorrect';

export interface SignedIn {
  user: UserRecord;
  tokens: TokenPair;
}

/** Checks a password against a user, spending one verification whether or not the user (or their password) exists. */
export async function checkPassword(user: UserRecord | undefined, password: string): Promise<boolean> {
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  return ok && user?.passwordHash !== undefined;
}

/** E-mail and password sign-in into the user's default account. */
export async function login(rt: Runtime, repos: Repositories, email: string, password: string): Promise<SignedIn> {
  const user = await repos.users.findByEmail(email);
  if (!(await checkPassword(user, password)) || !user) throw unauthorized(INVALID_LOGIN);
  const accountId = await signInAccountId(repos, user);
  if (!accountId) throw unauthorized(INVALID_LOGIN);
  return { user, tokens: await startSession(rt, repos, user.id, accountId) };
}

export interface Registration {
  email: string;
  password: string;
  fullName: string;
  accountName?: string;
}

/** Creates a user and their own account (role OWNER) and signs them in; 409 when the e-mail is taken in any case. */
export async function register(rt: Runtime, repos: Repositories, input: Registration): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  try {
    const { user, account } = await provisionOwner(repos, {
      email: input.email,
      fullName: input.fullName,
      passwordHash,
      accountName: input.accountName ?? input.fullName,
      nowMs: rt.clock.now(),
    });
    return { user, tokens: await startSession(rt, repos, user.id, account.id) };
  } catch (error) {
    if (error instanceof EmailTakenError) throw conflict('An account with this e-mail already exists');
    throw error;
  }
}
