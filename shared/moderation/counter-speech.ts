/**
 * Counter-speech: a message that quotes or reports hate in order to reject it ("Saying 'X are scum' is racist",
 * "I reported the post saying X should be killed"). It names a group and hateful words, so the hate model and the
 * group patterns would block it; it is not hate (decision 0905).
 *
 * The guard is narrow on purpose, because hate can be quoted to evade: the message must both frame speech (quote
 * marks, or a word that reports speech: say, claim, call, post, comment, statement ...) and judge it with a word that
 * condemns speech (racist, hateful, hate speech, xenophobic, unacceptable, bigotry, reported ...). "Stop" or "never"
 * alone do not count. When it holds, the hate model's verdict and the group patterns do not count; slurs and threats
 * against a person still do. So does rejecting whoever holds a view ("If you think X should be killed, unfollow me").
 */

import { squeeze, wordSet } from './normalise';
import { type ThreatClass, wordClasses } from './threat-lexicon';

/** Words of a list as the models read them (stretched letters squeezed: "speech" is "spech"). */
/** Words that report or frame speech. */
const REPORTS = wordSet(
  `say says said saying claim claims claiming claimed call calls calling called statement statements post posts posted
   posting wrote write writes writing tweet tweets tweeted comment comments commented words word message messages
   remark remarks quote quoted quotes slogan slogans chant chanting chanted sign signs poster posters preach preaching
   spread spreads spreading
   beweer noem noemer skryf geskryf boodskap kommentaar stemnota pamflet
   uthi wathi bathi ukuthi athi ithi kuthi mabathi uthe othe abathi esithi ethi ubhale obhale wabhala
   ngotse itse boleletse molaetsa`,
);

/** Words that condemn what was said. */
const CONDEMNS = wordSet(
  `racist racism xenophobic xenophobia homophobic homophobia transphobic transphobia sexist sexism misogynist
   misogynistic bigot bigots bigoted bigotry hateful unacceptable shameful disgraceful condemn condemns condemned
   condemning reported reporting dehumanising dehumanizing hurtful offensive lie lies nonsense ignorant wrong
   rassisties rassis haatspraak onaanvaarbaar veroordeel xenofobies leuen belediging rassisme diskriminasie
   ubandlululo ukucwasa kuwubandlululo ukucalucalula kukucalucalula zicalucalula akulungile akulunganga kuyanyanyisa
   kuyacekisa kuyinzondo akwamukelekile ayamkelekanga liyabagxeka iyabagxeka siyabagxeka bamkhalimela elithukayo
   ngimbikile ndimxelile ndimxelele sikubikile sikuxelile sikuxelele sikhalazile
   nyonyehisa leshano tlalehile kgalema kgethollo rohaka`,
);

/**
 * Words that condemn only with speech right after them ("nobody should ever say", "never call", "stop saying", "you
 * cannot call X ...", "don't call X ...").
 */
const NEGATORS = wordSet('nobody noone never stop quit cannot cant dont shouldnt mustnt');

/** "sick of people ...", "tired of hearing ...", "no place": condemning phrases of two or three words. */
const PHRASES = [
  ['sick', 'of'],
  ['tired', 'of'],
  ['no', 'place'],
  ['not', 'ok'],
  ['not', 'okay'],
  ['not', 'acceptable'],
  ['stand', 'against'],
  ['the', 'problem'],
].map((p) => p.map(squeeze));
/** PHRASES by first word: the second words that follow it (one lookup per word instead of a scan of the list). */
const PHRASE_NEXT = new Map<string, Set<string>>();
for (const [a, b] of PHRASES) PHRASE_NEXT.set(a!, (PHRASE_NEXT.get(a!) ?? new Set<string>()).add(b!));

