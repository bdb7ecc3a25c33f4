/**
 * Statements about a group, read as grammar rather than as phrases (decision 0912): a group named in the message
 * ("immigrants", "gay men", "the Chinese", "Somali shop owners") and what the message does to it:
 *
 * - says what it is: "X are (all) lazy/leeches/not even human", "why are X so stupid", "typical X, lazy", "X belong in
 *   a zoo", "X smell", "X are never any good" (derogation and dehumanisation);
 * - calls for violence or expulsion: "X should (all) be killed/stoned/chased out", "X must go back", "kill (all) the
 *   X", "send the X back", "X out";
 * - states hatred: "I hate/despise/can't stand (all) X", "X disgust me", "my hatred for X".
 *
 * And, with a group named anywhere, the same said of "them"/"they" ("I met some X today, I hate them all"). A
 * negation in between ("X are not lazy", "I don't hate X", "no X deserves to be hurt") or speech reported by someone
 * else ("people who say X are ...", "those who hate X") is not the speaker's statement. The classifier voids it for
 * counter-speech and news as it voids the group patterns. The words are canonical (threatWords: lower case,
 * leetspeak decoded, spelled-out letters glued, stretched letters squeezed), so evasions read as the plain words;
 * words run together ("ihate", "killallimmigrants") are split here.
 */
import { bantuGroupStatement, namesBantuGroup } from './group-statement-bantu';
import { oneEditApart } from './group-terms';
import { memo } from './memo';
import { squeeze, WordTable } from './normalise';
import { swappedNeighbours, type ThreatClass, wordClasses } from './threat-lexicon';

export type GroupStatementKind = 'derogation' | 'dehumanisation' | 'violence' | 'expulsion' | 'hatred';

export interface GroupStatement {
  kind: GroupStatementKind;
  /** Display name of the group ("foreigners", "gay people"). */
  group: string;
}

const set = (list: string): Set<string> =>
  new Set(
    list
      .split(/\s+/)
      .filter((w) => w !== '')
      .map(squeeze),
  );

/** Group names by display name: plural nouns that stand alone ("immigrants") and adjectives ("gay", "Somali"). */
const NOUNS: readonly (readonly [string, string])[] = [
  [
    'foreigners',
    `foreigners immigrants migrants refugees aliens illegals zimbabweans zimbos nigerians somalis somalians mozambicans
     malawians pakistanis ethiopians congolese bangladeshis makwerekwere amakwerekwere kwerekweres buitelanders
     vreemdelinge abokufika abafokazi abaphambukeli amasomali amazimbabwe bajaki bafaladi masomali mazimbabwe
     portuguese shonas nyasas nigeriers zimbabwiers somaliers`,
  ],
  ['Black people', 'blacks negroes africans swartes swartmense abamnyama'],
  ['white people', 'whites boers boere abelungu witmense'],
  ['Indian people', 'indians indiers amandiya'],
  ['coloured people', 'coloureds coloreds kleurlinge'],
  ['Afrikaners', 'afrikaners'],
  ['Zulu people', 'zulus amazulu'],
  ['Xhosa people', 'xhosas amaxhosa'],
  ['Sotho people', 'sothos basotho'],
  ['Pedi people', 'pedis bapedi'],
  ['Venda people', 'vendas vhavenda'],
  ['Tsonga people', 'tsongas shangaans'],
  ['Ndebele people', 'ndebeles amandebele'],
  ['Tswana people', 'tswanas batswana'],
  ['Chinese people', 'chinese asians'],
  ['Jews', 'jews jode amajuda'],
  ['Muslims', 'muslims moslems mohammedans amasulumane mamoseleme muzzies'],
  ['Rastafarians', 'rastas rastafarians'],
  ['Christians', 'christians christene amakholwa'],
  ['Hindus', 'hindus'],
  ['gay people', 'gays homosexuals homos queers lesbians lesbos dykes moffies bisexuals lgbt lgbtq izitabane'],
  ['transgender people', 'transgenders transsexuals trannies'],
  ['women', 'women females vroue basadi abesifazane'],
  ['disabled people', 'cripples handicapped autistics gestremdes'],
  ['people with albinism', 'albinos albinism'],
];

const ADJECTIVES: readonly (readonly [string, string])[] = [
  [
    'foreigners',
    `foreign foreigner immigrant migrant refugee zimbabwean nigerian somali mozambican malawian pakistani ethiopian
     congolese bangladeshi`,
  ],
  ['Black people', 'black'],
  ['white people', 'white'],
  ['Indian people', 'indian'],
  ['coloured people', 'coloured colored'],
  ['Afrikaners', 'afrikaner boer'],
  ['Zulu people', 'zulu'],
  ['Xhosa people', 'xhosa'],
  ['Sotho people', 'sotho'],
  ['Pedi people', 'pedi'],
  ['Venda people', 'venda'],
  ['Tsonga people', 'tsonga shangaan'],
  ['Ndebele people', 'ndebele'],
  ['Tswana people', 'tswana'],
  ['Chinese people', 'chinese asian'],
  ['Jews', 'jewish jew'],
  ['Muslims', 'muslim moslem'],
  ['Christians', 'christian'],
  ['Hindus', 'hindu'],
  ['gay people', 'gay lesbian bisexual homosexual queer'],
  ['transgender people', 'trans transgender'],
  ['disabled people', 'disabled deaf blind autistic handicapped retarded gestremde'],
  ['people with albinism', 'albino'],
  ['women', 'woman female vrou'],
];

/** Nouns of people after an adjective: "gay men", "Somali shop owners", "disabled children". */
const PERSONS = set(
  `people ppl poeple peple peopel persons person men man women woman guys guy folk folks kids children child boys girls families family
   community communities nationals shopkeepers owners traders workers drivers students pupils learners teachers
   neighbours neighbors citizens ladies youth babies beggars mothers fathers parents wives husbands brothers sisters
   priests imams pastors leaders politicians nurses doctors staff employees tenants bitches lot ones lives mense abantu
   lady farmers`,
);

/** A noun of people, or one with a stray letter after it ("black peoplex"). */
function isPersons(w: string): boolean {
  return PERSONS.has(w) || (w.length >= 6 && PERSONS.has(w.slice(0, -1)));
}

const NOUN_GROUP = new Map<string, string>();
for (const [name, words] of NOUNS) for (const w of set(words)) NOUN_GROUP.set(w, name);
const ADJECTIVE_GROUP = new Map<string, string>();
for (const [name, words] of ADJECTIVES) for (const w of set(words)) ADJECTIVE_GROUP.set(w, name);

/** Adjectives that are also nouns of a person ("a Muslim", "the Chinese"); not "jewish", "foreign", "blind". */
const NOUN_ADJECTIVES = set(
  `foreigner immigrant migrant refugee zimbabwean nigerian somali mozambican malawian pakistani ethiopian congolese bangladeshi
   black white indian coloured afrikaner boer zulu xhosa sotho pedi venda tsonga shangaan ndebele tswana chinese jew
   muslim moslem
   christian hindu gay lesbian bisexual homosexual queer transgender disabled deaf autistic albino woman female vrou`,
);
/** Words after a noun used as subject or object: "the Chinese out", "a Muslim can't", "every Indian will". */
const FOLLOWS_NOUN = set(
  `out back wil can cant cannot dont doesnt never wont would could and or i we you to who that in on at here there
   from has have was wat moet`,
);
/** Determiners before an adjective used as a noun: "a Muslim", "every Indian", "not a single Tswana". */
const DETERMINERS = set('a an the every any no next single one last n elke enige volgende');

/** Insults in the plural that an adjective or a group's name can carry: "Somali parasites", "Xhosas dogs". */
const INSULT_NOUNS = set(
  `animals beasts parasites leeches locusts vermin rats cockroaches roaches insects lice maggots pigs apes monkeys
   baboons dogs snakes hyenas devils demons savages terrorists freaks cunts idiots criminals thieves liars scum trash
   filth garbage rubbish pests invaders mongrels perverts`,
);
/** Group adjectives also used figuratively before an insult ("blind idiots", "deaf ears"). */
const FIGURATIVE = set('blind deaf');

interface Mention {
  start: number;
  /** Index after the group's last word. */
  end: number;
  name: string;
  /** "the Nigerian shops": what the group owns, read only for calls to violence against it. */
  property?: boolean;
}

/** What a group owns, after its adjective: "the Nigerian shops", "Somali spazas" (attacked in xenophobic violence). */
const PROPERTY = set(
  `shop shops spaza spazas store stores house houses home homes church churches mosque mosques temple temples business businesses
   club clubs bar bars area areas`,
);

/** Words between a determiner and a group ("all the", "those fucking", "every single one of the"). */
const FILLERS = set(
  `all the those these them every each any of one single some more than fucking fuckin fkn effing damn bloody dirty
   filthy stupid our this that for die next a an to sight presence you u yal`,
);

/** Linking verbs and the like that put a predicate on the group ("X are", "X r", "X belong", "X smell"). */
const LINKS = set(
  `are r is re were was be being been become becomes remain act behave look looks seem seem like belong belongs smell
   smells stink stinks sound just only all always still really so too such truly literally basically nothing
   born can could would wil ke aren isn wasn weren don doesn
   word lyk ruik bly hoort te almal net altyd`,
);

