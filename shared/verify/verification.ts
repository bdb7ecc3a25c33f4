/**
 * A verification (issue 31, docs/decisions/1701-verify.md): a one-time code sent by SMS to one number and checked by
 * the integrator's user. The code itself is never stored: only its keyed hash (shared/verify/code-key.ts).
 */
import type { Result } from '../result';

export const VERIFICATION_STATUSES = ['pending', 'approved', 'canceled', 'expired', 'max_attempts_reached'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFY_LOCALES = ['en', 'af', 'zu', 'xh', 'st'] as const;
export type VerifyLocale = (typeof VERIFY_LOCALES)[number];

/** How long a code is valid, from the verification's start (a resend does not extend it). */
export const CODE_TTL_MS = 10 * 60_000;
/** Checks and sends a verification allows. */
export const MAX_CHECKS = 5;
export const MAX_SENDS = 5;
/** The least time between two sends of one verification. */
export const RESEND_AFTER_MS = 30_000;
export const DEFAULT_CODE_LENGTH = 6;
/** How long a finished verification is kept (its number is personal data): a day past its expiry. */
export const KEEP_AFTER_EXPIRY_SECONDS = 24 * 3600;

export interface VerificationRecord {
  id: string;
  accountId: string;
  apiKeyId: string;
  to: string;
  /** The destination prefix the fraud guard counts it under. */
  prefix: string;
  locale: VerifyLocale;
  brand?: string;
  /** The Twilio Verify service it was started through, if any (docs/decisions/1703-twilio-verify.md). */
  serviceId?: string;
  codeLength: number;
  /** HMAC-SHA256 of the id and the code under the server's code key, base64url; the code is never stored. */
  codeHash?: string;
  status: VerificationStatus;
  sends: number;
  checks: number;
  lastSentAtMs: number;
  expiresAtMs: number;
  createdAt: string;
  updatedAt: string;
}

/** What every verification route answers: never the code nor its hash. */
export interface PublicVerification {
  id: string;
  to: string;
  status: VerificationStatus;
  locale: VerifyLocale;
  sends: number;
  checks: number;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

/** The status as of `nowMs`: a pending verification past its expiry reads as expired before anyone writes it. */
export function statusAt(v: Pick<VerificationRecord, 'status' | 'expiresAtMs'>, nowMs: number): VerificationStatus {
  return v.status === 'pending' && nowMs >= v.expiresAtMs ? 'expired' : v.status;
}

export function publicVerification(v: VerificationRecord, nowMs: number): PublicVerification {
  return {
    id: v.id,
    to: v.to,
    status: statusAt(v, nowMs),
    locale: v.locale,
    sends: v.sends,
    checks: v.checks,
    expiresAt: new Date(v.expiresAtMs).toISOString(),
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
  };
}

/**
 * The prefix a number is counted under by the fraud guard: the E.164 number without its last four digits (a block of
 * 10,000 numbers of one network, +27 82 123 ....). Sequential numbers share it.
 */
export function prefixOf(e164: string): string {
  return e164.slice(0, -4);
}

/** What a verification's writes need of the store (shared/db/verification-repository.ts). */
export interface VerificationStore {
  get(id: string): Promise<VerificationRecord | undefined>;
  /** The id of the account's latest verification of a number, if any. */
  latestOf(accountId: string, to: string): Promise<string | undefined>;
  /**
   * Stores a new verification and points the number's marker at it; MOVED (nothing written) when another start moved
   * the marker from `previousId` first.
   */
  create(v: VerificationRecord, previousId: string | undefined): Promise<Result<'MOVED'>>;
  /** Removes a verification whose first SMS could not be sent (refused: balance, cap, vendor, moderation). */
  remove(v: VerificationRecord): Promise<void>;
  /**
   * Moves a pending verification on, if it is still as read (`checks`, `sends`): ok with the verification as it is
   * now, or CHANGED when another request changed it first.
   */
  update(
    v: VerificationRecord,
    changes: Partial<Pick<VerificationRecord, 'status' | 'checks' | 'sends' | 'codeHash' | 'lastSentAtMs'>>,
    nowMs: number,
  ): Promise<Result<'CHANGED', { verification: VerificationRecord }>>;
}
