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
