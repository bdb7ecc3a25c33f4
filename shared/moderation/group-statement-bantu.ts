/**
 * Statements about a group in isiZulu, isiXhosa and Sesotho (decision 0916), read by their grammar as
 * group-statement.ts reads English:
 *
 * - the group is a noun with its class prefix ("amaNigeria", "abaphambukeli", "izitabane", "maBuru", "ditabane"),
 *   or one of the group words of group-terms.ts;
 * - a call is a modal ("kufanele", "kumele", "kufuneka": must; "lokela ho", "tshwanetse ho": should) or a hortative
 *   verb ("mawabulawe": let them be killed; Sesotho "a bolawe") whose stem kills, beats, burns, hangs or expels:
 *   "izitabane kufanele zibulawe zonke", "amaBhulu mawabulawe", "maMozambique a kgutlisetswe Maputo";
 * - dehumanisation is the group said to be an animal, a pest or a disease, the copula written on the noun
 *   ("amaZimbabwe ayizinja", "izitabane ziyizilwane") or apart ("ditabane ke diphoofolo").
 *
 * A negation ("akufanele", "ha ba a lokela", "asizo izilwane") voids it. The words are canonical (threatWords:
 * lower case, stretched letters squeezed), so stems are written squeezed ("lelek", not "lelekk").
 */
import type { GroupStatement } from './group-statement';
import { wordGroup } from './group-terms';
import { memo } from './memo';
import { squeeze } from './normalise';

/** Noun class prefixes of people in the plural (and "um", "mo" for one person). */
const PREFIXES = ['abase', 'ama', 'aba', 'abe', 'izi', 'ezi', 'ma', 'ba', 'di', 'oo', 'bo', 'um', 'mo'];

/** Group stems after a class prefix, by the group's display name (group-terms.ts names). */
const STEMS: readonly (readonly [string, string])[] = [
  [
    'foreigners',
    'nigeria mozambi zimbabwe somali malawi pakistan ethiopia congo kwerekwere phambukeli fokazi bokufika faladi jaki',
  ],
  ['white people', 'bhulu bhunu buru lungu kgowa kgoa sweu'],
  ['gay people', 'gay tabane stabane lesbian fanasini'],
  ['Muslims', 'silamsi sulumane moseleme mosleme muslim'],
  ['Jews', 'juda'],
  ['Zulu people', 'zulu'],
  ['Xhosa people', 'xhosa'],
  ['Indian people', 'ndiya indiya india'],
  ['Tsonga people', 'tshangana shangaan'],
  ['Sotho people', 'sotho suthu'],
  ['Venda people', 'venda'],
  ['Pedi people', 'pedi'],
  ['Tswana people', 'tswana'],
  ['Chinese people', 'tshayina shayina chaena china'],
  ['coloured people', 'khaladi kleurling'],
  ['disabled people', 'khubazek holofets'],
  ['women', 'fazi sadi setyhini bhinqa'],
];
/** Group stems by their first two letters, so that a word is compared with a few stems only. */
const STEM_GROUP = new Map<string, [string, string][]>();
for (const [name, stems] of STEMS) {
  for (const stem of stems.split(' ').map(squeeze)) {
    const key = stem.slice(0, 2);
    STEM_GROUP.set(key, [...(STEM_GROUP.get(key) ?? []), [stem, name]]);
  }
}

/**
 * PREFIXES by their first letter, each list in the order of PREFIXES: a word can start only with the prefixes of its
 * own first letter, so groupOf tries those alone, in the same order.
 */
const PREFIXES_BY_FIRST = new Map<string, string[]>();
for (const prefix of PREFIXES)
  PREFIXES_BY_FIRST.set(prefix[0]!, [...(PREFIXES_BY_FIRST.get(prefix[0]!) ?? []), prefix]);
const NO_PREFIXES: readonly string[] = [];

/** The group a word names: a group word, or a class prefix and a group stem ("amanigeria", "mabhulu"). Kept per word. */
function groupOf(w: string): string | undefined {
  return memo(GROUP_OF, 20_000, w, groupOrNull) ?? undefined;
}
/** groupOf by word; null for none (memo takes undefined for "not kept"). */
const GROUP_OF = new Map<string, string | null>();

function groupOrNull(w: string): string | null {
  return groupOfUncached(w) ?? null;
}

