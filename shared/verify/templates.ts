/**
 * The fixed texts of a verification's SMS, one per locale (issue 31): the brand (validated and moderated) and the
 * code, never the caller's free text. The code is the last thing in the text that changes, so a masked copy (the
 * same length, shared/verify/start.ts) costs the same segments.
 */
import type { VerifyLocale } from './verification';

const TEXTS: Record<VerifyLocale, (code: string) => string> = {
  en: (code) => `Your verification code is ${code}. It expires in 10 minutes. Do not share it with anyone.`,
  af: (code) => `Jou verifikasiekode is ${code}. Dit verval oor 10 minute. Moenie dit met iemand deel nie.`,
  zu: (code) => `Ikhodi yakho yokuqinisekisa ngu-${code}. Iphelelwa yisikhathi emizuzwini eyi-10. Ungayinikezi muntu.`,
  xh: (code) => `Ikhowudi yakho yokuqinisekisa ngu-${code}. Iphelelwa lixesha kwimizuzu eli-10. Musa ukuyinika mntu.`,
  st: (code) =>
    `Khoutu ya hao ya netefatso ke ${code}. E fela ka mor'a metsotso e 10. O se ke wa e arolelana le motho.`,
};

/** The SMS text of a code in a locale, with the brand before it when there is one. */
export function verificationText(locale: VerifyLocale, code: string, brand?: string): string {
  const text = TEXTS[locale](code);
  return brand ? `${brand}: ${text}` : text;
}

/** A code's place holder of the same length (what the message's stored, shown and moderated text carries). */
export const maskCode = (code: string): string => '*'.repeat(code.length);
