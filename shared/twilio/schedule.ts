/**
 * Scheduled messages as Twilio takes them (docs/decisions/1607-scheduled-messages.md): `ScheduleType=fixed` with
 * `SendAt` (ISO 8601) between 15 minutes and 35 days ahead, inclusive, and a `MessagingServiceSid` (Twilio schedules
 * only through a Messaging Service; as for any create, it does not choose the sender: decision 1601). Twilio's codes:
 * 35111 SendAt missing, 35114 SendAt outside the window (or not a time), 35118 no MessagingServiceSid, and its
 * invalid-parameter 20422 for a ScheduleType other than `fixed`.
 */
import { TwilioError } from './errors';

export const MIN_LEAD_MS = 15 * 60_000;
export const MAX_LEAD_MS = 35 * 24 * 3600_000;

/** An ISO 8601 date and time with its zone (Z or an offset): what Twilio's SendAt takes. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The time a create asks to be sent at (ISO, UTC), or undefined for a send now; Twilio's error when it is wrong. */
export function sendAtOf(fields: Record<string, string>, nowMs: number): string | undefined {
  const type = fields.ScheduleType;
  if (type === undefined || type === '') return undefined;
  if (type !== 'fixed') {
    throw new TwilioError(400, 20422, `Invalid parameter: ScheduleType '${type}' is not valid (only 'fixed')`);
  }
  const sendAt = fields.SendAt;
  if (!sendAt)
    throw new TwilioError(400, 35111, "SendAt timestamp is missing: it is required when ScheduleType is 'fixed'");
  if (!fields.MessagingServiceSid) {
    throw new TwilioError(400, 35118, 'MessagingServiceSid is required to schedule a message');
  }
  const atMs = ISO_8601.test(sendAt) ? Date.parse(sendAt) : Number.NaN;
  if (Number.isNaN(atMs) || atMs - nowMs < MIN_LEAD_MS || atMs - nowMs > MAX_LEAD_MS) {
    throw new TwilioError(
      400,
      35114,
      'Scheduling does not support this timestamp: SendAt must be between 900 seconds and 35 days (3024000 seconds) in the future, inclusive',
    );
  }
  return new Date(atMs).toISOString();
}