/** Negators; "t" is the end of a cut "aren't" / "don't". */
const NEGATORS = set(
  `not never no nobody noone none dont doesnt didnt arent isnt wasnt werent wont wouldnt shouldnt cant cannot t nie
   nooit geen`,
);

/** Words of derogation and dehumanisation beyond the threat lexicon's class (which is read too). */
const DEROGATION = set(
  `dishonest pathetic repulsive ignorant dumb stupid idiots idiot fools foolish morons moronic retards retarded crooks
   cheats cheaters frauds fraudsters liars thieves criminals rapists terrorists savages primitive backward inbred moron
   mongrels diseased sick sickos perverts perverted freaks freaky monsters beasts snakes hyenas locusts leeches ticks
   lice fleas goats donkeys livestock cattle vegetables infection infestation plague vermin trash scum filth dirty
   smelly stinky ugly inferior useless worthless burden brainless brainwashed uneducated arrogant bullies drunks
   gangsters witches devils demons evil vile disgusting revolting gross lazy greedy violent dangerous disgrace
   abominations abomination unnatural nasty pests bloodsuckers blodsucking bloodsucking parasites cockroaches roaches
   rats rodents insects pigs swine apes monkeys baboons dogs animals subhuman subhumans savages cancer virus disease
   diseases toxic dirt garbage rubbish scumbags losers weak weaklings mentally ill insane crazy psychos psychopaths
   hypocrites traitors invaders thugs barbarians barbaric uncivilised uncivilized cavemen cockroach rat pig ape monkey
   dog animal parasite leech snake worm worms maggots trash trashy degenerates degenerate filthy smell stink stupidest
   dumbest laziest dirtiest ugliest worst thick dense slow incapable incompetent untrustworthy useless sinful sinners
   crooked shameless disgusted gross evil plague vermin kaffirs cunts bitches whores sluts creepy weirdos sly sneaky cruel
   corrupt drunk drunks mistake waste terrorists freaks
   dom onnosel lui vuil vieslik walglik diere honde bobbejane ape kakkerlakke parasiete rotte varke vark skelms diewe
   leuenaars misdadigers moordenaars terroriste gemors vullis uitskot minderwaardig dronk bloedsuiers luise plaag
   siekte kanker groente barbare wilde germs termites pickpockets menace cows
   dronklappe bedriegers bedrieers dwelmhandelaars gierig nutteloos basters slange rowers lafaards agterlik primitief
   scammers beneath`,
);

/** Words whose negation is derogation: "X are not human", "never any good", "not welcome", "not equal". */
const POSITIVES = set(
  `human humans people good smart clever intelligent equal welcome worth trustworthy capable decent honest normal real
   civilised civilized worthy fit deserving trusted trust value brains respect clean honest decent peaceful loyal
   generous sober culture soul`,
);

/** Places a group is sent by dehumanising speech: "belong in a zoo / the kitchen / a cage". */
const DEHUMANISING_PLACES = set(
  'zoo zoos cage cages jungle bush kitchen trash bin dustbin sewer gutter barn farm chains asylum asylums camps ovens stoof kombuis hok dieretuin oerwoud',
);

/** Modal verbs of a call: "X should/must/need to/deserve to (all) be ..."; "have" and "got" only before "to". */
const MODALS = set('must should shld shud need needs ought deserve deserves gotta moet behoort verdien');
const MODALS_TO = set('have has got');

/** Violence and expulsion as participles and verbs, beyond the threat lexicon's classes. */
const VIOLENCE = set(
  `killed shot stoned beaten beat burned burnt hanged hung gassed exterminated wiped murdered slaughtered butchered
   lynched necklaced tortured raped stabbed drowned sunk sink buried bombed executed eradicated eliminated destroyed
   culled dumped castrated sterilised sterilized shoot kill stone burn hang gas exterminate wipe murder slaughter butcher
   lynch necklace torture stab drown bury bomb execute eradicate eliminate destroy cull castrate sterilise sterilize
   perish hiding hidings beating beatings bullet bullets moered donnered bliksemed whipped flogged hunted smashed doodgemaak geskiet verbrand uitgeroei vermoor
   geklap geslaan gedonner gemoer opgehang doodgeskiet afgebrand pak slae beheaded behead decapitated slapped punched
   assaulted afbrand verbrand doodmaak doodskiet opblaas`,
);
const EXPULSION = set(
  `deported deport expelled expel removed remove chased chase kicked kick thrown throw sent send pushed push driven
   drive banned ban evicted evict rounded round forced force uitgeskop teruggestuur gedeporteer weggejaag uitgejaag
   uitgesit shipped uitjaag uitskop wegjaag`,
);
/** Going away: "X must leave / go back / get out" is expulsion when it ends there or names where to. */
const LEAVE = set('leave go get move pack voetsek');
const LEAVE_TO = set(`back home out now away or country africa sa mzansi where today else before teruggaan terug uit`);

/** Verbs before a group that call for violence or expulsion: "kill (all) the X", "send the X back". */
const CALL_VERBS = set(
  `kill shoot stab burn hang lynch gas exterminate slaughter butcher massacre murder necklace rape bomb eradicate
   eliminate wipe deport expel evict remove ban moer donner bliksem poison torch`,
);
/** Verbs that expel only with their particle after the group: "chase the X out", "send them back", "round up". */
const PARTICLE_VERBS = new Map<string, Set<string>>([
  ...['chase', 'kick', 'throw', 'drive', 'force', 'get', 'beat'].map(
    (v) => [squeeze(v), set('out away back')] as const,
  ),
  [squeeze('send'), set('back home packing away')],
  [squeeze('ship'), set('back home away')],
  [squeeze('round'), set('up')],
]);

/** Stated hatred, and the phrases that say it. */
const HATRED = set(
  'hate hated hates hating hatred despise despised despises loathe loathes detest detests abhor haat hte haet h8 ihate',
);
const HATE_PHRASES: readonly (readonly string[])[] = [
  ['cant', 'stand'],
  ['can', 't', 'stand'],
  ['cannot', 'stand'],
  ['can', 'not', 'stand'],
  ['sick', 'of'],
  ['tired', 'of'],
  ['fed', 'up', 'with'],
  ['disgusted', 'by'],
].map((p) => p.map(squeeze));
/** "X disgust me", "X make me sick". */
const HATE_AFTER: readonly (readonly string[])[] = [
  ['disgust', 'me'],
  ['maak', 'my', 'naar'],
  ['maak', 'my', 'siek'],
  ['walg', 'my'],
  ['disgusts', 'me'],
  ['make', 'me', 'sick'],
  ['make', 'me', 'vomit'],
  ['make', 'me', 'puke'],
  ['make', 'me', 'want', 'to'],
  ['should', 'be', 'ashamed'],
  ['make', 'my', 'skin', 'crawl'],
  ['fill', 'me', 'with'],
  ['make', 'me', 'so', 'angry'],
  ['make', 'me', 'angry'],
].map((p) => p.map(squeeze));

/**
 * Subjects whose hatred or act is reported, not the speaker's: "people who hate X", "you hate X", "a guy that hates
 * X", "his hate for X", "they murder X", "self-hating".
 */
const REPORTED = set('who you u whoever anyone those that they he she his her their its self');
/** Speech and thought verbs: "people say X are ...", "he thinks X are ...", "tired of hearing that X ...". */
const SAYS = set(
  `say says said saying think thinks thought claim claims claimed believe believes call calls calling called tell
   tells telling told hear hearing heard shout shouts shouting shouted chant chanting chanted write writes wrote
   post posts posted preach preaches preaching
   uthe wathe bathe uthi wathi bathi ithi ethi itse
   se sê dink glo beweer noem`,
);
/** Speakers of their own words: "I think X are ...", "we say X must ...". */
const SPEAKER = set('i im we ek ons');

const THEM = set('them em they theyre thm');

const VIOLENT_CLASSES: readonly ThreatClass[] = ['harm', 'death', 'fire', 'expel'];

/** Words by their first letter: the spelling evasions are looked for only among words that start alike. */
function byFirstLetter<T>(entries: Iterable<[string, T]>): Map<string, [string, T][]> {
  const out = new Map<string, [string, T][]>();
  for (const [word, value] of entries) {
    if (word.length < 5) continue;
    const list = out.get(word[0]!) ?? [];
    list.push([word, value]);
    out.set(word[0]!, list);
  }
  return out;
}

/** Derogation words of five letters or more, for their spelling evasions ("vremin", "disgustng"). */
const LONG_DEROGATION = byFirstLetter([...DEROGATION].map((d) => [d, true] as [string, boolean]));
const EVADED_DEROGATION = new Map<string, boolean>();

function isDerogatory(w: string): boolean {
  if (DEROGATION.has(w) || wordClasses(w).includes('derogation')) return true;
  // Two letters swapped in a word of five or more, or one edit in a word of seven or more.
  return w.length >= 5 && memo(EVADED_DEROGATION, 20_000, w, evadedDerogation);
}

function evadedDerogation(w: string): boolean {
  for (const [d] of LONG_DEROGATION.get(w[0]!) ?? []) {
    if (Math.abs(d.length - w.length) > 1) continue;
    if (d.length >= 7 ? oneEditApart(w, d) : d.length === w.length && swappedNeighbours(w, d)) return true;
  }
  return false;
}

function isViolent(w: string): boolean {
  return VIOLENCE.has(w) || wordClasses(w).some((c) => VIOLENT_CLASSES.includes(c));
}

