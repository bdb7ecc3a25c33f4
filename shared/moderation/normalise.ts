import { HOMOGLYPHS, INVISIBLE } from './homoglyphs';

/** One word of the message after folding, with where it sits in the folded text. */
export interface Token {
  /** Folded-text offsets, end exclusive. */
  start: number;
  end: number;
  /** The folded characters before leetspeak decoding ("n1gg3r"). */
  raw: string;
  /** Letters after leetspeak decoding, with "1" and "|" read as "i". */
  text: string;
  /** `text` with stretched letters squeezed ("kiiill" -> "kil"). */
  skeleton: string;
  /** The same word with "1" and "|" read as "l" ("ki11"), or null when that reading is identical. */
  alt: string | null;
  /** Index of the whitespace-separated chunk the token belongs to ("k.i.l.l" is one chunk, four tokens). */
  chunk: number;
  /**
   * The word's number: the same characters, the same number, for as long as the decoded words are kept (see
   * WordTable: the later stages find what they know of a word by it, without hashing its text again).
   */
  id: number;
}

/** A message folded for matching, with a map back to the original text for masking. */
export interface Analysed {
  original: string;
  /** Lower-case text with look-alikes, accents and invisible characters folded away. */
  folded: string;
  /** For each folded character, the original UTF-16 range it came from; null when folding kept offsets (ASCII). */
  srcStart: number[] | null;
  srcEnd: number[] | null;
  tokens: Token[];
  /** Which numbering the tokens' ids belong to (see idsCurrent). */
  generation: number;
}

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '+': 't',
};

const COMBINING_MARK = /\p{M}/gu;
const LETTER = /\p{L}/u;
const foldCache = new Map<number, string>();

/** Folds one non-ASCII code point; cached because the same few characters recur across messages. */
function foldNonAscii(cp: number, ch: string): string {
  const hit = foldCache.get(cp);
  if (hit !== undefined) return hit;
  let out: string;
  if (INVISIBLE.has(cp)) out = '';
  else {
    const direct = HOMOGLYPHS[ch];
    if (direct !== undefined) out = direct;
    else {
      // NFKD turns fullwidth, mathematical and circled letters into ASCII and splits accents off.
      const decomposed = ch.normalize('NFKD').replace(COMBINING_MARK, '');
      out = '';
      for (const d of decomposed) out += HOMOGLYPHS[d] ?? d.toLowerCase();
    }
  }
  if (foldCache.size < 4096) foldCache.set(cp, out);
  return out;
}

function isAsciiLetter(c: number): boolean {
  return c >= 97 && c <= 122;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

const NON_ASCII = /[\u0080-\uffff]/;

/** Folds case, look-alike letters, accents and invisible characters, keeping an offset map. */
export function fold(text: string): Pick<Analysed, 'folded' | 'srcStart' | 'srcEnd'> {
  // Most SMS are plain ASCII, where folding is lower-casing and offsets do not move.
  if (!NON_ASCII.test(text)) return { folded: text.toLowerCase(), srcStart: null, srcEnd: null };
  let folded = '';
  const srcStart: number[] = [];
  const srcEnd: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let piece: string;
    let width = 1;
    if (c < 128) {
      piece = c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : text[i]!;
    } else {
      const cp = text.codePointAt(i)!;
      width = cp > 0xffff ? 2 : 1;
      piece = foldNonAscii(cp, text.slice(i, i + width));
    }
    for (let k = 0; k < piece.length; k++) {
      srcStart.push(i);
      srcEnd.push(i + width);
    }
    folded += piece;
    i += width - 1;
  }
  return { folded, srcStart, srcEnd };
}

/**
 * Splits folded text into words. Leet symbols count as letters only inside a word ("n!gger") so
 * that "kill!!!" and "@user" stay ordinary; digits are decoded only in words that also hold letters,
 * except single digits, which may be a spaced-out letter ("k 1 l l").
 */
