/**
 * The words the group-statement readers share (decisions 0912, 0916, 0918): the names of groups (plural nouns,
 * adjectives, nouns of people after them), and the words of linking, negation, derogation, violence, expulsion,
 * hatred and reported speech, with the tests on a single word (isDerogatory, isViolent, isExpelling, isHatred). The
 * readers are group-statement.ts (what a message says of a group) and group-attacks.ts (threats and calls against its
 * members). The words are canonical (threatWords: lower case, leetspeak decoded, stretched letters squeezed), so the
 * lists are squeezed too.
 */
import { oneEditApart } from './group-terms';
import { memo } from './memo';
import { squeeze, wordSet } from './normalise';
import { swappedNeighbours, type ThreatClass, wordClasses } from './threat-lexicon';

export type GroupStatementKind = 'derogation' | 'dehumanisation' | 'violence' | 'expulsion' | 'hatred';

export interface GroupStatement {
  kind: GroupStatementKind;
  /** Display name of the group ("foreigners", "gay people"). */
  group: string;
}

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
  ['Mpondo people', 'mpondos mpondo amampondo'],
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
     congolese bangladeshi zimbo zim moz`,
  ],
  ['Black people', 'black'],
  ['white people', 'white'],
  ['Indian people', 'indian'],
  ['coloured people', 'coloured colored'],
  ['Afrikaners', 'afrikaner boer'],
  ['Zulu people', 'zulu'],
  ['Xhosa people', 'xhosa'],
  ['Sotho people', 'sotho mosotho'],
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
export const PERSONS = wordSet(
  `people ppl poeple peple peopel persons person men man women woman guys guy folk folks kids children child boys girls families family
   community communities nationals shopkeepers owners traders workers drivers students pupils learners teachers
   neighbours neighbors citizens ladies youth babies beggars mothers fathers parents wives husbands brothers sisters
   priests imams pastors leaders politicians nurses doctors staff employees tenants bitches lot ones lives mense abantu
   lady farmers farmer herders hairdressers vendors miners hawkers couple couples friends cousins mates colleagues barbers`,
);

/** A noun of people, or one with a stray letter after it ("black peoplex"). */
export function isPersons(w: string): boolean {
  return PERSONS.has(w) || (w.length >= 6 && PERSONS.has(w.slice(0, -1)));
}

export const NOUN_GROUP = new Map<string, string>();
for (const [name, words] of NOUNS) for (const w of wordSet(words)) NOUN_GROUP.set(w, name);
export const ADJECTIVE_GROUP = new Map<string, string>();
for (const [name, words] of ADJECTIVES) for (const w of wordSet(words)) ADJECTIVE_GROUP.set(w, name);

/** Adjectives that are also nouns of a person ("a Muslim", "the Chinese"); not "jewish", "foreign", "blind". */
export const NOUN_ADJECTIVES = wordSet(
  `foreigner immigrant migrant refugee zimbabwean nigerian somali mozambican malawian pakistani ethiopian congolese bangladeshi zimbo zim
   black white indian coloured afrikaner boer zulu xhosa sotho mosotho pedi venda tsonga shangaan ndebele tswana chinese jew
   muslim moslem
   christian hindu gay lesbian bisexual homosexual queer transgender trans disabled deaf autistic albino woman female vrou`,
);
/** Words after a noun used as subject or object: "the Chinese out", "a Muslim can't", "every Indian will". */
export const FOLLOWS_NOUN = wordSet(
  `out back wil can cant cannot dont doesnt never wont would could and or i we you u to who that in on at here there
   from has have was wat moet dead by near fels sleps no nobody gets walks makes leaves`,
);
/** Determiners before an adjective used as a noun: "a Muslim", "every Indian", "not a single Tswana". */
export const DETERMINERS = wordSet('a an the every any no next single one last first n elke enige volgende');

/** Members found somewhere, after "any X": "any X caught / found / seen here (gets ...)". */
export const FOUND = wordSet('caught found seen spoted');

/** Insults in the plural that an adjective or a group's name can carry: "Somali parasites", "Xhosas dogs". */
export const INSULT_NOUNS = wordSet(
  `animals beasts parasites leeches locusts vermin rats cockroaches roaches insects lice maggots pigs apes monkeys
   baboons dogs snakes hyenas devils demons savages terrorists freaks cunts idiots criminals thieves liars scum trash
   filth garbage rubbish pests invaders mongrels perverts
   bastards fuckers fukers motherfuckers assholes arseholes wankers pricks dickheads shitheads`,
);
/** Group adjectives also used figuratively before an insult ("blind idiots", "deaf ears"). */
export const FIGURATIVE = wordSet('blind deaf');

export interface Mention {
  start: number;
  /** Index after the group's last word. */
  end: number;
  name: string;
  /** "the Nigerian shops": what the group owns, read only for calls to violence against it. */
  property?: boolean;
}

/** What a group owns, after its adjective: "the Nigerian shops", "Somali spazas" (attacked in xenophobic violence). */
export const PROPERTY = wordSet(
  `shop shops spaza spazas store stores house houses home homes church churches mosque mosques temple temples business businesses
   club clubs bar bars area areas village villages hostel hostels mall malls school schools shack shacks camp camps`,
);

/** Words between a determiner and a group ("all the", "those fucking", "every single one of the"). */
export const FILLERS = wordSet(
  `all the those these them every each any of one single some more than fucking fuckin fkn effing damn bloody dirty
   filthy stupid our this that for die next a an to sight presence you u yal`,
);

/** Linking verbs and the like that put a predicate on the group ("X are", "X r", "X belong", "X smell"). */
export const LINKS = wordSet(
  `are r is re were was be being been become becomes remain act behave look looks seem seem like belong belongs smell
   smells stink stinks sound just only all always still really so too such truly literally basically nothing
   born can could would wil ke aren isn wasn weren don doesn
   word lyk ruik bly hoort te almal net altyd`,
);

/** Negators; "t" is the end of a cut "aren't" / "don't". */
export const NEGATORS = wordSet(
  `not never no nobody noone none dont doesnt didnt arent isnt wasnt werent wont wouldnt shouldnt cant cannot t nie
   nooit geen`,
);

/** Words of derogation and dehumanisation beyond the threat lexicon's class (which is read too). */
export const DEROGATION = wordSet(
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
   scammers beneath devil demon crook thief liar criminal bastards fuckers motherfuckers assholes arseholes
   sewage fungus tumour tumor jackals jackal mules fossils dinosaurs flies swarm furniture vultures cowards coward
   freeloaders freeloader smugglers prostitutes hookers cursed abusers`,
);