/** Whether a word expels: "deport", "chase", "kicked" (the list and the threat lexicon's class). */
function isExpelling(w: string): boolean {
  return EXPULSION.has(w) || wordClasses(w).includes('expel');
}

function isHatred(w: string): boolean {
  return HATRED.has(w) || wordClasses(w).includes('hatred') || (w.length >= 5 && oneEditApart(w, HATRED_NOUN));
}
/** "hatred" misspelt ("hatrd", "hatered"), read as itself. */
const HATRED_NOUN = 'hatred';

function startsWith(words: readonly string[], i: number, phrase: readonly string[]): boolean {
  for (let k = 0; k < phrase.length; k++) if (words[i + k] !== phrase[k]) return false;
  return true;
}

/** Splits words run together around a group: "ihate" → "i hate", "killallimmigrants" → "kill all immigrants". */
const GLUE_PARTS = set(
  `i we hate kill all the fuck deport gas shoot burn those these every people ppl men women person black white gay
   trans disabled muslim jewish indian are r should must be vermin apes animals rats scum trash out die go back`,
);
function unglue(words: readonly string[]): readonly string[] {
  if (!words.some(glued)) return words;
  const out: string[] = [];
  for (const w of words) {
    if (!glued(w)) {
      out.push(w);
      continue;
    }
    const parts = split(w);
    if (parts === undefined) out.push(w);
    else out.push(...parts);
  }
  return out;
}

/** Whether a word may be words run together: long, unknown, and holding "hate", "kil", "fuck" or "people"/"men". */
function glued(w: string): boolean {
  if (w.length < 7 || NOUN_GROUP.has(w) || GLUE_PARTS.has(w)) return false;
  if (w.includes('hat') || w.includes('kil') || w.includes('fuck') || w.includes('peopl') || w.endsWith('men'))
    return true;
  return w.length >= 9 && (w.includes('are') || w.includes('deport') || w.includes('must') || w.includes('should'));
}

/** "ihatewomen" → ["i", "hate", "women"] when every piece is a glue part or a group noun; else undefined. */
function split(w: string): string[] | undefined {
  for (let k = w.length - 1; k >= 1; k--) {
    const head = w.slice(0, k);
    const tail = w.slice(k);
    const tailOk = GLUE_PARTS.has(tail) || NOUN_GROUP.has(tail);
    if (!tailOk) continue;
    if (GLUE_PARTS.has(head) || NOUN_GROUP.has(head)) return [head, tail];
    const rest = split(head);
    if (rest !== undefined) return [...rest, tail];
  }
  return undefined;
}

/** A word that can make a statement hostile; without one, a group's misspelt name is not looked for. */
function isTrigger(w: string): boolean {
  if (HATRED.has(w) || DEROGATION.has(w) || VIOLENCE.has(w) || CALL_VERBS.has(w)) return true;
  return wordClasses(w).some((c) => c === 'derogation' || c === 'hatred' || c === 'harm' || c === 'expel');
}

const LONG_NOUNS = byFirstLetter(NOUN_GROUP);

function mentions(words: readonly string[]): Mention[] {
  const out = exactMentions(words);
  if (out.length > 0 || !words.some(isTrigger)) return out;
  // Spelling evasions of a group noun ("imigrants", "Mulsims", "womne"): one edit from a noun of five letters or
  // more, looked for only when nothing names a group exactly and a word could make a statement hostile.
  for (let i = 0; i < words.length; i++) {
    const name = misspeltNoun(words[i]!);
    if (name !== null) out.push({ start: i, end: i + 1, name });
  }
  return out;
}

/** The group a word misspells (see mentions), or null; kept per word, as the words recur from message to message. */
const MISSPELT_NOUN = new Map<string, string | null>();

function misspeltNoun(w: string): string | null {
  return memo(MISSPELT_NOUN, 20_000, w, misspeltNounOf);
}

function misspeltNounOf(w: string): string | null {
  if (w.length < 5 || ADJECTIVE_GROUP.has(w) || PERSONS.has(w)) return null;
  // A stray letter after a short noun: "jewsx".
  const short = NOUN_GROUP.get(w.slice(0, -1));
  if (short !== undefined) return short;
  for (const [noun, name] of LONG_NOUNS.get(w[0]!) ?? []) {
    // Below seven letters a changed letter is too often another word ("beers"), so only swaps, drops and adds.
    const near = noun.length >= 7 || noun.length !== w.length || swappedNeighbours(w, noun);
    if (near && oneEditApart(w, noun)) return name;
  }
  return null;
}

function exactMentions(words: readonly string[]): Mention[] {
  const out: Mention[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const noun = NOUN_GROUP.get(w);
    if (noun !== undefined) {
      // "the All Blacks" is a rugby team.
      if (w === 'blacks' && words[i - 1] === 'al' && words[i - 2] === 'the') continue;
      const end = i + 1 < words.length && PERSONS.has(words[i + 1]!) ? i + 2 : i + 1;
      out.push({ start: i, end, name: noun });
      continue;
    }
    const adjective = ADJECTIVE_GROUP.get(w);
    if (adjective === undefined) continue;
    // "gay men", "Somali shop owners": the adjective and a noun of people.
    let end = i + 1;
    if (words[end] === 'shop' || words[end] === 'spaza' || words[end] === 'taxi') end++;
    if (end < words.length && isPersons(words[end]!)) {
      out.push({ start: i, end: end + 1, name: adjective });
      continue;
    }
    // Not "the White House".
    if (PROPERTY.has(words[i + 1] ?? '') && w !== 'white' && w !== 'black') {
      out.push({ start: i, end: i + 2, name: adjective, property: true });
      continue;
    }
    // "Somali parasites", "trans freaks": the adjective on an insult in the plural (not "blind idiots", "a female
    // cheats"), read by the predicate.
    if (INSULT_NOUNS.has(words[i + 1] ?? '') && !FIGURATIVE.has(w)) {
      out.push({ start: i, end: i + 1, name: adjective });
      continue;
    }
    // "a Muslim", "the Chinese", "typical Xhosa": an adjective used as a noun, after an article or "typical", and
    // followed by what a subject or object is followed by ("the Chinese are", "every Indian must", "kill the X").
    const before = words[i - 1];
    const next = words[i + 1];
    const asNoun =
      before === 'typical' ||
      // "Zulu are savages": a plural verb on the name at the start.
      (i === 0 && NOUN_ADJECTIVES.has(w) && ARE.has(next ?? '')) ||
      (before === GOOD && words[i - 2] === 'only') ||
      (NOUN_ADJECTIVES.has(w) &&
        DETERMINERS.has(before ?? '') &&
        (next === undefined ||
          FOLLOWS_NOUN.has(next) ||
          LINKS.has(next) ||
          MODALS.has(next) ||
          MODALS_TO.has(next) ||
          // "any lesbian sitting in our bar ...".
          ((before === 'any' || before === 'every' || before === 'next') && next.endsWith('ing')) ||
          // "never trust an Indian with ...", "don't hire a Nigerian".
          REGARD.has(words[i - 2] ?? '')));
    if (asNoun) out.push({ start: i, end: i + 1, name: adjective });
  }
  return out;
}

/** Whether a negation or reported speech stands just before the group ("no X", "who say X", "I don't hate X"). */
function framedBefore(words: readonly string[], start: number): boolean {
  for (let j = Math.max(0, start - 5); j < start; j++) {
    // "don't you think X are ...": a leading question, the speaker's view.
    const leading =
      (words[j - 1] === 'u' || words[j - 1] === 'you') &&
      (words[j - 2] === 'dont' || (words[j - 2] === 't' && words[j - 3] === 'don'));
    // ("se" is Afrikaans "sê", and "see" squeezed: "to see" is not speech.)
    const seeing = (words[j] === 'se' && words[j - 1] === 'to') || (words[j - 1] === 'else' && words[j - 2] === 'who');
    // "it's not racist to say X are ...": the speaker's own claim, defended in advance.
    const defended = words[j - 1] === 'to' && CHARGES.has(words[j - 2] ?? '') && words[j - 3] === 'not';
    if (defended) continue;
    if (SAYS.has(words[j]!) && (j === 0 || !SPEAKER.has(words[j - 1]!)) && !leading && !seeing) return true;
  }
  const before = words[start - 1];
  // "no X deserves", "makes X look", "made X out to be": not a statement about the group, or not the speaker's.
  return before === 'no' || before === 'not' || before === 'nobody' || before === 'makes' || before === 'made';
}

/** Charges a speaker denies before making a claim: "it's not racist to say ...". */
const CHARGES = set('racist sexist homophobic xenophobic bigoted hateful wrong');

/** Words that start another clause: the predicate after them is not the group's. */
const BREAKS = set(
  `who that which when if because but and or so while i we you u he she it me us said says say told tells ek ons jy
   they theyre`,
);

const HAVE = set('have has had');
const HAVE_NEXT = set('ever been any');
/** "your statement they are ...": what follows is someone's claim. */
const STATEMENTS = set('statement claim comment idea view belief');

/** Prepositions that start a place between a group and its verb ("X at the robot should ..."). */
const PLACES_BETWEEN = set('at in on from near around of across with');

/** Nguni and Sesotho copulas written on the noun ("yizilwane", "ngamagundane"): derogation without a linking word. */
const PREFIXED_COPULA = /^(yi|zi|ngu|nga|ba|li|ke|ki|ri)/;

