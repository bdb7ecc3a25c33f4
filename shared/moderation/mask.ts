import { INVISIBLE } from './homoglyphs';

/** Half-open range of UTF-16 offsets in the original message. */
export interface Span {
  start: number;
  end: number;
}

export const EXCERPT_LENGTH = 120;

const WORD_CHAR = /[\p{L}\p{N}@$!|+]/u;

/**
 * "kaffir" -> "k****r": keeps the first and last characters so a reviewer can tell which word it
 * was without the record repeating it. Separators and invisible characters inside a disguised word
 * ("k.a.f.f.i.r") are dropped; a word of one or two characters keeps only its first.
 */
export function maskWord(word: string): string {
  const visible = Array.from(word).filter(isVisible);
  if (visible.length === 0) return '';
  if (visible.length <= 2) return `${visible[0]}${'*'.repeat(visible.length - 1) || '*'}`;
  return `${visible[0]}${'*'.repeat(visible.length - 2)}${visible.at(-1)}`;
}

/**
 * A character maskWord keeps: a word character (WORD_CHAR) that is not invisible. An ASCII character is read by its
 * code (the same answer: in ASCII the letters and digits are A-Z, a-z and 0-9, and no invisible code point is ASCII).
 */
function isVisible(ch: string): boolean {
  const c = ch.charCodeAt(0);
  if (c < 128) {
    return (
      (c >= 97 && c <= 122) ||
      (c >= 65 && c <= 90) ||
      (c >= 48 && c <= 57) ||
      c === 64 ||
      c === 36 ||
      c === 33 ||
      c === 124 ||
      c === 43
    );
  }
  return WORD_CHAR.test(ch) && !INVISIBLE.has(ch.codePointAt(0)!);
}

/** The message with each span masked, then cut to about EXCERPT_LENGTH characters. */
export function maskedExcerpt(text: string, spans: readonly Span[], limit = EXCERPT_LENGTH): string {
  // Most messages mask nothing: the text itself, truncated.
  if (spans.length === 0) return truncate(text, limit);
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const s of sorted) {
    if (s.start < at) continue;
    out += text.slice(at, s.start) + maskWord(text.slice(s.start, s.end));
    at = s.end;
  }
  out += text.slice(at);
  return truncate(out, limit);
}

/** Cuts at a code-point boundary and marks the cut with an ellipsis. */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let cut = limit - 1;
  const c = text.charCodeAt(cut - 1);
  if (c >= 0xd800 && c <= 0xdbff) cut--;
  return `${text.slice(0, cut)}…`;
}
