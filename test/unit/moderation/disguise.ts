/**
 * Ways people disguise a word to slip it past a filter. Each takes plain text and returns the
 * disguised form; multi-word input is disguised word by word.
 */
export type Disguise = (text: string) => string;

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7', g: '9', b: '8' };
const CYRILLIC: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  j: 'ј',
  k: 'к',
  o: 'о',
  p: 'р',
  s: 'ѕ',
  x: 'х',
  y: 'у',
  h: 'һ',
};
const GREEK: Record<string, string> = { a: 'α', i: 'ι', k: 'κ', n: 'η', o: 'ο', t: 'τ', u: 'υ', v: 'ν' };
const ACCENT: Record<string, string> = { a: 'à', e: 'é', i: 'í', o: 'ö', u: 'ü', c: 'ç', n: 'ñ' };

function perWord(text: string, f: (word: string) => string): string {
  return text
    .split(' ')
    .map((w) => f(w))
    .join(' ');
}

/** Leetspeak; a word always keeps its first letter so that "to" does not become the number "70". */
const leet: Disguise = (text) =>
  perWord(text, (w) => (w[0] ?? '') + [...w.slice(1)].map((ch) => LEET[ch.toLowerCase()] ?? ch).join(''));

/** "k i l l" */
const spaced: Disguise = (text) => perWord(text, (w) => [...w].join(' '));

/** "k.i.l.l" */
const dotted: Disguise = (text) => perWord(text, (w) => [...w].join('.'));

/** "k-i-l-l" */
const hyphenated: Disguise = (text) => perWord(text, (w) => [...w].join('-'));

/** "k*i*l*l", the way people star out a word they still want read. */
const starred: Disguise = (text) => perWord(text, (w) => [...w].join('*'));

/** "k_i_l_l" */
const underscored: Disguise = (text) => perWord(text, (w) => [...w].join('_'));

/** "kiiill": every vowel (or, without vowels, the last letter) typed three times. */
const stretched: Disguise = (text) =>
  perWord(text, (w) => (/[aeiou]/i.test(w) ? w.replace(/([aeiou])/gi, '$1$1$1') : w + (w.at(-1) ?? '').repeat(2)));

/** Cyrillic look-alikes, falling back to Greek ones for letters Cyrillic lacks. */
const homoglyph: Disguise = (text) =>
  [...text].map((ch) => CYRILLIC[ch.toLowerCase()] ?? GREEK[ch.toLowerCase()] ?? ch).join('');

/** A zero-width space between every pair of letters. */
const zeroWidth: Disguise = (text) => perWord(text, (w) => [...w].join('\u200b'));

/** "KaFfIr" */
const mixedCase: Disguise = (text) =>
  [...text].map((ch, i) => (i % 2 === 0 ? ch.toUpperCase() : ch.toLowerCase())).join('');

/** Fullwidth forms ("ｋａｆｆｉｒ"). */
const fullwidth: Disguise = (text) =>
  [...text].map((ch) => (/[!-~]/.test(ch) ? String.fromCodePoint(ch.codePointAt(0)! + 0xfee0) : ch)).join('');

/** Accented vowels and consonants ("kàffír"). */
const accented: Disguise = (text) => [...text].map((ch) => ACCENT[ch] ?? ch).join('');

/** Leetspeak, stretched letters and a look-alike at once. */
const combined: Disguise = (text) => homoglyph(stretched(leet(text)));

export const DISGUISES: Readonly<Record<string, Disguise>> = {
  leet,
  spaced,
  dotted,
  hyphenated,
  starred,
  underscored,
  stretched,
  homoglyph,
  zeroWidth,
  mixedCase,
  fullwidth,
  accented,
  combined,
};

/**
 * Disguises that make several variants of one word, for the classes the matcher handles by looser
 * rules (see lexicon-matcher.ts). Each returns every variant, so a catch rate can be reported.
 */
export type MultiDisguise = (word: string) => string[];

const VOWELS = /[aeiou]/;

/** "kaf fir": the word split by a space at every interior position. */
const splitInTwo: MultiDisguise = (word) =>
  Array.from({ length: word.length - 1 }, (_, k) => `${word.slice(0, k + 1)} ${word.slice(k + 1)}`);

/** "k*ffir", "kaff#r": one vowel replaced by a symbol, every vowel in turn, cycling through the symbols. */
const vowelMasked: MultiDisguise = (word) => {
  const symbols = ['*', '#', '.', '_', '*'];
  const out: string[] = [];
  [...word].forEach((ch, k) => {
    if (k > 0 && k < word.length - 1 && VOWELS.test(ch))
      out.push(`${word.slice(0, k)}${symbols[out.length % symbols.length]}${word.slice(k + 1)}`);
  });
  return out;
};

/** "kffr": every vowel dropped (no variant when that leaves the word unchanged or empty). */
const vowelsDropped: MultiDisguise = (word) => {
  const dropped = word.replace(/[aeiou]/g, '');
  return dropped === word || dropped.length === 0 ? [] : [dropped];
};

/** "killllyourself": words glued, the last letter of each word typed four times. */
const gluedStretched: Disguise = (text) =>
  text
    .replace(/'/g, '')
    .split(' ')
    .map((w) => w + (w.at(-1) ?? '').repeat(3))
    .join('');

/** "kiiillyooouuurseeelf": words glued, every vowel typed three times. */
const gluedVowelsStretched: Disguise = (text) => stretched(text.replace(/'/g, '')).replace(/ /g, '');

export const MULTI_DISGUISES: Readonly<Record<string, MultiDisguise>> = { splitInTwo, vowelMasked, vowelsDropped };
export const GLUED_DISGUISES: Readonly<Record<string, Disguise>> = { gluedStretched, gluedVowelsStretched };
