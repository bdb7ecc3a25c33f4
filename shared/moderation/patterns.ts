/**
 * Matching of the phrase patterns (phrase-patterns.ts) against a message: the pattern dialect's
 * compiler, the canonical text the patterns run on, and a trigger-word prefilter that skips the
 * regular expressions for the many messages that cannot match.
 */
import { type Analysed, squeeze } from './normalise';
import { PHRASE_PATTERNS, type PhrasePattern } from './phrase-patterns';

export { PHRASE_PATTERNS, type PhrasePattern } from './phrase-patterns';

/** Translates the pattern dialect (described in phrase-patterns.ts) into a RegExp. */
export function compilePattern(source: string, bounded = true): RegExp {
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
      out += source[i + 1] === '?' ? `(?:${ch}+)` : `${ch}+`;
    } else if (ch === ' ') {
      out += ' *';
    } else if (ch === '(' && source[i + 1] !== '?') {
      out += '(?:';
    } else {
      out += ch;
    }
  }
  return new RegExp(bounded ? `(?<![a-z0-9])(?:${out})(?![a-z0-9])` : out);
}

/** The same pattern anchored where `lastIndex` points; tried only at word starts, which is much cheaper. */
function compileSticky(source: string): RegExp {
  const bounded = compilePattern(source).source.replace('(?<![a-z0-9])', '');
  return new RegExp(bounded, 'y');
}

/** True when the sticky pattern matches starting at some word of the canonical text. */
function matchesAtWordStart(re: RegExp, text: string, starts: readonly number[]): boolean {
  for (const at of starts) {
    re.lastIndex = at;
    if (re.test(text)) return true;
  }
  return false;
}

const COMPILED = PHRASE_PATTERNS.map((p) => ({
  pattern: p,
  re: compileSticky(p.source),
  // Inside a spelled-out run ("i w i l l k i l l y o u") word boundaries are unknowable.
  loose: compilePattern(p.source, false),
}));

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
    'like up want wanna where finna gon'
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
// Zero-width lookahead so overlapping triggers are all found ("as" must not hide "stab" in "imastabu").
const overlapping = (alternatives: string): RegExp => new RegExp(`(?=(${alternatives}))`, 'g');
const GLUED_ALL = overlapping(GLUED_TEST.source);
// Spelled-out runs ("i w i l l k i l l y o u") are rare and glued whole, so every trigger is looked for.
const ANY_TRIGGER_INSIDE = overlapping([...PATTERNS_BY_TRIGGER.keys()].sort(byLength).join('|'));

function addInside(out: Set<number>, text: string, re: RegExp): void {
  for (const m of text.matchAll(re)) for (const i of PATTERNS_BY_TRIGGER.get(m[1]!) ?? []) out.add(i);
}

/** Indices of the patterns whose trigger words occur in the message. */
function candidates(a: Analysed, canonical: CanonicalText): Set<number> {
  const out = new Set<number>();
  for (const t of a.tokens) {
    const direct = PATTERNS_BY_TRIGGER.get(t.skeleton);
    if (direct) for (const i of direct) out.add(i);
    else if (t.skeleton.length >= 6 && GLUED_TEST.test(t.skeleton)) addInside(out, t.skeleton, GLUED_ALL);
  }
  for (const run of canonical.runs) addInside(out, squeeze(run), ANY_TRIGGER_INSIDE);
  return out;
}

/** The phrase patterns that match the message, in declaration order. */
export function findPatternHits(a: Analysed, canonical = canonicalText(a)): PhrasePattern[] {
  const hits: PhrasePattern[] = [];
  const which = candidates(a, canonical);
  if (which.size === 0) return hits;
  const starts = [0];
  for (let k = 0; k < canonical.text.length; k++) if (canonical.text.charCodeAt(k) === 32) starts.push(k + 1);
  COMPILED.forEach(({ pattern, re, loose }, i) => {
    if (!which.has(i)) return;
    if (matchesAtWordStart(re, canonical.text, starts) || canonical.runs.some((run) => loose.test(run))) {
      hits.push(pattern);
    }
  });
  return hits;
}

/**
 * Reference implementation without the trigger prefilter or word-start anchoring: every pattern,
 * searched everywhere. Slower; exported so tests can check the fast path agrees with it.
 */
export function findPatternHitsExhaustive(a: Analysed, canonical = canonicalText(a)): PhrasePattern[] {
  return COMPILED.filter(
    ({ pattern, loose }) =>
      compilePattern(pattern.source).test(canonical.text) || canonical.runs.some((run) => loose.test(run)),
  ).map((c) => c.pattern);
}