/** Words whose negation is derogation: "X are not human", "never any good", "not welcome", "not equal". */
export const POSITIVES = wordSet(
  `human humans people good smart clever intelligent equal welcome worth trustworthy capable decent honest normal real
   civilised civilized worthy fit deserving trusted trust value brains respect clean honest decent peaceful loyal
   generous sober culture soul souls morals manners dignity integrity`,
);

/** Places a group is sent by dehumanising speech: "belong in a zoo / the kitchen / a cage". */
export const DEHUMANISING_PLACES = wordSet(
  'zoo zoos cage cages jungle bush kitchen trash bin dustbin sewer gutter barn farm chains asylum asylums camps ovens stoof kombuis hok dieretuin oerwoud',
);

/** Modal verbs of a call: "X should/must/need to/deserve to (all) be ..."; "have" and "got" only before "to". */
export const MODALS = wordSet(
  'must should shld shud need needs ought deserve deserves gotta better moet behoort verdien',
);
export const MODALS_TO = wordSet('have has got');

/** Violence and expulsion as participles and verbs, beyond the threat lexicon's classes. */
export const VIOLENCE = wordSet(
  `killed shot stoned beaten beat burned burnt hanged hung gassed exterminated wiped murdered slaughtered butchered
   lynched necklaced tortured raped stabbed drowned sunk sink buried bombed executed eradicated eliminated destroyed
   culled dumped castrated sterilised sterilized shoot kill stone burn hang gas exterminate wipe murder slaughter butcher
   lynch necklace torture stab drown bury bomb execute eradicate eliminate destroy cull castrate sterilise sterilize
   perish hiding hidings beating beatings bullet bullets moered donnered bliksemed whipped flogged hunted smashed doodgemaak geskiet verbrand uitgeroei vermoor
   geklap geslaan gedonner gemoer opgehang doodgeskiet afgebrand pak slae beheaded behead decapitated slapped punched
   assaulted afbrand verbrand doodmaak doodskiet opblaas euthanised euthanized euthanise euthanize sacrificed sacrifice
   klapped klapt sjambokked sjamboked bliksemmed carve torch torching torched bleed`,
);
export const EXPULSION = wordSet(
  `deported deport expelled expel removed remove chased chase kicked kick thrown throw sent send pushed push driven
   drive banned ban evicted evict rounded round forced force uitgeskop teruggestuur gedeporteer weggejaag uitgejaag
   uitgesit shipped uitjaag uitskop wegjaag`,
);
/** Going away: "X must leave / go back / get out" is expulsion when it ends there or names where to. */
export const LEAVE = wordSet('leave go get move pack voetsek');
export const LEAVE_TO = wordSet(
  `back home out now away or country africa sa mzansi where today else before teruggaan terug uit`,
);

