/**
 * Groups that hate speech is aimed at (the grounds the Equality Act names: race, ethnicity, nationality and origin,
 * religion, gender, sexual orientation, disability), by the words that name them in English, Afrikaans, isiZulu,
 * isiXhosa and Sesotho, as the moderation models read words (canonical, stretched letters squeezed: "all" is "al").
 *
 * Two uses: a message the hate model scores high is blocked only when it names a group (the guard that keeps
 * ordinary text about no group from being blocked as hate), and the reason names that group ("call to violence
 * against a group: foreigners").
 */
import { memo } from './memo';
import { squeeze, wordSet } from './normalise';

/** Display name of a group and the single words that name it. */
const GROUPS: readonly (readonly [string, string])[] = [
  [
    'foreigners',
    `foreigners foreigner immigrants immigrant migrants migrant refugees refugee aliens illegals zimbabweans nigerians
     somalis somalians mozambicans malawians pakistanis ethiopians congolese bangladeshis makwerekwere amakwerekwere
     kwerekwere lekwerekwere buitelanders buitelander vreemdelinge immigrante zimbabwiers nigeriers somaliers
     abokufika abafokazi abaphambukeli amasomali amazimbabwe amanigeria bajaki bafaladi masomali mazimbabwe
     abasemzini bangaphandle portuguese shonas nyasas`,
  ],
  [
    'Black people',
    `blacks negroes africans swartes swartmense kaffirs kaffers niggers niggas abamnyama batsho bantsundu`,
  ],
  ['white people', `whites witmense blankes abelungu abamhlophe makgowa makgoa boere boers umlungu`],
  ['Indian people', `indians indiers amandiya maindia coolies`],
  ['coloured people', `coloureds colored coloreds kleurlinge`],
  ['Afrikaners', `afrikaners afrikaaners`],
  ['Zulu people', `zulus amazulu`],
  ['Xhosa people', `xhosas amaxhosa`],
  ['Chinese people', `chinese asians chinese`],
  ['Jews', `jews jewish jode joodse amajuda`],
  ['Muslims', `muslims muslim moslems moslem islamists mohammedans amasulumane mamoseleme muzzies`],
  ['Rastafarians', `rastas rastafarians`],
  ['Christians', `christians christene amakholwa`],
  ['Hindus', `hindus`],
  [
    'gay people',
    `gays gay homosexuals homos queers faggots fags lesbians lesbos dykes moffies moffie gays bisexuals lgbt lgbtq
     lgbtqi izitabane izitabane stabane matabane`,
  ],
  ['transgender people', `trans transgender transgenders transsexuals trannies`],
  ['women', `women woman girls females bitches vroue vrouens meisies abesifazane amantombazane basadi`],
  // Not "retards": also a verb ("retards growth"); the slur lexicon, which knows the verb, blocks the insult.
  ['disabled people', `disabled cripples handicapped gestremdes abakhubazekile`],
  ['Mexicans', `mexicans`],
  ['Arabs', `arabs`],
];

/** Group words run together ("blackpeople"), as spelling evasions write them. */
const GLUED: readonly (readonly [string, string])[] = [
  ['blackpeople', 'Black people'],
  ['whitepeople', 'white people'],
  ['gaypeople', 'gay people'],
  ['transpeople', 'transgender people'],
  ['disabledpeople', 'disabled people'],
  ['indianpeople', 'Indian people'],
];

/** Two-word group names, first word then second. */
const PAIRS: readonly (readonly [string, string, string])[] = [
  ['black', 'people', 'Black people'],
  ['black', 'folks', 'Black people'],
  ['black', 'men', 'Black people'],
  ['black', 'women', 'Black people'],
  ['white', 'people', 'white people'],
  ['white', 'folks', 'white people'],
  ['indian', 'people', 'Indian people'],
  ['coloured', 'people', 'coloured people'],
  ['gay', 'people', 'gay people'],
  ['gay', 'men', 'gay people'],
  ['trans', 'people', 'transgender people'],
  ['trans', 'women', 'transgender people'],
  ['trans', 'men', 'transgender people'],
  ['disabled', 'people', 'disabled people'],
  ['wit', 'mense', 'white people'],
  ['swart', 'mense', 'Black people'],
  ['abantu', 'abamnyama', 'Black people'],
  ['abantu', 'abamhlophe', 'white people'],
  ['abantu', 'bangaphandle', 'foreigners'],
];

const WORD_GROUP = new Map<string, string>();
for (const [name, words] of GROUPS) {
  for (const w of words.split(/\s+/)) if (w !== '') WORD_GROUP.set(squeeze(w), name);
}
for (const [w, name] of GLUED) WORD_GROUP.set(w, name);
const PAIR_GROUP = new Map<string, string>();
for (const [a, b, name] of PAIRS) PAIR_GROUP.set(`${squeeze(a)} ${squeeze(b)}`, name);
/** The first words of PAIRS: only after one of them is the pair looked up (no string made for the other words). */
const PAIR_FIRST = new Set(PAIRS.map(([a]) => squeeze(a)));

