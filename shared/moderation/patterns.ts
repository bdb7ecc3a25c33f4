/**
 * Matching of the phrase patterns (phrase-patterns.ts) against a message: the pattern dialect's
 * compiler, the canonical text the patterns run on, and a trigger-word prefilter that skips the
 * regular expressions for the many messages that cannot match.
 */
import { memo } from './memo';
import { type Analysed, idsCurrent, squeeze, type Token, WordTable } from './normalise';
import { compileLiterals, LiteralClauses, meetsCompiledLiterals, requiredLiterals } from './pattern-literals';
import { PHRASE_PATTERNS, type PhrasePattern } from './phrase-patterns';

export { PHRASE_PATTERNS, type PhrasePattern } from './phrase-patterns';

/**
 * Translates the pattern dialect (described in phrase-patterns.ts) into a RegExp: "words" for the
 * canonical text (stretched letters, single spaces, word boundaries), "glued" for text without
 * spaces (plain letters, no boundaries), "stretched" for glued text that is also stretched
 * (stretched letters, no spaces, no boundaries; only run on text with a letter typed three times).
 * A gap "~N " (N a digit, then a space) stands for up to N words of any kind in "words" mode and
 * for up to 8N letters (at most 24) in the glued modes, where a class or \\w repeated with "+" is
 * also bounded: glued text is one long run, and unbounded repeats would backtrack over all of it.
 * A word boundary "\\b" holds only in "words" mode; glued text has none.
 */
/** In glued text a "word" of a pattern ([a-z]+, \\w+) is at most this long, and a gap at most GLUED_GAP_LETTERS. */
const GLUED_WORD_LETTERS = 12;
const GLUED_WORD = `{1,${GLUED_WORD_LETTERS}}`;
const GLUED_GAP_LETTERS = 24;

export function compilePattern(source: string, mode: 'words' | 'glued' | 'stretched' = 'words'): RegExp {
  const words = mode === 'words';
  const stretch = mode !== 'glued';
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      // "\b" is a word boundary, which glued text does not have.
      if (words || source[i + 1] !== 'b') out += ch + (source[i + 1] ?? '');
      i++;
      if (!words && source[i] === 'w' && (source[i + 1] === '+' || source[i + 1] === '*')) {
        out += source[i + 1] === '+' ? GLUED_WORD : `{0,${GLUED_WORD_LETTERS}}`;
        i++;
      }
    } else if (inClass) {
      out += ch;
      if (ch === ']') {
        inClass = false;
        // Glued text is one long run: an unbounded class would backtrack over all of it.
        if (!words && source[i + 1] === '+') {
          out += GLUED_WORD;
          i++;
        }
      }
    } else if (ch === '[') {
      inClass = true;
      out += ch;
    } else if (ch >= 'a' && ch <= 'z') {
      if (!stretch) out += ch;
      else out += source[i + 1] === '?' ? `(?:${ch}+)` : `${ch}+`;
    } else if (ch === '~' && /[0-9]/.test(source[i + 1] ?? '')) {
      // "a ~2 b": a, up to two words, b. The gap takes the space after it, so "a b" still matches.
      if (source[i + 2] !== ' ') throw new Error(`pattern gap must be followed by a space: ${source}`);
      const n = Number(source[i + 1]);
      out += words ? `(?:[a-z0-9]+ ){0,${n}}` : `[a-z0-9]{0,${Math.min(8 * n, GLUED_GAP_LETTERS)}}`;
      i += 2;
    } else if (ch === ' ') {
      out += words ? ' ' : '';
    } else if (ch === '(' && source[i + 1] !== '?') {
      out += '(?:';
    } else {
      out += ch;
    }
  }
  return new RegExp(words ? `(?<![a-z0-9])(?:${out})(?![a-z0-9])` : out);
}

const LITERALS = PHRASE_PATTERNS.map((p) => requiredLiterals(p.source));

/**
 * The alternatives of a source at its top level ("a b|c" -> "a b", "c"), looking inside one group that wraps the whole
 * source ("(a|b c)" -> "a", "b c"); a source with one alternative gives itself alone.
 */
export function topAlternatives(source: string): string[] {
  const inner = wrapped(source) ? source.slice(1, -1) : source;
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let last = 0;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]!;
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(inner.slice(last, i));
      last = i + 1;
    }
  }
  out.push(inner.slice(last));
  return out.length > 1 ? out : [source];
}

/** Whether the source is one plain group "( ... )" (not a look-around or "(?:") closed by its last character. */
function wrapped(source: string): boolean {
  if (source[0] !== '(' || source[1] === '?') return false;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i === source.length - 1;
  }
  return false;
}

/** What compilePattern(source) puts between its word-boundary look-arounds. */
function wordsBody(source: string): string {
  const full = compilePattern(source).source;
  return full.slice(WORDS_OPEN.length, full.length - WORDS_CLOSE.length);
}
const WORDS_OPEN = '(?<![a-z0-9])(?:';
const WORDS_CLOSE = ')(?![a-z0-9])';

