/**
 * Spelling evasions respelled before the models read a message (decisions 0956, 0957): "i h8 j00s", "b00rs must d1e",
 * "Zu1us r savages", "gayz", "frgnrs", "mak.we.re.kwe.re", "m*slims". The folding of normalise.ts reads each leet
 * symbol one way ("8" as "b", "1" as "i", "00" as "oo"), so such words reach the models as words they never saw, no
 * group is named and the hate model's verdict cannot count. Here a word is respelled only into a word that an
 * evasion hides (a group word, or a word of violence, expulsion, derogation or hatred) and only by the ways evasions
 * are written:
 * - leet symbols read every way ("8" as "ate", "1" as "l", "0" as "o" or "e", "00" as "ew" or "oe");
 * - a plural "z" ("gayz", "boerz"), "y" for "i" ("whytes");
 * - every vowel dropped ("frgnrs", "kfrs"), when exactly one hidden word of six letters or more fits;
 * - pieces of one word split by dots or hyphens ("mak.we.re.kwe.re", "ani.mals"), or with letters masked by stars
 *   ("m*slims");
 * - letters spelled out with wider gaps between words ("g a y s  a r e  d i s g u s t i n g");
 * - the SMS "mst", and "b" after a modal of a call ("gayz shud b st0ned").
 * A word that already is such a word, or any other word nothing fits, is left as it is. The patterns read the
 * message as before; the models, the group readers and the guards read the respelled words.
 */
import { groupWords, pairFirstWords, wordGroup } from './group-terms';
import { DEROGATION, EXPULSION, MODALS, VIOLENCE } from './group-words';
import { memo } from './memo';
import { squeeze, type Token, WordTable, wordSet } from './normalise';
import { MISSPELLABLE, REAL_WORDS } from './real-words';
import { listedClasses, type ThreatClass } from './threat-lexicon';

/** The classes of a word an evasion hides. */
const HIDDEN: ReadonlySet<ThreatClass> = new Set(['harm', 'death', 'fire', 'expel', 'hatred', 'derogation', 'group']);

/** Whether `w` (squeezed) is a word an evasion hides: listed whole (the lexicon's stems match inside other words). */
function isHidden(w: string): boolean {
  return (
    wordGroup(w) !== undefined ||
    DEROGATION.has(w) ||
    VIOLENCE.has(w) ||
    EXPULSION.has(w) ||
    listedClasses(w).some((c) => HIDDEN.has(c))
  );
}

/**
 * The words masked letters are read as ("m*slims", "sc*m"): group words and words of derogation, never violence
 * ("sh*t" is not "shot").
 */
const MASKABLE: readonly string[] = [...new Set([...groupWords(), ...DEROGATION].filter((w) => !w.includes(' ')))];

const VOWELS = /[aeiou]/g;
/** Hidden words of six letters or more by their letters without vowels, for "frgnrs" and "kfrs". */
const BY_CONSONANTS = new Map<string, string[]>();
for (const w of new Set([...groupWords(), ...DEROGATION, ...VIOLENCE, ...EXPULSION])) {
  if (w.length < 6 || w.includes(' ')) continue;
  const key = w.replace(VOWELS, '');
  if (key.length < 3) continue;
  const list = BY_CONSONANTS.get(key) ?? [];
  list.push(w);
  BY_CONSONANTS.set(key, list);
}

/** Whether `short` is `long` with some of its vowels left out (and nothing else). */
function vowelsDropped(short: string, long: string): boolean {
  let i = 0;
  for (let k = 0; k < long.length; k++) {
    if (i < short.length && short[i] === long[k]) i++;
    else if (!'aeiou'.includes(long[k]!)) return false;
  }
  return i === short.length && short.length < long.length;
}

/**
 * The hidden word `w` is written for with its vowels dropped, when exactly one fits and `w` keeps no vowel at all
 * ("frgnrs", "kfrs", "crmnl"). A word with a vowel left is too often a word of its own: "natural" is not "unnatural",
 * "betting" not "beating", "batho" (Sesotho: people) not an evasion.
 */
function withVowels(w: string): string | null {
  if (w.length < 4 || /[aeiou]/.test(w)) return null;
  const fits = (BY_CONSONANTS.get(w) ?? []).filter((c) => vowelsDropped(w, c));
  return fits.length === 1 ? fits[0]! : null;
}

