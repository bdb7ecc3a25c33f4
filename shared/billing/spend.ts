/**
 * Daily spend caps (contract Part 3): an account may cap what it spends in credits per Africa/Johannesburg day, and so
 * may each API key. A send past a cap is 429 SPEND_LIMIT_EXCEEDED and charges nothing: the counters are written in the
 * send's own transaction, conditional on the cap, with its debit. A day's spend of a cap is kept in counter shards (one
 * per 1,000 credits of the cap, at most 32), each holding its share of the cap, so no counter is written by every
 * send of a busy account (docs/capacity.md, docs/decisions/0804-limits-and-spend-caps.md).
 */
import * as z from 'zod/mini';
import type { AccountStore } from '../accounts/account';
import type { ApiKeyRecord } from '../api-keys/api-key';
import { actorOf, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { accountGone } from '../errors';

const SPEND_TIME_ZONE = 'Africa/Johannesburg';
/** South Africa Standard Time, UTC+2 all year (no daylight saving). */
const SAST_OFFSET_MS = 2 * 3600_000;
const MAX_DAILY_SPEND_LIMIT = 100_000_000;
/** Credits of a cap per counter shard, and the most shards a cap is spread over (docs/capacity.md). */
const CREDITS_PER_SHARD = 1000;
export const MAX_SPEND_SHARDS = 32;

/** The Africa/Johannesburg calendar day (YYYY-MM-DD) of a moment: the day a spend counts against. */
export function spendDay(nowMs: number): string {
  return new Date(nowMs + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** When an Africa/Johannesburg day (YYYY-MM-DD) starts, in epoch milliseconds. */
function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - SAST_OFFSET_MS;
}

export interface SpendCap {
  kind: 'account' | 'apiKey';
  id: string;
  /** Credits per day. */
  limit: number;
}

/** The counter subject of a cap: the account's or the key's. */
export const spendSubject = (cap: Pick<SpendCap, 'kind' | 'id'>) =>
  `${cap.kind === 'account' ? 'ACCOUNT' : 'APIKEY'}#${cap.id}`;

/** How many counter shards a cap spreads its day over: one per 1,000 credits, at least one, at most 32. */
export function spendShards(limit: number): number {
  return Math.max(1, Math.min(MAX_SPEND_SHARDS, Math.floor(limit / CREDITS_PER_SHARD)));
}

/** The share of the cap that shard `index` of `shards` may hold: as even as whole credits allow. */
export function spendQuota(limit: number, shards: number, index: number): number {
  return Math.floor(limit / shards) + (index < limit % shards ? 1 : 0);
}

export function spendLimitMessage(cap: SpendCap): string {
  const who = cap.kind === 'account' ? 'the account' : 'this API key';
  return `Daily spend limit reached: ${who} may spend ${cap.limit} credits a day (${SPEND_TIME_ZONE})`;
}

/** `dailySpendLimit` as requests give it: whole credits, or null for no cap. */
export const DailySpendLimit = z
  .nullable(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_DAILY_SPEND_LIMIT)))
  .check(z.describe(`Credits a day (${SPEND_TIME_ZONE}) that may be spent; null for no cap`));

/** PATCH /settings/limits. */
export const LimitsPatch = z.strictObject({ dailySpendLimit: DailySpendLimit });

/** The day's spend per counter subject (shared/db/spend-repository.ts). */
export interface SpendStore {
  /** Credits counted today for each subject, summed over its shards. */
  spent(subjects: string[], day: string): Promise<Record<string, number>>;
  /**
   * Raises what a cap's day has counted to at least `spent` (what the ledger shows was debited that day before the cap
   * applied), spread over the cap's shards; never lowers it.
   */
  countAtLeast(cap: SpendCap, day: string, spent: number, nowMs: number): Promise<void>;
}

export interface LimitsDeps {
  accounts: Pick<AccountStore, 'get' | 'setDailySpendLimit' | 'debitedBetween'>;
  apiKeys: { listAll(accountId: string): Promise<ApiKeyRecord[]> };
  spend: SpendStore;
  /** The service's clock: the ledger's times. */
  clock: { now(): number };
  /** The clock that decides the day of a cap (the sandbox clock on the local stage; contract Part 4). */
  dayClock?: { now(): number };
}

