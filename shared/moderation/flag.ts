import type { AuditEntry } from '../audit/audit';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import type { ModerationCategory } from './types';

export const FLAG_STATUSES = ['OPEN', 'DISMISSED', 'CONFIRMED', 'ACCOUNT_SUSPENDED'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

/** A moderation flag raised on a message, as the contract gives it. */
export interface FlagRecord {
  id: string;
  accountId: string;
  messageId: string;
  categories: ModerationCategory[];
  severity: 'HIGH' | 'LOW';
  status: FlagStatus;
  /** The message text with offending words masked. */
  excerpt: string;
  createdAt: string;
  reviewedAt?: string;
  reviewedBy?: string;
  note?: string;
}

export interface FlagReview {
  status: FlagStatus;
  reviewedAt: string;
  reviewedBy: string;
  /** Replaces the note when given; left as it was when undefined. */
  note?: string;
}

/** Moderation flags (shared/db/flag-repository.ts); they are created with their message by the send. */
export interface FlagStore {
  get(flagId: string): Promise<FlagRecord | undefined>;
  /** One account's flags, newest first, optionally only those with `status`. */
  listByAccount(accountId: string, page: PageRequest, status?: FlagStatus): Promise<Page<FlagRecord>>;
  /** Every account's flags, newest first, optionally only those with `status`. */
  listAll(page: PageRequest, status?: FlagStatus): Promise<Page<FlagRecord>>;
  /**
   * Records a review in one transaction with its audit entries (and, with `suspendAccount`, the suspension of the
   * flag's account), conditional on the flag still being as `current` shows it: the flag as reviewed, or CHANGED when
   * it changed between being read and being reviewed (another reviewer was quicker), and nothing is written.
   */
  review(
    current: FlagRecord,
    review: FlagReview,
    options: { suspendAccount: boolean; audit: AuditEntry[] },
  ): Promise<Result<'CHANGED', { flag: FlagRecord }>>;
}