/** What the words after the group say of it, from `from` on. */
function predicate(
  words: readonly string[],
  from: number,
  linkedBefore: boolean,
  negatedBefore = false,
): GroupStatementKind | undefined {
  let linked = linkedBefore;
  let negated = negatedBefore;
  let skipped = 0;
  const end = Math.min(words.length, from + 8);
  for (let j = from; j < end; j++) {
    const w = words[j]!;
    if (HATE_AFTER.some((p) => startsWith(words, j, p))) return negated ? undefined : 'hatred';
    if (NEGATORS.has(w)) {
      negated = true;
      continue;
    }
    // "hort" is Afrikaans "hoort" (belongs), squeezed.
    if (w === 'belong' || w === 'belongs' || w === 'hort') {
      for (let k = j + 1; k < Math.min(words.length, j + 4); k++) {
        if (DEHUMANISING_PLACES.has(words[k]!)) return negated ? undefined : 'dehumanisation';
      }
    }
    // ("4" is read as "a": "only good 4 the kitchen".)
    if (w === 'only' && words[j + 1] === GOOD && (words[j + 2] === 'for' || words[j + 2] === 'a')) {
      return negated ? undefined : 'derogation';
    }
    // "X are no better than dogs": a negated comparison with an insult.
    if (w === BETTER && words[j + 1] === 'than' && negated && words.slice(j + 2, j + 5).some(isDerogatory)) {
      return 'dehumanisation';
    }
    // "why can't X stop being terrorists": the negation is of stopping; what follows "being" is said of X.
    if (w === 'stop' && words[j + 1] === 'being') {
      negated = false;
      linked = true;
      j++;
      continue;
    }
    // "do X ever stop stealing?": the question takes the stealing as given.
    if (w === 'stop' && DEROGATORY_VERBS.has(words[j + 1] ?? '')) return negated ? undefined : 'derogation';
    // "X contribute nothing", "X add nothing to this country".
    if (CONTRIBUTE.has(w) && words[j + 1] === 'nothing') return negated ? undefined : 'derogation';
    // "X are so good at scamming".
    if (w === GOOD && words[j + 1] === 'at' && DEROGATORY_VERBS.has(words[j + 2] ?? '')) {
      return negated ? undefined : 'derogation';
    }
    if (LIVE_LIKE.has(w) && words[j + 1] === 'like') return negated ? undefined : 'dehumanisation';
    // "X are too emotional to lead" ("too" is squeezed to "to"), "X are less intelligent".
    if (linked && w === 'to' && TOO_ADJECTIVES.has(words[j + 1] ?? '') && words[j + 2] === 'to') {
      return negated ? undefined : 'derogation';
    }
    if (linked && w === 'les' && LESS_THAN_OTHERS.has(words[j + 1] ?? '')) return negated ? undefined : 'derogation';
    // "X are ruining this country": right after the group and its "are".
    if (RUINING.has(w) && j === from + 1 && ARE.has(words[from]!)) return negated ? undefined : 'derogation';
    if (DEROGATORY_VERBS.has(w) && (!linked || words[j - 1] === 'al' || words[j - 1] === 'always')) {
      return negated ? undefined : 'derogation';
    }
    if (w === 'wil' && (words[j + 1] === 'be' || words[j + 1] === 'get') && isViolent(words[j + 2] ?? '')) {
      return negated ? undefined : 'violence';
    }
    // "every last X here will pay", "X will pay dearly / with their lives".
    if (w === 'wil' && words[j + 1] === 'pay' && PAYS.has(words[j + 2] ?? '')) return negated ? undefined : 'violence';
    if (MODALS.has(w) || (MODALS_TO.has(w) && words[j + 1] === 'to')) {
      // "X don't deserve the vote / rights / to live": a right denied.
      if (negated && (w === 'deserve' || w === 'deserves') && deniedRight(words, j + 1)) return 'derogation';
      // "no X deserves to die" is no call; "no X deserves any respect" is still read for a negated positive.
      if (negated) {
        linked = true;
        continue;
      }
      const call = callAfter(words, MODALS_TO.has(w) ? j + 2 : j + 1);
      if (call !== undefined) return call;
      linked = true;
      continue;
    }
    // "X have never built anything", "no X has ever been": a perfect tense with a negation or "ever".
    if (HAVE.has(w) && (NEGATORS.has(words[j + 1] ?? '') || HAVE_NEXT.has(words[j + 1] ?? ''))) {
      linked = true;
      continue;
    }
    // "X shouldn't", "X mustn't": a modal cut before its "t".
    if ((w === 'shouldn' || w === 'mustn') && words[j + 1] === 't') {
      negated = true;
      linked = true;
      j++;
      continue;
    }
    // "X shouldn't be allowed to vote / near children": a modal's own negation denies the group a right or a place.
    if (w === ALLOWED && words[j - 1] === 'be' && deniedByModal(words, j - 1)) return 'derogation';
    // "women like you should be ...": a comparison between the group and its verb.
    if (!linked && j === from && w === 'like' && LIKE_WHOM.has(words[j + 1] ?? '')) {
      j++;
      continue;
    }
    // ("to" is also "too" squeezed; inside a place or a participle's phrase it is the preposition.)
    if (LINKS.has(w) && !(w === 'to' && skipped > 0)) {
      linked = true;
      if (SMELL.has(w)) return negated ? undefined : 'derogation';
      continue;
    }
    // "the X here are ...", "X nowadays are ...".
    if (!linked && ADVERBS_BETWEEN.has(w)) continue;
    if (!linked) {
      // "Xhosas dogs the lot of them", "Somali parasites": an insult right on the group's name.
      if (j === from && INSULT_NOUNS.has(w)) return negated ? undefined : 'derogation';
      if (isDerogatory(w) && !DEROGATION.has(w) && PREFIXED_COPULA.test(w)) return negated ? undefined : 'derogation';
      // "Disabled beggars at the robot should be ...": a place between the group and its verb, up to three words.
      // ... or a participle: "X using our toilets will get ...".
      if (skipped === 0 ? !(PLACES_BETWEEN.has(w) || w.endsWith('ing')) : ++skipped > 4) return undefined;
      if (skipped === 0) skipped = 1;
      continue;
    }
    if (w === 'that' && isDerogatory(words[j + 1] ?? '')) continue;
    if (BREAKS.has(w) && w !== 'and' && w !== 'so' && !(w === 'but' && words[j - 1] === 'nothing')) return undefined;
    if (POSITIVES.has(w)) return negated || words[j + 1] === 'nothing' ? 'derogation' : undefined;
    if (isDerogatory(w)) return negated ? undefined : 'derogation';
  }
  return undefined;
}

const ALLOWED = squeeze('allowed');
/** Rights a group is said not to deserve: "the vote", "rights", "jobs", "to live", "to vote". */
const RIGHTS = set('vote rights jobs respect freedom citizenship');
const RIGHTS_TO = set('live vote exist work stay');

function deniedRight(words: readonly string[], from: number): boolean {
  const w = words[from] === 'the' || words[from] === 'any' ? words[from + 1] : words[from];
  if (w === 'to') return RIGHTS_TO.has(words[from + 1] ?? '');
  return RIGHTS.has(w ?? '');
}
const LIKE_WHOM = set('you u her him them that this');
/** What follows "will pay" in a threat: the end, "dearly", "with (their lives)". */
const PAYS = new Set(['', squeeze('dearly'), 'with', 'in']);
const BETTER = squeeze('better');
/** Modals whose negation just before "be" denies: "should not", "shouldn't", "must not", "mustn't", "cannot". */
const DENYING_MODALS = set('should shouldn must mustn can cannot cant shouldnt mustnt moet mag');

/** Whether the words just before "be" at `be` are a negated modal ("should not", "shouldn t", "mustn't", "cannot"). */
function deniedByModal(words: readonly string[], be: number): boolean {
  const a = words[be - 1] ?? '';
  const b = words[be - 2] ?? '';
  if (a === 'cannot' || a === 'cant' || a === 'shouldnt' || a === 'mustnt') return true;
  return NEGATORS.has(a) && DENYING_MODALS.has(b);
}

/** "X only good for", "X live like", "X smell", "X cheat": squeezed as the words are. */
const GOOD = squeeze('good');
const LIVE_LIKE = set('live lives breed');
const SMELL = set('smell smells stink stinks');
const DEROGATORY_VERBS = set(
  `cheat cheats steal steals rob robs scam scams breed lie lies ruin ruins infest infests invade invades pollute pollutes
   cheating stealing robbing scamming lying breeding`,
);
/** Adjectives of "too ... to": "X are too emotional to lead" (the derogatory ones are read anyway). */
const TOO_ADJECTIVES = set('emotional hysterical irrational sensitive soft simple primitive');
/** "X are less intelligent / capable / human". */
const LESS_THAN_OTHERS = set('intelligent capable human civilised civilized evolved worthy clever smart deserving');
/** What a group "is doing" to a place, said as derogation: "X are ruining / invading this country". */
const RUINING = set('ruining infesting invading polluting');
/** "X contribute nothing", "X bring nothing". */
const CONTRIBUTE = set('contribute contributes add adds bring brings offer offers give gives');
/** Adverbs between a group and its predicate: "the X here are ...". */
const ADVERBS_BETWEEN = set('here there nowadays lately today anymore even ever');

