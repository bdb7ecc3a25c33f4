import { LEXICON, type LexiconEntry } from './lexicon';
import { memo } from './memo';
import { type Analysed, analyse, idsCurrent, runLengths, squeeze, type Token, WordTable } from './normalise';

/** A lexicon word found in a message, as folded-text offsets (end exclusive). */
export interface LexiconHit {
  entry: LexiconEntry;
  start: number;
  end: number;
}

interface Form {
  entry: LexiconEntry;
  runs: number[];
  /** Letters of the spelling the form came from, without the added plural "s". */
  length: number;
}

/** A spelling reachable by one of the looser rules, with the skeleton its allow-list phrases are written in. */
interface LooseForm extends Form {
  skeleton: string;
}

interface StemForm extends Form {
  skeleton: string;
  allowSkeletons: string[];
}

interface PhraseForm {
  entry: LexiconEntry;
  words: { skeleton: string; runs: number[] }[];
}

/** The lexicon indexed by letter skeleton so a message word costs one map lookup. */
interface CompiledLexicon {
  single: Map<string, Form[]>;
  stems: StemForm[];
  phrases: Map<string, PhraseForm[]>;
  allow: Map<LexiconEntry, string[][]>;
  /** Spellings with one or two letters replaced by "?" ("k?ffir"), for words with a letter masked. */
  masked: Map<string, LooseForm>;
  /** Consonant skeletons ("kfr") of long spellings, for words typed without vowels ("kffr"). */
  consonants: Map<string, LooseForm[]>;
  /** Skeletons of every beginning of a spelling of five letters or more: the first piece of a split word. */
  splitStarts: Set<string>;
  /**
   * Every beginning (the whole included) of a whole-word skeleton (`single`'s keys) and of a stem's skeleton: the
   * squeezed first piece of a word glued from punctuation-split pieces that matchWord can match is one of these, or
   * begins with a stem's skeleton (see TokenInfo.glueStart).
   */
  gluePrefixes: Set<string>;
  /**
   * matchWord's answers by letters: the same words recur from message to message, and each would otherwise be tried
   * against every stem. Bounded; cleared when full, which changes no answer.
   */
  wordMatches: Map<string, LexiconEntry | null>;
  /** tokenInfo's answers by token letters; bounded like wordMatches. */
  tokenInfos: Map<string, TokenInfo>;
  /** The same answers by word id (Token.id), for an Analysed whose ids are current. */
  tokenInfoById: WordTable<TokenInfo>;
  /** findSplit's two-piece steps by the first piece's word id, then the second's; `splitStepCount` bounds them. */
  splitSteps: WordTable<Map<number, SplitStep>>;
  splitStepCount: number;
}

/**
 * What gluing the next piece onto a split word gives findSplit: the glued letters, their skeleton, the whole-word form
 * they spell (matchExact) and whether the skeleton can begin a longer split word. A function of the pieces' letters.
 */
interface SplitStep {
  glued: string;
  skeleton: string;
  form: Form | null;
  more: boolean;
}

/** Two-piece steps kept (SplitStep); when more would be kept they are all dropped, which changes no answer. */
const SPLIT_STEPS_LIMIT = 50_000;

/**
 * What the index holds for one token, found with one map lookup by its letters (a token's skeleton is a function of
 * its letters): its whole-word match, the multi-word terms it can start, the vowel-less spellings it can be (only
 * when it has no vowel) and whether it can begin a split word.
 */
interface TokenInfo {
  entry: LexiconEntry | null;
  phrases: PhraseForm[] | undefined;
  consonants: LooseForm[] | undefined;
  splitStart: boolean;
  /**
   * Whether a word glued from this token and the next pieces of its chunk can be a lexicon word (matchWord): squeeze()
   * reads left to right, so the glued word's skeleton begins with squeeze(text), which must then begin a whole-word
   * skeleton or a stem's, or begin with a stem's. When false, matchWord gives null for every such glued word.
   */
  glueStart: boolean;
  /** Whether the token's letters are an ordinary piece (ORDINARY_PIECES), and then whether of four letters or more. */
  ordinary: Ordinary;
}

/** TokenInfo.ordinary: not an ordinary piece, one of fewer than four letters, one of four or more. */
type Ordinary = 0 | 1 | 2;