/**
 * A pattern's word expression split into its top-level alternatives, each compiled alone, with the index of its own
 * required literals in WORD_LITERALS (after the patterns'); null for a pattern of one alternative.
 *
 * Why it is sound: the word expression is L(?:A1|...|An)R (L and R the word-boundary look-arounds; a wrapping group is
 * a plain non-capturing one, since compilePattern makes every plain group "(?:"), and it has no capturing group, so no
 * back-reference: it matches the text somewhere if and only if some L(?:Ak)R matches it somewhere (at a given start,
 * the alternation tries every alternative, each with the same look-arounds). An alternative whose required literals
 * the text lacks cannot match (pattern-literals.ts), so it need not run. The compiled alternatives are checked below
 * to be exactly the alternatives of the compiled whole.
 */
function alternativesOf(p: PhrasePattern, firstItem: number): { words: RegExp; item: number }[] | null {
  const alternatives = topAlternatives(p.source);
  if (alternatives.length === 1) return null;
  const whole = compilePattern(p.source).source;
  const rejoined = alternatives.map(wordsBody).join('|');
  const expected = wrapped(p.source)
    ? `${WORDS_OPEN}(?:${rejoined})${WORDS_CLOSE}`
    : `${WORDS_OPEN}${rejoined}${WORDS_CLOSE}`;
  if (whole !== expected) throw new Error(`pattern ${p.id}: its alternatives do not compile to its expression`);
  return alternatives.map((a, k) => ({ words: compilePattern(a), item: firstItem + k }));
}

/** Required word literals of each alternative of the split patterns, in the order alternativesOf numbers them. */
const ALTERNATIVE_LITERALS: string[][][] = [];

/** Every string of the patterns' own word clauses: the automaton reads for these. */
const PATTERN_STRINGS = new Set(LITERALS.flatMap((l) => l.words.flat()));

/**
 * The required word literals of an alternative, less the clauses holding a string that no pattern's own clauses hold:
 * the automaton then looks for no more strings than before (a larger one read every message more slowly), and fewer
 * clauses are still met by every text that matches (each clause left is required).
 */
function ownClauses(alternative: string): string[][] {
  return requiredLiterals(alternative).words.filter((clause) => clause.every((s) => PATTERN_STRINGS.has(s)));
}

const COMPILED = PHRASE_PATTERNS.map((p, i) => ({
  pattern: p,
  /** Its index in PHRASE_PATTERNS (and in WORD_LITERALS). */
  index: i,
  words: compilePattern(p.source),
  /** The word expression's top-level alternatives (see alternativesOf), or null. */
  alternatives: (() => {
    const split = alternativesOf(p, PHRASE_PATTERNS.length + ALTERNATIVE_LITERALS.length);
    if (split !== null) for (const a of topAlternatives(p.source)) ALTERNATIVE_LITERALS.push(ownClauses(a));
    return split;
  })(),
  glued: compilePattern(p.source, 'glued'),
  stretched: new RegExp(compilePattern(p.source, 'stretched').source, 'g'),
  /** The glued literals, checked per glued part; the word literals are WORD_LITERALS'. */
  gluedLiterals: compileLiterals(LITERALS[i]!.glued),
}));

/** Every pattern's word literals in one automaton, which reads the message's squeezed words once. */
const WORD_LITERALS = new LiteralClauses([...LITERALS.map((l) => l.words), ...ALTERNATIVE_LITERALS]);

/**
 * Whether the word expression matches the canonical text (given that the text meets its required literals): each
 * alternative that meets its own literals tried in turn (alternativesOf), or the whole when it has one.
 */
function wordsMatch(c: (typeof COMPILED)[number], text: string): boolean {
  const alternatives = c.alternatives;
  if (alternatives === null) return c.words.test(text);
  for (let k = 0; k < alternatives.length; k++) {
    const a = alternatives[k]!;
    if (WORD_LITERALS.meets(a.item) && a.words.test(text)) return true;
  }
  return false;
}

/** A letter typed three or more times: glued text stretched on purpose ("killllyourself"). */
const STRETCHED = /([a-z])\1\1/;

/**
 * Fewest letters, stretching squeezed out, of a match found by reading glued text as stretched: a
 * short one is as likely a stretched word ("goooodiebags" holds "go die").
 */
const STRETCHED_MIN_MATCH = 8;

/** True when a glued part matches the pattern, read stretched when it is visibly stretched. */
function gluedMatch(c: (typeof COMPILED)[number], part: string): boolean {
  if (c.glued.test(part)) return true;
  if (!STRETCHED.test(part)) return false;
  for (const m of part.matchAll(c.stretched)) if (squeeze(m[0]).length >= STRETCHED_MIN_MATCH) return true;
  return false;
}

