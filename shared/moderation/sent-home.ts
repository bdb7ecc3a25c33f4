/**
 * Sent back to a country (decision 0928): "fuck off back to Malawi", "voetsek to Zim", "go back to Nigeria you
 * thieves". The message names no group, only the country its people are told to go back to, so it is an expulsion of
 * that country's people (foreigners; "go back to India" of Indian people, "to Europe" of white people). The readers of
 * a named group do not see it.
 *
 * Precise on purpose: "go back to Malawi" alone is also a trip ("when do you go back to Malawi?"), so it counts only
 * with an insult in the message ("... you thieves"); the dismissals ("fuck off", "piss off", "voetsek") count on
 * their own.
 */
import { type GroupStatement, isDerogatory } from './group-words';
import { squeeze, wordSet } from './normalise';

/** Countries whose people are told to go back, by the group the message is then about. */
const HOMELANDS = new Map<string, string>(
  (
    [
      [
        'foreigners',
        'zimbabwe zim malawi mozambique moz nigeria somalia somaliland pakistan ethiopia congo drc bangladesh lesotho',
      ],
      ['Indian people', 'india'],
      ['Chinese people', 'china'],
      ['white people', 'europe holland england britain'],
      ['Jews', 'israel'],
    ] as const
  ).flatMap(([group, countries]) => [...wordSet(countries)].map((c) => [c, group] as const)),
);

/** Dismissals that send the reader off: "fuck off", "piss off", "bugger off", "voetsek", "get lost". */
const DISMISSALS = wordSet('fuck fuk fck piss bugger sod');
const VOETSEK = wordSet('voetsek voetsak');
const OFF = squeeze('off');
/** Between the dismissal or "go" and the country: "back", "home", "to". */
const ON_THE_WAY = wordSet('back home to the');

/**
 * The group whose country a word names ("zim": foreigners), or undefined; also the group readers' early exit for a
 * message that names a country and no group.
 */
export function homelandGroup(w: string): string | undefined {
  return HOMELANDS.get(w);
}

/** "fuck off back to Malawi", "go back to Zim you thieves": the people of a country sent back, or undefined. */
export function sentHome(words: readonly string[]): GroupStatement | undefined {
  for (let i = 0; i < words.length; i++) {
    const group = HOMELANDS.get(words[i]!);
    if (group === undefined) continue;
    // Walk back over "back", "home", "to" to what sends the reader there.
    let k = i - 1;
    while (k >= 0 && i - k <= 3 && ON_THE_WAY.has(words[k]!)) k--;
    if (k === i - 1) continue;
    const w = words[k] ?? '';
    const dismissed = (w === OFF && DISMISSALS.has(words[k - 1] ?? '')) || VOETSEK.has(w);
    const sentBack = (w === 'go' || w === 'get') && words.slice(k + 1, i).includes('back');
    if (dismissed || (sentBack && words.some(isDerogatory))) return { kind: 'expulsion', group };
  }
  return undefined;
}