function tokenInfo(index: CompiledLexicon, t: Token, byId: boolean): TokenInfo {
  if (!byId) return tokenInfoByText(index, t);
  let info = index.tokenInfoById.get(t.id);
  if (info === undefined) {
    info = tokenInfoByText(index, t);
    index.tokenInfoById.set(t.id, info);
  }
  return info;
}

function tokenInfoByText(index: CompiledLexicon, t: Token): TokenInfo {
  return memo(index.tokenInfos, WORD_MATCHES_LIMIT, t.text, () => {
    const info: TokenInfo = {
      entry: matchWord(index, t.text, t.skeleton),
      phrases: index.phrases.get(t.skeleton),
      consonants: VOWEL.test(t.text) ? undefined : index.consonants.get(t.skeleton),
      splitStart: index.splitStarts.has(t.skeleton),
      glueStart: mayBeginGlued(index, t.text),
      ordinary: ORDINARY_PIECES.has(t.text) ? (t.text.length >= 4 ? 2 : 1) : 0,
    };
    // Most words are none of these: they share one TokenInfo, which stays in cache (one object per word would not).
    const nothing = info.entry === null && !info.phrases && !info.consonants && !info.splitStart;
    if (!nothing) return info;
    return NOTHING_BUT[(info.glueStart ? 3 : 0) + info.ordinary]!;
  });
}

/**
 * The TokenInfo of a word that is no lexicon word, starts no term or split word and is no vowel-less spelling, by its
 * glueStart and ordinary: [3 * glueStart + ordinary]. Each written out as a literal (not spread from another), so that
 * every TokenInfo has the same shape.
 */
const NOTHING_BUT: readonly TokenInfo[] = [false, true].flatMap((glueStart) =>
  ([0, 1, 2] as const).map(
    (ordinary): TokenInfo => ({
      entry: null,
      phrases: undefined,
      consonants: undefined,
      splitStart: false,
      glueStart,
      ordinary,
    }),
  ),
);

/** TokenInfo.glueStart of a token with these letters. */
function mayBeginGlued(index: CompiledLexicon, letters: string): boolean {
  const start = squeeze(letters);
  if (index.gluePrefixes.has(start)) return true;
  for (const stem of index.stems) if (start.startsWith(stem.skeleton)) return true;
  return false;
}

/** Shortest spelling matched with a masked letter or split by a space. */
const LOOSE_MIN_LENGTH = 5;
/** Fewest letters left after dropping the vowels for the consonant skeleton to be indexed. */
const CONSONANT_MIN_LENGTH = 4;
/**
 * Vowel-less spellings of slurs that are also everyday SMS abbreviations ("drks" = drinks, "rtrd" =
 * retired), so the consonant rule leaves them alone.
 */
const CONSONANT_DENY = new Set(['drks', 'rtrd']);
/**
 * Ordinary words that are pieces of a lexicon spelling split in two or three ("hot not", "wet back",
 * "dark ie"). A join counts only when no piece is one of these of four letters or more and not every
 * piece is one of them: "kaf fir" is a split slur, "hot not" and "wet back" are two words.
 */
