/**
 * The form parameters of the Twilio Verify compatible routes, read in Twilio's words (docs/decisions/1703 and 1704):
 * a parameter we cannot honour is Twilio's 60200 naming it, never silently ignored when it would change the SMS
 * (CustomCode, CustomMessage) or the channel.
 */
import { normaliseSouthAfricanMobile } from '../messages/phone';
import { BRAND } from '../verify/schemas';
import type { VerifyLocale } from '../verify/verification';
import { TwilioError } from './errors';
import { idOfSid } from './sid';

/** 400 60200 "Invalid parameter: <name>", as Twilio words it. */
export const invalidParameter = (name: string) => new TwilioError(400, 60200, `Invalid parameter: ${name}`);

const OUR_LOCALES: Record<string, VerifyLocale> = { en: 'en', af: 'af', zu: 'zu', xh: 'xh', st: 'st' };
const LOCALE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * Twilio's Locale to ours: the language subtag of en, af, zu, xh and st (en-GB is en); any other well-formed tag is
 * English, as Twilio falls back to English where it has no translation; a malformed one is 60200.
 */
function localeOf(locale: string | undefined): VerifyLocale {
  if (locale === undefined || locale === '') return 'en';
  if (!LOCALE_TAG.test(locale)) throw invalidParameter('Locale');
  return OUR_LOCALES[locale.split('-')[0]!.toLowerCase()] ?? 'en';
}

export interface StartFields {
  to: string;
  locale: VerifyLocale;
  /** CustomFriendlyName: the brand of this SMS instead of the service's FriendlyName. */
  brand?: string;
}

/** POST .../Verifications: `To`, `Channel=sms`, `Locale`, `CustomFriendlyName`; CustomCode and CustomMessage refused. */
export function startFields(fields: Record<string, string>): StartFields {
  const to = fields.To?.trim() ?? '';
  if (!to || to.length > 64 || normaliseSouthAfricanMobile(to) === undefined) throw invalidParameter('To');
  if (fields.Channel !== 'sms') throw invalidParameter('Channel');
  // Codes come from our CSPRNG only, and texts from our fixed templates (decision 1701).
  if (fields.CustomCode !== undefined) throw invalidParameter('CustomCode');
  if (fields.CustomMessage !== undefined) throw invalidParameter('CustomMessage');
  const locale = localeOf(fields.Locale);
  const brand = fields.CustomFriendlyName?.trim();
  if (brand !== undefined && !BRAND.test(brand)) throw invalidParameter('CustomFriendlyName');
  return { to, locale, ...(brand ? { brand } : {}) };
}

export type CheckTarget = { code: string } & ({ verificationId: string } | { to: string });

/** POST .../VerificationCheck: `Code` (4 to 10 digits) and `VerificationSid` or `To`. */
export function checkFields(fields: Record<string, string>): CheckTarget {
  const code = fields.Code ?? '';
  if (!/^\d{4,10}$/.test(code)) throw invalidParameter('Code');
  if (fields.VerificationSid !== undefined) {
    const verificationId = idOfSid(fields.VerificationSid, 'VE', 'vrf');
    if (!verificationId) throw invalidParameter('VerificationSid');
    return { code, verificationId };
  }
  const to = fields.To?.trim() ?? '';
  const e164 = to.length <= 64 ? normaliseSouthAfricanMobile(to) : undefined;
  if (!e164) throw invalidParameter('To');
  return { code, to: e164 };
}

/** POST .../Verifications/{Sid}: only `Status=canceled`; approving without a code would need custom codes. */
export function updateFields(fields: Record<string, string>): 'canceled' {
  if (fields.Status !== 'canceled') throw invalidParameter('Status');
  return 'canceled';
}

/**
 * A start refused by our rules (decision 1702), in Twilio's codes (decision 1704): the fraud guard is 60410, too many
 * sends 60203, a resend too soon 60212, the key's and account's verification limits 20429; all 429 with Retry-After.
 */
export function refusalAsTwilio(refusal: { reason: string; retryAfterSeconds: number; message: string }): TwilioError {
  const headers = { 'Retry-After': String(refusal.retryAfterSeconds) };
  switch (refusal.reason) {
    case 'max_sends':
      return new TwilioError(429, 60203, 'Max send attempts reached', headers);
    case 'resend_wait':
      return new TwilioError(429, 60212, 'Too many concurrent requests for phone number', headers);
    case 'key_limit':
    case 'account_limit':
      return new TwilioError(429, 20429, refusal.message, headers);
    default:
      return new TwilioError(429, 60410, 'Verification delivery attempt blocked', headers);
  }
}

export const maxCheckAttempts = () => new TwilioError(429, 60202, 'Max check attempts reached');