/** Endings of "die" that make it the verb, not the Afrikaans article ("must die", "should die slowly"). */
const DIE_ENDS = set('now al out in like slowly already today soon painfully');

/** "X should stay home / indoors / in the kitchen". */
const STAY = set('home indoors inside');

/** "X need fixing / curing": a group as a defect. */
const NEEDS_FIXING = set('fixing fixed curing cured');

/** After a modal: "(all) (be) killed", "go back", "leave the country" (violence or expulsion), or undefined. */
function callAfter(words: readonly string[], from: number): GroupStatementKind | undefined {
  const end = Math.min(words.length, from + 4);
  for (let j = from; j < end; j++) {
    const w = words[j]!;
    const next = words[j + 1];
    if (NEGATORS.has(w)) return undefined;
    if (isExpelling(w)) return 'expulsion';
    if (w === 'die') return next === undefined || DIE_ENDS.has(next) ? 'violence' : undefined;
    if (NEEDS_FIXING.has(w)) return 'derogation';
    // "X should be locked up and beaten": the locking is on the way to the call.
    if (w === LOCKED && next === 'up') return words[j + 2] === 'and' ? callAfter(words, j + 3) : undefined;
    // "X should be kept out of sight / away from ...".
    if (KEPT.has(w) && (next === 'out' || next === 'away')) return 'expulsion';
    // "X should be seen and not heard".
    if (w === SEEN && next === 'and' && words[j + 2] === 'not' && words[j + 3] === HEARD) return 'derogation';
    // "X should stick to cooking", "X should stay home / in the kitchen".
    if (w === 'stick' && next === 'to') return 'derogation';
    if (w === 'stay' && next !== undefined && (STAY.has(next) || DEHUMANISING_PLACES.has(words[j + 3] ?? ''))) {
      return 'derogation';
    }
    if ((w === 'run' && next === 'over') || (w === 'put' && next === 'down')) return 'violence';
    // "X should have been finished off", "X need to be put in a pit".
    if (w === 'finished' && next === 'of' && (words[j - 1] === 'be' || words[j - 1] === BEEN)) return 'violence';
    if (w === 'put' && words.slice(j + 1, j + 4).some((v) => PITS.has(v))) return 'violence';
    if ((w === 'taught' || w === 'teach') && (next === 'a' || next === 'them') && words[j + 2] === 'leson') {
      return 'violence';
    }
    if (isViolent(w)) return 'violence';
    if (LEAVE.has(w)) return next === undefined || LEAVE_TO.has(next) ? 'expulsion' : undefined;
    if (!CALL_FILLERS.has(w)) return undefined;
  }
  return undefined;
}

/** Words between a modal and its verb: "should all just be", "must simply get", "should have been", "must we". */
const CALL_FILLERS = set(
  'al be just simply get to each every one of them ever been have we almal net word a is good proper',
);
const BEEN = squeeze('been');
const KEPT = set('kept keep locked');
const LOCKED = squeeze('locked');
const HEARD = squeeze('heard');
const SEEN = squeeze('seen');
/** Where a call puts a group: "put in a pit / camps / the gas chambers". */
const PITS = set('pit pits grave graves camp camps cage cages chambers chamber ovens oven');

const HATRED_NOUNS = set('hate hatred hating');
const WORSE = squeeze('worse');
const AF_STAND = set('verdra uitstaan veel duld');
/** Where a group is not wanted: "don't want X living / near / around / here / next door". */
const UNWANTED_NEAR = set('living near around here next in moving anywhere');
/** What the speaker would rather die than do with a group's member: "date", "marry", "work with". */
const RATHER_VERBS = set('date marry kiss touch sleep work live share hire rent');
/** Insults put on a group's name: "filthy X", "fucking X". */
const INSULT_BEFORE = set(
  'fucking fuckin fkn fucken fuken filthy dirty disgusting smelly damn goddamn shit bloody bastard',
);

/** Determiners of a thing given back after "send X back". */
const GIVEN = set('their his her the a an my our your its');
/** Regard whose negation is derogation: "never trust a X", "don't respect X". */
const REGARD = set('trust respect tolerate accept hire employ rent');
const ARE = set('are re r were');
const IS = set('is was has s');

/** What the words before the group do to it: "kill (all) the X" (violence), "I hate X" (hatred). */
function before(words: readonly string[], start: number, end: number): GroupStatementKind | undefined {
  const after = words[end];
  let j = start - 1;
  while (j >= 0 && start - j <= 5 && FILLERS.has(words[j]!)) j--;
  if (j < 0) return undefined;
  const w = words[j]!;
  const subject = words[j - 1];
  const negated = (k: number): boolean => {
    // "I'll never stop hating X": the negation is of stopping.
    if (words[k - 1] === 'stop' && NEGATORS.has(words[k - 2] ?? '')) return false;
    for (let m = Math.max(0, k - 3); m < k; m++) if (NEGATORS.has(words[m]!)) return true;
    return false;
  };
  // "I h8 X": the digit is read as a letter ("hb").
  const h8 = w === 'hb' && THREATENERS.has(subject ?? '');
  if (isHatred(w) || h8 || w === 'fuck' || w === 'fuk' || w === 'screw') {
    if (subject !== undefined && REPORTED.has(subject)) return undefined;
    // "hating X is not Christian", "the hatred of X has grown": the hatred is what is spoken of.
    if (HATRED_NOUNS.has(w) && after !== undefined && IS.has(after)) return undefined;
    return negated(j) ? undefined : 'hatred';
  }
  // "Nothing is worse than X", "there is nothing worse than X".
  if (
    w === WORSE &&
    words[j + 1] === 'than' &&
    (subject === 'nothing' || (subject === 'is' && words[j - 2] === 'nothing'))
  ) {
    return 'derogation';
  }
  // Afrikaans "ek kan X nie verdra / uitstaan nie" (I can't stand X).
  if (w === 'kan' && words[end] === 'nie' && AF_STAND.has(words[end + 1] ?? '')) return 'hatred';
  // "I don't want X living next to me / here / near my kids": a group kept away.
  if (w === 'want' && negated(j) && after !== undefined && UNWANTED_NEAR.has(after)) return 'derogation';
  // "You can't expect a X to understand ...".
  if (w === 'expect' && negated(j) && after === 'to') return 'derogation';
  // "I'd rather die than date a X".
  if (RATHER_VERBS.has(w) && words.slice(Math.max(0, j - 5), j).includes('than')) {
    const k = words.lastIndexOf('rather', j);
    if (k >= 0 && j - k <= 6 && !negated(k)) return 'derogation';
  }
  // "I will never trust a X", "I don't respect X".
  if (REGARD.has(w) && negated(j)) return 'derogation';
  for (const p of HATE_PHRASES) {
    // The phrase ends at j, or at the filler after it ("tired of these X").
    const k = startsWith(words, j - p.length + 2, p) ? j - p.length + 2 : j - p.length + 1;
    if (k >= 0 && startsWith(words, k, p)) {
      return negated(k) || (k > 0 && REPORTED.has(words[k - 1]!)) ? undefined : 'hatred';
    }
  }
  // "send the refugees back their documents" gives something back; "send the X back (home)" does not go on so.
  const particle =
    after !== undefined && PARTICLE_VERBS.get(w)?.has(after) === true && !GIVEN.has(words[end + 1] ?? '');
  if (CALL_VERBS.has(w) || w === 'rid' || particle) {
    // "the murder of women": a noun, not a call.
    if (negated(j) || (w !== 'rid' && words[j + 1] === 'of')) return undefined;
    if (subject !== undefined && REPORTED.has(subject) && subject !== 'you' && subject !== 'u') return undefined;
    return EXPULSION.has(w) || w === 'rid' || particle ? 'expulsion' : 'violence';
  }
  return undefined;
}

/** With a group named: hatred or derogation of "them"/"they" anywhere ("I hate them all", "they are vermin"). */
function pronoun(words: readonly string[]): GroupStatementKind | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!THEM.has(w)) continue;
    if (i > 0 && (REPORTED.has(words[i - 1]!) || SAYS.has(words[i - 1]!) || STATEMENTS.has(words[i - 1]!))) continue;
    if (w === 'they' || w === 'theyre') {
      // "they are / they're ...", "they should ...", "they all lie", "they make me sick": not whatever else they do.
      const next = words[i + 1] ?? '';
      const copula = w === 'theyre' || ARE.has(next);
      const other =
        MODALS.has(next) ||
        next === 'al' ||
        DEROGATORY_VERBS.has(next) ||
        LIVE_LIKE.has(next) ||
        HATE_AFTER.some((p) => startsWith(words, i + 1, p));
      const kind = copula || other ? predicate(words, i + 1, copula) : undefined;
      if (kind !== undefined) return kind;
      // "I hope they burn", "I wish they would all die".
      if ((words[i - 1] === 'hope' || words[i - 1] === 'wish') && words.slice(i + 1, i + 5).some(isViolent)) {
        return 'violence';
      }
      continue;
    }
    const kind = before(words, i, i + 1);
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/**
 * Whether a word can start a statement about a group: a group noun or adjective, a word that makes a statement
 * hostile (isTrigger), or words run together that unglue splits ("nightmare" is glued() but splits into nothing, so
 * it stays one word). Every reading of groupStatement starts from one of these (a mention names a group word, a
 * misspelt group noun is looked for only beside a trigger, "they" counts only with a group word), so a message with
 * none has no statement, and most messages have none: this spares them the whole reading. Kept per word, as the words recur from message to message; bounded like the
 * other word caches.
 */
