/**
 * Slur lexicon. Content warning: this file lists slurs as plain strings because matching them is its
 * job. Terms are written in their plain spelling; the matcher adds stretched letters, leetspeak,
 * look-alike letters, spacing and punctuation, and the plural "-s", so none of those go here.
 *
 * Each entry's allow-list holds the phrases where the same letters are innocent (foods, plants,
 * places, car parts). Place names and surnames that merely contain a slur (Scunthorpe, Coonamble,
 * Niger) need no entry: matching is on whole words.
 *
 * Left out on purpose, because on their own they are mostly innocent in the measured data or in
 * South Africa: "coon" (raccoons; the Cape Town minstrel carnival), "honky" (honky-tonk, self-mockery),
 * "whitey" ("tighty whities", self-description in the Davidson "neither" tweets), "yid" (chat slang there),
 * "coconut" (the fruit), "rock spider" (the spider), "isitabane" (the word isiZulu and isiXhosa news use),
 * "nicca" (labelled "neither" in most Davidson tweets), "kafir" (a religious term), "queer" and "homo"
 * (self-descriptions; Afrikaans "homo"), "cracker" (food), "retarded". Some still count in insult
 * phrases (see patterns.ts).
 */
import type { ModerationCategory } from './types';

export type HighCategory = Exclude<ModerationCategory, 'SPAM'>;

export interface LexiconEntry {
  /** Canonical spelling; may be several words ("white trash"), which also match glued together. */
  term: string;
  category: HighCategory;
  /** Other spellings, matched like the term. */
  variants?: readonly string[];
  /** A stem: any word that starts with it also matches ("nigg" catches every suffix spelling). */
  stem?: string;
  /** Word beginnings that share the stem but are innocent ("niggle", "niggardly"). */
  allowPrefixes?: readonly string[];
  /** Phrases containing the word in which it is innocent ("kaffir lime"); "#" stands for any number. */
  allow?: readonly string[];
}

/** Racial and ethnic slurs, South African ones first. */
const RACISM: readonly LexiconEntry[] = [
  {
    // The k-word: the apartheid-era slur for black South Africans; also names plants, hence the allow-list.
    term: 'kaffir',
    category: 'RACISM',
    variants: ['kaffer', 'kaffers', 'kaffirboetie', 'kafferboetie', 'kaffertjie'],
    allow: [
      'kaffir lime',
      'kaffir limes',
      'kaffir lily',
      'kaffir lilies',
      'kaffir corn',
      'kaffir beer',
      'kaffir plum',
      'kaffir orange',
      'kaffir bean',
      'kaffir melon',
      'kaffir chestnut',
      'kaffir tea',
      'kaffir boom',
    ],
  },
  {
    term: 'hotnot',
    category: 'RACISM',
    variants: ['hottentot', 'hotnotte'],
    allow: [
      'hottentot fig',
      'hottentots fig',
      'hottentot s fig',
      'hottentot bread',
      'hottentot god',
      'hottentots holland',
    ],
  },
  {
    term: 'boesman',
    category: 'RACISM',
    variants: ['boesmanne'],
    allow: ['boesman and lena', 'boesmans river', 'boesmans rivier', 'boesmans riviermond', 'boesman river'],
  },
  {
    term: 'coolie',
    category: 'RACISM',
    variants: ['koelie', 'koelies', 'coolies'],
    allow: ['coolie hat', 'coolie hats'],
  },
  { term: 'makwerekwere', category: 'RACISM', variants: ['kwerekwere', 'amakwerekwere', 'kwere kwere'] },
  { term: 'amakula', category: 'RACISM' },
  { term: 'charra', category: 'RACISM', variants: ['charras'] },
  { term: 'houtkop', category: 'RACISM', variants: ['houtkoppe'] },
  // English-speaking, Afrikaner and Portuguese South Africans, and coloured people (decision 0928).
  { term: 'rooinek', category: 'RACISM', variants: ['rooinekke'] },
  { term: 'soutpiel', category: 'RACISM', variants: ['soutpiele', 'soutie'] },
  { term: 'hairyback', category: 'RACISM' },
  { term: 'porra', category: 'RACISM' },
  { term: 'bushie', category: 'RACISM' },
  {
    // One stem catches the many suffix spellings (-er, -a, -ah, -az, -uh, -erz); niggle/niggardly are unrelated words.
    term: 'nigger',
    category: 'RACISM',
    stem: 'nigg',
    variants: ['nigga', 'niqqa', 'niqqer', 'nigglet', 'niglet', 'nignog', 'nig nog'],
    allowPrefixes: ['niggl', 'niggard'],
  },
  {
    term: 'chink',
    category: 'RACISM',
    variants: ['chinky', 'chinkies'],
    allow: ['chink in', 'chinks in', 'chink of', 'chinks of'],
  },
  { term: 'gook', category: 'RACISM', allow: ['gobbledy gook', 'gobbledee gook'] },
  { term: 'spic', category: 'RACISM', variants: ['spick'], allow: ['spic and span', 'spick and span'] },
  { term: 'wetback', category: 'RACISM' },
  { term: 'beaner', category: 'RACISM' },
  { term: 'kike', category: 'RACISM' },
  { term: 'towelhead', category: 'RACISM', variants: ['towel head'] },
  { term: 'raghead', category: 'RACISM', variants: ['rag head'] },
  { term: 'camel jockey', category: 'RACISM' },
  { term: 'sand nigger', category: 'RACISM' },
  { term: 'jungle bunny', category: 'RACISM' },
  { term: 'porch monkey', category: 'RACISM' },
  { term: 'spear chucker', category: 'RACISM' },
  { term: 'jigaboo', category: 'RACISM', variants: ['jiggaboo'] },
  { term: 'darkie', category: 'RACISM', variants: ['darky', 'darkies'] },
  { term: 'golliwog', category: 'RACISM', variants: ['gollywog'] },
  { term: 'wog', category: 'RACISM' },
  { term: 'zipperhead', category: 'RACISM' },
  {
    term: 'paki',
    category: 'RACISM',
    // Sesotho "paki": a witness ("paki e tlameha ho kgutla": the witness must come back).
    allow: ['paki e', 'paki ya', 'paki ea', 'paki tsa', 'paki ka', 'paki ho', 'ke paki', 'le paki'],
  },
  { term: 'white trash', category: 'RACISM' },
  { term: 'ching chong', category: 'RACISM' },
];

