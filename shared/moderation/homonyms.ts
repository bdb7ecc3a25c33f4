/**
 * Slurs that are also ordinary words, read by the words around them (decision 0918): a dyke on a farm or along a
 * river, a fag (a cigarette) smoked on a quick break, faggots (firewood, or the dish) for the fire or with gravy or
 * chips (decision 0967), a tranny (a gearbox) that slips on a bakkie. The lexicon's allow-list keeps fixed phrases
 * ("kaffir lime", "tranny fluid"); these are the same homonyms in free word order. The slur said to the reader ("you
 * fag") still blocks.
 */
import { type Token, tokenSpan } from './normalise';

/** Words near each slur that give it its other sense, by the lexicon term. */
const CONTEXTS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  (
    [
      [
        'dyke',
        'river dam flood floods burst broke breach wall walls sea water canal farm rain embankment levee banks ditch polder march',
      ],
      [
        'fag',
        'smoke smoking cigarette cigarettes ciggie lighter pack packet quick break nip popped light cadge ashtray puff',
      ],
      [
        'faggot',
        'fire firewood wood bundle bundles kindling gravy peas onion onions meatballs butcher chips mash pub menu pie',
      ],
      [
        'tranny',
        'bakkie car truck mechanic gearbox slipping slips clutch engine motor fluid oil gears gear rebuild diesel v8 v6 turbo 302 350 transmission shifting axle torque',
      ],
    ] as const
  ).map(([term, words]) => [term, new Set(words.split(' '))]),
);
/** Words that aim the slur at the reader or a person just before it: "you fag", "such a fag". */
const AIMED = new Set(['you', 'u', 'ur', 'your', 'such', 'fucking', 'stupid', 'dirty', 'bloody']);
const WINDOW = 7;

/** Afrikaans "niggie" (a female cousin, decision 0961), among Afrikaans words only: "My niggie is lesbies en trou". */
const NIGGIE = new Set(['niggie', 'niggies']);
const AFRIKAANS_AROUND = new Set(
  'en die van nie ons hulle haar sy neef neefs oom tannie ouma oupa familie kuier trou troue verjaarsdag suster broer kinders kom gaan'.split(
    ' ',
  ),
);

/** Whether the lexicon hit of `term` over folded-text offsets [from, to) has its other, innocent sense. */
export function isHomonymInContext(tokens: readonly Token[], term: string, from: number, to: number): boolean {
  const { start, end } = tokenSpan(tokens, from, to);
  if (start === end && NIGGIE.has(tokens[start]!.text)) return around(tokens, start, end, AFRIKAANS_AROUND);
  const context = CONTEXTS.get(term);
  if (context === undefined) return false;
  return around(tokens, start, end, context);
}

/** Whether a word of `context` stands within WINDOW words of tokens start..end, not aimed at the reader before it. */
function around(tokens: readonly Token[], start: number, end: number, context: ReadonlySet<string>): boolean {
  if (AIMED.has(tokens[start - 1]?.text ?? '')) return false;
  for (let k = Math.max(0, start - WINDOW); k <= Math.min(tokens.length - 1, end + WINDOW); k++) {
    if ((k < start || k > end) && context.has(tokens[k]!.text)) return true;
  }
  return false;
}