/** How each leet symbol may be read. */
const READINGS: Readonly<Record<string, readonly string[]>> = {
  '0': ['o', 'e'],
  '1': ['i', 'l'],
  '3': ['e'],
  '4': ['a'],
  '5': ['s'],
  '7': ['t'],
  '8': ['ate', 'b'],
  '9': ['g'],
  '@': ['a'],
  $: ['s'],
  '!': ['i', 'l'],
  '|': ['i', 'l'],
  '+': ['t'],
};
/** At most this many readings of one word are tried. */
const MAX_READINGS = 32;

/** Every reading of a word with leet symbols ("j00s": "joos", "jeos", "joes", "jees", and "jews" for "00"). */
function leetReadings(raw: string): string[] {
  let out = [''];
  for (const ch of raw) {
    const readings = READINGS[ch] ?? [ch];
    const next: string[] = [];
    for (const prefix of out) for (const r of readings) if (next.length < MAX_READINGS) next.push(prefix + r);
    out = next;
  }
  if (raw.includes('00')) out.push(raw.replaceAll('00', 'ew'), raw.replaceAll('00', 'oe'));
  return out;
}

/** The first words of two-word group names ("black" of "black people"). */
const PAIR_FIRST: ReadonlySet<string> = new Set(pairFirstWords());

/**
 * Group words with two neighbouring letters swapped or one letter left out ("balck", "gya", "womn", "Muslmis"; decision
 * 0966), by the misspelling: swaps after the first letter, a letter after the first left out of words of five letters or
 * more, neither the first nor the last. Only of the group words that are English words (MISSPELLABLE: an Afrikaans
 * "joodse" less a letter is the name "Jose"). A misspelling of two groups, or one that is itself a hidden word, is left
 * out. Exported for scripts/moderation/real-words.ts.
 */
export function misspeltGroupWords(misspellable: ReadonlySet<string>): ReadonlyMap<string, string> {
  // By the group each names: "womn" is "women" or "woman", one group.
  const seen = new Map<string, { word: string; group: string } | null>();
  const add = (variant: string, word: string): void => {
    const v = squeeze(variant);
    if (v === word) return;
    const group = wordGroup(word) ?? word;
    const had = seen.get(v);
    seen.set(v, had === undefined ? { word, group } : had !== null && had.group === group ? had : null);
  };
  // In the order the groups list their words, plural first: "womn" is read as "women", not "woman".
  for (const g of new Set([...groupWords(), ...PAIR_FIRST])) {
    if (!misspellable.has(g) || g.length < 3 || !/^[a-z]+$/.test(g)) continue;
    for (let k = 1; k + 1 < g.length; k++) add(g.slice(0, k) + g[k + 1] + g[k] + g.slice(k + 2), g);
    // Never the last letter: "nigerian" is the singular of "nigerians", not a misspelling of it.
    if (g.length >= 5) for (let k = 1; k + 1 < g.length; k++) add(g.slice(0, k) + g.slice(k + 1), g);
  }
  const misspelt = new Map<string, string>();
  for (const [v, found] of seen) {
    if (found !== null && !isHidden(v) && !PAIR_FIRST.has(v)) misspelt.set(v, found.word);
  }
  return misspelt;
}

/** The misspellings read at run time: those of MISSPELLABLE's words that are no real word (REAL_WORDS). */
const MISSPELT_GROUP: ReadonlyMap<string, string> = new Map(
  [...misspeltGroupWords(MISSPELLABLE)].filter(([misspelling]) => !REAL_WORDS.has(misspelling)),
);

/** Words a glued word may hold beside a hidden word ("aredisgusting", "killall", "shouldbe"; decision 0966). */
const GLUE_WORDS = wordSet('i we you they all are is be to the should must will and of them those these want');

/**
 * The two words a word of letters is written for with the space between them left out ("aredisgusting" is "are
 * disgusting", "ihate" is "i hate", "shouldbe" is "should be"): each a hidden word, the first word of a two-word group
 * name or a word of GLUE_WORDS, one of them a group word or a word of GLUE_WORDS. Null if none.
 */
function unglued(w: string): string | null {
  if (w.length < 5) return null;
  let found: string | null = null;
  for (let k = 1; k < w.length; k++) {
    const left = w.slice(0, k);
    const right = w.slice(k);
    const groupL = PAIR_FIRST.has(left) || wordGroup(left) !== undefined;
    const groupR = PAIR_FIRST.has(right) || wordGroup(right) !== undefined;
    const glueL = GLUE_WORDS.has(left);
    const glueR = GLUE_WORDS.has(right);
    const l = groupL || isHidden(left);
    const r = groupR || isHidden(right);
    // Two words of violence or derogation and no group or glue word: a word of another language more often (Sesotho
    // "diehang" is not "die hang").
    if ((l || glueL) && (r || glueR) && (groupL || groupR || glueL || glueR)) {
      if (l && r) return `${left} ${right}`;
      found ??= `${left} ${right}`;
    }
  }
  return found;
}

