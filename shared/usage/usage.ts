/**
 * Daily usage of an account (issue 29; docs/decisions/1535-usage-aggregate.md): per South African day of a message's
 * creation, how many were accepted, delivered, failed, blocked and flagged, and the credits they cost net of refunds.
 * Counted from the table's change stream by the event relay, a batch at a time: one write per account, day and batch,
 * never one per message, and none on the send path.
 */
import type { MessageRecord, MessageStatus } from '../messages/message';

export const USAGE_COUNTERS = ['accepted', 'delivered', 'failed', 'blocked', 'flagged', 'credits'] as const;
type UsageCounter = (typeof USAGE_COUNTERS)[number];
export type UsageCounts = Record<UsageCounter, number>;

/** A committed write as the stream adapter decodes it (the relay's ItemChange; only what the counts read). */
export interface ItemChange {
  entity: string | undefined;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface UsageDelta {
  accountId: string;
  /** The South African day (YYYY-MM-DD) the message was created on. */
  day: string;
  counts: Partial<UsageCounts>;
}

export interface UsageDay extends UsageCounts {
  day: string;
}

/** Daily usage counters (shared/db/usage-repository.ts). */
export interface UsageStore {
  /** Adds each delta to its account's day (ADD: deltas of one batch, one write per account and day). */
  add(deltas: readonly UsageDelta[], seed: string): Promise<void>;
  /** The account's days from `from` to `to` (inclusive, YYYY-MM-DD); days with nothing counted are absent. */
  read(accountId: string, from: string, to: string): Promise<Map<string, UsageCounts>>;
}

const SAST_OFFSET_MS = 2 * 3_600_000;

/** The South African day of a time (SAST is UTC+2 all year, no daylight saving). */
export function southAfricanDay(ms: number): string {
  return new Date(ms + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

const FINAL: Partial<Record<MessageStatus, 'delivered' | 'failed'>> = { DELIVERED: 'delivered', FAILED: 'failed' };

/** What one change adds to its message's day: a message stored, or moved into or out of DELIVERED or FAILED. */
function countsOf(change: ItemChange): Partial<UsageCounts> | undefined {
  if (change.entity !== 'Message' || !change.after) return undefined;
  const m = change.after as unknown as MessageRecord;
  const before = change.before as unknown as MessageRecord | undefined;
  const counts: Partial<UsageCounts> = {};
  const add = (k: UsageCounter, n: number) => {
    if (n !== 0) counts[k] = (counts[k] ?? 0) + n;
  };
  if (!before) {
    if (m.status === 'BLOCKED') add('blocked', 1);
    else {
      add('accepted', 1);
      add('credits', m.cost);
      if (m.moderation?.verdict === 'FLAGGED') add('flagged', 1);
    }
  }
  if (before?.status !== m.status) {
    const was = before ? FINAL[before.status] : undefined;
    const now = FINAL[m.status];
    if (was) add(was, -1);
    if (now) add(now, 1);
    // A failure is refunded (shared/messages/refund.ts); a late receipt that undoes one is not charged again.
    if (m.status === 'FAILED') add('credits', -m.cost);
    if (before?.status === 'FAILED') add('credits', m.cost);
  }
  return Object.keys(counts).length > 0 ? counts : undefined;
}

/** The usage a batch of changes adds, summed per account and day (one delta each). */
export function usageOfChanges(changes: readonly ItemChange[]): UsageDelta[] {
  const byKey = new Map<string, UsageDelta>();
  for (const change of changes) {
    const counts = countsOf(change);
    if (!counts) continue;
    const m = change.after as unknown as MessageRecord;
    const ms = Date.parse(m.createdAt);
    if (!Number.isFinite(ms)) continue;
    const day = southAfricanDay(ms);
    const key = `${m.accountId}|${day}`;
    const delta = byKey.get(key) ?? { accountId: m.accountId, day, counts: {} };
    for (const [k, n] of Object.entries(counts) as [UsageCounter, number][])
      delta.counts[k] = (delta.counts[k] ?? 0) + n;
    byKey.set(key, delta);
  }
  return [...byKey.values()].filter((d) => Object.values(d.counts).some((n) => n !== 0));
}

const zero = (): UsageCounts => ({ accepted: 0, delivered: 0, failed: 0, blocked: 0, flagged: 0, credits: 0 });

/** `GET /usage?days=`: the last `days` South African days, today last, every day present (zeros included). */
export async function usageReport(
  { usage }: { usage: UsageStore },
  { accountId, days, nowMs }: { accountId: string; days: number; nowMs: number },
): Promise<{ from: string; to: string; days: UsageDay[]; totals: UsageCounts }> {
  const list = Array.from({ length: days }, (_, i) => southAfricanDay(nowMs - (days - 1 - i) * 86_400_000));
  const from = list[0]!;
  const to = list.at(-1)!;
  const found = await usage.read(accountId, from, to);
  const totals = zero();
  const out = list.map((day) => {
    const counts = { ...zero(), ...found.get(day) };
    for (const k of USAGE_COUNTERS) totals[k] += counts[k];
    return { day, ...counts };
  });
  return { from, to, days: out, totals };
}
