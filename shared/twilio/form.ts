/**
 * The form-encoded parameters of the compatible routes, checked in Twilio's words: each problem has Twilio's code for
 * it (21604 no To, 21211 a To that is not a number we send to, 21603 neither From nor MessagingServiceSid, 21602 no
 * Body, 21617 a Body over 1600 characters). Only the parameters named in decision 1601 are read; the others Twilio
 * accepts (MediaUrl, MaxPrice, ...) are ignored, as an integrator switching over expects rather than a 400.
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

export interface TwilioCreate {
  request: SendSmsRequest;
  statusCallback?: string;
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
  return {
    request: { to, body },
    ...(fields.StatusCallback ? { statusCallback: fields.StatusCallback } : {}),
  };
}
