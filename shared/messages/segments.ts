/**
 * SMS encoding and segment count. Text that fits the GSM 03.38 alphabet is sent as GSM-7 (160 septets in one segment,
 * 153 per segment when concatenated; extension-table characters take two septets and a pair is never split across
 * segments). Anything else is UCS-2 (70 code units, 67 per segment when concatenated; a surrogate pair is never split).
 */
export type Encoding = 'GSM-7' | 'UCS-2';

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

const basic = new Set([...GSM_BASIC]);
const extended = new Set([...GSM_EXTENDED]);

export interface SegmentInfo {
  encoding: Encoding;
  segments: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
}

function gsmUnits(text: string): number[] | undefined {
  const units: number[] = [];
  for (const ch of text) {
    if (basic.has(ch)) units.push(1);
    else if (extended.has(ch)) units.push(2);
    else return undefined;
  }
  return units;
}

/** Packs character widths into segments of `size` without splitting one character across two. */
function countSegments(widths: number[], single: number, size: number): number {
  const total = widths.reduce((a, b) => a + b, 0);
  if (total <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const w of widths) {
    if (used + w > size) {
      segments += 1;
      used = 0;
    }
    used += w;
  }
  return segments;
}

/** The encoding and number of segments (the cost in credits) of a message body. */
export function segmentInfo(text: string): SegmentInfo {
  const gsm = gsmUnits(text);
  if (gsm) return { encoding: 'GSM-7', segments: countSegments(gsm, 160, 153), units: gsm.reduce((a, b) => a + b, 0) };
  const ucs = [...text].map((ch) => ch.length);
  return { encoding: 'UCS-2', segments: countSegments(ucs, 70, 67), units: text.length };
}