/** Quote marks around words: straight or curly, single or double, not an apostrophe inside a word. */
const QUOTED = /["“”«»]|(^|[\s(])['‘’]\S|\S['‘’]([\s.,!?;:)]|$)/;

/** Who holds a view: "if you", "anyone who", "whoever", "as jy", "enigeen wat". */
const HOLDERS = wordSet('if anyone anybody whoever people those as enigeen enigiemand wie');
/** Holding a view: think, believe, agree, feel, support, say. */
const HOLDS = wordSet(
  'think thinks believe believes agree agrees feel feels support supports say says dink glo stem voel sê',
);
/** Rejecting its holders: unfollow, unfriend, block me, delete my number, not welcome, get off my page. */
const REJECTS = wordSet('unfollow unfriend ontvolg ontvriend');
const REJECTS_ME = wordSet('block delete remove blok verwyder');
const ME = wordSet('me my');

/** Classes of a hateful view: violence, derogation, hatred, expulsion. */
const HATEFUL_VIEW: ReadonlySet<ThreatClass> = new Set([
  'harm',
  'hit',
  'death',
  'injury',
  'weapon',
  'fire',
  'vanish',
  'derogation',
  'hatred',
  'expel',
]);
/** Words that endorse the view instead ("If you think X should be killed, you are right ... unfollow me if not"). */
const ENDORSES = wordSet('right correct true reg waar agreed');
/** Words a rejection may be followed by ("can block me now", "you are not welcome on this page"). */
const TAIL = 4;

/** Whether a word, or its stem before "-ed" ("killed", squeezed "kiled": "kil"), is violent, derogatory or hateful. */
function hatefulWord(w: string): boolean {
  if (wordClasses(w).some((c) => HATEFUL_VIEW.has(c))) return true;
  return w.endsWith('ed') && wordClasses(w.slice(0, -2)).some((c) => HATEFUL_VIEW.has(c));
}

/** The index of the word that rejects the holders of a view at word `i`, or -1. */
function rejectionAt(words: readonly string[], i: number): number {
  const w = words[i]!;
  if (REJECTS.has(w)) return i;
  if (REJECTS_ME.has(w) && ME.has(words[i + 1] ?? '')) return i + 1;
  if ((w === 'welcome' && words[i - 1] === 'not') || (w === 'welkom' && words[i - 1] === 'nie')) return i;
  return -1;
}

/**
 * Whether the message rejects whoever holds a hateful view (decision 0953): "If you think gays should be killed,
 * unfollow me", "Anyone who says Jews should die can block me now", "As jy dink buitelanders moet brand, ontvolg my".
 * A holder ("if you", "anyone who") and a verb of holding a view within three words; then a view with a word of
 * violence, derogation, hatred or expulsion; then a rejection of the holder (unfollow, unfriend, "block / delete me",
 * "not welcome") with at most four words after it, and no endorsement before it ("you are right"). A tolerant view
 * rejected ("Anyone who supports the foreigners is not welcome here") and hate after the rejection ("..., unfollow me,
 * they are cockroaches") are not counter-speech.
 */
function rejectsItsHolders(words: readonly string[]): boolean {
  let view = -1;
  let hateful = false;
  for (let i = 0; i < words.length; i++) {
    if (view < 0) {
      if (HOLDERS.has(words[i]!) && words.slice(i + 1, i + 4).some((x) => HOLDS.has(x))) view = i;
      continue;
    }
    const end = rejectionAt(words, i);
    if (end >= 0) return hateful && words.length - 1 - end <= TAIL;
    if (ENDORSES.has(words[i]!)) return false;
    if (hatefulWord(words[i]!)) hateful = true;
  }
  return false;
}

/** Whether the message reports or quotes speech and condemns it. `words` as threatWords() gives them. */
export function isCounterSpeech(text: string, words: readonly string[]): boolean {
  if (rejectsItsHolders(words)) return true;
  let condemns = false;
  let reports = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // Most words are none of those asked about below: one lookup for them, not one per list.
    if (!COUNTER_WORDS.has(w)) continue;
    if (REPORTS.has(w)) reports = true;
    if (condemns) continue;
    // "it's not racist to say ...": a condemnation denied is none.
    if (CONDEMNS.has(w)) condemns = words[i - 1] !== 'not' && words[i - 1] !== 't';
    else if (w === 'hate' && words[i + 1] === 'spech') condemns = true;
    else if (saysNotRight(words, i) || reactsAt(words, i, true)) condemns = true;
    else if (judgesHowPeopleTalk(words, i)) return true;
    else if (NEGATORS.has(w)) {
      for (let j = i + 1; j <= i + 3 && j < words.length; j++) if (REPORTS.has(words[j]!)) condemns = true;
    } else if (PHRASE_NEXT.get(w)?.has(words[i + 1]!)) condemns = true;
  }
  if (!condemns) return false;
  return reports || QUOTED.test(text);
}

/** Whether "it is not right" starts at `i`: Afrikaans "nie reg nie", Sesotho "ha ho a loka" (decision 0987). */
function saysNotRight(words: readonly string[], i: number): boolean {
  const w = words[i];
  if (w === 'nie') return words[i + 1] === 'reg' && words[i + 2] === 'nie';
  return w === 'ha' && words[i + 1] === 'ho' && words[i + 2] === 'a' && words[i + 3] === 'loka';
}