/**
 * What a word of letters would be read as by a misspelt group word (one of `misspelt`) or a missing space (decision
 * 0966), or null, before REAL_WORDS is consulted. For scripts/moderation/real-words.ts, which lists the real words
 * this would misread.
 */
export function misspeltOrGlued(w: string, misspelt: ReadonlyMap<string, string>): string | null {
  if (isHidden(w)) return null;
  return misspelt.get(w) ?? unglued(w);
}

/** The two words a glued word of letters is, unless it is a real or hidden word (decision 0966). */
function ungluedWord(w: string): string | null {
  return REAL_WORDS.has(w) || isHidden(w) ? null : unglued(w);
}

/**
 * The words with each misspelt group word read as the group word ("balck", "Muslmis"; decision 0966), when the
 * message also holds a hidden word of violence, expulsion, derogation or hatred ("I hate balck people", "womn are
 * disgusting"): a misspelling is read as an evasion only beside hostility. A typo of a group's name in a message with
 * none ("Asains had to take the Wu Tang Clan") is left as written.
 */
function withMisspeltGroups(r: Respelled): Respelled {
  if (!holdsMisspeltGroup(r.words, r.ids)) return r;
  if (!r.words.some((w) => isHidden(w) && wordGroup(w) === undefined)) return r;
  const words = r.words.map((w) => MISSPELT_GROUP.get(w) ?? w);
  const ids = r.ids === null ? null : r.ids.map((id, i) => (words[i] === r.words[i] ? id : -1));
  return { words, ids };
}

/** Whether MISSPELT_GROUP holds a word, by word id (an array read, where a lookup by text hashes the word). */
const MISSPELT_BY_ID = new WordTable<boolean>();

/**
 * Whether a word is one of MISSPELT_GROUP's misspellings (every message asks, and most hold none); `ids` as Respelled
 * gives them.
 */
function holdsMisspeltGroup(words: readonly string[], ids: readonly number[] | null): boolean {
  for (let i = 0; i < words.length; i++) {
    const id = ids === null ? -1 : ids[i]!;
    let misspelt = id === -1 ? undefined : MISSPELT_BY_ID.get(id);
    if (misspelt === undefined) {
      misspelt = MISSPELT_GROUP.has(words[i]!);
      if (id !== -1) MISSPELT_BY_ID.set(id, misspelt);
    }
    if (misspelt) return true;
  }
  return false;
}

/** The hidden word a single word is written for, or null (the word is read as it is). */
function respellWord(raw: string, skeleton: string): string | null {
  if (raw === skeleton || !/[^a-z]/.test(raw)) {
    // Letters only: a word can hide another by a plural "z", a "y", no vowel at all, a swapped or missing letter, or a
    // missing space (most words: none).
    if (!skeleton.endsWith('z') && !skeleton.includes('y') && /[aeiou]/.test(skeleton)) return ungluedWord(skeleton);
    return isHidden(skeleton) ? null : (hiddenIn(skeleton, false) ?? ungluedWord(skeleton));
  }
  if (isHidden(skeleton)) return null;
  // Leet symbols read every way, in a word at least half letters ("h8", "j00s", "zu1us"; not "11" or "ref993335").
  const letters = raw.replace(/[^a-z]/g, '').length;
  if (letters < 1 || letters < raw.length - letters) return null;
  for (const reading of leetReadings(raw)) {
    const word = squeeze(reading);
    if (/[^a-z]/.test(word)) continue;
    const hidden = hiddenIn(word, true);
    if (hidden !== null) return hidden;
  }
  return null;
}

/**
 * The hidden word a word of letters is, or is written for by a plural "z" ("gayz"), "y" for "i" in a word of five
 * letters or more ("whytes"; "dye" is a word), or, unless it was read from leet symbols, vowels dropped.
 */
function hiddenIn(w: string, leet: boolean): string | null {
  if (isHidden(w)) return w;
  const plural = w.length >= 4 && w.endsWith('z') ? `${w.slice(0, -1)}s` : w;
  if (plural !== w && isHidden(plural)) return plural;
  const i = plural.length >= 5 && plural.includes('y') ? plural.replaceAll('y', 'i') : plural;
  if (i !== plural && isHidden(i)) return i;
  return leet ? null : withVowels(plural);
}