/** Canonical text for pattern matching, and the spelled-out runs within it. */
export interface CanonicalText {
  /**
   * The message as lower-case decoded words separated by single spaces, with letters typed one at
   * a time ("k i l l", "k.i.l.l") glued back together; punctuation is dropped so patterns need not
   * mention it.
   */
  text: string;
  /** Each glued run of three or more single letters. */
  runs: string[];
  /** The words of `text` with stretched letters squeezed: threatWords(text), built in the same pass. */
  words: string[];
  /**
   * Each word's id (Token.id) when the message's ids are current (idsCurrent), -1 for a spelled-out run; null when
   * they are not current.
   */
  ids: number[] | null;
}

/**
 * A message's CanonicalText. `text` is joined from its pieces (tokens' texts and spelled-out runs, in order) when first
 * read: only the word expressions of the patterns read it, and most messages run none (building it piece by piece cost
 * a string per piece and space, and listing the pieces an array per message).
 */
class Canonical implements CanonicalText {
  private joined: string | undefined;

  constructor(
    /** The message's tokens, whose texts and spelled-out runs (`runs`) are the pieces of `text`. */
    private readonly tokens: readonly Token[],
    readonly runs: string[],
    readonly words: string[],
    readonly ids: number[] | null,
  ) {}

  get text(): string {
    if (this.joined === undefined) {
      const tokens = this.tokens;
      const pieces: string[] = [];
      let run = 0;
      let i = 0;
      while (i < tokens.length) {
        const end = spelledOutEnd(tokens, i);
        if (end === -1) pieces.push(tokens[i++]!.text);
        else {
          pieces.push(this.runs[run++]!);
          i = end;
        }
      }
      this.joined = pieces.join(' ');
    }
    return this.joined;
  }
}

/** The end of the run of single letters from token `i` when it is a spelled-out word, else -1. */
function spelledOutEnd(tokens: readonly Token[], i: number): number {
  let j = i;
  while (j < tokens.length && tokens[j]!.text.length === 1) j++;
  // Two single letters are usually real words ("i m", "u r"); three or more are a spelled-out word.
  return j - i >= 3 ? j : -1;
}

/**
 * A token's canonical word: its skeleton (its squeezed text), except for a number, whose skeleton is the number as
 * typed (a token without a letter starts with a digit; any other token's skeleton is squeeze(text) already).
 */
function canonicalWord(t: Token): string {
  const first = t.text.charCodeAt(0);
  return first >= 48 && first <= 57 ? squeeze(t.text) : t.skeleton;
}

/** canonicalWord by word id (a function of the word's characters, so of its id). */
const CANONICAL_WORD = new WordTable<string>();

/** Builds the canonical text the patterns run on. */
export function canonicalText(a: Analysed): CanonicalText {
  const tokens = a.tokens;
  const runs: string[] = [];
  const words: string[] = [];
  const ids: number[] | null = idsCurrent(a) ? [] : null;
  let i = 0;
  while (i < tokens.length) {
    const end = spelledOutEnd(tokens, i);
    if (end !== -1) {
      let run = '';
      for (let k = i; k < end; k++) run += tokens[k]!.text;
      runs.push(run);
      words.push(squeeze(run));
      ids?.push(-1);
      i = end;
    } else {
      const t = tokens[i]!;
      if (ids === null) words.push(canonicalWord(t));
      else {
        let word = CANONICAL_WORD.get(t.id);
        if (word === undefined) {
          word = canonicalWord(t);
          CANONICAL_WORD.set(t.id, word);
        }
        words.push(word);
        ids.push(t.id);
      }
      i++;
    }
  }
  return new Canonical(tokens, runs, words, ids);
}

/**
 * Function words and filler of the pattern sources. Every other word in a source is a trigger of
 * that pattern, and every way through a pattern passes one of its triggers, so a pattern whose
 * triggers are all absent cannot match and its regular expression need not run. Most messages
 * contain no trigger at all, which keeps the common case fast.
 */
const NOT_TRIGGERS = new Set(
  (
    'a about all am an and are be better but deserve deserves did didn didnt do don dont down family fkn fuckin fucking ' +
    'gona gonna go going has have hope i ima imma in is it just kids know ll m ma mom must need needs never not ' +
    'nothing of ought people r re s shall should shouldn shouldnt so somebody someone such t the these those to u ' +
    'ur we wife will won wont ya yall yo you your youre yu stupid dumb ugly fat dirty filthy worthless disgusting ' +
    'like up want wanna where finna gon im ill'
  ).split(' '),
);

