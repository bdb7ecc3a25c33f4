/**
 * Matching of the phrase patterns (phrase-patterns.ts) against a message: the pattern dialect's
 * compiler, the canonical text the patterns run on, and a trigger-word prefilter that skips the
 * regular expressions for the many messages that cannot match.
 */
import { type Analysed, squeeze } from './normalise';
import { PHRASE_PATTERNS, type PhrasePattern } from './phrase-patterns';

export { PHRASE_PATTERNS, type PhrasePattern } from './phrase-patterns';

/**
 * Translates the pattern dialect (described in phrase-patterns.ts) into a RegExp: "words" for the
 * canonical text (stretched letters, single spaces, word boundaries), "glued" for text without
 * spaces (plain letters, no boundaries), "stretched" for glued text that is also stretched
 * (stretched letters, no spaces, no boundaries; only run on text with a letter typed three times).
 */
export function compilePattern(source: string, mode: 'words' | 'glued' | 'stretched' = 'words'): RegExp {
  const words = mode === 'words';
  const stretch = mode !== 'glued';
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '');
      i++;
    } else if (inClass) {
      out += ch;
      if (ch === ']') inClass = false;
    } else if (ch === '[') {
      inClass = true;
      out += ch;
    } else if (ch >= 'a' && ch <= 'z') {
      if (!stretch) out += ch;
      else out += source[i + 1] === '?' ? `(?:${ch}+)` : `${ch}+`;
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

const COMPILED = PHRASE_PATTERNS.map((p) => ({
  pattern: p,
  words: compilePattern(p.source),
  glued: compilePattern(p.source, 'glued'),
  stretched: new RegExp(compilePattern(p.source, 'stretched').source, 'g'),
}));

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
}

/** Builds the canonical text the patterns run on. */
export function canonicalText(a: Analysed): CanonicalText {
  const tokens = a.tokens;
  let text = '';
  const runs: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    while (j < tokens.length && tokens[j]!.text.length === 1) j++;
    if (text.length > 0) text += ' ';
    // Two single letters are usually real words ("i m", "u r"); three or more are a spelled-out word.
    if (j - i >= 3) {
      let run = '';
      for (let k = i; k < j; k++) run += tokens[k]!.text;
      runs.push(run);
      text += run;
      i = j;
    } else {
      text += tokens[i]!.text;
      i++;
    }
  }
  return { text, runs };
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
  for (const word of pattern.source.match(/[a-z]+/g) ?? []) {
    if (NOT_TRIGGERS.has(word)) continue;
    const list = PATTERNS_BY_TRIGGER.get(squeeze(word)) ?? [];
    if (!list.includes(i)) list.push(i);
    PATTERNS_BY_TRIGGER.set(squeeze(word), list);
  }
});
// A threat word glued to its neighbours ("killyourself", "#godie") still counts. Only these are
// looked for inside words: short common triggers ("end", "man") would be found in most messages.
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
const TRIGGER_TRIE: TrieNode = { next: new Map(), patterns: null };
for (const [trigger, patterns] of PATTERNS_BY_TRIGGER) {
  let node = TRIGGER_TRIE;
  for (let k = 0; k < trigger.length; k++) {
    const c = trigger.charCodeAt(k);
    let child = node.next.get(c);
    if (!child) {
      child = { next: new Map(), patterns: null };
      node.next.set(c, child);
    }
    node = child;
  }
  node.patterns = patterns;
}

/** Adds the patterns of every trigger occurring anywhere in `text`, overlaps included. */
function addInside(out: Set<number>, text: string): void {
  for (let start = 0; start < text.length; start++) {
    let node: TrieNode | undefined = TRIGGER_TRIE;
    for (let k = start; k < text.length && node; k++) {
      node = node.next.get(text.charCodeAt(k));
      if (node?.patterns) for (const i of node.patterns) out.add(i);
    }
  }
}

/** Glued text worth the glued patterns: spelled-out runs, and long words holding a threat word. */
function gluedParts(a: Analysed, canonical: CanonicalText): string[] {
  const parts = [...canonical.runs];
  for (const t of a.tokens) if (t.skeleton.length >= 6 && GLUED_TEST.test(t.skeleton)) parts.push(t.text);
  return parts;
}

/** Indices of the patterns whose trigger words occur in the message. */
function candidates(a: Analysed, glued: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const t of a.tokens) {
    const direct = PATTERNS_BY_TRIGGER.get(t.skeleton);
    if (direct) for (const i of direct) out.add(i);
    // A plural the source spells as "x s?" ("cunts").
    else if (t.skeleton.endsWith('s'))
      for (const i of PATTERNS_BY_TRIGGER.get(t.skeleton.slice(0, -1)) ?? []) out.add(i);
  }
  for (const part of glued) addInside(out, squeeze(part));
  return out;
}

/** The phrase patterns that match the message, in declaration order. */
export function findPatternHits(a: Analysed, canonical = canonicalText(a)): PhrasePattern[] {
  const hits: PhrasePattern[] = [];
  const glued = gluedParts(a, canonical);
  const which = candidates(a, glued);
  if (which.size === 0) return hits;
  COMPILED.forEach((c, i) => {
    if (which.has(i) && (c.words.test(canonical.text) || glued.some((part) => gluedMatch(c, part))))
      hits.push(c.pattern);
  });
  return hits;
}

/**
 * Reference implementation without the trigger prefilter or word-start anchoring: every pattern
 * searched everywhere, glued patterns on every word. Slower; exported so tests can check that the
 * fast path agrees with it.
 */
export function findPatternHitsExhaustive(a: Analysed, canonical = canonicalText(a)): PhrasePattern[] {
  const glued = [...canonical.runs, ...a.tokens.map((t) => t.text)];
  return COMPILED.filter((c) => c.words.test(canonical.text) || glued.some((part) => gluedMatch(c, part))).map(
    (c) => c.pattern,
  );
}