const RESPELLED = new Map<string, string | null>();
const RESPELLED_BY_ID = new WordTable<string | null>();

/** The words the models read, and their ids (-1 where a word was respelled: its id is another word's). */
export interface Respelled {
  words: readonly string[];
  ids: readonly number[] | null;
}

/**
 * The message's words with spelling evasions respelled, or `words` and `ids` themselves when none is. `words` and
 * `ids` as canonicalText gives them; `tokens` and `folded` the message's tokens and folded text (for leet symbols and
 * the pieces of one word). A word canonicalText glued from single letters may come out as several words ("g a y s  a
 * r e ..."); every other word as one.
 */
export function respell(
  words: readonly string[],
  ids: readonly number[] | null,
  tokens: readonly Token[],
  folded: string,
): Respelled {
  // One token per word unless canonicalText glued single letters (rare): only then are the words' tokens worked out.
  const spans = tokens.length === words.length ? null : tokenSpans(tokens, words.length);
  let out: string[] | null = null;
  let outIds: number[] | null = null;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const from = spans === null ? i : spans[i]![0];
    let word: string | null = null;
    let pieces: readonly string[] | null = null;
    let last = i;
    if (spans !== null && spans[i]![1] - from > 1) pieces = spacedHiddenWords(tokens, from, spans[i]![1]);
    else {
      const token = tokens[from]!;
      // Pieces of one word: only where the next token is in the same chunk after a joiner ("ani.mals", "m*slims").
      const joined =
        tokens[from + 1]?.chunk === token.chunk && isJoiner(folded.charCodeAt(token.end))
          ? joinedWord(words, tokens, folded, spans, i)
          : null;
      if (joined !== null) {
        word = joined.word;
        last = joined.last;
      } else word = spelledOut(words, token.raw, i) ?? cachedRespell(token.raw, w, ids === null ? -1 : ids[i]!);
    }
    if ((word !== null || pieces !== null) && out === null) {
      out = words.slice(0, i);
      outIds = ids === null ? null : ids.slice(0, i);
    }
    // A missing space put back ("are disgusting"): two words (decision 0966).
    if (word?.includes(' ')) {
      pieces = word.split(' ');
      word = null;
    }
    if (out !== null) {
      if (pieces !== null)
        for (const piece of pieces) {
          out.push(piece);
          outIds?.push(-1);
        }
      else {
        out.push(word ?? w);
        outIds?.push(word === null ? ids![i]! : -1);
      }
    }
    i = last;
  }
  return withMisspeltGroups(out === null ? { words, ids } : { words: out, ids: outIds });
}

/** respellWord, kept by word id (one array read per word) or, for words without one, by raw and canonical text. */
function cachedRespell(raw: string, w: string, id: number): string | null {
  if (id === -1) return memo(RESPELLED, 20_000, `${raw}\u0000${w}`, () => respellWord(raw, w));
  let word = RESPELLED_BY_ID.get(id);
  if (word === undefined) {
    word = respellWord(raw, w);
    RESPELLED_BY_ID.set(id, word);
  }
  return word;
}

/**
 * Letters spelled out from..to, glued by canonicalText into one word, split again where they are spaced wider ("g a y
 * s  a r e  d i s g u s t i n g", "m.u.s.l.i.m.s  a.r.e ..."), each piece read as the hidden word it is written for;
 * null unless a piece is then a hidden word ("I'm a" stays as canonicalText reads it).
 */
function spacedHiddenWords(tokens: readonly Token[], from: number, to: number): readonly string[] | null {
  const pieces = spacedWords(tokens, from, to);
  if (pieces.length < 2) return null;
  const read = pieces.map((piece) => hiddenIn(piece, false) ?? piece);
  return read.some(isHidden) ? read : null;
}

/**
 * For each canonical word, the tokens it was made of [from, to): one token, or a run of three or more single letters
 * glued (as canonicalText reads them).
 */
function tokenSpans(tokens: readonly Token[], n: number): [number, number][] {
  const spans: [number, number][] = [];
  let i = 0;
  while (i < tokens.length && spans.length < n) {
    let j = i;
    while (j < tokens.length && tokens[j]!.text.length === 1) j++;
    if (j - i >= 3) {
      spans.push([i, j]);
      i = j;
    } else spans.push([i, ++i]);
  }
  return spans;
}