/** Trigger skeleton -> indices of the patterns it can start. */
const PATTERNS_BY_TRIGGER = new Map<string, number[]>();
COMPILED.forEach(({ pattern }, i) => {
  // A pattern with declared triggers or stems is found by those alone (stems: see STEM_TRIE).
  const words = pattern.triggers ?? (pattern.stems ? [] : (pattern.source.match(/[a-z]+/g) ?? []));
  for (const word of words) {
    if (!pattern.triggers && NOT_TRIGGERS.has(word)) continue;
    const list = PATTERNS_BY_TRIGGER.get(squeeze(word)) ?? [];
    if (!list.includes(i)) list.push(i);
    PATTERNS_BY_TRIGGER.set(squeeze(word), list);
  }
});
/** Squeezed stem -> indices of the patterns that declare it (isiZulu and isiXhosa words). */
const PATTERNS_BY_STEM = new Map<string, number[]>();
COMPILED.forEach(({ pattern }, i) => {
  for (const stem of pattern.stems ?? []) {
    const list = PATTERNS_BY_STEM.get(squeeze(stem)) ?? [];
    if (!list.includes(i)) list.push(i);
    PATTERNS_BY_STEM.set(squeeze(stem), list);
  }
});

// A threat word glued to its neighbours ("killyourself", "#godie") still counts. Only these are
// looked for inside words: short common triggers ("end", "man") would be found in most messages.
// Stems are not among them: an isiZulu word holds its stem by nature, and read without word
// boundaries "ngizokuhlabelela" (I will sing for you) would hold "ngizokuhlabe" (let me stab you).
const GLUED_TRIGGERS =
  'kill murder stab hurt rape strangle slit behead lynch torture shoot die dead yourself urself bleach'
    .split(' ')
    .map(squeeze);
const byLength = (x: string, y: string): number => y.length - x.length || (x < y ? -1 : 1);
const GLUED_TEST = new RegExp(GLUED_TRIGGERS.sort(byLength).join('|'));
/** Trigger skeletons as a trie, to find every trigger inside glued text in one pass per start. */
interface TrieNode {
  next: Map<number, TrieNode>;
  patterns: number[] | null;
}

/** The root's children by character code (ASCII): every position of every word starts there. */
interface TrieRoot extends TrieNode {
  ascii: (TrieNode | undefined)[];
}

function trieOf(entries: Map<string, number[]>): TrieRoot {
  const root: TrieRoot = { next: new Map(), patterns: null, ascii: [] };
  for (const [word, patterns] of entries) {
    let node: TrieNode = root;
    for (let k = 0; k < word.length; k++) {
      const c = word.charCodeAt(k);
      let child = node.next.get(c);
      if (!child) {
        child = { next: new Map(), patterns: null };
        node.next.set(c, child);
      }
      node = child;
    }
    node.patterns = patterns;
  }
  for (const [c, child] of root.next) if (c < 128) root.ascii[c] = child;
  return root;
}

// Inside glued text only triggers of three letters or more are looked for: "ly", "f" or "ak" are
// inside almost any spelled-out run.
const TRIGGER_TRIE = trieOf(new Map([...PATTERNS_BY_TRIGGER].filter(([trigger]) => trigger.length >= 3)));
/**
 * Stems are looked for inside every word, since an agglutinated word carries the threat in its middle
 * ("ngi-zo-ku-bulala": I will kill you).
 */
const STEM_TRIE = trieOf(PATTERNS_BY_STEM);
/** Indices of the patterns of every trie word occurring anywhere in `text`, overlaps included. */
function inside(text: string, trie: TrieRoot): number[] {
  const found: number[] = [];
  for (let start = 0; start < text.length; start++) {
    const c = text.charCodeAt(start);
    let node: TrieNode | undefined = c < 128 ? trie.ascii[c] : trie.next.get(c);
    for (let k = start + 1; node; k++) {
      if (node.patterns) for (const i of node.patterns) if (!found.includes(i)) found.push(i);
      if (k >= text.length) break;
      node = node.next.get(text.charCodeAt(k));
    }
  }
  return found;
}

/**
 * Patterns whose stems a word holds, by word: the same words recur from message to message, so a
 * word is walked once. Bounded like the fold cache; cleared when full.
 */
const STEMS_BY_WORD = new Map<string, number[]>();
const STEMS_BY_WORD_LIMIT = 20_000;

function stemsIn(word: string): number[] {
  return memo(STEMS_BY_WORD, STEMS_BY_WORD_LIMIT, word, stemsInside);
}

function stemsInside(word: string): number[] {
  return inside(word, STEM_TRIE);
}

/** What a word of the message brings to the prefilter; see wordInfo. */
interface WordInfo {
  /** Patterns the word triggers. */
  triggers: readonly number[];
  /** Patterns one of whose required words (PhrasePattern.requires) the word is. */
  requires: readonly number[];
  /** Whether the word is long and holds a threat word, so that it is read as glued text too (gluedText). */
  glued: boolean;
  /** The key clauses (KEY_CLAUSES) the word holds a key of, by a key string of one piece. */
  keys: readonly number[];
  /** The key strings of several pieces (SPAN_KEYS) whose key piece the word holds where the string puts it. */
  spans: readonly number[];
}