/** Judgements of a word quoted, beyond CONDEMNS, in the other languages: "walglik", "ke lehloyo", "inkulumo yenzondo". */
const JUDGED = wordSet('walglik lehloyo bohloko yenzondo inzondo ihlazo lihlazo kuyihlazo disgusting');

/**
 * What a speaker does or says about a slur or hate quoted (decision 0989): reports it, complains, blocks or unfollows,
 * calls it a slur, an insult, false, evil, a crime, says it hurts or shames them.
 */
const REACTIONS = wordSet(
  `report reports reported complaint complaints complain principal police saps screenshotted screenshot unfollowed
   unfollowing unfollow blocked resign investigated investigating ashamed evil false prejudice crime slur insult hurts
   apologised apologized
   siyisusile ngiyisusile ndiyisusile siyicimile ngiyicimile ndiyicimile hlakotse ngikubikile ndikubikile ayisosiqhulo
   asisosiqhulo`,
);
/** Two-word reactions: "not a joke" ("not" "a" "joke" read as "a joke" after "not"), "never again", "shut up", "grow
 * up", "paint over", "stop using / saying / writing / forwarding"; "walked out", "case opened" (decision 1901). */
const REACTION_PAIRS: readonly (readonly [string, ReadonlySet<string>])[] = [
  ['never', wordSet('again')],
  ['shut', wordSet('up')],
  ['grow', wordSet('up')],
  ['paint', wordSet('over')],
  ['painting', wordSet('over')],
  ['painted', wordSet('over')],
  ['walked', wordSet('out')],
  ['case', wordSet('opened')],
  ['akulona', wordSet('ihlaya')],
  ['hase', wordSet('motlae')],
  ['se', wordSet('motlae')],
  ['stop', wordSet('using saying writing forwarding calling sharing')],
  ['not', wordSet('funy welcome')],
];

/** REACTION_PAIRS by first word (the words that may follow it, of all its pairs): one lookup per word, not a scan. */
const REACTION_NEXT = new Map<string, ReadonlySet<string>[]>();
for (const [first, next] of REACTION_PAIRS) REACTION_NEXT.set(first, [...(REACTION_NEXT.get(first) ?? []), next]);

/**
 * Reactions that also stand in hate itself ("spread crime", "call pest control not the police", "call the Germans
 * evil"): read as a reaction only to a slur inside quotes (condemnsQuoted), not to a statement reported
 * (isCounterSpeech).
 */
const AMBIGUOUS_REACTIONS = wordSet(
  'report reports reported police saps false evil crime blocked slur insult hurts complain',
);

/**
 * Whether a reaction to quoted or reported speech starts at `i` (REACTIONS, REACTION_PAIRS, "not a joke"); `strict`
 * (a statement reported, not a slur quoted): not one of AMBIGUOUS_REACTIONS, and not denied ("not ashamed").
 */
function reactsAt(words: readonly string[], i: number, strict = false): boolean {
  const w = words[i]!;
  if (strict && (AMBIGUOUS_REACTIONS.has(w) || NOT.has(words[i - 1] ?? ''))) return false;
  if (REACTIONS.has(w)) return true;
  if (w === 'not' && words[i + 1] === 'a' && words[i + 2] === 'joke') return true;
  const nexts = REACTION_NEXT.get(w);
  return nexts?.some((next) => next.has(words[i + 1] ?? '')) ?? false;
}

/**
 * Whether the words condemn what they quote as speech (decision 0928): a word of CONDEMNS or JUDGED, "hate speech", or
 * "nie reg nie" (not right), and a word that reports or names speech. Read on a message's words outside its quotation
 * marks.
 */
export function condemnsQuoted(words: readonly string[]): boolean {
  let condemns = false;
  let reports = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (REPORTS.has(w) || NAMING.has(w)) reports = true;
    if ((CONDEMNS.has(w) && words[i - 1] !== 'not') || JUDGED.has(w) || reactsAt(words, i)) condemns = true;
    if (w === 'hate' && words[i + 1] === 'spech') condemns = true;
    if (saysNotRight(words, i)) condemns = true;
  }
  // The quotation must be one of speech ("he called them ...", "the word ..."): '"X" are disgusting' says it of X.
  return condemns && reports;
}

/** Words that name or report a word used, beyond REPORTS: "the word", "lentswe", "ubhale", "ukubiza", "ho bitsa". */
const NAMING = wordSet(
  `word words slur slurs term comment shouting shouted shouts yelled yelling screaming sprayed spraypainted painted
   graffiti banner song sung caller video page
   lentswe ubhale wabhala ukubiza ubize bitsa bitsitse ngokuthi`,
);

