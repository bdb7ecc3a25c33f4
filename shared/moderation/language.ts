/**
 * Cheap language identification for moderation (en, af, zu, xh, st, other): naive Bayes over letter trigrams of
 * each word with its edges marked (" ngi", "zok", "la "), hashed into 2^LANGUAGE_BITS buckets per language, with
 * log-probabilities kept to a byte (model/language-weights.ts, written by scripts/moderation/train-language.ts from
 * the development datasets and the authored threat corpus). Text with too few letters, or whose trigrams fit no
 * language well, is 'other'.
 *
 * Used to measure, per language, that no language is a reason to block (npm run eval:moderation); the classifier
 * does not read it (decision 0905: per-language thresholds did not help once the models were trained on ordinary
 * text of each language).
 */
import { LANGUAGE_MODEL } from './model/language-weights';

export const LANGUAGES = ['en', 'af', 'zu', 'xh', 'st'] as const;
export type Language = (typeof LANGUAGES)[number];
export type IdentifiedLanguage = Language | 'other';

export const LANGUAGE_BITS = 11;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Bucket of each trigram of the text's letter runs, edges marked with a space; lower case, a-z and apostrophe. */
export function languageTrigrams(text: string): number[] {
  const out: number[] = [];
  const mask = (1 << LANGUAGE_BITS) - 1;
  const lower = text.toLowerCase();
  let word = ' ';
  const flush = (): void => {
    if (word.length < 2) {
      word = ' ';
      return;
    }
    const w = `${word} `;
    for (let k = 0; k + 3 <= w.length; k++) {
      let h = FNV_OFFSET;
      for (let j = k; j < k + 3; j++) h = Math.imul(h ^ w.charCodeAt(j), FNV_PRIME);
      out.push((h >>> 0) & mask);
    }
    word = ' ';
  };
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if ((c >= 97 && c <= 122) || c === 39) word += lower[i];
    else if (c === 0xea || c === 0xeb || c === 0xe8 || c === 0xe9 || c === 0xf4 || c === 0xee || c === 0xef)
      word += 'e'; // ê ë è é ô î ï: Afrikaans diacritics read as their letters
    else flush();
    if (word.length > 24) flush();
  }
  flush();
  return out;
}

/** Log-probabilities (quantised: -value / LANGUAGE_MODEL.scale) per language and bucket. */
const TABLE: Uint8Array = Uint8Array.from(Buffer.from(LANGUAGE_MODEL.data, 'base64'));

/** Fewer trigrams than this: 'other' (a word or two says nothing about the language). */
const MIN_TRIGRAMS = 6;

/** The most likely language of the text, or 'other'. */
export function identifyLanguage(text: string): IdentifiedLanguage {
  const grams = languageTrigrams(text);
  if (grams.length < MIN_TRIGRAMS) return 'other';
  const size = 1 << LANGUAGE_BITS;
  let best = -1;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let l = 0; l < LANGUAGES.length; l++) {
    let cost = 0;
    const base = l * size;
    for (const g of grams) cost += TABLE[base + g]!;
    if (cost < bestCost) {
      bestCost = cost;
      best = l;
    }
  }
  // Mean cost per trigram above the calibrated ceiling: no language here fits (another language, or noise).
  if (bestCost / grams.length / LANGUAGE_MODEL.scale > LANGUAGE_MODEL.otherAbove) return 'other';
  return LANGUAGES[best]!;
}