function tokenise(folded: string): Token[] {
  const tokens: Token[] = [];
  const n = folded.length;
  let chunk = 0;
  let i = 0;
  while (i < n) {
    const c = folded.charCodeAt(i);
    if (isSpace(c)) {
      chunk++;
      while (i < n && isSpace(folded.charCodeAt(i))) i++;
      continue;
    }
    const leadingDollar = c === DOLLAR && i + 1 < n && isAsciiLetter(folded.charCodeAt(i + 1));
    if (!isWordCode(folded, i, c) && !leadingDollar) {
      i++;
      continue;
    }
    const start = i;
    let end = i + 1;
    // FNV-1a of the word's characters, for decode, taken as they are read.
    let h = Math.imul(0x811c9dc5 ^ c, 0x01000193);
    while (end < n) {
      const ec = folded.charCodeAt(end);
      if (
        isWordCode(folded, end, ec) ||
        (isLeetCode(ec) && end + 1 < n && isWordCode(folded, end + 1, folded.charCodeAt(end + 1)))
      ) {
        h = Math.imul(h ^ ec, 0x01000193);
        end++;
      } else break;
    }
    tokens.push(decode(folded, start, end, chunk, h));
    i = end;
  }
  return tokens;
}

const DOLLAR = 36;

/** A letter or digit (any script): reads the character itself only outside ASCII. */
function isWordCode(text: string, i: number, c: number): boolean {
  if (c < 128) return isAsciiLetter(c) || isDigit(c);
  return LETTER.test(text[i]!);
}

/** A symbol read as a letter inside a word: @ $ ! | + */
function isLeetCode(c: number): boolean {
  return c === 64 || c === DOLLAR || c === 33 || c === 124 || c === 43;
}

/** What a word's characters decode to (Token without its place in the message). */
interface Decoded {
  id: number;
  raw: string;
  text: string;
  skeleton: string;
  alt: string | null;
}

/**
 * Decoded words by their characters: the same words recur from message to message, and a word decoded once is not
 * decoded, squeezed and allocated again. Each gets a number (Token.id), its place in this map. Bounded: emptied
 * between messages once it holds DECODED_LIMIT words (never within one, so that a message's ids are all of one
 * generation), which changes no answer.
 */
const DECODED = new Map<string, Decoded>();
const DECODED_LIMIT = 20_000;
/** Counts the times DECODED was emptied and its numbers given anew. */
let generation = 0;

/**
 * The last word decoded in each slot, a slot being 12 bits of an FNV-1a hash of the word's characters: a word met
 * again is found by hashing and comparing its characters in the folded text, without cutting it out as a string
 * and looking that up in DECODED (a string's hash is worked out anew for every string cut out, and that lookup was
 * the costliest line of the tokeniser). Holds only entries of DECODED, and is emptied with it.
 */
const RECENT = new Array<Decoded | undefined>(1 << 12);

/** The token folded[start, end); `h` is the FNV-1a hash of its characters (tokenise takes it as it reads them). */
function decode(folded: string, start: number, end: number, chunk: number, h: number): Token {
  const slot = h >>> 20;
  let d = RECENT[slot];
  if (d === undefined || !spells(d.raw, folded, start, end)) {
    const key = folded.slice(start, end);
    d = DECODED.get(key);
    if (d === undefined) {
      d = decodeWord(key, DECODED.size);
      DECODED.set(key, d);
    }
    RECENT[slot] = d;
  }
  return { start, end, raw: d.raw, text: d.text, skeleton: d.skeleton, alt: d.alt, chunk, id: d.id };
}

/** Whether `word` is folded[start, end). */
function spells(word: string, folded: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) !== folded.charCodeAt(start + k)) return false;
  return true;
}

/** Whether the ids of `a`'s tokens are those in use: no message tokenised since has had the numbers given anew. */
export function idsCurrent(a: Analysed): boolean {
  return a.generation === generation;
}

/**
 * What a stage knows of each word, by Token.id: one array read per token instead of a map lookup by its text (the
 * stages' maps stay for words without an id, the spelled-out runs, and for an Analysed whose ids are no longer
 * current). Emptied when the numbers are given anew.
 */
