/**
 * Spelling evasions respelled before the models read a message (decision 0956): "i h8 j00s", "b00rs must d1e",
 * "Zu1us r savages", "gayz", "frgnrs", "immigrnts", "mak.we.re.kwe.re". The folding of normalise.ts reads each leet
 * symbol one way ("8" as "b", "1" as "i", "00" as "oo"), so such words reach the models as words they never saw, no
 * group is named and the hate model's verdict cannot count. Here a word is respelled only into a word that an
 * evasion hides (a group word, or a word of violence, expulsion, derogation or hatred) and only by the ways evasions
 * are written:
 * - leet symbols read every way ("8" as "ate", "1" as "l", "0" as "o" or "e", "00" as "ew" or "oe");
 * - a plural "z" ("gayz", "boerz"), "y" for "i" ("whytes");
 * - every vowel dropped from a word of six letters or more ("frgnrs", "kfrs"), when one such word fits;
 * - pieces of one word split by dots or hyphens ("mak.we.re.kwe.re", "ani.mals").
 * A word that already is such a word, or any other word nothing fits, is left as it is. The patterns read the
 * message as before; the models, the group readers and the guards read the respelled words.
 */
import { groupWords, wordGroup } from './group-terms';
import { DEROGATION, EXPULSION, VIOLENCE } from './group-words';
import { memo } from './memo';
import { squeeze, type Token, WordTable } from './normalise';
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

const VOWELS = /[aeiou]/g;
/** Hidden words of six letters or more by their letters without vowels, for "frgnrs" and "vermn". */
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

/** The hidden word a single word is written for, or null (the word is read as it is). */
function respellWord(raw: string, skeleton: string): string | null {
  if (isHidden(skeleton)) return null;
  if (raw === skeleton || !/[^a-z]/.test(raw)) return hiddenIn(skeleton, false);
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

/** Whether token `i` and the next are one word split by a single dot or hyphen ("ani.mals", "h-o-m-o"). */
function splitAfter(folded: string, tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined || next.chunk !== tokens[i]!.chunk || next.start !== tokens[i]!.end + 1) return false;
  const c = folded[tokens[i]!.end];
  return c === '.' || c === '-';
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
 * the pieces of one word).
 * Words glued from single letters by canonicalText (ids -1) are read as they are.
 */
export function respell(
  words: readonly string[],
  ids: readonly number[] | null,
  tokens: readonly Token[],
  folded: string,
): Respelled {
  // canonicalText gives one word per token unless it glued single letters: then tokens and words do not align, and
  // only the words are read.
  const aligned = tokens.length === words.length;
  let out: string[] | null = null;
  let outIds: number[] | null = null;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    let word: string | null = null;
    let last = i;
    // Pieces of one word split by dots or hyphens: "mak.we.re.kwe.re" (not an apostrophe: "I'll").
    if (aligned && splitAfter(folded, tokens, i)) {
      let j = i + 1;
      while (j < tokens.length && splitAfter(folded, tokens, j - 1)) j++;
      const joined = squeeze(words.slice(i, j).join(''));
      if (!words.slice(i, j).some(isHidden) && isHidden(joined)) {
        word = joined;
        last = j - 1;
      }
    }
    // By id only where the token is at hand: a word read without its raw letters must not stand for its id.
    if (word === null)
      word = aligned ? respelledWord(w, tokens[i]!.raw, ids === null ? -1 : ids[i]!) : respellWord(w, w);
    if (word !== null && out === null) {
      out = words.slice(0, i);
      outIds = ids === null ? null : ids.slice(0, i);
    }
    if (out !== null) {
      out.push(word ?? w);
      outIds?.push(word === null ? ids![i]! : -1);
    }
    i = last;
  }
  return out === null ? { words, ids } : { words: out, ids: outIds };
}

/** respellWord, kept by word id (one array read per word) or, for words without one, by raw and canonical text. */
function respelledWord(w: string, raw: string, id: number): string | null {
  if (id === -1) return memo(RESPELLED, 20_000, `${raw}\u0000${w}`, () => respellWord(raw, w));
  let word = RESPELLED_BY_ID.get(id);
  if (word === undefined) {
    word = respellWord(raw, w);
    RESPELLED_BY_ID.set(id, word);
  }
  return word;
}