/** Judgements of how others speak: "it is disgusting how people talk about X". */
const JUDGEMENTS = wordSet(
  'disgusting sad shameful awful terrible sickening appalling horrible wrong unacceptable gross vile ugly cruel',
);
const SPEAKERS = wordSet('people they some others everyone folks men politicians');

/**
 * Every word isCounterSpeech reads a word of the message as (the first word of what it looks for): a word outside
 * these starts nothing there.
 */
const COUNTER_WORDS: ReadonlySet<string> = new Set([
  ...REPORTS,
  ...CONDEMNS,
  ...NEGATORS,
  ...PHRASE_NEXT.keys(),
  ...REACTIONS,
  ...REACTION_NEXT.keys(),
  ...JUDGEMENTS,
  'hate',
  'nie',
  'ha',
  'not',
]);
const TALK = wordSet('talk talks speak speaks write writes post posts tweet tweets joke jokes');

/** "(it is) disgusting how people talk about X": a judgement, "how", a speaker, a verb of speech, "about" or "of". */
function judgesHowPeopleTalk(words: readonly string[], i: number): boolean {
  if (!JUDGEMENTS.has(words[i]!) || words[i + 1] !== 'how') return false;
  const about = words[i + 4];
  return SPEAKERS.has(words[i + 2] ?? '') && TALK.has(words[i + 3] ?? '') && (about === 'about' || about === 'of');
}

/** Negators, whole or cut at the apostrophe ("don t", "aren t"). */
const NOT = wordSet('not never dont doesnt didnt arent isnt wasnt werent wont cant nie nooit');
const CUT_NOT = wordSet('don doesn didn aren isn wasn weren won can');
/** Words after a negation that keep a statement hateful: "X are not human", "not welcome here", "not worth it". */
const STILL_HATEFUL = wordSet('human humans welcome worth allowed wanted fit real people even');
/**
 * Rights, worth and belonging a negation takes from a group, a few words on (decision 0970): "I don't think X should be
 * allowed to vote", "X can't be trusted", "X aren't proper women", "can never be a true South African", "I can't stand
 * X", "a klap they'll never forget".
 */
const DENIED_GOOD = wordSet(
  'allowed welcome worth deserve deserves trusted respected belong belongs equal proper true capable contribute stand forget vote african africans citizens',
);
/** What a group does not deserve, said in its defence: "X don't deserve this", "... to be treated like this". */
const UNDESERVED = wordSet('this that hate such any');
const UNDESERVED_FATES = wordSet('die suffer');
const UNDESERVED_TREATMENT = wordSet('treated attacked killed beaten hurt abused harased insulted');

/** Whether "deserve" at k denies the group something good ("X don't deserve hospital beds"), not harm. */
function deniedDeserts(words: readonly string[], k: number): boolean {
  const object = words[k + (words[k + 1] === 'the' ? 2 : 1)] ?? '';
  if (UNDESERVED.has(object)) return false;
  if (object !== 'to') return true;
  const verb = words[k + 2] ?? '';
  return !(UNDESERVED_FATES.has(verb) || (verb === 'be' && UNDESERVED_TREATMENT.has(words[k + 3] ?? '')));
}

/** Whom one "can't stand" when it is not the group: "can't stand by while ...", "can't stand racists". */
const STAND_OBJECTS = wordSet(
  'by racists racism bigots bigotry haters hate xenophobes xenophobia homophobes homophobia sexists sexism people those anyone',
);

/** Words between a negation and what it negates: "I don't think ...", "not really ...", "not at all ...". */
const HEDGES = wordSet('think believe reckon feel realy ever even at al');
/** Where the negated clause ends: a new subject or a conjunction. */
const CLAUSE_ENDS = wordSet('they theyre we i you he she it but and because so or');
/** What a negation takes away that was said against a group: "I don't hate X", "X aren't thieves". */
const DENIED_BAD = wordSet(
  'hate despise dislike mind fear need ned dangerous danger threat disease sick terorists thieves criminals croks scamers vermin useles burden inferior violent liars animals freaks confused lazy dirty stupid evil problem enemy racist racists cheats',
);
/**
 * How many words after a negation are read for a right it denies: two ("can't be trusted", "aren't proper women"), or
 * past a hedge the clause it governs ("don't think X should be allowed").
 */
const DENIAL_REACH = 2;
const HEDGED_DENIAL_REACH = 5;

