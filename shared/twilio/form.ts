/**
 * The form-encoded parameters of the compatible routes, checked in Twilio's words: each problem has Twilio's code for
 * it (21604 no To, 21211 a To that is not a number we send to, 21603 neither From nor MessagingServiceSid, 21602 no
 * Body, 21617 a Body over 1600 characters, 21624 a ValidityPeriod that is not a whole number of seconds from 1 to
 * 36000). Only the parameters named in decision 1601 are read; the others Twilio accepts (MediaUrl, MaxPrice, ...) are
 * ignored, as an integrator switching over expects rather than a 400.
 */
import { normaliseSouthAfricanMobile } from '../messages/phone';
import type { SendSmsRequest } from '../messages/send-request';
import { codePoints, MAX_BODY_CHARACTERS } from '../messages/text';
import { TwilioError } from './errors';

/** Form fields: the last value of each name (Twilio's SDK sends each once). */
export function formFields(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) out[name] = value;
  return out;
}

const invalid = (code: number, message: string) => new TwilioError(400, code, message);

/**
 * Twilio's ValidityPeriod (docs/decisions/1609-twilio-validity-period.md): the most seconds a message may wait before
 * it is handed over, 1 to 36000, and 36000 when the create gives none.
 */
const MAX_VALIDITY_PERIOD_SECONDS = 36_000;
const WHOLE_SECONDS = /^\d+$/;

export interface TwilioCreate {
  request: SendSmsRequest;
  statusCallback?: string;
  /** Seconds the message may wait for its hand-over, counted from its creation (or its SendAt). */
  validityPeriod: number;
}

/** A create's ValidityPeriod in seconds (Twilio's default when absent), or Twilio's 21624 when it is not one. */
function validityPeriodOf(value: string | undefined): number {
  if (value === undefined || value === '') return MAX_VALIDITY_PERIOD_SECONDS;
  const seconds = WHOLE_SECONDS.test(value) ? Number(value) : Number.NaN;
  if (!(seconds >= 1 && seconds <= MAX_VALIDITY_PERIOD_SECONDS)) {
    throw invalid(
      21624,
      `Invalid validity period value: ValidityPeriod must be a whole number of seconds from 1 to ${MAX_VALIDITY_PERIOD_SECONDS}`,
    );
  }
  return seconds;
}

/** POST .../Messages.json: the send it asks for, or Twilio's error for the first problem found. */
export function createRequest(fields: Record<string, string>): TwilioCreate {
  const to = fields.To?.trim();
  if (!to) throw invalid(21604, "A 'To' phone number is required.");
  if (!fields.From && !fields.MessagingServiceSid) {
    throw invalid(21603, "A 'From' phone number is required.");
  }
  if (normaliseSouthAfricanMobile(to) === undefined || to.length > 64) {
    throw invalid(21211, `The 'To' number ${to} is not a valid phone number.`);
  }
  const body = fields.Body;
  if (body === undefined || body.length === 0) throw invalid(21602, 'Message body is required.');
  if (codePoints(body) > MAX_BODY_CHARACTERS) {
    throw invalid(21617, `The concatenated message body exceeds the ${MAX_BODY_CHARACTERS} character limit.`);
  }
  const validityPeriod = validityPeriodOf(fields.ValidityPeriod);
  return {
    request: { to, body },
    ...(fields.StatusCallback ? { statusCallback: fields.StatusCallback } : {}),
    validityPeriod,
  };
}