function groupOfUncached(w: string): string | undefined {
  const whole = wordGroup(w);
  if (whole !== undefined) return whole;
  for (const prefix of PREFIXES_BY_FIRST.get(w[0] ?? '') ?? NO_PREFIXES) {
    if (!w.startsWith(prefix)) continue;
    for (const [stem, name] of STEM_GROUP.get(w.slice(prefix.length, prefix.length + 2)) ?? []) {
      if (w.startsWith(stem, prefix.length)) return name;
    }
  }
  return undefined;
}

/** Whether a word names a group as this reader reads it (a group word, or a class prefix and a group stem). */
export function namesBantuGroup(w: string): boolean {
  return groupOf(w) !== undefined;
}

/** Modals of a call: must, should (isiZulu, isiXhosa, Sesotho). */
const MODALS = new Set(['kufanele', 'kumele', 'kufuneka', 'lokela', 'tshwanetse', 'tlameha', 'mabe'].map(squeeze));
/** Sesotho subject concords of a group before a subjunctive ("a bolawe", "di bolawe", "ba lelekwe"). */
const CONCORDS = new Set(['a', 'ba', 'di']);
/** Negators: "ha" (Sesotho), "musa", "ungaze", and words that start with the negative "a-" of a modal. */
const NEGATORS = new Set(['ha', 'musa', 'ungaze', 'akufanele', 'akumele', 'akufuneki', 'asizo', 'akusiyo', 'hase']);

/** Verb stems of violence (kill, beat, shoot, burn, hang, wipe out, stab, abuse). */
const VIOLENCE = [
  'bulaw',
  'bulal',
  'shay',
  'beth',
  'xhony',
  'xhom',
  'dubul',
  'dutshulw',
  'dutyulw',
  'tshis',
  'shis',
  'qothul',
  'gwaz',
  'hlab',
  'bolaw',
  'bolay',
  'hlekefets',
  'tshay',
  'bhaxabul',
  'tjhes',
  'ches',
  'hlasel',
  'otlw',
  'shapuw',
  'fanyeh',
].map(squeeze);
/** Verb stems of expulsion (chase out, send back, drive away, remove). */
const EXPULSION = ['xosh', 'gxoth', 'buyisel', 'kgutlis', 'lelek', 'khiph', 'ntshets', 'hlongol'].map(squeeze);

/** What a verb does to its subject: violence, expulsion, or undefined. */
function callOf(w: string): 'violence' | 'expulsion' | undefined {
  // Passive and subjunctive forms end in -we, -wa, -e ("zibulawe", "abuyiselwe", "a bolawe", "bolawa").
  if (VIOLENCE.some((s) => w.includes(s))) return 'violence';
  if (EXPULSION.some((s) => w.includes(s))) return 'expulsion';
  return undefined;
}

/** Hortative prefixes of a call on a plural subject ("mawa-", "maba-", "mazi-", "maka-", "mali-"). */
const HORTATIVE = /^ma(wa|ba|zi|ka|li|ya|si)/;

/** Animals, pests and diseases a group is called, as stems inside the noun ("ayizinja", "ziyizilwane", "diphoofolo"). */
const DEHUMANISING = [
  'nja',
  'ntja',
  'lwane',
  'lwanyana',
  'ntwala',
  'hagu',
  'kolobe',
  'mpukane',
  'nkawu',
  'gundane',
  'mpuku',
  'phela',
  'phele',
  'phoofolo',
  'tshwene',
  'mfene',
  'nyoka',
  'noha',
  'ngcongconi',
  'zilo',
  'sifo',
  'mbungulu',
  'ngulube',
  'nambuzane',
  'toeba',
  'kokwanyana',
  'nta',
].map(squeeze);
/** Copulas written apart ("ke", "ki"), and written on the noun ("ayizinja", "ziyizilwane", "ngamagundane"). */
const COPULA_APART = new Set(['ke', 'ki']);
const COPULAS_ON = ['ziyi', 'bayi', 'ayi', 'yi', 'zi', 'ngu', 'nga'];
/** Class prefixes of the noun after its copula ("izi-nja", "ama-gundane", "di-phoofolo"), and endings after the stem. */
const CLASSES = ['', 'i', 'ii', 'izi', 'zi', 'ama', 'ma', 'ame', 'di', 'in', 'im', 'isi', 'si', 'li', 'ba'];
const ENDINGS = new Set(['', 'na', 'ana', 'ni']);