/** Whether the negation whose negated words start at `next` denies a right or a worth (decision 0970). */
function deniesGood(words: readonly string[], next: number, before: string | undefined): boolean {
  // "Why can't X just go back", "why don't they ...": a question that blames.
  if (before === 'why') return true;
  let j = next;
  while (j < words.length && HEDGES.has(words[j]!)) j++;
  const reach = j > next ? HEDGED_DENIAL_REACH : DENIAL_REACH;
  for (let k = j; k < words.length && k < j + reach; k++) {
    const w = words[k]!;
    if (DENIED_GOOD.has(w)) {
      if (w === 'deserve' || w === 'deserves') return deniedDeserts(words, k);
      if (w === 'stand') return !STAND_OBJECTS.has(words[k + 1] ?? '');
      // "It's not true that ...": a denial of the claim, not of a truth about the group.
      return !(w === 'true' && words[k + 1] === 'that');
    }
    if (DENIED_BAD.has(w) || CLAUSE_ENDS.has(w)) return false;
  }
  return false;
}

/**
 * Whether the message negates its predicate ("I do not hate X", "X are not animals", "women aren't disgusting"), so
 * that the hate model's verdict does not count (the group patterns and threats still do). "X are not human" and "X
 * are not welcome here" stay hateful, and so does a negation that denies a right or worth (decision 0970).
 */
export function isNegatedStatement(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    let next = -1;
    if (NOT.has(w)) next = i + 1;
    else if (CUT_NOT.has(w) && words[i + 1] === 't') next = i + 2;
    if (next < 0) continue;
    const after = words[next];
    if (after !== undefined && !STILL_HATEFUL.has(after) && !deniesGood(words, next, words[i - 1])) return true;
  }
  return false;
}

/**
 * Frames that deny the claim after them (decision 0967): "It's not true that X steal our jobs", "it's a myth that X
 * ...", "X aren't all racist". In Afrikaans, isiZulu, isiXhosa and Sesotho, "not all" and "it is not true that"
 * (decision 1901): "Nie alle Nigeriërs is misdadigers nie", "Akuwona wonke amaNigeria angamasela", "Asingawo onke
 * ...", "Ha se nnete hore bajaki kaofela ke masholu". Squeezed, as the canonical words spell them.
 */
const DENIALS: readonly (readonly string[])[] = [
  ['not', 'true', 'that'],
  ['isnt', 'true', 'that'],
  ['t', 'true', 'that'],
  ['a', 'myth', 'that'],
  ['a', 'lie', 'that'],
  ['aren', 't', 'al'],
  ['arent', 'al'],
  ['are', 'not', 'al'],
  ['nie', 'alle'],
  ['nie', 'waar', 'dat'],
  ['akuwona', 'wonke'],
  ['akubona', 'bonke'],
  ['akuzona', 'zonke'],
  ['akulona', 'iqiniso', 'ukuthi'],
  ['asingawo', 'onke'],
  ['asingabo', 'bonke'],
  ['ayingabo', 'bonke'],
  ['ayingawo', 'onke'],
  ['asiyonyani', 'ukuba'],
  ['ha', 'se', 'nnete', 'hore'],
  ['hase', 'nnete', 'hore'],
  ['ha', 'se', 'bohle'],
  ['hase', 'bohle'],
].map((p) => p.map(squeeze));

/** The first words of the denial frames: most messages have none, and no frame is tried there. */
const DENIAL_OPENERS = new Set(DENIALS.map((frame) => frame[0]!));

/** "they are", "they're", "they r": a claim made after a denial. */
const SAY_ARE = wordSet('are re r');
/** Who a claim after a denial is made of: "they are", "some are", "hulle is", "party is" (decision 1901). */
const CLAIMED_OF = wordSet('they some most many hulle party baie meeste');
/** "but", "maar", "kodwa", "kanti", "empa": what follows a denial with a claim of its own (decision 1901). */
const BUT = wordSet('but however though maar kodwa kanti empa');

/** Whether word `i` makes a claim of its own: "they're", "but", "they / some / hulle / party are / is". */
function claimsAt(words: readonly string[], i: number): boolean {
  const w = words[i]!;
  const next = words[i + 1] ?? '';
  return w === 'theyre' || BUT.has(w) || (CLAIMED_OF.has(w) && (SAY_ARE.has(next) || next === 'is'));
}

/**
 * Whether the message denies a derogatory claim about a group (decision 0967). The grammar reader of group-statement.ts
 * reads "X steal our jobs" inside "it's not true that X steal our jobs" as derogation; its derogation does not count
 * where a denial frame stands and no "they are" makes a claim of its own after it. Dehumanisation, calls to violence
 * and expulsion still count.
 */