/**
 * Per word skeleton: the patterns it triggers (by its skeleton, by the skeleton without a plural "s" when the skeleton
 * itself triggers none: the source spells "x s?": "cunts"; and by the stems it holds), the patterns it is a required
 * word of, and whether it is glued text worth the glued patterns. Words recur from message to message, so this is
 * one map lookup per word; bounded like the fold cache, cleared when full, which changes no answer.
 */
const WORD_INFO = new Map<string, WordInfo>();
/** The same by word id (Token.id: a token's skeleton is a function of its characters). */
const WORD_INFO_BY_ID = new WordTable<WordInfo>();

function wordInfo(skeleton: string): WordInfo {
  return memo(WORD_INFO, STEMS_BY_WORD_LIMIT, skeleton, wordInfoOf);
}

function wordInfoOf(skeleton: string): WordInfo {
  const direct =
    PATTERNS_BY_TRIGGER.get(skeleton) ??
    (skeleton.endsWith('s') ? PATTERNS_BY_TRIGGER.get(skeleton.slice(0, -1)) : undefined) ??
    [];
  const triggers = [...direct];
  for (const i of stemsIn(skeleton)) if (!triggers.includes(i)) triggers.push(i);
  const requires: number[] = [];
  REQUIRED.forEach((required, i) => {
    if (required?.has(skeleton)) requires.push(i);
  });
  // The word as the literals read it: squeezed (a number's skeleton is the number as typed).
  const word = squeeze(skeleton);
  const keys: number[] = [];
  const spans: number[] = [];
  for (const held of inside(word, KEY_TRIE)) {
    if (held >= 0) keys.push(held);
    else if (keyPlaced(word, SPAN_KEYS[-held - 1]!)) spans.push(-held - 1);
  }
  const glued = skeleton.length >= 6 && GLUED_TEST.test(skeleton);
  // Most words bring nothing: they share one WordInfo, which stays in cache (one object per word would not).
  if (triggers.length === 0 && requires.length === 0 && keys.length === 0 && spans.length === 0 && !glued)
    return NOTHING;
  return { triggers, requires, glued, keys, spans };
}

/** The WordInfo of a word that triggers no pattern, is required by none, holds no key and is not glued text. */
const NOTHING: WordInfo = { triggers: [], requires: [], glued: false, keys: [], spans: [] };

/**
 * Key clauses: a pattern none of whose word clauses' key pieces a word of the message holds cannot match on the
 * canonical text, so where the message has no glued text it is no candidate, and the literal automaton need not read
 * a message whose candidates all fall so. Each word clause of a pattern (pattern-literals.ts) whose strings all have
 * a key piece of three letters or more is a key clause; a word holds a clause's key when it holds one of its pieces.
 *
 * Why it is sound: a match of the word expression meets every word clause, so the squeezed words joined by spaces
 * hold one string of each clause; a piece of that string between spaces (or its ends) holds no space, so it lies
 * inside one squeezed word of the message. Of each string one piece is kept (the longest that is not a function word
 * or filler of the sources, NOT_TRIGGERS, else the longest). Glued text (spelled-out runs, long words holding a threat
 * word) is read by the glued expressions with other literals, so a message that has any keeps every candidate.
 *
 * A string of several pieces ("ned to", "make a statement", "kil ") is held only where it is whole (SPAN_KEYS): the
 * words joined by single spaces hold it exactly when some word ends with its first piece, the next words are its
 * middle pieces, and the word after them starts with its last piece (an empty first or last piece, a space at an end
 * of the string: any word there). Such a string's key piece is looked for inside the words as before (and only where
 * the string puts it: at a word's end for the first piece, as the whole word for a middle one, at its start for the
 * last), and the string checked on the words around it; where the message has no glued text its words are its tokens,
 * one each, in order (canonicalText).
 */
const KEY_CLAUSES: Int32Array[] = [];

/** A key string of several pieces: its pieces, the index of its key piece, and the key clauses it is a string of. */
interface SpanKey {
  pieces: readonly string[];
  at: number;
  clauses: number[];
}
const SPAN_KEYS: SpanKey[] = [];

/**
 * Key piece -> what holding it gives, as a trie (inside() finds every piece a word holds): a key clause's number, for
 * a string of one piece; -1 - n for SPAN_KEYS[n], a string of several.
 */