/** Single letters from..to split where the gap between two is wider than the narrowest gap among them. */
function spacedWords(tokens: readonly Token[], from: number, to: number): string[] {
  let narrowest = Number.POSITIVE_INFINITY;
  let widest = 0;
  for (let k = from; k + 1 < to; k++) {
    const gap = tokens[k + 1]!.start - tokens[k]!.end;
    narrowest = Math.min(narrowest, gap);
    widest = Math.max(widest, gap);
  }
  // Evenly spaced ("i m a", "s o s"): one word, as canonicalText reads it.
  if (widest === narrowest) return [];
  const pieces: string[] = [];
  let piece = tokens[from]!.text;
  for (let k = from + 1; k < to; k++) {
    const gap = tokens[k]!.start - tokens[k - 1]!.end;
    if (gap > narrowest) {
      pieces.push(squeeze(piece));
      piece = '';
    }
    piece += tokens[k]!.text;
  }
  pieces.push(squeeze(piece));
  return pieces;
}

/** Whether a character may join two pieces of one word: a dot, a hyphen, a star (read by code, not as a string). */
function isJoiner(c: number): boolean {
  return c === 46 || c === 45 || c === 42;
}

/** What joins two tokens of one chunk into one word: a single dot or hyphen, or stars for masked letters. */
function joinAfter(folded: string, tokens: readonly Token[], k: number): 'split' | 'masked' | null {
  const next = tokens[k + 1];
  const t = tokens[k]!;
  if (next === undefined || next.chunk !== t.chunk) return null;
  // Most pieces of one chunk are split by an apostrophe ("I'm", "don't"): read without building the gap's text.
  const c = folded[t.end];
  if (c !== '.' && c !== '-' && c !== '*') return null;
  if (next.start === t.end + 1) return c === '*' ? 'masked' : 'split';
  for (let k = t.end; k < next.start; k++) if (folded[k] !== '*') return null;
  return 'masked';
}

/** The first token of word k (spans: each word's tokens, null when a word is one token). */
function first(spans: readonly [number, number][] | null, k: number): number {
  return spans === null ? k : spans[k]![0];
}

/** Whether word k is one token. */
function single(spans: readonly [number, number][] | null, k: number): boolean {
  return spans === null || spans[k]![1] - spans[k]![0] === 1;
}

/**
 * A hidden word written in pieces of one chunk from word `i` on: split by dots or hyphens ("mak.we.re.kwe.re",
 * "ani.mals"; not an apostrophe: "I'll"), or with letters masked by stars ("m*slims", "k*f*rs"), when exactly one
 * group or derogation word fits the mask. Only single-token words are joined.
 */
function joinedWord(
  words: readonly string[],
  tokens: readonly Token[],
  folded: string,
  spans: readonly [number, number][] | null,
  i: number,
): { word: string; last: number } | null {
  let j = i;
  let masked = false;
  let pattern = '';
  while (j + 1 < words.length && single(spans, j + 1)) {
    const join = joinAfter(folded, tokens, first(spans, j));
    if (join === null) break;
    const stars = tokens[first(spans, j + 1)]!.start - tokens[first(spans, j)]!.end;
    pattern += words[j] + (join === 'masked' ? `[a-z]{1,${stars}}` : '');
    masked ||= join === 'masked';
    j++;
  }
  if (j === i) return null;
  pattern += words[j];
  if (!masked) {
    const joined = squeeze(words.slice(i, j + 1).join(''));
    return !words.slice(i, j + 1).some(isHidden) && isHidden(joined) ? { word: joined, last: j } : null;
  }
  const re = new RegExp(`^${pattern}$`);
  const fits = MASKABLE.filter((h) => re.test(h));
  return fits.length === 1 ? { word: fits[0]!, last: j } : null;
}

/**
 * "mst" (must) and, right after a modal of a call, "b" (be): "muslims mst go", "gays shud b stoned", "X must all b
 * deported". Not after "to" or "will": "needs to b tried" is lawful punishment talk the model reads as a threat once
 * spelled out.
 */
const MUST = 'mst';
const B = 'b';
const BEFORE_B = new Set([...MODALS, ...['all', 'mst'].map(squeeze)]);

/** The function word of SMS spelling at word `i` spelled out, or null. */
function spelledOut(words: readonly string[], raw: string, i: number): string | null {
  if (raw === MUST) return 'must';
  if (raw !== B) return null;
  const modal = BEFORE_B.has(words[i - 1] ?? '') && (words[i - 1] !== 'al' || MODALS.has(words[i - 2] ?? ''));
  return modal ? 'be' : null;
}
