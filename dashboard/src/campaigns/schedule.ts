/**
 * When a launch would start sending, as the service decides it (shared/campaigns/marketing-hours.ts, the same module
 * the campaign worker holds to): a past time is refused here before the API sees it, and a marketing campaign's start
 * outside the direct-marketing hours is moved to the next opening, which the page says before the user launches.
 */
import { nextMarketingWindow } from '../../../shared/campaigns/marketing-hours';
import type { CampaignKind } from '../api/campaign-types';
import { fromUserLocal, whenText } from '../time';

export const MARKETING_HOURS =
  'Marketing messages go out only Monday to Friday 08:00 to 20:00 and Saturday 09:00 to 13:00, South African time, ' +
  'never on Sundays or public holidays; outside those hours the campaign waits for the next opening.';

/** A time in words, in the user's zone and labelled so (the marketing hours stay South African, and say so). */
export const inWords = (ms: number) => whenText(ms, 'long');

export type Plan = { ok: true; scheduledAt?: string; startsMs: number; held: boolean } | { ok: false; error: string };

/**
 * The launch asked for: now, or at `local` (a datetime-local value in the user's zone, as the page says and shows
 * it back, not the browser's zone), and when sending would start. A time in the past, or not a time, is refused.
 */
export function planLaunch(kind: CampaignKind, when: 'now' | 'later', local: string, nowMs: number): Plan {
  let startMs = nowMs;
  let scheduledAt: string | undefined;
  if (when === 'later') {
    const ms = fromUserLocal(local);
    if (Number.isNaN(ms)) return { ok: false, error: 'Choose the date and time to start.' };
    if (ms <= nowMs) return { ok: false, error: 'That time has passed: choose a time in the future.' };
    startMs = ms;
    scheduledAt = new Date(ms).toISOString();
  }
  const startsMs = kind === 'marketing' ? nextMarketingWindow(startMs) : startMs;
  return { ok: true, ...(scheduledAt ? { scheduledAt } : {}), startsMs, held: startsMs > startMs };
}