const ORDINARY_PIECES = new Set(
  (
    'a i u ad ale am an as ash back bane be bean boo bunny came camel char chin cool dark er get go got head hot ' +
    'ink is it jig key la le let lie lies male man ma mo monkey nie not op po rag rash re sand she spear stab tie ' +
    'to tot tow towel trash we were wet white zip zipper jockey pick porch kop tard ten fir fag mak ' +
    'oo ho ha by do no so me my he us or of on in at ok'
  ).split(' '),
);
const MASK_CHARS = new Set(['*', '#', '.', '_', '-', '?', '%', '^', '~']);
/** A mask symbol between two word characters: messages without one skip the masked-letter search. */
const MASKED_LETTER = /[\p{L}\p{N}][*#._\-?%^~][\p{L}\p{N}]/u;
const VOWEL = /[aeiou]/;

function devowel(word: string): string {
  return word.replace(/[aeiou]/g, '');
}

/** Indexes one spelling for the looser rules: masked letters, split pieces and the consonant skeleton. */
function addLoose(index: CompiledLexicon, entry: LexiconEntry, word: string): void {
  const skeleton = squeeze(word);
  const bare = devowel(word);
  // Only spellings that keep four consonants ("kffr", "nggr"): shorter skeletons ("fgt", "spc") are abbreviations.
  const consonantRule = bare !== word && bare.length >= CONSONANT_MIN_LENGTH;
  for (const w of [word, `${word}s`]) {
    if (word.length >= LOOSE_MIN_LENGTH) {
      for (let p = 1; p < w.length; p++) index.splitStarts.add(squeeze(w.slice(0, p)));
      const form: LooseForm = { entry, runs: [], length: word.length, skeleton };
      for (let p = 0; p < w.length; p++) {
        const one = `${w.slice(0, p)}?${w.slice(p + 1)}`;
        if (!index.masked.has(one)) index.masked.set(one, form);
        // Two masked letters only in longer words, so at least four letters stay visible.
        if (word.length < 6) continue;
        for (let q = p + 2; q < w.length; q++) {
          const two = `${one.slice(0, q)}?${one.slice(q + 1)}`;
          if (!index.masked.has(two)) index.masked.set(two, form);
        }
      }
    }
    const consonants = devowel(w);
    if (!consonantRule || CONSONANT_DENY.has(consonants)) continue;
    const key = squeeze(consonants);
    const list = index.consonants.get(key) ?? [];
    list.push({ entry, runs: runLengths(consonants), length: word.length, skeleton });
    index.consonants.set(key, list);
  }
}

function words(phrase: string): string[] {
  return analyse(phrase).tokens.map((t) => t.text);
}

function addSingle(index: CompiledLexicon, entry: LexiconEntry, word: string): void {
  for (const w of [word, `${word}s`]) {
    const key = squeeze(w);
    const list = index.single.get(key) ?? [];
    list.push({ entry, runs: runLengths(w), length: word.length });
    index.single.set(key, list);
  }
  addLoose(index, entry, word);
}

/** Builds the lookup tables once at module load. Exported for tests that compile a custom lexicon. */
function compileLexicon(entries: readonly LexiconEntry[]): CompiledLexicon {
  const index: CompiledLexicon = {
    single: new Map(),
    stems: [],
    phrases: new Map(),
    allow: new Map(),
    masked: new Map(),
    consonants: new Map(),
    splitStarts: new Set(),
    gluePrefixes: new Set(),
    wordMatches: new Map(),
    tokenInfos: new Map(),
    tokenInfoById: new WordTable(),
    splitSteps: new WordTable(),
    splitStepCount: 0,
  };
  for (const entry of entries) {
    for (const spelling of [entry.term, ...(entry.variants ?? [])]) {
      const ws = words(spelling);
      if (ws.length === 1) {
        addSingle(index, entry, ws[0]!);
        continue;
      }
      // Multi-word terms also match glued ("whitetrash") and with a plural last word.
      addSingle(index, entry, ws.join(''));
      for (const variant of [ws, [...ws.slice(0, -1), `${ws.at(-1)}s`]]) {
        const form: PhraseForm = { entry, words: variant.map((w) => ({ skeleton: squeeze(w), runs: runLengths(w) })) };
        const list = index.phrases.get(form.words[0]!.skeleton) ?? [];
        list.push(form);
        index.phrases.set(form.words[0]!.skeleton, list);
      }
    }
    if (entry.stem) {
      index.stems.push({
        entry,
        skeleton: squeeze(entry.stem),
        runs: runLengths(entry.stem),
        length: entry.stem.length,
        allowSkeletons: (entry.allowPrefixes ?? []).map(squeeze),
      });
    }
    if (entry.allow) {
      const parts = (p: string) => p.split(' ').flatMap((w) => (w === '#' ? ['#'] : words(w).map(squeeze)));
      index.allow.set(entry, entry.allow.map(parts));
    }
  }
  for (const skeleton of [...index.single.keys(), ...index.stems.map((stem) => stem.skeleton)]) {
    for (let p = 1; p <= skeleton.length; p++) index.gluePrefixes.add(skeleton.slice(0, p));
  }
  return index;
}

/** True when every letter run of the word is at least as long as the form's ("kiiill" covers "kill"). */
function covers(runs: number[], formRuns: number[], exactLength: boolean): boolean {
  if (exactLength ? runs.length !== formRuns.length : runs.length < formRuns.length) return false;
  for (let k = 0; k < formRuns.length; k++) if (runs[k]! < formRuns[k]!) return false;
  return true;
}

const WORD_MATCHES_LIMIT = 20_000;

function matchWord(index: CompiledLexicon, letters: string, skeleton?: string): LexiconEntry | null {
  return memo(index.wordMatches, WORD_MATCHES_LIMIT, letters, () =>
    matchWordUncached(index, letters, skeleton ?? squeeze(letters)),
  );
}

function matchWordUncached(index: CompiledLexicon, letters: string, skeleton: string): LexiconEntry | null {
  if (skeleton.length < 3) return null;
  let runs: number[] | null = null;
  const forms = index.single.get(skeleton);
  if (forms) {
    runs = runLengths(letters);
    for (const f of forms) if (covers(runs, f.runs, true)) return f.entry;
  }
  for (const stem of index.stems) {
    if (!skeleton.startsWith(stem.skeleton)) continue;
    if (stem.allowSkeletons.some((a) => skeleton.startsWith(a))) continue;
    runs ??= runLengths(letters);
    if (covers(runs, stem.runs, false)) return stem.entry;
  }
  return null;
}

/** A whole-word lexicon form (no stems) that the letters spell, stretched letters allowed. */
function matchExact(index: CompiledLexicon, letters: string, skeleton = squeeze(letters)): Form | null {
  const forms = index.single.get(skeleton);
  if (!forms) return null;
  const runs = runLengths(letters);
  for (const f of forms) if (covers(runs, f.runs, true)) return f;
  return null;
}

function matchToken(index: CompiledLexicon, t: Token, info: TokenInfo): LexiconEntry | null {
  return info.entry ?? (t.alt === null ? null : matchWord(index, t.alt));
}

/** True when the word at tokens[i] sits inside one of the entry's innocent phrases. */
function allowed(index: CompiledLexicon, entry: LexiconEntry, tokens: Token[], i: number): boolean {
  const phrases = index.allow.get(entry);
  if (!phrases) return false;
  const here = tokens[i]!.skeleton;
  for (const phrase of phrases) {
    for (let p = 0; p < phrase.length; p++) {
      if (phrase[p] !== here) continue;
      const first = i - p;
      if (first < 0 || first + phrase.length > tokens.length) continue;
      let ok = true;
      for (let q = 0; q < phrase.length && ok; q++) {
        const t = tokens[first + q]!;
        ok = phrase[q] === '#' ? /^[0-9]+$/.test(t.raw) : t.skeleton === phrase[q];
      }
      if (ok) return true;
    }
  }
  return false;
}

/**
 * `allowed` for a hit made of tokens[first..last] read as one word with the given skeleton, so
 * "k*ffir lime" and "kaf fir lime" stay as innocent as "kaffir lime".
 */
function allowedAs(
  index: CompiledLexicon,
  entry: LexiconEntry,
  tokens: Token[],
  first: number,
  last: number,
  skeleton: string,
): boolean {
  if (!index.allow.has(entry)) return false;
  const merged = [...tokens.slice(0, first), { ...tokens[first]!, skeleton }, ...tokens.slice(last + 1)];
  return allowed(index, entry, merged, first);
}

function matchPhrase(
  forms: PhraseForm[] | undefined,
  tokens: Token[],
  i: number,
): { entry: LexiconEntry; last: number } | null {
  if (!forms) return null;
  for (const form of forms) {
    if (i + form.words.length > tokens.length) continue;
    let ok = true;
    for (let q = 0; q < form.words.length && ok; q++) {
      const t = tokens[i + q]!;
      const w = form.words[q]!;
      ok = t.skeleton === w.skeleton && covers(runLengths(t.text), w.runs, true);
    }
    if (ok) return { entry: form.entry, last: i + form.words.length - 1 };
  }
  return null;
}

const DEFAULT_INDEX = compileLexicon(LEXICON);

/**
 * Finds lexicon words in an analysed message: whole words, multi-word terms, words split by
 * punctuation inside one chunk ("nig.ger"), and words spelled out a letter at a time ("k a f f i r").
 * Spelled-out letters are only matched as the whole run or its tail, so innocent initials are not
 * glued into a slur with the word after them. Then, by looser rules that only reach long spellings:
 * a letter or two masked by a symbol ("k*ffir"), a word split by spaces ("kaf fir") and a word typed
 * without its vowels ("kffr"). Every hit, however found, still honours the entry's allow-list.
 */
export function findLexiconHits(a: Analysed, index: CompiledLexicon = DEFAULT_INDEX): LexiconHit[] {
  const tokens = a.tokens;
  const add = new Adder(tokens);
  const infos: TokenInfo[] = new Array(tokens.length);
  const byId = idsCurrent(a);
  // Which of the passes below a token of the message can give a hit in: most messages have none for most passes.
  let phrases = false;
  let words = false;
  let glue = false;
  let split = false;
  let consonants = false;
  for (let i = 0; i < tokens.length; i++) {
    const info = tokenInfo(index, tokens[i]!, byId);
    infos[i] = info;
    phrases ||= info.phrases !== undefined;
    words ||= info.entry !== null || tokens[i]!.alt !== null;
    glue ||= info.glueStart;
    split ||= info.splitStart;
    consonants ||= info.consonants !== undefined;
  }

  for (let i = 0; phrases && i < tokens.length; i++) {
    const phrase = matchPhrase(infos[i]!.phrases, tokens, i);
    if (phrase) add.add(phrase.entry, i, phrase.last);
  }
  for (let i = 0; words && i < tokens.length; i++) {
    const entry = matchToken(index, tokens[i]!, infos[i]!);
    if (entry && !allowed(index, entry, tokens, i)) add.add(entry, i, i);
  }
  // Punctuation-split words: glue 2-4 neighbouring tokens of one whitespace chunk.
  for (let i = 0; glue && i + 1 < tokens.length; i++) {
    if (tokens[i + 1]!.chunk !== tokens[i]!.chunk || !infos[i]!.glueStart) continue;
    let glued = tokens[i]!.text;
    for (let j = i + 1; j < tokens.length && j < i + 4 && tokens[j]!.chunk === tokens[i]!.chunk; j++) {
      glued += tokens[j]!.text;
      const entry = matchWord(index, glued);
      if (entry) add.add(entry, i, j);
    }
  }
  findSpelledOut(index, tokens, add);
  findMasked(index, a.folded, tokens, add);
  if (split) findSplit(index, a.folded, tokens, infos, add, byId);
  if (consonants) findConsonants(index, tokens, infos, add);
  return add.hits;
}

/** Collects hits: a hit overlapping one already found is dropped. (A class, not a closure made per message.) */
class Adder {
  readonly hits: LexiconHit[] = [];
  constructor(private readonly tokens: readonly Token[]) {}

  add(entry: LexiconEntry, first: number, last: number): void {
    const start = this.tokens[first]!.start;
    const end = this.tokens[last]!.end;
    for (const h of this.hits) if (h.start < end && start < h.end) return;
    this.hits.push({ entry, start, end });
  }
}

function onlySpace(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && (c < 9 || c > 13)) return false;
  }
  return true;
}