/** Slurs against sexuality, gender identity and disability. */
const HATE_SPEECH: readonly LexiconEntry[] = [
  {
    // "faggots" is also a British meatball dish and "fagging" a school custom.
    term: 'faggot',
    category: 'HATE_SPEECH',
    stem: 'fagg',
    variants: ['fagot', 'faggit', 'fagget', 'fagit'],
    allowPrefixes: ['fagging'],
    allow: [
      'faggots and peas',
      'faggots and mash',
      'faggots in gravy',
      'faggots with',
      'brains faggots',
      'pork faggots',
      'faggot of',
      'faggots of',
    ],
  },
  {
    // British slang for a cigarette, and the UK SMS set uses it that way.
    term: 'fag',
    category: 'HATE_SPEECH',
    allow: [
      'fag end',
      'fag ends',
      'fag break',
      'fag packet',
      'packet of fags',
      'pack of fags',
      'box of fags',
      'smoke a fag',
      'smoking a fag',
      'light a fag',
      'have a fag',
      'need a fag',
      'buy fags',
      'bought fags',
      '# fags',
      'some fags',
      'fags and',
      'the fags',
    ],
  },
  { term: 'dyke', category: 'HATE_SPEECH', allow: ['offa s dyke', 'offas dyke', 'van dyke', 'dyke road', 'vandyke'] },
  {
    // Also car slang for a transmission.
    term: 'tranny',
    category: 'HATE_SPEECH',
    variants: ['trannie', 'trannies'],
    allow: [
      'tranny fluid',
      'tranny oil',
      'auto tranny',
      'manual tranny',
      'tranny rebuild',
      'new tranny',
      'the tranny went',
      'motor and tranny',
      'engine and tranny',
      'tranny and motor',
      'tranny and engine',
      'tranny swap',
      'tranny cooler',
      'tranny mount',
    ],
  },
  {
    // Also a verb ("retards growth", "retard the ignition").
    term: 'retard',
    category: 'HATE_SPEECH',
    allow: ['retard the', 'retards the', 'retard growth', 'retards growth', 'flame retard', 'fire retard'],
  },
  { term: 'moffie', category: 'HATE_SPEECH', variants: ['mophie'] },
  { term: 'stabane', category: 'HATE_SPEECH', variants: ['istabane'] },
  { term: 'shemale', category: 'HATE_SPEECH', variants: ['she male'] },
];

/** Words that are abuse on their own (not profanity, which is allowed). */
const ABUSE: readonly LexiconEntry[] = [{ term: 'kys', category: 'ABUSE' }];

/** Every lexicon entry. Adding one here adds its evasion cases to the test-suite automatically. */
export const LEXICON: readonly LexiconEntry[] = [...RACISM, ...HATE_SPEECH, ...ABUSE];
