/** SendAt and ScheduleType as Twilio checks them (docs/decisions/1607-scheduled-messages.md): codes and the window's edges. */
import { describe, expect, it } from 'vitest';
import { TwilioError } from '../../../shared/twilio/errors';
import { MAX_LEAD_MS, MIN_LEAD_MS, sendAtOf } from '../../../shared/twilio/schedule';

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const SERVICE = 'MG00000000000000000000000000000000';
const iso = (ms: number) => new Date(ms).toISOString();
const fixed = (sendAt: string | undefined, extra: Record<string, string> = { MessagingServiceSid: SERVICE }) => ({
  ScheduleType: 'fixed',
  ...(sendAt !== undefined ? { SendAt: sendAt } : {}),
  ...extra,
});

function codeOf(fields: Record<string, string>): number | undefined {
  try {
    sendAtOf(fields, NOW);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(TwilioError);
    return (error as TwilioError).code;
  }
}

describe('sendAtOf', () => {
  it('is no schedule without ScheduleType, even with a SendAt (sent now, as Twilio)', () => {
    expect(sendAtOf({ SendAt: iso(NOW + 3600_000) }, NOW)).toBeUndefined();
  });

  it('takes both edges of the window, inclusive, and answers the time in UTC', () => {
    expect(sendAtOf(fixed(iso(NOW + MIN_LEAD_MS)), NOW)).toBe(iso(NOW + MIN_LEAD_MS));
    expect(sendAtOf(fixed(iso(NOW + MAX_LEAD_MS)), NOW)).toBe(iso(NOW + MAX_LEAD_MS));
    expect(sendAtOf(fixed('2026-11-22T10:30:00+02:00'), NOW)).toBe('2026-11-22T08:30:00.000Z');
  });

  it('refuses one second outside either edge, a time without a zone and anything else with 35114', () => {
    expect(codeOf(fixed(iso(NOW + MIN_LEAD_MS - 1000)))).toBe(35114);
    expect(codeOf(fixed(iso(NOW + MAX_LEAD_MS + 1000)))).toBe(35114);
    expect(codeOf(fixed('2026-11-22T09:00:00'))).toBe(35114);
    expect(codeOf(fixed('tomorrow'))).toBe(35114);
  });

  it('35111 without SendAt, 35118 without MessagingServiceSid, 20422 for another ScheduleType', () => {
    expect(codeOf(fixed(undefined))).toBe(35111);
    expect(codeOf(fixed(iso(NOW + 3600_000), { From: 'X' }))).toBe(35118);
    expect(codeOf({ ScheduleType: 'recurring', SendAt: iso(NOW + 3600_000), MessagingServiceSid: SERVICE })).toBe(
      20422,
    );
  });
});