/** Verbs before a group that call for violence or expulsion: "kill (all) the X", "send the X back". */
export const CALL_VERBS = wordSet(
  `kill shoot stab burn hang lynch gas exterminate slaughter butcher massacre murder necklace rape bomb eradicate
   eliminate wipe deport expel evict remove ban moer donner bliksem poison torch`,
);
/** Verbs that expel only with their particle after the group: "chase the X out", "send them back", "round up". */
export const PARTICLE_VERBS = new Map<string, Set<string>>([
  ...['chase', 'kick', 'throw', 'drive', 'force', 'get', 'beat'].map(
    (v) => [squeeze(v), wordSet('out away back')] as const,
  ),
  [squeeze('send'), wordSet('back home packing away')],
  [squeeze('ship'), wordSet('back home away')],
  [squeeze('round'), wordSet('up')],
]);

/** Stated hatred, and the phrases that say it. */
export const HATRED = wordSet(
  'hate hated hates hating hatred despise despised despises loathe loathes detest detests abhor haat hte haet h8 ihate',
);
export const HATE_PHRASES: readonly (readonly string[])[] = [
  ['cant', 'stand'],
  ['can', 't', 'stand'],
  ['cannot', 'stand'],
  ['can', 'not', 'stand'],
  ['sick', 'of'],
  ['tired', 'of'],
  ['fed', 'up', 'with'],
  ['disgusted', 'by'],
  ['cant', 'stomach'],
  ['cannot', 'stomach'],
  ['can', 't', 'stomach'],
  ['cant', 'bear'],
  ['cannot', 'bear'],
  ['can', 't', 'bear'],
  ['disgusts', 'me', 'more'],
].map((p) => p.map(squeeze));
/** "X disgust me", "X make me sick". */
export const HATE_AFTER: readonly (readonly string[])[] = [
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
  // Singular subjects ("a Somali makes me sick") and more words of revulsion.
  ['makes', 'me', 'sick'],
  ['makes', 'me', 'vomit'],
  ['makes', 'my', 'skin', 'crawl'],
  ['repulse', 'me'],
  ['repulses', 'me'],
  ['revolt', 'me'],
  ['revolts', 'me'],
  ['sicken', 'me'],
  ['sickens', 'me'],
  ['irritate', 'me'],
  ['irritates', 'me'],
  ['make', 'my', 'blood', 'boil'],
  ['makes', 'my', 'blood', 'boil'],
].map((p) => p.map(squeeze));

/**
 * Subjects whose hatred or act is reported, not the speaker's: "people who hate X", "you hate X", "a guy that hates
 * X", "his hate for X", "they murder X", "self-hating".
 */
export const REPORTED = wordSet('who you u whoever anyone those that they he she his her their its self');
/** Speech and thought verbs: "people say X are ...", "he thinks X are ...", "tired of hearing that X ...". */
export const SAYS = wordSet(
  `say says said saying think thinks thought claim claims claimed believe believes call calls calling called tell
   tells telling told hear hearing heard shout shouts shouting shouted chant chanting chanted write writes wrote
   post posts posted preach preaches preaching preached
   uthe wathe bathe uthi wathi bathi ithi ethi itse
   se sê dink glo beweer noem`,
);
/** Speakers of their own words: "I think X are ...", "we say X must ...". */
export const SPEAKER = wordSet('i im we ek ons');

export const THEM = wordSet('them em they theyre thm');

const VIOLENT_CLASSES: readonly ThreatClass[] = ['harm', 'death', 'fire', 'expel'];

/** Words by their first letter: the spelling evasions are looked for only among words that start alike. */
export function byFirstLetter<T>(entries: Iterable<[string, T]>): Map<string, [string, T][]> {
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

export function isDerogatory(w: string): boolean {
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

export function isViolent(w: string): boolean {
  return VIOLENCE.has(w) || wordClasses(w).some((c) => VIOLENT_CLASSES.includes(c));
}

/** Whether a word expels: "deport", "chase", "kicked" (the list and the threat lexicon's class). */
export function isExpelling(w: string): boolean {
  return EXPULSION.has(w) || wordClasses(w).includes('expel');
}

export function isHatred(w: string): boolean {
  return HATRED.has(w) || wordClasses(w).includes('hatred') || (w.length >= 5 && oneEditApart(w, HATRED_NOUN));
}
/** "hatred" misspelt ("hatrd", "hatered"), read as itself. */
const HATRED_NOUN = 'hatred';

export function startsWith(words: readonly string[], i: number, phrase: readonly string[]): boolean {
  for (let k = 0; k < phrase.length; k++) if (words[i + k] !== phrase[k]) return false;
  return true;
}

/** Words that start another clause: the predicate after them is not the group's. */
export const BREAKS = wordSet(
  `who that which when if because but and or so while i we you u he she it me us said says say told tells ek ons jy
   they theyre`,
);

export const ARE = wordSet('are re r were');
export const IS = wordSet('is was has s');