type Add = Adder;

/**
 * Words with a letter or two replaced by a symbol inside one chunk ("k*ffir", "n#gg#r"): the symbol
 * stands for exactly one letter, and only spellings of five letters or more are looked up.
 */
function findMasked(index: CompiledLexicon, folded: string, tokens: Token[], add: Add): void {
  if (!MASKED_LETTER.test(folded)) return;
  for (let i = 0; i + 1 < tokens.length; i++) {
    let pattern = tokens[i]!.text;
    for (let j = i + 1; j < tokens.length && j <= i + 2; j++) {
      const prev = tokens[j - 1]!;
      const next = tokens[j]!;
      if (next.start !== prev.end + 1 || !MASK_CHARS.has(folded[prev.end]!)) break;
      pattern += `?${next.text}`;
      const form = index.masked.get(pattern);
      if (form && !allowedAs(index, form.entry, tokens, i, j, form.skeleton)) {
        add.add(form.entry, i, j);
        break;
      }
    }
  }
}

/**
 * Words split by spaces into two or three pieces ("kaf fir", "nig g er"): the pieces glued must spell
 * a whole lexicon word of five letters or more (stretched letters allowed, stems not), and the pieces
 * must not read as ordinary words (see ORDINARY_PIECES).
 */
function findSplit(
  index: CompiledLexicon,
  folded: string,
  tokens: Token[],
  infos: TokenInfo[],
  add: Add,
  byId: boolean,
): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const info = infos[i]!;
    if (!info.splitStart || info.ordinary === 2) continue;
    const first = tokens[i]!;
    let glued = first.text;
    let ordinary: number = info.ordinary;
    for (let j = i + 1; j < tokens.length && j <= i + 2; j++) {
      const next = tokens[j]!;
      if (!onlySpace(folded, tokens[j - 1]!.end, next.start)) break;
      // An ordinary piece (ORDINARY_PIECES, read from the token's info): of four letters or more it ends the word.
      const nextOrdinary = infos[j]!.ordinary;
      if (nextOrdinary === 2) break;
      ordinary += nextOrdinary;
      // The two-piece step by word ids (the same pairs recur from message to message), a third piece as it comes.
      const step = j === i + 1 && byId ? splitStep(index, first, next) : gluedStep(index, glued + next.text);
      glued = step.glued;
      if (ordinary < j - i + 1) {
        const form = step.form;
        if (form && form.length >= LOOSE_MIN_LENGTH && !allowedAs(index, form.entry, tokens, i, j, step.skeleton)) {
          add.add(form.entry, i, j);
          break;
        }
      }
      if (!step.more) break;
    }
  }
}

