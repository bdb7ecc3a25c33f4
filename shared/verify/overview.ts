/**
 * The Verify page's figures (issue 31; docs/decisions/1705-verify-page.md): verifications started and approved over
 * the windows the fraud guard keeps (the last 10 and 60 minutes), per API key and in all, and the starts it refused
 * by reason. Read from the guard's own counters; nothing here throttles.
 */
import type { ApiKeyRecord } from '../api-keys/api-key';
import type { Clock } from '../clock';
import { CONVERSION_WINDOW_MINUTES, minuteOf, type Refusal, sumOf, type VerifyGuardStore } from './fraud-guard';

/** The windows shown, in minutes: the guard's velocity window and its conversion window. */
const WINDOWS = [10, CONVERSION_WINDOW_MINUTES] as const;

interface Conversion {
  started: number;
  approved: number;
  /** approved / started, at most 1 (a code started before a window may be approved in it); null before any start. */
  conversion: number | null;
}

export interface VerifyOverview {
  asOf: string;
  windows: (Conversion & { minutes: number; blocked: number })[];
  blockedByReason: { reason: Refusal['reason']; count: number }[];
  keys: (Conversion & { id: string; name: string; prefix: string; revoked: boolean })[];
}

export interface OverviewDeps {
  guard: Pick<VerifyGuardStore, 'keyCounters' | 'refusals'>;
  apiKeys: { listAll(accountId: string): Promise<ApiKeyRecord[]> };
  clock: Clock;
}

function conversionIn(counters: Record<string, number>, from: number, to: number): Conversion {
  const started = sumOf(counters, 's', from, to);
  const approved = sumOf(counters, 'a', from, to);
  const conversion = started > 0 ? Math.min(1, Math.round((approved / started) * 1000) / 1000) : null;
  return { started, approved, conversion };
}

/** The account's Verify figures now: the keys with the verify scope (and any other that counted in the last hour). */
export async function verifyOverview(deps: OverviewDeps, accountId: string): Promise<VerifyOverview> {
  const nowMs = deps.clock.now();
  const now = minuteOf(nowMs);
  const [apiKeys, refusals] = await Promise.all([
    deps.apiKeys.listAll(accountId),
    deps.guard.refusals(accountId, nowMs),
  ]);
  const counted = await Promise.all(
    apiKeys.map(async (key) => ({ key, counters: await deps.guard.keyCounters(key.id, nowMs) })),
  );
  const all: Record<string, number> = {};
  for (const { counters } of counted) {
    for (const [name, value] of Object.entries(counters)) all[name] = (all[name] ?? 0) + value;
  }
  const hourFrom = now - CONVERSION_WINDOW_MINUTES + 1;
  const keys = counted
    .map(({ key, counters }) => ({
      id: key.id,
      name: key.name,
      prefix: key.prefix,
      revoked: key.revokedAt !== undefined,
      ...conversionIn(counters, hourFrom, now),
    }))
    .filter((k, i) => k.started > 0 || k.approved > 0 || (!k.revoked && counted[i]!.key.scopes.includes('verify')));
  const byReason = new Map<Refusal['reason'], number>();
  for (const r of refusals) {
    if (r.minute >= hourFrom && r.minute <= now) byReason.set(r.reason, (byReason.get(r.reason) ?? 0) + r.count);
  }
  return {
    asOf: new Date(nowMs).toISOString(),
    windows: WINDOWS.map((minutes) => {
      const from = now - minutes + 1;
      const blocked = refusals.filter((r) => r.minute >= from && r.minute <= now).reduce((n, r) => n + r.count, 0);
      return { minutes, ...conversionIn(all, from, now), blocked };
    }),
    blockedByReason: [...byReason].map(([reason, count]) => ({ reason, count })),
    keys,
  };
}