const KEY_TRIE = (() => {
  const filler = new Set([...NOT_TRIGGERS].map(squeeze));
  const byPiece = new Map<string, number[]>();
  const spanByString = new Map<string, number>();
  const hold = (piece: string, what: number): void => {
    const list = byPiece.get(piece) ?? [];
    if (!list.includes(what)) list.push(what);
    byPiece.set(piece, list);
  };
  let clauses = 0;
  for (const literals of LITERALS) {
    const own: number[] = [];
    for (const clause of literals.words) {
      const keys = clause.map((literal) => keyPiece(literal, filler));
      if (keys.some((key) => key.piece.length < 3)) continue;
      const c = clauses++;
      own.push(c);
      clause.forEach((literal, k) => {
        const key = keys[k]!;
        if (!literal.includes(' ')) {
          hold(key.piece, c);
          return;
        }
        let n = spanByString.get(literal);
        if (n === undefined) {
          n = SPAN_KEYS.length;
          spanByString.set(literal, n);
          SPAN_KEYS.push({ pieces: literal.split(' '), at: key.at, clauses: [] });
          hold(key.piece, -1 - n);
        }
        const span = SPAN_KEYS[n]!;
        if (!span.clauses.includes(c)) span.clauses.push(c);
      });
    }
    KEY_CLAUSES.push(Int32Array.from(own));
  }
  return trieOf(byPiece);
})();

/** Whether `word` holds the span's key piece where the string puts it (see KEY_CLAUSES). */
function keyPlaced(word: string, span: SpanKey): boolean {
  const piece = span.pieces[span.at]!;
  const last = span.pieces.length - 1;
  if (span.at === 0) return word.endsWith(piece);
  if (span.at === last) return word.startsWith(piece);
  return word === piece;
}

/**
 * Marks the key clauses of the strings of several pieces whose key pieces the message's words hold (SPAN_WORD,
 * SPAN_FOUND) where the words around hold the rest; a string found held already (SPAN_HELD) is not checked again.
 */
function markSpans(words: readonly string[], now: number): void {
  for (let k = 0; k < spansFound; k++) {
    const n = SPAN_FOUND[k]!;
    if (SPAN_HELD[n] === now) continue;
    const span = SPAN_KEYS[n]!;
    if (!spanHeld(words, SPAN_WORD[k]!, span)) continue;
    SPAN_HELD[n] = now;
    const clauses = span.clauses;
    for (let c = 0; c < clauses.length; c++) KEYED[clauses[c]!] = now;
  }
}

/** Whether the words joined by single spaces hold the span's string with its key piece in word `t`. */
function spanHeld(words: readonly string[], t: number, span: SpanKey): boolean {
  const pieces = span.pieces;
  const last = pieces.length - 1;
  const start = t - span.at;
  if (start < 0 || start + last >= words.length) return false;
  for (let u = 0; u <= last; u++) {
    const word = words[start + u]!;
    const piece = pieces[u]!;
    if (u === 0 ? !word.endsWith(piece) : u === last ? !word.startsWith(piece) : word !== piece) return false;
  }
  return true;
}
/** A word of the current message holds a key of the clause (by number) when its entry equals the stamp. */
const KEYED = new Int32Array(KEY_CLAUSES.reduce((n, own) => n + own.length, 0));

/** The piece of a literal string (between its spaces) a key clause looks for, and its index: see KEY_CLAUSES. */
function keyPiece(literal: string, filler: ReadonlySet<string>): { piece: string; at: number } {
  let best = '';
  let at = -1;
  let rank = -1;
  literal.split(' ').forEach((piece, k) => {
    if (piece === '') return;
    const own = (filler.has(piece) ? 0 : 100) + piece.length;
    if (own > rank) {
      best = piece;
      at = k;
      rank = own;
    }
  });
  return { piece: best, at };
}

/** Squeezed required words of each pattern that declares them (see PhrasePattern.requires). */
const REQUIRED: (Set<string> | null)[] = COMPILED.map(({ pattern }) =>
  pattern.requires ? new Set(pattern.requires.map(squeeze)) : null,
);

/**
 * Per spelled-out run: per pattern, whether a required word of it is inside the run squeezed (1), is not (2), or was not
 * yet asked (0). Runs recur ("k i l l"), and a pattern's dozens of required words are looked for in one once. Bounded
 * like the word caches, emptied when full, which changes no answer.
 */
const REQUIRED_IN_RUN = new Map<string, Int8Array>();
const REQUIRED_IN_RUN_LIMIT = 4096;

/** True when a required word of pattern `i` is inside a spelled-out run (a word of the message is found by wordInfo). */
function requiredInRuns(i: number, canonical: CanonicalText): boolean {
  for (const run of canonical.runs) {
    let known = REQUIRED_IN_RUN.get(run);
    if (known === undefined) {
      if (REQUIRED_IN_RUN.size >= REQUIRED_IN_RUN_LIMIT) REQUIRED_IN_RUN.clear();
      known = new Int8Array(COMPILED.length);
      REQUIRED_IN_RUN.set(run, known);
    }
    if (known[i] === 0) {
      const squeezed = squeeze(run);
      known[i] = 2;
      for (const word of REQUIRED[i]!) {
        if (squeezed.includes(word)) {
          known[i] = 1;
          break;
        }
      }
    }
    if (known[i] === 1) return true;
  }
  return false;
}