/** Whether `rest` is a noun of an animal, a pest or a disease: a class prefix, the stem, a diminutive at most. */
function animalNoun(rest: string): boolean {
  for (const cls of CLASSES) {
    if (!rest.startsWith(cls)) continue;
    for (const stem of DEHUMANISING) {
      if (rest.startsWith(stem, cls.length) && ENDINGS.has(rest.slice(cls.length + stem.length))) return true;
    }
  }
  return false;
}

/** Whether `w` is a copula written on such a noun, or a copula written apart before one (`next`). */
function animalPredicate(w: string, next: string | undefined): boolean {
  if (COPULA_APART.has(w)) return next !== undefined && animalNoun(next);
  return COPULAS_ON.some((c) => w.startsWith(c) && animalNoun(w.slice(c.length)));
}

/**
 * Nouns of people a group is called in derogation, as stems after a plural class prefix of people: thieves, liars,
 * cheats, criminals, terrorists, fools, lazy ones, drunkards (isiZulu and isiXhosa "amasela", "amaxoki",
 * "izigebengu", "amaphekula", "iziphukuphuku", "amavila", "izidakwa"; Sesotho "masholu", "dikgukgunetsi").
 */
const DEROGATORY_STEMS = [
  'vila',
  'sela',
  'phekula',
  'nqolobi',
  'xoki',
  'qhathi',
  'gebengu',
  'gilamkhuba',
  'phukuphuku',
  'dakwa',
  'sholu',
  'kgukgunetsi',
  'lotsana',
  'cwasi',
  'kgethollo',
  'manganga',
  'kgopo',
].map(squeeze);
/**
 * Other derogation in one word or two: no sense ("abanangqondo", "akanangqondo"), not to be trusted ("akathembeki",
 * "awathembeki"), a burden ("bangumthwalo", "ke morwalo"), sick in the mind ("zigula engqondweni", "di kula
 * kelellong").
 */
const NO_SENSE = /nangqondo$/;
const UNTRUSTWORTHY = /^a(ka|wa|ba|zi)thembeki$/;
const BURDEN = /^(morwalo|(ba|zi)?(wu|ngu|yingu)m?thwalo)$/;
const SICK = /(gula|kula)$/;
const MIND = new Set(['engqondweni', 'kelellong'].map(squeeze));

function otherDerogation(w: string, next: string | undefined): boolean {
  if (NO_SENSE.test(w) || UNTRUSTWORTHY.test(w)) return true;
  if (BURDEN.test(w)) return true;
  return SICK.test(w) && next !== undefined && MIND.has(next);
}
/** Plural class prefixes of people before such a stem ("ama-sela", "izi-gebengu", "ma-sholu", "di-kgukgunetsi"). */
const PEOPLE_CLASSES = ['ama', 'ma', 'aba', 'ba', 'izi', 'zi', 'di', 'bo'];
/** Copulas written on such a noun: "anga-", "banga-", "ayi-", "ziyi-" ("angamasela", "bangamavila", "ayiziphukuphuku"). */
const PEOPLE_COPULAS = ['anga', 'banga', 'zinga', 'ayi', 'ziyi', 'bayi', 'nga', 'yi'];

function derogatoryNoun(rest: string): boolean {
  for (const cls of PEOPLE_CLASSES) {
    if (!rest.startsWith(cls)) continue;
    const stem = rest.slice(cls.length);
    if (DEROGATORY_STEMS.includes(stem)) return true;
  }
  return false;
}

/** Whether `w` calls the group such people, the copula on the noun or apart before it ("ke masholu"). */
function derogatoryPredicate(w: string, next: string | undefined): boolean {
  if (COPULA_APART.has(w)) return next !== undefined && derogatoryNoun(next);
  return PEOPLE_COPULAS.some((c) => w.startsWith(c) && derogatoryNoun(w.slice(c.length)));
}

/** Words that report what someone says ("e reng", "uthi", "ithi", "ho thwe"): the call is quoted, not made. */
const SAYS = new Set(
  'reng rialo thwe itse bolela uthi ithi ethi athi bathi abathi wathi sithi bethi uthe bathe wathe abathe'
    .split(' ')
    .map(squeeze),
);

