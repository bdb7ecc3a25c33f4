import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** Only national (0XX XXX XXXX) or E.164 (+27XXXXXXXXX) forms, with spaces or dashes between digits. */
const ACCEPTED_FORM = /^(\+27|0)[\d\s-]+$/;

/**
 * Normalises a South African mobile number to E.164, or returns undefined when it is not one. The "mobile" metadata
 * of libphonenumber-js knows which ranges are mobile, so fixed lines, toll-free and VoIP ranges are refused.
 */
export function normaliseSouthAfricanMobile(input: string): string | undefined {
  const trimmed = input.trim();
  if (trimmed.length > 32 || !ACCEPTED_FORM.test(trimmed)) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, 'ZA');
  if (parsed?.country !== 'ZA' || !parsed.isValid()) return undefined;
  // Current South African mobile numbers have nine national digits starting 6, 7 or 8.
  if (!/^[678]\d{8}$/.test(parsed.nationalNumber)) return undefined;
  return parsed.number;
}
