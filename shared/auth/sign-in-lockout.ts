/**
 * Sign-in throttled per e-mail as well as per IP (contract Part 3): after 10 failed sign-ins for one e-mail in 15
 * minutes, sign-in for it answers 429 for 15 minutes whatever the IP, the right password included. Counted for every
 * e-mail, registered or not, so the answer tells nothing about which are. A successful sign-in clears the count.
 */
import { createHash } from 'node:crypto';
import { tooManyRequests } from '../errors';

const MAX_FAILED_SIGN_INS = 10;
const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;
const LOCKOUT_MS = 15 * 60_000;

/** Failed sign-ins per e-mail (shared/db/sign-in-failure-repository.ts), keyed by the hash of the folded e-mail. */
export interface SignInFailureStore {
  /** Until when sign-in for the e-mail is refused (if it is), and whether any failure is on record. */
  state(emailHash: string): Promise<{ lockedUntil?: number; failures: boolean }>;
  /** Records a failure at `nowMs`; answers how many fell within the window ending then. */
  recordFailure(emailHash: string, nowMs: number, windowMs: number): Promise<number>;
  lock(emailHash: string, untilMs: number): Promise<void>;
  clear(emailHash: string): Promise<void>;
}

export const signInEmailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('base64url');

const LOCKED = `Rate limit exceeded: ${MAX_FAILED_SIGN_INS} failed sign-ins in 15 minutes for this e-mail; try again later`;

/** Throws 429 while sign-in for the e-mail is locked; answers whether failures are on record (to clear them). */
export async function assertNotLocked(store: SignInFailureStore, emailHash: string, nowMs: number): Promise<boolean> {
  const { lockedUntil, failures } = await store.state(emailHash);
  if (lockedUntil !== undefined && lockedUntil > nowMs) throw tooManyRequests(LOCKED);
  return failures;
}

/** Counts a failed sign-in, and locks the e-mail when it is the tenth in the window. */
export async function recordFailedSignIn(store: SignInFailureStore, emailHash: string, nowMs: number): Promise<void> {
  const failures = await store.recordFailure(emailHash, nowMs, FAILED_SIGN_IN_WINDOW_MS);
  if (failures >= MAX_FAILED_SIGN_INS) await store.lock(emailHash, nowMs + LOCKOUT_MS);
}