const BEARS_ON_GROUPS = new Map<string, boolean>();

function bearsOnGroups(w: string): boolean {
  return memo(BEARS_ON_GROUPS, 20_000, w, bearsOnGroupsOf);
}

/** bearsOnGroups by word id (CanonicalText.ids: one array read per word instead of a map lookup by its text). */
const BEARS_BY_ID = new WordTable<boolean>();

/** Whether a word of the message bears on groups; `ids` as CanonicalText.ids gives them (null: read by text). */
function anyBearsOnGroups(words: readonly string[], ids: readonly number[] | null): boolean {
  for (let i = 0; i < words.length; i++) {
    const id = ids === null ? -1 : ids[i]!;
    let bears = id === -1 ? undefined : BEARS_BY_ID.get(id);
    if (bears === undefined) {
      bears = bearsOnGroups(words[i]!);
      if (id !== -1) BEARS_BY_ID.set(id, bears);
    }
    if (bears) return true;
  }
  return false;
}

function bearsOnGroupsOf(w: string): boolean {
  return (
    NOUN_GROUP.has(w) ||
    ADJECTIVE_GROUP.has(w) ||
    isTrigger(w) ||
    (glued(w) && split(w) !== undefined) ||
    // The isiZulu, isiXhosa and Sesotho reader starts from its own group words ("amanigeria", "mabhulu").
    namesBantuGroup(w)
  );
}

/**
 * The first hostile statement the message makes about a named group, or undefined. `words` as threatWords() gives
 * them (canonicalText(...).words); `ids`, their CanonicalText.ids if at hand, only speed up the first check.
 */
export function groupStatement(
  canonicalWords: readonly string[],
  ids: readonly number[] | null = null,
): GroupStatement | undefined {
  if (!anyBearsOnGroups(canonicalWords, ids)) return undefined;
  const words = unglue(canonicalWords);
  // isiZulu, isiXhosa and Sesotho: "izitabane kufanele zibulawe", "amaZimbabwe ayizinja" (decision 0916).
  return englishStatement(words) ?? bantuGroupStatement(words);
}

function englishStatement(words: readonly string[]): GroupStatement | undefined {
  const found = mentions(words);
  if (found.length === 0) {
    // "My sister is dating a Zulu. They are all savages": a group word, even as an adjective, and "they".
    // A plural group noun, or an adjective after "a", "is" ("dating a Zulu", "he's Indian"); not "this woman".
    const loose = words.find(
      (w, i) =>
        NOUN_GROUP.has(w) ||
        (ADJECTIVE_GROUP.has(w) && (words[i - 1] === 'a' || words[i - 1] === 'is' || words[i - 1] === 's')),
    );
    if (loose === undefined || !words.some((w) => THEM.has(w))) return undefined;
    const kind = pronoun(words);
    return kind === undefined ? undefined : { kind, group: (NOUN_GROUP.get(loose) ?? ADJECTIVE_GROUP.get(loose))! };
  }
  for (const m of found) {
    const prev = words[m.start - 1];
    const prev2 = words[m.start - 2];
    // "No X can be trusted", "no X is welcome", "not a single X has any brains": a negated positive; "no X deserves
    // to die" is not hostile.
    const notOne =
      (prev === 'single' && prev2 === 'a' && words[m.start - 3] === 'not') || (prev === 'one' && prev2 === 'not');
    // "there is not one decent X", "not a single honest X": derogation whatever follows.
    const before3 = words[m.start - 3];
    if (
      POSITIVES.has(prev ?? '') &&
      ((prev2 === 'one' && before3 === 'not') || (prev2 === 'single' && words[m.start - 4] === 'not'))
    ) {
      return { kind: 'derogation', group: m.name };
    }
    if (prev === 'no' || notOne) {
      if (predicate(words, m.end, false, true) === 'derogation') return { kind: 'derogation', group: m.name };
      continue;
    }
    if (framedBefore(words, m.start)) continue;
    // "Not all X are scammers": a generalisation refused.
    if (prev === 'al' && prev2 === 'not') continue;
    // "I will beat any woman who ...", "im going to set fire to the Nigerian shops": the speaker's own attack.
    const attack = speakerAttack(words, m) ?? afrikaansAttack(words, m);
    if (attack !== undefined) return { kind: attack, group: m.name };
    // "Hindus of Chatsworth, your temple burns next", "whites on the farms, your time is up": a threat to the group
    // addressed (decision 0917).
    const addressed = addressedThreat(words, m);
    if (addressed !== undefined) return { kind: addressed, group: m.name };
    if (m.property) {
      const call = before(words, m.start, m.end);
      if (call === 'violence' || call === 'expulsion') return { kind: call, group: m.name };
      continue;
    }
    // "the next X who walks past gets stabbed", "a woman who talks back deserves a hiding": a call on any member.
    // "the mall was fine until the X took over", "crime went up the moment the X moved in".
    if (arrivalBlamed(words, m)) return { kind: 'derogation', group: m.name };
    // "Of course that idiot was a X": the insult said to be the group's.
    if (
      prev === 'a' &&
      IS.has(prev2 ?? '') &&
      isDerogatory(words[m.start - 3] ?? '') &&
      words.some((w) => OF_COURSE.has(w))
    ) {
      return { kind: 'derogation', group: m.name };
    }
    const wished = wishedViolence(words, m);
    if (wished !== undefined) return { kind: wished, group: m.name };
    const conditional = memberCall(words, m);
    if (conditional !== undefined) return { kind: conditional, group: m.name };
    // "Chest tattoos on women are trash", "the insults at the trans lady were ...": the group is the object of a
    // preposition, not what the predicate is of (but "people with albinism are ..." is the group).
    const p = ARTICLES.has(prev ?? '') ? m.start - 2 : m.start - 1;
    const onObject =
      OBJECT_PREPOSITIONS.has(words[p] ?? '') &&
      p > 0 &&
      !PERSONS.has(words[p - 1]!) &&
      // "statistics about the jew rats": an insult on the group's name is still said of it.
      !INSULT_NOUNS.has(words[m.end] ?? '');
    // "filthy X", "stupid fucking X": an insult on the group's name ("dirty whites" may be laundry).
    const laundry = prev === 'dirty' && words[m.start] === 'whites';
    if (INSULT_BEFORE.has(prev ?? '') && !laundry && !NEGATORS.has(prev2 ?? '')) {
      return { kind: 'derogation', group: m.name };
    }
    // "The only good X is a dead one".
    if (prev === 'god' && prev2 === 'only' && words.slice(m.end, m.end + 5).includes('dead')) {
      return { kind: 'violence', group: m.name };
    }
    // "Typical woman, can't drive": what the group cannot or always does.
    const after = words[m.end] ?? '';
    if (prev === 'typical' && (TYPICAL_NEXT.has(after) || (after === 'can' && words[m.end + 1] === 't')))
      return { kind: 'derogation', group: m.name };
    const linkedBefore =
      prev === 'typical' ||
      prev === 'are' ||
      prev === 'r' ||
      prev === 'is' ||
      ((prev === 'the' || prev === 'a') && (prev2 === 'typical' || prev2 === 'are' || prev2 === 'of')) ||
      (prev2 === 'of' && words[m.start - 3] === 'typical');
    const kind =
      (onObject ? undefined : predicate(words, m.end, linkedBefore)) ??
      before(words, m.start, m.end) ??
      (m.start === 0 && words[m.end] === 'out' && (m.end + 1 === words.length || words[m.end + 1] === 'of')
        ? 'expulsion'
        : undefined);
    if (kind !== undefined) return { kind, group: m.name };
  }
  // "They" are people, not the shops a group owns.
  const people = found.find((m) => m.property !== true);
  const kind = people === undefined ? undefined : pronoun(words);
  return kind === undefined ? undefined : { kind, group: people!.name };
}

/** Prepositions whose object a group can be inside another noun's phrase ("tattoos on women", "shoes for men"). */
/** After "typical X": "can't", "never", "always" (a squeezed "can" before a cut "t" too). */
const TYPICAL_NEXT = set('cant cannot never always');

const OBJECT_PREPOSITIONS = set('on for with without about by into at');
const ARTICLES = set('the a an');

/** Speakers of a threat in the first person: "I", "I'm", "we", "ima" (I'm going to). */
const THREATENERS = set('i im we ima');
/** What stands between the speaker and the future: "I'm", "we are", "we're all". */
const BEFORE_FUTURE = set('m am are re r al just');
/** Futures: "will", "'ll", "shall", "gonna", "finna". */
const FUTURE = set('wil l shal gonna finna gon');
/** Adverbs between the future and the verb: "I will personally ...", "we gonna go ...". */
const BEFORE_VERB = set('personaly definitely realy literaly just al go come');
/** Attacks beyond the violent classes (isViolent): "beat", "kick", "smash", "hurt". */
const ATTACKS = set(
  'beat kick punch slap smash bash hack chop assault klap moer donner bliksem skop stone whip hurt harm torch bomb attack poison strangle',
);
/** Verbs that attack only with the word after them: "run over", "set fire", "throw acid", "blow up". */
const ATTACK_PHRASES = new Map<string, Set<string>>([
  [squeeze('run'), set('over down')],
  [squeeze('set'), set('fire alight')],
  [squeeze('throw'), set('acid petrol stones bricks rocks')],
  [squeeze('blow'), set('up')],
  [squeeze('take'), set('out')],
]);
/** Words of a threat's object that is not the group: "I will beat you, every X ...". */
const OTHER_OBJECTS = set('you u him her me it them yourself');
/** Words that start another clause between the verb and the group. */
const CLAUSE_STARTS = set('who that which when if because but or so while unless');
/** Determiners of a group as the object of an attack: "any woman", "every Indian", "the Nigerian shops", "all gays". */
const OBJECT_DETERMINERS = set('any every al the those these next each');