/**
 * Stated hatred in the first person: isiZulu and isiXhosa "ngiyabazonda", "ndiyabacaphukela", "siyabathiya" (I/we hate
 * them: a subject concord "ngi", "ndi", "si", "ya", an object concord, the stem); not the negative "angibazondi",
 * which starts with "a". Sesotho "ke hloile", "re hloile", "ke a ba hloya".
 */
const NGUNI_HATE = /^(ngi|ndi|si)(ya)?(ba|wa|zi|m|li|yi)?(zond|caphukel|thiy)/;
const SESOTHO_HATE = new Set(['hloile', 'hloya'].map(squeeze));
const FIRST_PERSON = new Set(['ke', 're']);

function statesHatred(words: readonly string[], k: number): boolean {
  const w = words[k];
  if (w === undefined) return false;
  if (NGUNI_HATE.test(w)) return true;
  if (!SESOTHO_HATE.has(w)) return false;
  // "ke hloile", "ke a ba hloya": the first person at most three words before, no "ha" (not) between.
  for (let m = k - 1; m >= Math.max(0, k - 3); m--) {
    if (NEGATORS.has(words[m]!)) return false;
    if (FIRST_PERSON.has(words[m]!)) return true;
  }
  return false;
}

/** A plural imperative of violence before the group: "hlaselani amaSulumane" (attack the Muslims), Sesotho "-ang". */
const IMPERATIVE = /(ani|ang)$/;

function reportedBefore(words: readonly string[], i: number): boolean {
  for (let k = Math.max(0, i - 3); k < i; k++) {
    // Sesotho "ho re" (to say): "o kgaotse ho re maXhosa ke masholu" (stop saying the Xhosa are thieves).
    if (SAYS.has(words[k]!) || (words[k] === 're' && words[k - 1] === 'ho')) return true;
  }
  return false;
}

/**
 * The first call for violence or expulsion against a named group, or dehumanisation of it, in isiZulu, isiXhosa or
 * Sesotho, or undefined. Read within the four words after the group, with no negation in between.
 */
export function bantuGroupStatement(words: readonly string[]): GroupStatement | undefined {
  for (let i = 0; i < words.length; i++) {
    const group = groupOf(words[i]!);
    if (group === undefined || reportedBefore(words, i)) continue;
    // "ngiyabazonda abamhlophe", "ke hloile batho ba batsho": the hatred at most three words before.
    if (statesHatred(words, i - 1) || statesHatred(words, i - 2) || statesHatred(words, i - 3)) {
      return { kind: 'hatred', group };
    }
    const order = words[i - 1];
    if (order !== undefined && IMPERATIVE.test(order) && callOf(order) === 'violence')
      return { kind: 'violence', group };
    const end = Math.min(words.length, i + 5);
    for (let j = i + 1; j < end; j++) {
      const w = words[j]!;
      if (NEGATORS.has(w)) break;
      // "abamhlophe ngiyabazonda": the group first, then the hatred.
      if (NGUNI_HATE.test(w)) return { kind: 'hatred', group };
      if (MODALS.has(w)) {
        // "kufanele zibulawe", "lokela ho bolawa": the verb within the next three words.
        for (let k = j + 1; k < Math.min(words.length, j + 4); k++) {
          if (NEGATORS.has(words[k]!)) break;
          const kind = callOf(words[k]!);
          if (kind !== undefined) return { kind, group };
        }
        break;
      }
      if (HORTATIVE.test(w)) {
        const kind = callOf(w);
        if (kind !== undefined) return { kind, group };
      }
      // Sesotho "maBuru a bolawe": a concord, then the subjunctive.
      if (CONCORDS.has(w) && j === i + 1) {
        const next = words[j + 1] ?? '';
        // Not the perfect ("a tjhesitswe": were burnt, "a bolailwe": were killed), which reports.
        const kind = /we$/.test(next) && !/(itswe|ilwe)$/.test(next) ? callOf(next) : undefined;
        if (kind !== undefined) return { kind, group };
      }
      if (animalPredicate(w, words[j + 1])) return { kind: 'dehumanisation', group };
      if (derogatoryPredicate(w, words[j + 1]) || otherDerogation(w, words[j + 1]))
        return { kind: 'derogation', group };
    }
  }
  return undefined;
}