export function deniesTheClaim(words: readonly string[]): boolean {
  // "It's not true that X are people, they are animals": a claim of its own after the denial ("party is net
  // kakkerlakke", "kodwa bonke kumele baxoshwe").
  let denied = false;
  for (let i = 0; i < words.length && !denied; i++) {
    if (!DENIAL_OPENERS.has(words[i]!)) continue;
    denied = DENIALS.some((frame) => frame.every((f, k) => words[i + k] === f));
  }
  if (!denied) return false;
  for (let i = 0; i < words.length; i++) if (claimsAt(words, i)) return false;
  return true;
}

/**
 * Words of a news report of violence: who reports or acts on it (police, court, suspects, survivors, a study, the news
 * and its headlines: decision 0952), in the five languages.
 */
const NEWS = wordSet(
  `police cops court suspects suspect arrested charged sentenced convicted appeared survivors victims witnesses
   commission inquiry study report reports reported investigating investigation confirmed according spokesperson
   residents march protest condemned mourners memorial fled displaced sheltering evacuated hospital hospitalised
   robbery condemn condemns news headline headlines article journalist reporter custody
   polisie hof nuus verdagtes gearresteer slagoffers oorlewendes
   amaphoyisa iphoyisa kusho enkantolo abasolwa baboshwe izindaba athi
   ipholisa amapolisa latsho enkundleni abarhanelwa iindaba
   mapolesa lekgotleng rialo ditaba`,
);

/** Victims as a report counts them ("43 children", "12 people"), after a numeral. */
const VICTIMS = wordSet('children people students pupils learners villagers civilians worshippers dead injured');
const NUMERAL = /^[0-9]+$/;

/** Violence as a report names it: done (stabbed, burned, killed) or named (attack, murder, violence). */
const REPORTED_VIOLENCE = wordSet(
  `attack attacks attacked attacking violence crimes crime assault assaulted stabbed burned burnt killed killing
   killings murder murdered murders shot shooting shootings looted looting torched threats threatened riots mob beaten
   necklaced injured wounded bombed
   aangeval vermoor geskiet doodgemaak geplunder afgebrand
   kuhlaselwe bulawa bulawe ngokushiswa babulawe abulawe ishiswe zishisiwe ziphangiwe iphangwe yatshiswa zatshiswa
   ziqhekezwe
   hlasetswe bolailwe tjhesitswe chesitswe tjheswa utswitswe thunngwe bolawa`,
);

/** Casualties a headline counts: "4 killed", "drie dood", "ba bane ba thunngwe" (four were shot). */
const CASUALTIES = wordSet(
  'killed dead died injured wounded hurt dood beseer gewond shwele thunngwe bulewe bashonile bafile basweleke babulewe',
);
/**
 * Numbers that count people, in words: English, Afrikaans, Sesotho, isiZulu and isiXhosa (decision 0999). Afrikaans
 * "een" (one) squeezes to "en" (and): it counts only before a person ("een persoon dood"), not in "Slaan die Boere
 * dood en vat die plase".
 */
const NUMBER_WORDS = wordSet(
  `one two three four five six seven eight nine ten twee drie vier vyf ses sewe agt nege tien babedi bararo bane
   bahlano robedi robeli robong leshome ababili ababini abathathu abane abahlanu abayisithupha abathandathu
   abayisikhombisa abasixhenxe abayisishiyagalombili abasibhozo abayisishiyagalolunye abalithoba abayishumi abalishumi`,
);
/** Afrikaans persons "een" counts: "een persoon", "een man". */
const ONE_OF = wordSet('persoon mens man vrou kind');
const isNumberAt = (words: readonly string[], k: number): boolean => {
  const w = words[k] ?? '';
  return NUMBER_WORDS.has(w) || NUMERAL.test(w) || (w === 'en' && ONE_OF.has(words[k + 1] ?? ''));
};

/**
 * Whether word `i` counts casualties, as a report does (decisions 0958, 0999): "4 killed", "drie dood", "batho ba
 * bararo ba shwele" (three people died), "abantu abayisishiyagalombili bashonile" (eight people died).
 */
export function countsCasualties(words: readonly string[], i: number): boolean {
  return (
    CASUALTIES.has(words[i]!) && (isNumberAt(words, i - 2) || isNumberAt(words, i - 1) || isNumberAt(words, i + 1))
  );
}