/** The attack a verb at `j` names, or undefined: "kill", "beat", "run over", "set fire (to)", "chase (out)". */
function attackAt(words: readonly string[], j: number): GroupStatementKind | undefined {
  const w = words[j];
  if (w === undefined) return undefined;
  const next = words[j + 1];
  const phrase = ATTACK_PHRASES.get(w);
  // "run over to the shop" is a visit.
  if (phrase !== undefined)
    return next !== undefined && phrase.has(next) && !(w === 'run' && words[j + 2] === 'to') ? 'violence' : undefined;
  // "I will fire every X" dismisses them; "set fire" is read above.
  if (w === 'fire') return undefined;
  // "we're bringing the petrol for the X shops".
  if (w === 'bring' && words.slice(j + 1, j + 4).some((v) => WEAPONS.has(v))) return 'violence';
  if (isExpelling(w)) return 'expulsion';
  return ATTACKS.has(w) || isViolent(w) ? 'violence' : undefined;
}

/** Words that say a thing was to be expected: "of course", "obviously", "typical", "surprise surprise". */
const OF_COURSE = set('course obviously typical surprise figures');
/** A group's arrival: "moved in", "came", "arrived", "took over", "showed up". */
const TOOK = squeeze('took');
const ARRIVALS = set('moved came arrived took showed started moving arrive come');
/** Words of time before the group: "when", "until", "before", "since", "the moment", "after", "once". */
const WHEN = set('when until til before since moment after once');
/** Decline blamed on the arrival: "went downhill", "crime went up", "got worse", "went to hell". */
const DECLINE = set('downhill worse crime ruined hel dump unsafe dangerous');
/** A better past, after "was", "were", "used": "was fine", "was so quiet", "used to be safe". */
const BETTER_PAST = set('fine nice safe clean quiet ok okay peaceful to');

/**
 * Decline blamed on a group's arrival: the group's arrival ("moved in", "came", "took over") after a word of time
 * ("when", "until", "the moment"), in a message that names a decline ("went downhill", "was fine", "crime"); or
 * "there goes the neighbourhood" with the arrival.
 */
function arrivalBlamed(words: readonly string[], m: Mention): boolean {
  let a = m.end;
  if (words[a] === 'just' || words[a] === 'al') a++;
  const arrival = words[a];
  if (arrival === undefined || !ARRIVALS.has(arrival)) return false;
  if ((arrival === TOOK && words[a + 1] !== 'over') || (arrival === 'showed' && words[a + 1] !== 'up')) return false;
  const thereGoes = words.some((w, i) => w === 'there' && words[i + 1] === 'goes');
  if (thereGoes) return true;
  let timed = false;
  for (let k = Math.max(0, m.start - 3); k < m.start; k++) if (WHEN.has(words[k]!)) timed = true;
  const betterPast = (w: string, i: number): boolean =>
    (w === 'was' || w === 'were' || w === 'used') && BETTER_PAST.has(words[i + (words[i + 1] === 'so' ? 2 : 1)] ?? '');
  return timed && words.some((w, i) => DECLINE.has(w) || betterPast(w, i));
}

/** Desires and plans before "to": "I want to", "I would love to", "can't wait to", "my plan is to". */
const DESIRES = set('want wana love like wait plan goal aim mission intend dream hope wish');
/** Who desires: the speaker ("I", "we", "my plan", "our goal"). */
const DESIRERS = set('i im we my our d l wuld would');
/** What a group is seen to suffer: "see X burn / dead / suffer". */
const SEEN_SUFFERING = set('dead die burn burning suffer suffering bleed bleeding hang hanging gone wiped');

/**
 * The speaker's wish or plan for violence against a group: "I want to punch every X I see", "my plan is to murder
 * as many X as possible", "I would love to see those X burn", "can't wait to see the X dead". A negation before the
 * desire voids it ("I would never want to see X hurt"), as does a desire that is not the speaker's.
 */
function wishedViolence(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  let j = m.start - 1;
  while (j >= 0 && m.start - j <= 5 && (FILLERS.has(words[j]!) || words[j] === 'many' || words[j] === 'as')) j--;
  if (j < 2) return undefined;
  let verb = j;
  const to = j - 1;
  const seeing = words[j] === 'se';
  if (seeing) {
    verb = -1;
    if (!words.slice(m.end, m.end + 3).some((w) => SEEN_SUFFERING.has(w) || isViolent(w))) return undefined;
  }
  // "to" is squeezed "too" too; the desire stands just before it ("want to", "plan is to").
  if (words[to] !== 'to') return undefined;
  let d = to - 1;
  if (words[d] === 'is') d--;
  if (!DESIRES.has(words[d] ?? '')) return undefined;
  for (let k = Math.max(0, d - 4); k < d; k++) if (NEGATORS.has(words[k]!)) return undefined;
  if (!words.slice(Math.max(0, d - 3), d).some((w) => DESIRERS.has(w)) && words[d] !== 'wait') return undefined;
  if (seeing) return 'violence';
  return attackAt(words, verb);
}

/** Afrikaans speakers of a threat, and what follows them: "ek/ons gaan/sal/wil ...". */
const AF_SPEAKERS = set('ek ons');
const AF_FUTURE = set('gaan sal wil');
/** Words of another object or clause in an Afrikaans threat ("ons gaan jou ...", "... want ..."). */
const AF_STOPS = set('jou julle hom haar nie nooit geen want omdat maar as wat wie');

/**
 * The speaker's own threat in Afrikaans, whose verb ends the clause: "ons gaan vanaand die Jode se huise afbrand",
 * "ek sal elke Nigeriër hier uitjaag". The speaker and a future stand at most six words before the group, the verb at
 * most five words after it, and no negation, other object or clause between.
 */