/**
 * Scratch for candidates(): a pattern is triggered, or has its required words met, in the current message when its
 * entry equals that message's stamp. Module-level and stamped rather than allocated per message (a typed array of
 * this size lives outside the heap and costs more to make than the whole prefilter); the work is synchronous, so
 * no two messages share them.
 */
const TRIGGERED = new Int32Array(COMPILED.length);
/** The message's words (by token) holding the key piece of a string of several pieces, and the string (SPAN_KEYS). */
const SPAN_WORD: number[] = [];
const SPAN_FOUND: number[] = [];
/**
 * How many of SPAN_WORD and SPAN_FOUND the current message has filled (counted, not emptied by setting their length:
 * an array cut to nothing gives up its storage, which the next message allocates again).
 */
let spansFound = 0;
/** A string of several pieces (by number in SPAN_KEYS) was found held in the current message when its entry is the stamp. */
const SPAN_HELD = new Int32Array(SPAN_KEYS.length);
const MET = new Int32Array(COMPILED.length);
let stamp = 0;

/**
 * The glued text worth the glued patterns (spelled-out runs, and long words holding a threat word), and the indices,
 * ascending, of the patterns whose trigger words (or stems, inside words) occur in the message and whose required
 * words, if they declare any, occur too.
 */
function candidates(a: Analysed, canonical: CanonicalText, allKeys = false): { glued: string[]; which: number[] } {
  if (stamp === 0x7fffffff) {
    TRIGGERED.fill(0);
    MET.fill(0);
    KEYED.fill(0);
    SPAN_HELD.fill(0);
    stamp = 0;
  }
  const now = ++stamp;
  spansFound = 0;
  const glued = canonical.runs.length === 0 ? [] : [...canonical.runs];
  const which: number[] = [];
  const tokens = a.tokens;
  const byId = idsCurrent(a);
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    let info = byId ? WORD_INFO_BY_ID.get(token.id) : undefined;
    if (info === undefined) {
      info = wordInfo(token.skeleton);
      if (byId) WORD_INFO_BY_ID.set(token.id, info);
    }
    // Most words bring nothing (one shared info): nothing to mark.
    if (info === NOTHING) continue;
    if (info.glued) glued.push(token.text);
    const triggers = info.triggers;
    for (let k = 0; k < triggers.length; k++) {
      const i = triggers[k]!;
      if (TRIGGERED[i] !== now) {
        TRIGGERED[i] = now;
        which.push(i);
      }
    }
    const requires = info.requires;
    for (let k = 0; k < requires.length; k++) MET[requires[k]!] = now;
    const keys = info.keys;
    for (let k = 0; k < keys.length; k++) KEYED[keys[k]!] = now;
    const spans = info.spans;
    for (let k = 0; k < spans.length; k++) {
      SPAN_WORD[spansFound] = t;
      SPAN_FOUND[spansFound++] = spans[k]!;
    }
  }
  for (const part of glued) {
    for (const i of inside(squeeze(part), TRIGGER_TRIE)) {
      if (TRIGGERED[i] !== now) {
        TRIGGERED[i] = now;
        which.push(i);
      }
    }
  }
  for (const run of canonical.runs) {
    for (const i of inside(squeeze(run), STEM_TRIE)) {
      if (TRIGGERED[i] !== now) {
        TRIGGERED[i] = now;
        which.push(i);
      }
    }
  }
  // Where there is no glued text the words are the tokens (see KEY_CLAUSES): the strings of several pieces checked,
  // when a candidate may need them (or every key is asked for: keysHeldByPattern).
  if (glued.length === 0 && (which.length > 0 || allKeys)) markSpans(canonical.words, now);
  if (which.length === 0) return { glued, which };
  // Ascending, by insertion: a message triggers a handful of patterns.
  for (let k = 1; k < which.length; k++) {
    const i = which[k]!;
    let j = k - 1;
    for (; j >= 0 && which[j]! > i; j--) which[j + 1] = which[j]!;
    which[j + 1] = i;
  }
  let kept = 0;
  const keyed = glued.length === 0;
  for (const i of which) {
    const required = REQUIRED[i];
    if (required && MET[i] !== now && !requiredInRuns(i, canonical)) continue;
    if (keyed && !keysHeld(KEY_CLAUSES[i]!, now)) continue;
    which[kept++] = i;
  }
  which.length = kept;
  return { glued, which };
}

/**
 * For tests: per pattern, whether the message holds a key of each of its key clauses, as candidates() reads them;
 * null for a message with glued text, where the keys are not read.
 */