/**
 * Violence done, in a past form no call takes (decision 0999): the isiZulu / isiXhosa perfect passive ("zishisiwe",
 * were burned; "ziphangiwe", were looted) and narrative past ("zatshiswa", and were burned; "zaphangwa"), the Sesotho
 * perfect passive ("utswitswe", were robbed; "chesitswe", were burned; "bolailwe", were killed). A headline says no
 * more than the deed and a place ("Iivenkile zamaSomali ziphangiwe eKhayelitsha"): the deed is the report. Not the
 * forms a call shares ("babulawe", "ishiswe", "ziqhekezwe": also "let them be killed / burned / broken into").
 */
const DONE = wordSet(
  `zishisiwe ishisiwe ziphangiwe iphangiwe zitshisiwe itshisiwe ziqhekeziwe zigqekeziwe babulewe abulewe zatshiswa
   yatshiswa zashiswa yashiswa zaphangwa yaphangwa waphangwa zaqhekezwa zagqekezwa
   utswitswe chesitswe tjhesitswe bolailwe`,
);

/**
 * A speaker who calls for something or threatens: I, we, you, let's, must, should, need, deserve. Their absence is what
 * separates "Three X were attacked, police said" from "we will attack X, police cannot stop us".
 */
const CALLS = wordSet(
  `i im ill we us our lets let you your u must should need needs gonna shall deserve deserves
   ek ons jy moet
   ngi si masi
   ndi masi
   ke re`,
);

/**
 * Whether the message reports violence as news ("Two X were stabbed in Pretoria, police confirmed", "The march
 * against the killing of X starts at noon"): a word of reporting, a word of violence done or named, and no speaker who
 * calls for anything. Such a message about a group is not a call to violence; the group's name in it is the news.
 */
export function isNewsOfViolence(words: readonly string[]): boolean {
  let news = false;
  let violence = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (CALLS.has(w)) return false;
    // A count of victims is a report's: "43 children", "12 people dead".
    // Violence done in a past form, or casualties counted, is a report by itself (decision 0999).
    const done = DONE.has(w) || countsCasualties(words, i);
    if (done || NEWS.has(w) || (VICTIMS.has(w) && i > 0 && NUMERAL.test(words[i - 1]!))) news = true;
    if (done || REPORTED_VIOLENCE.has(w)) violence = true;
  }
  return news && violence;
}

/** Advice for the reader's safety on the road (decision 0991), as written (squeezed where read). */
export const SAFETY_ADVICE: readonly (readonly string[])[] = [
  ['careful', 'on', 'the', 'roads'],
  ['careful', 'on', 'the', 'road'],
  ['drive', 'safely'],
  ['travel', 'safely'],
  ['safe', 'travels'],
  ['stay', 'safe'],
  ['arrive', 'alive'],
];

/**
 * Predicates that speak well of a group or only say where it is: rights, standing with, welcoming, being people like
 * everyone else, living somewhere, pride. Pairs of words (a single word stands alone).
 */
const SUPPORTIVE = [
  ['equal', 'rights'],
  ['same', 'rights'],
  ['human', 'rights'],
  ['stand', 'with'],
  ['like', 'everyone'],
  ['just', 'people'],
  ['welcome'],
  ['live', 'in'],
  ['proud'],
  // Praise by a superlative of virtue: "X are some of the bravest people I know" (decision 0963). Not "best" or
  // "greatest", which also praise skill at a vice ("the best thieves").
  ['bravest'],
  ['kindest'],
  ['smartest'],
  ['strongest'],
  ['wisest'],
  ['nicest'],
  ['sweetest'],
  ['warmest'],
  ['friendliest'],
  ['funniest'],
  ['gentlest'],
  ['hardest', 'working'],
  ['most', 'generous'],
  ['most', 'talented'],
  ['most', 'inspiring'],
  ['most', 'resilient'],
  ['most', 'loving'],
  ['most', 'hospitable'],
  ['most', 'hardworking'],
  ['most', 'caring'],
  ['backbone', 'of'],
  // Care for the group's safety (decision 0991): "be careful on the roads this Easter", "drive safely", "stay safe".
  ...SAFETY_ADVICE,
  // A right or a service the group has (decision 1911): "X can apply to change their gender marker at Home Affairs",
  // "X can legally marry", "X are entitled to / eligible for / qualify for ...".
  ['can', 'apply'],
  ['can', 'legally'],
  ['can', 'marry'],
  ['can', 'register'],
  ['entitled', 'to'],
  ['eligible'],
  ['qualify', 'for'],
].map((p) => p.map(squeeze));