/** Languages one edit from a group noun ("Afrikaans", squeezed "afrikans": not "Africans"), never read as its
 * spelling evasion, by namedGroup or by the group-statement readers (decision 0951). */
const LANGUAGE_NAMES = new Set(['afrikaans'].map(squeeze));

/**
 * Ordinary words one edit from a group word, never read as its spelling evasion: verbs ("would cripple our military",
 * "disable the alarm"), a place ("Indiana") (decision 0911), a shop ("Woolies", Woolworths: not "coolies") and the
 * languages.
 */
const NOT_EVASIONS = new Set([
  ...['cripple', 'crippled', 'disable', 'disables', 'indiana', 'woolies'].map(squeeze),
  ...LANGUAGE_NAMES,
]);

/** The first group the words name ("foreigners", "gay people"), or undefined. `words` as threatWords() gives them. */
export function namedGroup(words: readonly string[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    if (i + 1 < words.length && PAIR_FIRST.has(words[i]!)) {
      const pair = PAIR_GROUP.get(`${words[i]} ${words[i + 1]}`);
      if (pair !== undefined) return pair;
    }
    const one = WORD_GROUP.get(words[i]!);
    if (one !== undefined && !(words[i] === ALIENS && fromSpace(words, i)) && !national(words, i)) return one;
  }
  // Spelling evasions of the group word ("muslimz", "imigrants"): one edit away from a group word of six
  // letters or more. Only asked once a model or pattern has found hate, so its cost is rare.
  for (let i = 0; i < words.length; i++) {
    const name = evadedGroup(words[i]!);
    if (name !== null && !national(words, i)) return name;
  }
  return undefined;
}

const ALIENS = squeeze('aliens');

/**
 * Whether the word at `i` is "Africans" in "South Africans": a nationality, not Black people ("Indian South Africans
 * first arrived in 1860", "White South Africans are about 7 % of the population", decision 1907).
 */
export function southAfricans(words: readonly string[], i: number): boolean {
  return words[i] === 'africans' && words[i - 1] === 'south';
}

/** "South Africans", or the word before it ("Indian South Africans"): the grammar reads those, namedGroup does not. */
function national(words: readonly string[], i: number): boolean {
  return southAfricans(words, i) || (words[i + 1] === 'south' && words[i + 2] === 'africans');
}
/** Words of outer space: aliens in a message with one of them are not foreigners. */
const SPACE = wordSet(
  'space ufo ufos planet planets nasa universe galaxy mars martians spaceship spaceships extraterrestrial telescope',
);
const SEEKING = wordSet('look looking search searching');

/**
 * Whether "aliens" at `i` are from outer space (decision 0931): "A new way to look for aliens: find their trash", "do
 * you believe in aliens?", "abducted by aliens", or with a word of space in the message; never "illegal aliens".
 */
function fromSpace(words: readonly string[], i: number): boolean {
  const prev = words[i - 1];
  const sought = prev === 'for' && SEEKING.has(words[i - 2] ?? '');
  const believed = prev === 'in' && words[i - 2] === 'believe';
  const abducted = prev === 'by' && (words[i - 2] ?? '').startsWith('abduct');
  return sought || believed || abducted || words.some((w) => SPACE.has(w));
}

/** The group a single word names ("amazulu": "Zulu people"), or undefined; the word as threatWords() gives it. */
export function wordGroup(w: string): string | undefined {
  return WORD_GROUP.get(w);
}

/** The group a word is a spelling evasion of (see namedGroup), or null; kept per word, as words recur. */
const EVADED_GROUP = new Map<string, string | null>();

function evadedGroup(w: string): string | null {
  return memo(EVADED_GROUP, 20_000, w, evadedGroupOf);
}

/** Whether `w` names a language that is one edit from a group noun (LANGUAGE_NAMES). */
export function namesALanguage(w: string): boolean {
  return LANGUAGE_NAMES.has(w);
}

function evadedGroupOf(w: string): string | null {
  if (w.length < 6 || NOT_EVASIONS.has(w)) return null;
  for (const [g, name] of WORD_GROUP) if (g.length >= 6 && oneEditApart(w, g)) return name;
  return null;
}

/** Every single word that names a group (squeezed), glued forms included. */
export function groupWords(): string[] {
  return [...WORD_GROUP.keys()];
}

/** The first words of the two-word group names ("black" of "black people"), squeezed. */
export function pairFirstWords(): string[] {
  return [...PAIR_FIRST];
}

/** Whether a and b differ by one inserted, deleted or substituted letter, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