export function keysHeldByPattern(a: Analysed, canonical = canonicalText(a)): boolean[] | null {
  const { glued } = candidates(a, canonical, true);
  return glued.length === 0 ? KEY_CLAUSES.map((clauses) => keysHeld(clauses, stamp)) : null;
}

/** Whether the message holds a key of each of the clauses. */
function keysHeld(clauses: Int32Array, now: number): boolean {
  for (let k = 0; k < clauses.length; k++) if (KEYED[clauses[k]!] !== now) return false;
  return true;
}

/**
 * What a hit adds to the verdict: its category and the label the reason shows. A second pattern
 * with the same category and label (another phrasing of the same threat) adds nothing, so once one
 * has matched the others are not tried; threat-heavy text is the slowest to screen otherwise.
 */
const VERDICT_KEY = COMPILED.map((c) => `${c.pattern.category} ${c.pattern.label}`);
/** VERDICT_KEY as a number (the index of its first pattern): the fast path compares numbers, not strings. */
const VERDICT = VERDICT_KEY.map((key) => VERDICT_KEY.indexOf(key));

function matches(c: (typeof COMPILED)[number], canonical: CanonicalText, glued: readonly string[]): boolean {
  return c.words.test(canonical.text) || gluedParts(c, glued, canonical).some((part) => gluedMatch(c, part));
}

/** The phrase patterns that match the message, in declaration order, one per category and label. */
export function findPatternHits(a: Analysed, canonical = canonicalText(a)): PhrasePattern[] {
  const hits: PhrasePattern[] = [];
  const { glued, which } = candidates(a, canonical);
  let found: number[] | undefined;
  let squeezed: SqueezedText | undefined;
  for (const i of which) {
    if (found?.includes(VERDICT[i]!)) continue;
    if (squeezed === undefined) {
      squeezed = squeezedText(canonical, glued);
      WORD_LITERALS.read(canonical.words);
    }
    if (mayMatchWhere(COMPILED[i]!, canonical, glued, squeezed)) {
      hits.push(COMPILED[i]!.pattern);
      found ??= [];
      found.push(VERDICT[i]!);
    }
  }
  return hits;
}

/**
 * The glued parts squeezed, as the required literals of a pattern are (pattern-literals.ts). The canonical text
 * squeezed is its squeezed words joined by spaces (no letter repeats across a space): WORD_LITERALS reads
 * canonical.words as that text.
 */
interface SqueezedText {
  glued: string[];
  runs: string[];
}

function squeezedText(canonical: CanonicalText, glued: readonly string[]): SqueezedText {
  return { glued: glued.map(squeeze), runs: canonical.runs.map(squeeze) };
}

/**
 * matches(), with each regular expression run only where the pattern's required literals are met (pattern-literals.ts):
 * the word expression on the canonical text when it holds the word literals, the glued expressions on each glued part
 * that holds the glued literals (a part lacking them matches neither read glued nor read stretched, since its squeezed
 * form holds the squeezed form of any match). The same answer as matches(); the literals only spare expressions.
 */
function mayMatchWhere(
  c: (typeof COMPILED)[number],
  canonical: CanonicalText,
  glued: readonly string[],
  s: SqueezedText,
): boolean {
  if (WORD_LITERALS.meets(c.index) && wordsMatch(c, canonical.text)) return true;
  const parts = gluedParts(c, glued, canonical);
  const squeezedParts = c.pattern.stems ? s.runs : s.glued;
  for (let k = 0; k < parts.length; k++) {
    if (meetsCompiledLiterals(c.gluedLiterals, squeezedParts[k]!) && gluedMatch(c, parts[k]!)) return true;
  }
  return false;
}

/**
 * The glued text a pattern is read on. A pattern with stems (isiZulu, isiXhosa) is read glued only
 * on spelled-out runs: its words are whole already, and a glued reading of one word would ignore
 * what follows it ("ngizokudubula inkukhu": I will shoot the chicken).
 */
function gluedParts(
  c: (typeof COMPILED)[number],
  glued: readonly string[],
  canonical: CanonicalText,
): readonly string[] {
  return c.pattern.stems ? canonical.runs : glued;
}

/**
 * Reference implementation without the trigger prefilter or word-start anchoring: every pattern
 * searched everywhere, glued patterns on every word (patterns with stems on spelled-out runs, as in
 * the fast path), one hit per category and label. Slower; exported so tests can check that the fast
 * path agrees with it.
 */
export function findPatternHitsExhaustive(a: Analysed, canonical = canonicalText(a)): PhrasePattern[] {
  const glued = [...canonical.runs, ...a.tokens.map((t) => t.text)];
  const found = new Set<string>();
  const hits: PhrasePattern[] = [];
  COMPILED.forEach((c, i) => {
    if (!found.has(VERDICT_KEY[i]!) && matches(c, canonical, glued)) {
      hits.push(c.pattern);
      found.add(VERDICT_KEY[i]!);
    }
  });
  return hits;
}
