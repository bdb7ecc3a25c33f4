/**
 * Single-use e-mail tokens (contract Part 3): at least 128 random bits (here 256), stored only as their SHA-256, a
 * verification token valid 24 hours and a reset token 1 hour. A token also carries the user's session epoch when it
 * was issued: a password reset, a claim or a sign-out everywhere since makes every older token useless.
 */
import { randomSecret } from '../ids';
import type { Result } from '../result';
import { hashToken } from './token-hash';

export type EmailTokenPurpose = 'verify' | 'reset';

const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 3600_000,
  reset: 3600_000,
};

export interface EmailTokenRecord {
  tokenHash: string;
  purpose: EmailTokenPurpose;
  userId: string;
  email: string;
  /** The user's session epoch when the token was issued. */
  epoch: number;
  expiresAt: string;
}

/** E-mail tokens (shared/db/email-token-repository.ts). */
export interface EmailTokenStore {
  create(record: EmailTokenRecord): Promise<void>;
  /**
   * Removes the token and answers it, if it exists for this purpose: a token is used once, even by racing requests.
   * UNAVAILABLE when it does not (never issued, used already, or issued for another purpose).
   */
  consume(tokenHash: string, purpose: EmailTokenPurpose): Promise<Result<'UNAVAILABLE', { token: EmailTokenRecord }>>;
}

/** A new token for a user: the value (for the e-mail) and its record (only the hash is stored). */
export function newEmailToken(
  user: { id: string; email: string; sessionEpoch?: number },
  purpose: EmailTokenPurpose,
  nowMs: number,
): { value: string; record: EmailTokenRecord } {
  const value = randomSecret(32);
  return {
    value,
    record: {
      tokenHash: hashToken(value),
      purpose,
      userId: user.id,
      email: user.email,
      epoch: user.sessionEpoch ?? 0,
      expiresAt: new Date(nowMs + EMAIL_TOKEN_TTL_MS[purpose]).toISOString(),
    },
  };
}