export class WordTable<V> {
  private values: (V | undefined)[] = [];
  private generation = -1;

  /** What is stored for word `id` (of an Analysed whose ids are current), if anything. */
  get(id: number): V | undefined {
    if (this.generation !== generation) this.renew();
    return this.values[id];
  }

  set(id: number, value: V): void {
    if (this.generation !== generation) this.renew();
    this.values[id] = value;
  }

  private renew(): void {
    // Sized for every id up front: writes far past the end would turn the array into a dictionary.
    this.values = new Array<V | undefined>(DECODED_LIMIT);
    this.generation = generation;
  }
}

function decodeWord(raw: string, id: number): Decoded {
  // Whether the word holds a digit or leet symbol, and a letter, in one pass.
  let leet = false;
  let hasLetter = false;
  for (let k = 0; k < raw.length; k++) {
    const c = raw.charCodeAt(k);
    if (isDigit(c)) leet = true;
    else {
      hasLetter = true;
      if (isLeetCode(c)) leet = true;
    }
  }
  if (!leet) return { id, raw, text: raw, skeleton: squeeze(raw), alt: null };
  if (!hasLetter && raw.length > 1) return { id, raw, text: raw, skeleton: raw, alt: null };
  let text = '';
  let alt = '';
  let ambiguous = false;
  for (const ch of raw) {
    const mapped = LEET[ch];
    if (mapped === undefined) {
      text += ch;
      alt += ch;
    } else {
      text += mapped;
      const lReading = ch === '1' || ch === '|';
      alt += lReading ? 'l' : mapped;
      ambiguous ||= lReading;
    }
  }
  return { id, raw, text, skeleton: squeeze(text), alt: ambiguous ? alt : null };
}

/** Folds and tokenises a message in one pass; everything downstream works on this. */
export function analyse(original: string): Analysed {
  const { folded, srcStart, srcEnd } = fold(original);
  if (DECODED.size >= DECODED_LIMIT) {
    DECODED.clear();
    RECENT.fill(undefined);
    generation++;
  }
  return { original, folded, srcStart, srcEnd, tokens: tokenise(folded), generation };
}

/** The original UTF-16 range of folded-text range [start, end). */
export function originalRange(a: Analysed, start: number, end: number): { start: number; end: number } {
  if (a.srcStart === null || a.srcEnd === null) return { start, end };
  return { start: a.srcStart[start]!, end: a.srcEnd[end - 1]! };
}

/** "kiiiill" -> "kil": the letter skeleton used to index words regardless of stretched letters. */
export function squeeze(word: string): string {
  let k = 1;
  while (k < word.length && word.charCodeAt(k) !== word.charCodeAt(k - 1)) k++;
  if (k >= word.length) return word;
  let out = word.slice(0, k);
  for (; k < word.length; k++) if (word.charCodeAt(k) !== word.charCodeAt(k - 1)) out += word[k];
  return out;
}

/** A set of words written with spaces between, squeezed as canonical words are ("oorlede" -> "orlede"). */
export function wordSet(list: string): Set<string> {
  return new Set(
    list
      .split(/\s+/)
      .filter((w) => w !== '')
      .map(squeeze),
  );
}

/** The first and last token that overlap folded-text offsets [from, to) (a lexicon hit's words). */
export function tokenSpan(tokens: readonly Token[], from: number, to: number): { start: number; end: number } {
  let start = 0;
  while (start < tokens.length && tokens[start]!.end <= from) start++;
  let end = start;
  while (end + 1 < tokens.length && tokens[end + 1]!.start < to) end++;
  return { start, end };
}

/** Run lengths of each letter in the skeleton: "kill" -> [1, 1, 2]. */
export function runLengths(word: string): number[] {
  const runs: number[] = [];
  let prev = '';
  for (const ch of word) {
    if (ch === prev) runs[runs.length - 1]!++;
    else runs.push(1);
    prev = ch;
  }
  return runs;
}
