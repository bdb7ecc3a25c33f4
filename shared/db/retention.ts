/**
 * POPIA retention (docs/privacy.md, docs/decisions/1103-content-retention.md): items that hold message bodies or phone numbers
 * carry a `ttl` (epoch seconds) of their creation plus the content retention period, and DynamoDB's TTL deletes them
 * afterwards. Items with a shorter life of their own (idempotency records, webhook events and attempts) keep the
 * shorter one. Ledger entries and the audit log never get one: financial and audit records are kept.
 */
import type { Table } from './table';

export const DEFAULT_CONTENT_RETENTION_DAYS = 90;
const DAY_SECONDS = 24 * 3600;

/** When an item of personal content created at `fromMs` expires (epoch seconds). */
export function contentTtl(table: Pick<Table, 'contentRetentionDays'>, fromMs: number): number {
  const days = table.contentRetentionDays ?? DEFAULT_CONTENT_RETENTION_DAYS;
  return Math.floor(fromMs / 1000) + days * DAY_SECONDS;
}

/** An item with a lifetime of its own (`ownSeconds`), never kept past the content retention period. */
export function cappedTtl(table: Pick<Table, 'contentRetentionDays'>, fromMs: number, ownSeconds: number): number {
  return Math.min(Math.floor(fromMs / 1000) + ownSeconds, contentTtl(table, fromMs));
}

/** An ISO time (a record's createdAt) in epoch milliseconds; now when it does not parse. */
export function msOf(iso: string | undefined, fallbackMs: number): number {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? ms : fallbackMs;
}