function gluedStep(index: CompiledLexicon, glued: string): SplitStep {
  const skeleton = squeeze(glued);
  return { glued, skeleton, form: matchExact(index, glued, skeleton), more: index.splitStarts.has(skeleton) };
}

/** gluedStep of two tokens' letters, kept by their word ids (of an Analysed whose ids are current). */
function splitStep(index: CompiledLexicon, first: Token, next: Token): SplitStep {
  let byNext = index.splitSteps.get(first.id);
  let step = byNext?.get(next.id);
  if (step !== undefined) return step;
  step = gluedStep(index, first.text + next.text);
  if (index.splitStepCount >= SPLIT_STEPS_LIMIT) {
    index.splitSteps = new WordTable();
    index.splitStepCount = 0;
    byNext = undefined;
  }
  if (byNext === undefined) {
    byNext = new Map();
    index.splitSteps.set(first.id, byNext);
  }
  byNext.set(next.id, step);
  index.splitStepCount++;
  return step;
}

/** Long spellings typed without their vowels ("kffr", "nggr"); see addLoose for which are indexed. */
function findConsonants(index: CompiledLexicon, tokens: Token[], infos: TokenInfo[], add: Add): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const forms = infos[i]!.consonants;
    if (!forms) continue;
    const runs = runLengths(t.text);
    for (const f of forms) {
      if (covers(runs, f.runs, true) && !allowedAs(index, f.entry, tokens, i, i, f.skeleton)) {
        add.add(f.entry, i, i);
        break;
      }
    }
  }
}

function findSpelledOut(index: CompiledLexicon, tokens: Token[], add: Add): void {
  let i = 0;
  while (i < tokens.length) {
    if (tokens[i]!.text.length !== 1) {
      i++;
      continue;
    }
    let j = i;
    while (j < tokens.length && tokens[j]!.text.length === 1) j++;
    if (j - i >= 3) {
      // The run read as typed and with each letter's other reading ("1" as "l"); most runs have none, and the same
      // letters are not matched twice (matchWord gives the same answer for the same letters).
      let typed = '';
      let other = '';
      for (let k = i; k < j; k++) {
        typed += tokens[k]!.text;
        other += tokens[k]!.alt ?? tokens[k]!.text;
      }
      const same = typed === other;
      for (let s = 0; s + 3 <= j - i; s++) {
        const entry = matchWord(index, typed.slice(s)) ?? (same ? null : matchWord(index, other.slice(s)));
        if (entry) {
          add.add(entry, i + s, j - 1);
          break;
        }
      }
    }
    i = j;
  }
}