function afrikaansAttack(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  let k = m.start - 1;
  while (k >= 1 && m.start - k <= 6 && !(AF_SPEAKERS.has(words[k - 1]!) && AF_FUTURE.has(words[k]!))) {
    if (AF_STOPS.has(words[k]!)) return undefined;
    k--;
  }
  if (k < 1 || m.start - k > 6 || !AF_SPEAKERS.has(words[k - 1]!)) return undefined;
  for (let j = m.end; j < Math.min(words.length, m.end + 5); j++) {
    const w = words[j]!;
    if (AF_STOPS.has(w)) return undefined;
    const kind = attackAt(words, j);
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** attackAt for a verb in the progressive at `j`: "taking out" as "take out", "burning" as "burn". */
function progressiveAttack(words: readonly string[], j: number): GroupStatementKind | undefined {
  const stem = words[j]!.slice(0, -3);
  for (const base of [stem, `${stem}e`]) {
    const kind = attackAt([...words.slice(0, j), base, ...words.slice(j + 1)], j);
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/**
 * The speaker's own threat against members of the group: "I will beat any woman who ...", "i'll kick the head in of
 * any gay", "im going to set fire to the Nigerian shops", "we gonna chase every foreigner out". The group stands as
 * the object (after a determiner, or a plural noun) at most six words after the verb, and nothing between is negated,
 * starts another clause or names another object.
 */
function speakerAttack(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  if (!OBJECT_DETERMINERS.has(words[m.start - 1] ?? '') && !NOUN_GROUP.has(words[m.start]!)) return undefined;
  for (let k = m.start - 1; k >= 0 && m.start - k <= 12; k--) {
    const w = words[k]!;
    if (NEGATORS.has(w) || CLAUSE_STARTS.has(w) || OTHER_OBJECTS.has(w)) return undefined;
    // "let's beat the X", "it's time we kicked every X out": a call with no future.
    const lets = w === 'lets' || (w === 's' && words[k - 1] === 'let') || (w === 'we' && words[k - 1] === 'time');
    if (lets) return attackAt(words, k + 1) ?? (words[k + 1] === 'al' ? attackAt(words, k + 2) : undefined);
    if (!THREATENERS.has(w)) continue;
    let j = k + 1;
    if (w !== 'ima') {
      while (j < m.start && BEFORE_FUTURE.has(words[j]!)) j++;
      if (words[j] === 'going' && words[j + 1] === 'to') j += 2;
      else if (FUTURE.has(words[j] ?? '')) j++;
      // "we are taking out the X on Saturday", "we're burning the X shops tonight": a plan in the progressive.
      else if (j > k + 1 && words[j]!.endsWith('ing')) return progressiveAttack(words, j);
      else return undefined;
    }
    while (j < m.start && BEFORE_VERB.has(words[j]!)) j++;
    if (m.start - j > 7) return undefined;
    return attackAt(words, j);
  }
  return undefined;
}

/** Words that may open an address before the group: "hey X", "all you X", "listen here, X". */
const ADDRESS_OPENERS = set('hey hi yo oi ey listen here attention dear to al you the warning');
/** The second person of an address. */
const SECOND_PERSON = set('you u yal yall julle');
const YOUR = set('your ur');
/** Times a threatened reader "will not see": "you will not see December". */
const LAST_TIMES = set(
  `december christmas tomorow next another new morning sunrise daylight weekend friday saturday sunday monday tuesday
   wednesday thursday end`,
);
/** What the speakers threaten to bring: "we are bringing guns". */
const WEAPONS = set('guns gun pangas panga knives knife petrol tyres tires bullets machetes machete sjamboks weapons');
/** Between "we" and a verb: "we are", "we're all", "we will", "we are going to" (read by skipFuture). */
function skipFuture(words: readonly string[], from: number): number {
  let j = from;
  while (BEFORE_FUTURE.has(words[j] ?? '')) j++;
  if (words[j] === 'going' && words[j + 1] === 'to') return j + 2;
  if (FUTURE.has(words[j] ?? '')) j++;
  while (BEFORE_VERB.has(words[j] ?? '') && words[j] !== 'come') j++;
  return j;
}

/**
 * A threat to a group the message addresses: the group opens the message (after at most three words of address:
 * "hey", "listen here"), perhaps with where it lives ("X of Chatsworth", "X on the farms"), and within the next
 * fifteen words the speakers or the reader are named in a threat:
 * - "your time is up", "your days are numbered", "this is your last warning";
 * - "your temple burns next", "your shops will burn": a violent word within four words of "your";
 * - "you will not see December", "you will die", "you'll burn";
 * - "we are coming (for you)", "we are bringing guns", "we will kill you", "we will chase you out";
 * - "you have 7 days to leave", "pack your bags".
 * A negation voids the clause it stands in ("we will not harm you").
 */
function addressedThreat(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  if (m.start > 3) return undefined;
  for (let k = 0; k < m.start; k++) if (!ADDRESS_OPENERS.has(words[k]!)) return undefined;
  const end = Math.min(words.length, m.end + 16);
  for (let j = m.end; j < end; j++) {
    const kind = threatToReader(words, j);
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** The threat a clause starting at `j` makes to its reader (see addressedThreat), or undefined. */
function threatToReader(words: readonly string[], j: number): GroupStatementKind | undefined {
  const w = words[j]!;
  const next = words[j + 1];
  // "Somalis, I hate every last one of you".
  if (w === 'i' && next !== undefined && isHatred(next)) {
    return words.slice(j + 2, j + 8).some((v) => SECOND_PERSON.has(v)) ? 'hatred' : undefined;
  }
  if (YOUR.has(w)) {
    if (next === 'time' && words[j + 2] === 'is' && words[j + 3] === 'up') return 'violence';
    if (next === 'days' && ARE.has(words[j + 2] ?? '') && words[j + 3] === 'numbered') return 'violence';
    if (next === 'last' && words[j + 2] === 'warning') return 'violence';
    if (next === 'bags' && words[j - 1] === 'pack') return 'expulsion';
    // "your temple burns next": the possession, then its fate.
    for (let k = j + 2; k < Math.min(words.length, j + 6); k++) {
      const v = words[k]!;
      if (NEGATORS.has(v) || BREAKS.has(v) || YOUR.has(v)) return undefined;
      if (isViolent(v)) return 'violence';
    }
    return undefined;
  }
  if (SECOND_PERSON.has(w)) {
    // "you have 7 days to leave".
    if ((next === 'have' || next === 'got') && words[j + 3] === 'days') {
      if (words[j + 4] === 'to') return LEAVE.has(words[j + 5] ?? '') ? 'expulsion' : undefined;
      // "you have seven days, then the killing starts".
      return words.slice(j + 4, j + 9).some(isViolent) ? 'violence' : undefined;
    }
    const k = skipFuture(words, j + 1);
    if (k === j + 1) return undefined;
    const v = words[k];
    // "you will not see December", "you won't see Christmas".
    const not = v === 'not' || v === 'never' || (v === 't' && words[k - 1] === 'won');
    if (not) return words[k + 1] === 'se' && LAST_TIMES.has(words[k + 2] ?? '') ? 'violence' : undefined;
    if (v === 'die' || v === 'burn' || v === 'bleed') return 'violence';
    if (v === 'be' && isViolent(words[k + 1] ?? '')) return 'violence';
    return undefined;
  }
  if (w === 'we') {
    const k = skipFuture(words, j + 1);
    const v = words[k];
    if (k === j + 1 || v === undefined || NEGATORS.has(v)) return undefined;
    // "we are coming", "we're coming for you": not "we are coming to the meeting".
    if (v === 'coming' || v === 'come') {
      const after = words[k + 1];
      return after === undefined ||
        (after === 'for' && (SECOND_PERSON.has(words[k + 2] ?? '') || YOUR.has(words[k + 2] ?? '')))
        ? 'violence'
        : undefined;
    }
    if (v === 'bringing' || v === 'bring') {
      return words.slice(k + 1, k + 4).some((x) => WEAPONS.has(x)) ? 'violence' : undefined;
    }
    // "we will kill you", "we will chase you out": an attack on the reader.
    const object = words[k + 1];
    const onReader = object !== undefined && (SECOND_PERSON.has(object) || object === 'al' || YOUR.has(object));
    return onReader ? attackAt(words, k) : undefined;
  }
  return undefined;
}

/** Determiners of any member of a group: "the next X who ...", "any X that ...", "a woman who ...". */
const ANY_MEMBER = set('next any every a each n elke enige volgende');
/** Crimes in a relative clause: "a man who rapes ... should hang" speaks of punishment, not of the group. */
const CRIMES = set(
  `rape rapes raped steal steals stole rob robs robbed molest molests abuse abuses kill kills killed murder murders
   drugs crime crimes commit commits criminals illegally`,
);
/** What a member "gets" or "will be": "gets stabbed", "will get a bullet", "will be burnt". */
const GETS = set('gets get wil gona getting');

/**
 * A call on any member of the group, after a relative clause: "the next X who walks past my house gets stabbed",
 * "any X that opens a shop here will be burnt", "a woman who talks back deserves a hiding". Not when the clause names
 * a crime ("any man who rapes a child should hang" is about punishment).
 */
function memberCall(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  const rel = words[m.end] ?? '';
  const det = words[m.start - 1] ?? '';
  const relative = rel === 'who' || rel === 'that' || rel === 'wat';
  // "any X who ...", "women who ...", and "any X walking here ...".
  const member = (ANY_MEMBER.has(det) || NOUN_GROUP.has(words[m.start]!)) && relative;
  // "any X walking here ...", "any X still on our street after sunset is getting stabbed".
  const anyWalking = (det === 'any' || det === 'every' || det === 'next') && (rel.endsWith('ing') || rel === 'stil');
  if (!member && !anyWalking) return undefined;
  const end = Math.min(words.length, m.end + 14);
  for (let j = m.end + 1; j < end; j++) {
    const w = words[j]!;
    if (CRIMES.has(w) || isViolent(w)) return undefined;
    // A negation inside the clause is its condition ("a woman who doesn't listen"); one just before the call negates
    // it ("any X who comes here won't get hurt"), but not the "nie" that closes an Afrikaans clause ("wat nie luister
    // nie moet ...").
    const modal = MODALS.has(w) || (MODALS_TO.has(w) && words[j + 1] === 'to');
    const closing = words[j - 1] === 'nie' && words.slice(m.end + 1, j - 1).includes('nie');
    if ((modal || GETS.has(w)) && NEGATORS.has(words[j - 1]!) && !closing) return undefined;
    if (modal) return callAfter(words, MODALS_TO.has(w) ? j + 2 : j + 1);
    if (GETS.has(w)) {
      for (let k = j + 1; k < Math.min(words.length, j + 4); k++) {
        const v = words[k]!;
        if (NEGATORS.has(v)) return undefined;
        if (isViolent(v) || ATTACKS.has(v) || v === 'bullet' || v === 'hiding') return 'violence';
      }
    }
  }
  return undefined;
}

/** Praise: "X are great", "X are so brave", "I love X". */
const PRAISE = set(
  `great brave wonderful lovely amazing awesome beautiful kind smart strong brilliant talented hardworking welcome
   valued loved respected inspiring inspirational incredible fantastic fabulous gorgeous resilient generous friendly
   warm courageous heroes fine ok okay good nice equal`,
);
const LOVE = set('love loves adore admire respect support welcome celebrate');

/**
 * Whether the message praises or defends a group it names and says nothing hostile ("X are great", "X are so brave",
 * "I love X", "no X deserves to be hurt"), so that the hate model's verdict alone does not count there.
 */
export function defendsGroup(canonicalWords: readonly string[]): boolean {
  const words = unglue(canonicalWords);
  let praised = false;
  for (const m of mentions(words)) {
    const deserve = words[m.end];
    if (words[m.start - 1] === 'no' && (deserve === 'deserves' || deserve === 'deserve')) return true;
  }
  for (const w of words) if (NEGATORS.has(w) || isDerogatory(w) || isViolent(w) || isHatred(w)) return false;
  for (const m of mentions(words)) {
    let j = m.end;
    if (LINKS.has(words[j] ?? '')) {
      while (j < words.length && LINKS.has(words[j]!)) j++;
      if (PRAISE.has(words[j] ?? '')) praised = true;
    }
    if (LOVE.has(words[m.start - 1] ?? '')) praised = true;
  }
  return praised;
}