/** Word classes that keep a supportive-looking statement hateful ("welcome X to the gas chamber", "proud to hate X"). */
const HOSTILE: readonly ThreatClass[] = [
  'derogation',
  'hatred',
  'expel',
  'harm',
  'hit',
  'death',
  'weapon',
  'fire',
  'vanish',
];
/** Words of atrocity the threat lexicon does not class. */
const ATROCITY = wordSet('gas gassed chamber chambers oven ovens camp camps bullet bullets rope noose');

/**
 * Whether the message says something good or neutral of a group ("X deserve equal rights", "We stand with X", "Many X
 * live in this area", "X are people like everyone else"): a supportive predicate, and no hostile word, negation or
 * "but" anywhere. The hate model's verdict alone does not count there; the group patterns and threats still do.
 */
export function isSupportiveStatement(words: readonly string[]): boolean {
  let supportive = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'but' || w === 'maar' || NOT.has(w) || (CUT_NOT.has(w) && words[i + 1] === 't')) return false;
    if (ATROCITY.has(w) || wordClasses(w).some((c) => HOSTILE.includes(c))) return false;
    if (SUPPORTIVE.some((p) => w === p[0] && (p.length === 1 || words[i + 1] === p[1]))) supportive = true;
    // "Trans women are women", "trans men are men": who they are, affirmed (decision 0963).
    if ((w === 'women' || w === 'men') && words[i + 1] === 'are' && words[i + 2] === w) supportive = true;
  }
  return supportive;
}

/** Words that name what is quoted after them: a title or a saying ("a book called ...", "incwadi ethi ..."). */
const TITLES = wordSet(
  `titled entitled called named song songs book books film slogan chant lyrics ethi ebizwa ebhalwe getiteld genaamd`,
);

/**
 * Whether the message reports a title or a saying and calls for nothing ("AfriForum released a book called Kill the
 * Boer", "Owe-AfriForum ukhiphe incwadi ethi ..."): a word that names what follows it, and no speaker who calls for
 * anything (I, we, you, must, should; or an isiZulu/isiXhosa verb with a speaker or a "you" in it). The group patterns
 * and statements in it are quoted, like counter-speech; threats against a person still count.
 */
export function isReportedTitle(words: readonly string[]): boolean {
  let title = false;
  for (const w of words) {
    if (CALLS.has(w) || wordClasses(w).some((c) => c === 'you' || c === 'agent')) return false;
    if (TITLES.has(w)) title = true;
  }
  return title;
}

/** Words that say what a quotation is, or that it was said: hate, incitement, a slur, reported, posted, removed. */
const ABOUT_SPEECH = wordSet(
  `hate hateful incitement inciting abuse abusive slur slurs opinion report reported reporting removed banned ban
   suspension suspended expelled fired offensive disgusting shameful dangerous
   haatspraak aanhitsing`,
);

/** Whether the words judge or report speech (with CONDEMNS and REPORTS): what a quotation is surrounded by. */
export function judgesSpeech(words: readonly string[]): boolean {
  return words.some((w) => ABOUT_SPEECH.has(w) || CONDEMNS.has(w) || REPORTS.has(w) || JUDGED.has(w));
}

/** Atrocities of history a message may remember (decision 0981). */
const REMEMBERED = wordSet('holocaust shoah genocide apartheid slavery kristallnacht');
/** Words of remembrance and teaching: "the Holocaust museum", "learn about", "survivors", "memorial". */
const REMEMBRANCE = wordSet(
  'museum memorial remembrance remember remembering history historical learn learning teach teaches taught lesson lessons survivor survivors centre center exhibition exhibit commemorate commemoration education school schools visit',
);
/** Denial of an atrocity, which is hate: "the Holocaust is a hoax", "never happened", "exaggerated". */
const ATROCITY_DENIAL = wordSet('hoax lie lies myth fake invented exaggerated never deny denied denies');

/**
 * Whether the message remembers or teaches an atrocity of history ("The Holocaust museum teaches children what
 * happened to the Jews", "Visit the Jewish museum to learn about the Holocaust", decision 0981): an atrocity named, a
 * word of remembrance, and no denial or hostile word. The hate model's verdict alone does not count there.
 */
export function remembersAtrocity(words: readonly string[]): boolean {
  let atrocity = false;
  let remembrance = false;
  for (const w of words) {
    if (ATROCITY_DENIAL.has(w)) return false;
    if (REMEMBERED.has(w)) {
      atrocity = true;
      continue;
    }
    if (wordClasses(w).some((c) => HOSTILE.includes(c))) return false;
    if (REMEMBRANCE.has(w)) remembrance = true;
  }
  return atrocity && remembrance;
}
