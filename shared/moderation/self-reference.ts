/**
 * Reclaimed self-reference and reported insults (issue 25: "do not block reclaimed self-reference"): a slur that the
 * writer says of themselves ("I'm such a <slur> sometimes", "we <slur>s have to stick together", "my <slur> self") or
 * reports having been called ("they called me a <slur>") is aimed at no one else, so its lexicon hit does not block.
 * The forms are exact: the slur directly after the first-person words, at most two filler words ("a", "such a",
 * "proud") between; "you're a <slur>", "I'm not a <slur>" and "I hate <slur>s" keep the hit (decision 0911).
 */
import type { Token } from './normalise';

/** Words allowed between the first-person words and the slur ("I'm such a ...", "we proud ..."). */
const FILLER = new Set(['a', 'an', 'the', 'such', 'just', 'proud', 'real']);
const MAX_FILLER = 2;

/** Verbs of being called: "called me a ...". */
const CALLED = new Set(['call', 'called', 'calls', 'calling']);

/**
 * Whether the lexicon hit over folded-text offsets [from, to) is said by the writer of themselves, or reported as said
 * to them.
 */
export function isSelfReference(tokens: readonly Token[], from: number, to: number): boolean {
  let start = 0;
  while (start < tokens.length && tokens[start]!.end <= from) start++;
  let end = start;
  while (end + 1 < tokens.length && tokens[end + 1]!.start < to) end++;
  const at = (i: number): string => (i >= 0 && i < tokens.length ? tokens[i]!.text : '');
  // "my <slur> self"
  if (at(start - 1) === 'my' && at(end + 1) === 'self') return true;
  let i = start - 1;
  let fillers = 0;
  while (fillers < MAX_FILLER && FILLER.has(at(i))) {
    i--;
    fillers++;
  }
  const w = at(i);
  // "we <slur>s", "us <slur>s": the writer is one of them. Plural and with no filler: "with us, fag" calls someone.
  if ((w === 'we' || w === 'us') && fillers === 0 && /[sz]$/.test(at(end))) return true;
  // "I'm (such a) <slur>", "im a <slur>", "I am a <slur>"
  if (w === 'im' || (w === 'm' && at(i - 1) === 'i') || (w === 'am' && at(i - 1) === 'i')) return true;
  // "(they) called me a <slur>"
  return w === 'me' && CALLED.has(at(i - 1));
}