/**
 * The day a cap counts against now, and where that day lies on the ledger's clock: on the local stage the sandbox
 * clock decides the day (contract Part 4) while ledger entries carry the service's time, so the day's bounds are
 * shifted by the sandbox clock's offset.
 */
function today(deps: Pick<LimitsDeps, 'clock' | 'dayClock'>) {
  const nowMs = deps.clock.now();
  const dayNowMs = (deps.dayClock ?? deps.clock).now();
  const day = spendDay(dayNowMs);
  const offset = dayNowMs - nowMs;
  const fromMs = dayStartMs(day) - offset;
  return { day, nowMs, fromMs, toMs: fromMs + 24 * 3600_000 - 1 };
}

/**
 * A cap set in the middle of a day counts what that day already spent (contract Part 4): the day's debits in the
 * ledger (for a key's cap, those of the key's sends) are counted before the cap applies. Debits of the few milliseconds
 * between this read and the cap taking effect are not (docs/decisions/0713, 0716).
 */
export async function countTodaySoFar(
  deps: { accounts: Pick<AccountStore, 'debitedBetween'>; spend: SpendStore } & Pick<LimitsDeps, 'clock' | 'dayClock'>,
  accountId: string,
  cap: SpendCap,
): Promise<number> {
  const { day, nowMs, fromMs, toMs } = today(deps);
  const spent = await deps.accounts.debitedBetween(accountId, fromMs, toMs, cap.kind === 'apiKey' ? cap.id : undefined);
  if (spent > 0) await deps.spend.countAtLeast(cap, day, spent, nowMs);
  return spent;
}

/**
 * `GET /settings/limits`: the account's cap, the capped keys' caps, and what each has spent today: what the counters of
 * a cap hold (what counts against it), or, for an account without a cap, today's debits in its ledger.
 */
export async function getLimits(deps: LimitsDeps, { accountId }: { accountId: string }) {
  const { day, fromMs, toMs } = today(deps);
  const [account, keys] = await Promise.all([deps.accounts.get(accountId), deps.apiKeys.listAll(accountId)]);
  if (!account) throw accountGone();
  const capped = keys.filter((k) => !k.revokedAt && k.dailySpendLimit !== undefined);
  const accountSubject = spendSubject({ kind: 'account', id: accountId });
  const spent = await deps.spend.spent(
    [accountSubject, ...capped.map((k) => spendSubject({ kind: 'apiKey', id: k.id }))],
    day,
  );
  const spentToday =
    account.dailySpendLimit !== undefined
      ? (spent[accountSubject] ?? 0)
      : await deps.accounts.debitedBetween(accountId, fromMs, toMs);
  return {
    dailySpendLimit: account.dailySpendLimit ?? null,
    spentToday,
    day,
    timeZone: SPEND_TIME_ZONE,
    apiKeys: capped.map((k) => ({
      id: k.id,
      name: k.name,
      dailySpendLimit: k.dailySpendLimit!,
      spentToday: spent[spendSubject({ kind: 'apiKey', id: k.id })] ?? 0,
    })),
  };
}

/** `PATCH /settings/limits`: sets or clears the account's cap (audited), on the account and every balance shard. */
export async function setAccountSpendLimit(
  deps: LimitsDeps,
  { actor, dailySpendLimit }: { actor: Actor; dailySpendLimit: number | null },
) {
  const { accountId } = actor.principal;
  const audit = auditEntry(
    {
      accountId,
      actor: actorOf(actor.principal, accountId),
      action: 'limits.updated',
      target: { type: 'account', id: accountId },
      details: { dailySpendLimit },
      ip: actor.ip,
    },
    actor.nowMs,
  );
  if (dailySpendLimit !== null) {
    await countTodaySoFar(deps, accountId, { kind: 'account', id: accountId, limit: dailySpendLimit });
  }
  if (!(await deps.accounts.setDailySpendLimit(accountId, dailySpendLimit ?? undefined, audit)).ok) throw accountGone();
  return getLimits(deps, { accountId });
}
