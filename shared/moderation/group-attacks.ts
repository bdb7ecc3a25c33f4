/**
 * Threats and calls against a group's members, read as grammar (decisions 0916, 0918, 0923): the speaker's own attack
 * ("I will beat any X", "ons gaan die X se huise afbrand", "we are taking out the X"), a call on any member after a
 * relative clause ("the next X who walks past gets stabbed") or on whoever meets one ("if you see a X, beat him"), a
 * call before the group (calledAttack: "someone should poison the water in the X area", "Burn the X"), and what a
 * modal calls for (callAfter: "X should (all) be killed / chased out / put in camps"); with the words of attack the
 * other readers share (attackAt). Threats to a group addressed and ultimatums are in group-addressed.ts; wishes,
 * curses, arming and lists in group-wishes.ts (split by shape, decision 0928).
 */
import {
  CALL_VERBS,
  DEHUMANISING_PLACES,
  FILLERS,
  FOUND,
  type GroupStatementKind,
  isExpelling,
  isViolent,
  LEAVE,
  LEAVE_TO,
  type Mention,
  MODALS,
  MODALS_TO,
  NEGATORS,
  NOUN_GROUP,
  startsWith,
} from './group-words';
import { squeeze, wordSet } from './normalise';

/** Endings of "die" that make it the verb, not the Afrikaans article ("must die", "should die slowly"). */
const DIE_ENDS = wordSet('now al out in like slowly already today soon painfully');

/** "X should stay home / indoors / in the kitchen". */
const STAY = wordSet('home indoors inside');

/** "X need fixing / curing": a group as a defect. */
const NEEDS_FIXING = wordSet('fixing fixed curing cured');
/** "lesbians need to be corrected": the euphemism of "corrective" rape. */
const CORRECTED = wordSet('corected corecting corection straightened straighten');

/** After a modal: "(all) (be) killed", "go back", "leave the country" (violence or expulsion), or undefined. */
export function callAfter(words: readonly string[], from: number): GroupStatementKind | undefined {
  const end = Math.min(words.length, from + 4);
  for (let j = from; j < end; j++) {
    const w = words[j]!;
    const next = words[j + 1];
    if (NEGATORS.has(w)) return undefined;
    // "X should be thrown in the dam / off a bridge": to drown or fall, not out.
    const drowned = (w === 'thrown' || w === 'dumped') && (next === 'in' || next === 'into' || next === 'of');
    if (drowned && words.slice(j + 2, j + 5).some((v) => WATERS.has(v))) return 'violence';
    if (isExpelling(w)) return 'expulsion';
    if (w === 'die') return next === undefined || DIE_ENDS.has(next) ? 'violence' : undefined;
    if (NEEDS_FIXING.has(w)) return 'derogation';
    if (CORRECTED.has(w)) return 'violence';
    // "X better vanish", "X must disappear".
    if (w === 'vanish' || w === 'disappear') return 'expulsion';
    // "X should be locked up and beaten": the locking is on the way to the call.
    // "X should be locked away for good / up and the key thrown away": shut out of society for ever.
    if (w === LOCKED && (next === 'up' || next === 'away') && lockedForGood(words, j + 2)) return 'expulsion';
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
    // "every X spaza must go up in flames".
    if (w === 'go' && next === 'up' && words[j + 2] === 'in' && UP_IN.has(words[j + 3] ?? '')) return 'violence';
    // "X better run (, we are coming)": the call is to flee.
    if (w === 'run' && (next === undefined || THREATENERS.has(next))) return 'violence';
    // "X will be carried out in bags / coffins".
    if (carriedOut(words, j)) return 'violence';
    // "X should be lined up against a wall".
    if (w === LINED && next === 'up' && words.slice(j + 2, j + 5).includes(WALL)) return 'violence';
    // "X must be put back in the homelands / the kitchen".
    if (w === 'put' && next === 'back') {
      const where = words.slice(j + 2, j + 5);
      return where.some((v) => DEHUMANISING_PLACES.has(v) || v === 'place') ? 'derogation' : 'expulsion';
    }
    // "X must be run out of town".
    if (w === 'run' && next === 'out') return 'expulsion';
    // "X should be fed to the crocodiles", "made to disappear", "left to die / rot".
    if (w === 'fed' && next === 'to' && words.slice(j + 2, j + 5).some((v) => BEASTS.has(v))) return 'violence';
    const fate = words[j + 2] ?? '';
    if ((w === 'made' || w === 'left') && next === 'to' && FATES.has(fate) && fate !== 'pay') return 'violence';
    // "X need a slap / a bullet / a hiding".
    if (w === 'a' && BLOWS.has(next ?? '')) return 'violence';
    // "albinos should be sold for muti", "harvested for their bones": people as goods.
    if (w === 'sold' || w === 'harvested') return 'dehumanisation';
    // "X should be tied to a rock and thrown in the dam".
    if ((w === 'tied' || w === 'chained') && next === 'to') {
      const and = words.indexOf('and', j);
      return and !== -1 && and - j <= 5 ? callAfter(words, and + 1) : undefined;
    }
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

const LINED = squeeze('lined');
const UP_IN = wordSet('flames smoke');
const CARRIED = squeeze('carried');
/** What the dead are carried out in: "bags", "body bags", "coffins", "boxes". */
const BODY_BAGS = wordSet('bags coffins coffin boxes box');

/** "carried out in bags / coffins" at `j`. */
export function carriedOut(words: readonly string[], j: number): boolean {
  return words[j] === CARRIED && words[j + 1] === 'out' && words.slice(j + 2, j + 5).some((v) => BODY_BAGS.has(v));
}
const WALL = squeeze('wall');
const FOREVER = wordSet('forever permanently');
const KEY = squeeze('key');

/** After "locked up / away": "for good", "for life", "forever", "and the key thrown away". */
function lockedForGood(words: readonly string[], from: number): boolean {
  const w = words[from];
  if (w === undefined) return false;
  // ("good" is squeezed "god".)
  if (FOREVER.has(w) || (w === 'for' && (words[from + 1] === 'god' || words[from + 1] === 'life'))) return true;
  return (
    w === 'and' && words.slice(from + 1, from + 4).includes(KEY) && words.slice(from + 2, from + 6).includes('away')
  );
}

/** Where a group is thrown to drown: "thrown in the dam / river / sea". */
const WATERS = wordSet('dam river sea ocean lake harbour bridge cliff');
/** What a group is fed to: "fed to the crocodiles". */
const BEASTS = wordSet('crocodiles crocs lions sharks dogs pigs hyenas wolves vultures');
/** Blows a group is said to need: "a slap", "a bullet", "a hiding". */
const BLOWS = wordSet('slap klap smack bullet hiding beating panga sjambok');

/** Words between a modal and its verb: "should all just be", "must simply get", "should have been", "must we". */
const CALL_FILLERS = wordSet(
  'al be just simply get to each every one of them ever been have we almal net word a is good proper some',
);
const BEEN = squeeze('been');
const KEPT = wordSet('kept keep locked');
const LOCKED = squeeze('locked');
const HEARD = squeeze('heard');
const SEEN = squeeze('seen');
/** Where a call puts a group: "put in a pit / camps / the gas chambers". */
const PITS = wordSet('pit pits grave graves camp camps cage cages chambers chamber ovens oven');

/** Speakers of a threat in the first person: "I", "I'm", "we", "ima" (I'm going to). */
export const THREATENERS = wordSet('i im we ima');
/** What stands between the speaker and the future: "I'm", "we are", "we're all". */
export const BEFORE_FUTURE = wordSet('m am are re r al just');
/** Futures: "will", "'ll", "shall", "gonna", "finna". */
export const FUTURE = wordSet('wil l shal gonna finna gon');
/** Adverbs between the future and the verb: "I will personally ...", "we gonna go ...". */
export const BEFORE_VERB = wordSet('personaly definitely realy literaly just al go come');
/** Attacks beyond the violent classes (isViolent): "beat", "kick", "smash", "hurt". */
const ATTACKS = wordSet(
  'beat kick punch slap smash bash hack chop assault klap moer donner bliksem skop stone whip hurt harm torch bomb attack poison strangle sjambok lash stomp smack',
);
/** Verbs that attack only with the word after them: "run over", "set fire", "throw acid", "blow up". */
const ATTACK_PHRASES = new Map<string, Set<string>>([
  [squeeze('run'), wordSet('over down')],
  [squeeze('drive'), wordSet('over')],
  [squeeze('set'), wordSet('fire alight')],
  [squeeze('throw'), wordSet('acid petrol stones bricks rocks')],
  [squeeze('blow'), wordSet('up')],
  [squeeze('take'), wordSet('out')],
  [squeeze('hunt'), wordSet('down')],
]);
/** Words of a threat's object that is not the group: "I will beat you, every X ...". */
const OTHER_OBJECTS = wordSet('you u him her me it them yourself');
/** Words that start another clause between the verb and the group. */
const CLAUSE_STARTS = wordSet('who that which when if because but or so while unless');
/** Determiners of a group as the object of an attack: "any woman", "every Indian", "the Nigerian shops", "all gays". */
const OBJECT_DETERMINERS = wordSet('any every al the those these next each first');

/**
 * The attack a verb at `j` names, or undefined: "kill", "beat", "run over", "set fire (to)", "chase (out)". `w` is the
 * verb as read there: its base form when the message inflects it ("burning", "torched").
 */
export function attackAt(
  words: readonly string[],
  j: number,
  w: string | undefined = words[j],
): GroupStatementKind | undefined {
  if (w === undefined) return undefined;
  const next = words[j + 1];
  const phrase = ATTACK_PHRASES.get(w);
  // "run over to the shop", "drive over to gran's" are visits.
  if (phrase !== undefined)
    return next !== undefined && phrase.has(next) && !(next === 'over' && words[j + 2] === 'to')
      ? 'violence'
      : undefined;
  // "I will fire every X" dismisses them; "set fire" is read above.
  if (w === 'fire') return undefined;
  // "we're bringing the petrol for the X shops".
  if (w === 'bring' && words.slice(j + 1, j + 4).some((v) => WEAPONS.has(v))) return 'violence';
  if (isExpelling(w)) return 'expulsion';
  return ATTACKS.has(w) || isViolent(w) ? 'violence' : undefined;
}

/** Afrikaans speakers of a threat, and what follows them: "ek/ons gaan/sal/wil ...". */
const AF_SPEAKERS = wordSet('ek ons');
const AF_FUTURE = wordSet('gaan sal wil');
/** Words of another object or clause in an Afrikaans threat ("ons gaan jou ...", "... want ..."). */
const AF_STOPS = wordSet('jou julle hom haar nie nooit geen want omdat maar as wat wie');

/**
 * The speaker's own threat in Afrikaans, whose verb ends the clause: "ons gaan vanaand die Jode se huise afbrand",
 * "ek sal elke Nigeriër hier uitjaag". The speaker and a future stand at most six words before the group, the verb at
 * most five words after it, and no negation, other object or clause between.
 */
export function afrikaansAttack(words: readonly string[], m: Mention): GroupStatementKind | undefined {
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
    const kind = attackAt(words, j, base);
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
export function speakerAttack(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  if (!OBJECT_DETERMINERS.has(words[m.start - 1] ?? '') && !NOUN_GROUP.has(words[m.start]!)) return undefined;
  for (let k = m.start - 1; k >= 0 && m.start - k <= 12; k--) {
    const w = words[k]!;
    if (NEGATORS.has(w) || CLAUSE_STARTS.has(w) || OTHER_OBJECTS.has(w)) return undefined;
    // "let's beat the X", "it's time we kicked every X out": a call with no future.
    const lets = w === 'lets' || (w === 's' && words[k - 1] === 'let') || (w === 'we' && words[k - 1] === 'time');
    if (lets && inAGame(words, k + 1)) return undefined;
    if (lets) return attackAt(words, k + 1) ?? (words[k + 1] === 'al' ? attackAt(words, k + 2) : undefined);
    // "us okes will ...", "us boys are going to ...": the speakers named by who they are.
    const usMen = w === 'us' && US_MEN.has(words[k + 1] ?? '');
    // "me and my cousins gonna ...": the speaker's crew.
    const crew = CREW.has(w) && CREW_BEFORE.has(words[k - 1] ?? '');
    if (!THREATENERS.has(w) && !usMen && !crew) continue;
    let j = usMen ? k + 2 : k + 1;
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
    // "we will beat the Indians in the final", "we'll bomb the X with runs": a game.
    if (inAGame(words, j)) return undefined;
    return attackAt(words, j);
  }
  return undefined;
}

/** Who "us" are in a speaker's threat: "us okes", "us guys", "us boys", "us men". */
const US_MEN = wordSet('okes guys boys men manne ous');

/** What the speakers threaten to bring: "we are bringing guns". */
export const WEAPONS = wordSet(
  'guns gun pangas panga knives knife petrol tyres tires bullets machetes machete sjamboks sjambok weapons bats bricks brick sticks knobkieries knobkerries axes axe',
);

/** Prepositions of where members are: "every X in the block", "any X at the rank". */
const AT_PLACE = wordSet('in at on near around');

/** Determiners of any member of a group: "the next X who ...", "any X that ...", "a woman who ...". */
const ANY_MEMBER = wordSet('next any every a each n elke enige volgende');
/** Crimes in a relative clause: "a man who rapes ... should hang" speaks of punishment, not of the group. */
const CRIMES = wordSet(
  `rape rapes raped steal steals stole rob robs robbed molest molests abuse abuses kill kills killed murder murders
   drugs crime crimes commit commits criminals illegally`,
);
/** What a member "gets" or "will be": "gets stabbed", "will get a bullet", "will be burnt". */
const GETS = wordSet('gets get wil gona getting');

/**
 * A call on any member of the group, after a relative clause: "the next X who walks past my house gets stabbed",
 * "any X that opens a shop here will be burnt", "a woman who talks back deserves a hiding". Not when the clause names
 * a crime ("any man who rapes a child should hang" is about punishment).
 */
export function memberCall(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  const rel = words[m.end] ?? '';
  const det = words[m.start - 1] ?? '';
  // "the next X I see gets ...": the member met.
  const met = (rel === 'i' || rel === 'we') && MEETS.has(words[m.end + 1] ?? '');
  const relative = rel === 'who' || rel === 'that' || rel === 'wat' || met;
  // "any X who ...", "women who ...", and "any X walking here ...".
  const member = (ANY_MEMBER.has(det) || NOUN_GROUP.has(words[m.start]!)) && relative;
  // "any X walking here ...", "any X still on our street after sunset is getting stabbed".
  // ... and "every X in the block gets stabbed if ...".
  const anyWalking =
    (det === 'any' || det === 'every' || det === 'next') &&
    (rel.endsWith('ing') || rel === 'stil' || AT_PLACE.has(rel) || FOUND.has(rel));
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
    // "any X who sets foot here goes home in a box".
    if (deathAt(words, j)) return 'violence';
    if (GETS.has(w)) {
      // "gets stabbed", "gets dragged out and beaten".
      for (let k = j + 1; k < Math.min(words.length, j + 6); k++) {
        const v = words[k]!;
        if (NEGATORS.has(v)) return undefined;
        // "gets my knife in his belly", "gets thrown out on the highway".
        // ("a brick of cheese" is no brick.)
        const weapon = WEAPONS.has(v) && words[k + 1] !== 'of';
        if (isViolent(v) || ATTACKS.has(v) || weapon || v === 'bullet' || v === 'hiding') return 'violence';
        if (isExpelling(v)) return 'expulsion';
      }
    }
  }
  return undefined;
}

/** "on sight": "beat them on sight", "shot on sight". */
const SIGHT = squeeze('sight');

/** An attack "on sight" in a message about a group: "we beat them on sight from today", "shoot X on sight". */
export function onSight(words: readonly string[]): GroupStatementKind | undefined {
  for (let j = 2; j < words.length; j++) {
    if (words[j] !== SIGHT || words[j - 1] !== 'on') continue;
    for (let k = Math.max(0, j - 5); k < j - 1; k++) {
      if (NEGATORS.has(words[k]!)) return undefined;
      // ("shot", "beaten": attackAt reads the participles of violence too.)
      const kind = attackAt(words, k);
      if (kind !== undefined) return kind;
    }
  }
  return undefined;
}

const LESSON = squeeze('lesson');
const TAUGHT_ON = wordSet('in on about at for');
/** Places a group is rid of: "clean this town of X". */
const HOMES = wordSet(
  'country town township kasi hood area village city province sa africa mzansi land street streets neighbourhood community',
);
/** Verbs that rid a place of a group: "cleanse SA of X", "clean this town of all the X" (a place named). */
const CLEANSE = wordSet('cleanse clean purge rid');

/** Objects of an attack verb that are not people: "kill the stigma around X", "fight the hate against X". */
const ABSTRACT_OBJECTS = wordSet(
  `stigma stigmas racism hate hatred prejudice prejudices discrimination xenophobia sexism homophobia myth myths
   stereotype stereotypes ignorance bigotry idea ideas notion fear fears problem problems rumour rumours lies narrative
   silence shame taboo odds record`,
);
/** Words that make "beat", "destroy", "kill" a game's: "we will beat the Indians in the final". */
const GAMES = wordSet(
  `match game final finals semi semis cricket rugby soccer football netball hockey tournament cup league score derby
   team squad sevens pitch innings wicket wickets runs goals tries points quiz trivia debate chess`,
);
/** What a side does to another in a game: "beat", "thrash", "bomb with runs"; not "burn" or "stab". */
const SPORTING = wordSet('beat bomb destroy smash kill hammer thrash crush bury slaughter murder whip');

/** Whether the verb at `k` is a game's ("we will beat the Indians in the final"): a sporting verb and a game named. */
function inAGame(words: readonly string[], k: number): boolean {
  const w = words[k] === 'al' ? words[k + 1] : words[k];
  return w !== undefined && SPORTING.has(w) && words.some((v) => GAMES.has(v));
}

/** Expulsions strict enough to call by themselves before a group ("deport", "chase", "kick ... out"). */
const STRICT_EXPULSION = wordSet('deport expel evict chase kick drive throw run drag');

/**
 * A call before the group that no narrower reading names: a modal, a hortative or the speakers' future, then an
 * attack verb, then the group within its object ("someone should poison the water in the coloured area", "we need to
 * burn every last X", "time to drive the X out").
 */
export function calledAttack(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  for (let k = m.start - 1; k >= 0 && m.start - k <= 9; k--) {
    const w = words[k]!;
    if (NEGATORS.has(w)) return undefined;
    // "burn down that mosque": "that" right before the group is its determiner, not a new clause.
    if (CLAUSE_STARTS.has(w) && !(w === 'that' && k === m.start - 1)) return undefined;
    if (OTHER_OBJECTS.has(w) && w !== 'them') return undefined;
    if (ABSTRACT_OBJECTS.has(w)) return undefined;
    // "let the X burn", "make the X disappear": the fate after the group.
    if ((w === 'let' || w === 'make') && words.slice(k + 1, m.start).every((v) => FILLERS.has(v))) {
      const fate = words[m.end];
      const fated = fate !== undefined && (FATES.has(fate) || (w === 'let' && isViolent(fate)));
      if (fated && !words.slice(Math.max(0, k - 2), k).some((v) => NEGATORS.has(v))) return 'violence';
      // "let the X be chased back over the mountains".
      if (w === 'let' && fate === 'be' && !words.slice(Math.max(0, k - 2), k).some((v) => NEGATORS.has(v))) {
        const call = callAfter(words, m.end + 1);
        if (call !== undefined) return call;
      }
    }
    // "put all the X in camps", "teach the X a lesson", "cleanse SA of X".
    const put = w === 'put' && words.slice(m.end, m.end + 3).some((v) => PITS.has(v)) ? 'violence' : undefined;
    // ("a lesson in maths / on manners" teaches.)
    // ... "teach the X in this office a lesson": the group's place between (decision 0977).
    const lessonAt = w === 'teach' ? lessonAfter(words, m.end) : -1;
    const lesson = lessonAt !== -1 && !TAUGHT_ON.has(words[lessonAt + 2] ?? '') ? 'violence' : undefined;
    if (CLEANSE.has(w) && m.start - k <= 6) {
      const cleansed = words.slice(k + 1, m.start);
      // "we clean Marabastad of X": one word, a place's name, between the speakers' cleaning and "of".
      // Not a plural ("we clean offices of X traders") nor a room, and the group a plural noun.
      const named =
        cleansed.length >= 2 &&
        cleansed[1] === 'of' &&
        THREATENERS.has(words[k - 1] ?? '') &&
        !cleansed[0]!.endsWith('s') &&
        !ROOMS.has(cleansed[0]!) &&
        NOUN_GROUP.has(words[m.start]!);
      if (named) return 'expulsion';
      if (cleansed.includes('of') && (w !== 'clean' || cleansed.some((v) => HOMES.has(v)))) {
        return calledBefore(words, k, true) ? 'expulsion' : undefined;
      }
    }
    const kind =
      attackAt(words, k) ??
      put ??
      lesson ??
      (PARTICLE_EXPULSION.has(w) ? 'expulsion' : undefined) ??
      calledOnly(words, k, m) ??
      inflectedAttack(words, k);
    if (kind === undefined) continue;
    if (kind === 'expulsion') {
      if (!STRICT_EXPULSION.has(w)) continue;
      if (PARTICLE_EXPULSION.has(w) && !expelledFrom(words, m.end)) return undefined;
    }
    if (!objectOf(words, k, m)) return undefined;
    if (inAGame(words, k)) return undefined;
    return calledBefore(words, k, IMPERATIVES.has(w) || CALLED_ONLY.has(w)) ? kind : undefined;
  }
  return undefined;
}

/** Words between an attack verb and its object: "burn down", "set fire to", "blow up", "every last". */
const OBJECT_LEAD = wordSet('down up out of over fire to last single ilegal undocumented');
/** Attacks on a place rather than on people: "poison the water in the X area", "burn down the X shops". */
const PLACE_ATTACKS = wordSet('burn torch bomb blow set poison smash petrol loot attack');

/**
 * Whether the group is the object of the verb at `k`: right after it (fillers and particles aside: "burn down every
 * last X"), or, for an attack on a place, a place of the group's at most four words on ("poison the water in the X
 * area"); not "blow up the balloons for the X kids" nor "kill the lights in the mosque hall".
 */
function objectOf(words: readonly string[], k: number, m: Mention): boolean {
  let gap = 0;
  for (let j = k + 1; j < m.start; j++) if (!FILLERS.has(words[j]!) && !OBJECT_LEAD.has(words[j]!)) gap++;
  return gap === 0 || (m.property === true && gap <= 4 && PLACE_ATTACKS.has(words[k]!));
}

/** Rooms and queues one is put out of at closing time, not out of a country or town. */
const ROOMS = wordSet('ofice room clasroom clas meeting building car taxi bus queue way photo picture chat group pool');

/** Whether an expulsion's particle follows the group ending at `end`, and is not out of a room: "chase the X out". */
function expelledFrom(words: readonly string[], end: number): boolean {
  for (let j = end; j < Math.min(words.length, end + 4); j++) {
    if (PARTICLES.has(words[j]!)) return !outOfARoom(words, j);
  }
  return false;
}

/** Whether the particle at `j` puts someone out of a room: "out of the office", not "out of Yeoville". */
export function outOfARoom(words: readonly string[], j: number): boolean {
  const of = words[j] === 'of' ? j : words[j + 1] === 'of' ? j + 1 : -1;
  return of !== -1 && words.slice(of + 1, of + 4).some((v) => ROOMS.has(v));
}

/** The attack of a verb in the past or third person ("if someone torched", "hope somebody burns"), or undefined. */
function inflectedAttack(words: readonly string[], k: number): GroupStatementKind | undefined {
  const w = words[k]!;
  const stems = w.endsWith('ed')
    ? [w.slice(0, -2), w.slice(0, -1)]
    : w.endsWith('ing')
      ? [w.slice(0, -3), `${w.slice(0, -3)}e`]
      : w.endsWith('s')
        ? [w.slice(0, -1)]
        : [];
  for (const stem of stems) {
    if (!IMPERATIVES.has(stem)) continue;
    const kind = attackAt(words, k, stem);
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** Verbs that attack a group only as a call with their particle: "hunt the X down", "dump the X in the river". */
const CALLED_ONLY = new Map<string, Set<string>>([
  [squeeze('hunt'), wordSet('down')],
  [squeeze('dump'), wordSet('in into river sea dam')],
  [squeeze('drown'), wordSet('in al them the')],
]);

/** The attack of a verb read only in a call (CALLED_ONLY), its particle after it or after the group. */
function calledOnly(words: readonly string[], k: number, m: Mention): GroupStatementKind | undefined {
  const particles = CALLED_ONLY.get(words[k]!);
  if (particles === undefined) return undefined;
  const near = [words[k + 1], words[m.end], words[m.end + 1]];
  return near.some((v) => v !== undefined && particles.has(v)) ? 'violence' : undefined;
}

/** What "let" or "make" a group do that calls for its end: "let the X burn", "make the X disappear". */
const FATES = wordSet('disappear vanish suffer bleed pay rot starve perish die burn');
/** Expulsions that need their particle after the group: "chase the X out", "throw the X off the train". */
const PARTICLE_EXPULSION = wordSet('chase kick drive throw run drag');
const PARTICLES = wordSet('out of away back into from');
/** Openers of an imperative: "go and burn ...", "just kill ...", "please deport ...". */
const IMPERATIVE_OPENERS = wordSet('go and just jst please pls plz now so then');

/**
 * English verbs read as an imperative when they open the message ("burn the X"): not "die", the Afrikaans article,
 * nor the isiZulu and isiXhosa forms the threat lexicon knows ("kubulawe" reports a killing).
 */
const IMPERATIVES = new Set([
  ...CALL_VERBS,
  ...ATTACKS,
  ...ATTACK_PHRASES.keys(),
  ...wordSet('chase drive drown put teach'),
]);

/**
 * Whether the verb at `k` is called for: "should (all) kill", "need to kill", "let's kill", "we will kill", or, for an
 * English verb (`imperative`), the message opening with it ("burn the X", "go and beat the X").
 */
function calledBefore(words: readonly string[], k: number, imperative: boolean): boolean {
  let j = k - 1;
  while (j >= 0 && k - j <= 4 && (CALL_FILLERS.has(words[j]!) || BEFORE_VERB.has(words[j]!))) {
    if (words[j] === 'to' || words[j] === 'go') break;
    j--;
  }
  // A plan in the progressive: "we are torching the X mosque after prayers", "me and the boys are burning ...".
  if (words[k]!.endsWith('ing')) return speakers(words, k - 1);
  // An imperative opening the message: "burn the X", "go and beat the X", "just deport every X".
  let o = k - 1;
  while (o >= 0 && IMPERATIVE_OPENERS.has(words[o]!)) o--;
  if (o < 0) return imperative;
  // "someone please run over those X", "somebody just burn the X shops".
  if (o === 0 && SOMEBODY.has(words[0]!)) return imperative;
  const w = words[j];
  if (w === undefined) return false;
  if (MODALS.has(w)) return !negatedBefore(words, j);
  if (w === 'to') {
    const v = words[j - 1] ?? '';
    if (v === 'going') return speakers(words, j - 2);
    return (MODALS.has(v) || MODALS_TO.has(v) || v === 'time') && !negatedBefore(words, j - 1);
  }
  if (w === 'lets' || (w === 's' && words[j - 1] === 'let') || (w === 'us' && words[j - 1] === 'let')) return true;
  // "it would be nice if someone torched the X", "I hope somebody burns the X", "wish someone would kill the X".
  const someone = w === 'would' || w === 'wuld' || w === 'd' ? j - 1 : j;
  if (SOMEONE.has(words[someone] ?? '')) {
    return words.slice(Math.max(0, someone - 5), someone).some((v) => WISHES.has(v)) && !negatedBefore(words, someone);
  }
  return FUTURE.has(w) && speakers(words, j - 1);
}

/** Who a wish hopes will attack: "if someone would ...", "hope somebody ...". */
const SOMEBODY = wordSet('someone somebody sombody');
const SOMEONE = new Set([...SOMEBODY, 'they']);
/** Words of a wish: "it would be nice if", "I hope", "I wish", "pray". */
const WISHES = wordSet('nice great lovely beter wish hope pray');

/** Who joins the speaker: "me and the boys", "my guys", "the comrades". */
const CREW = wordSet('boys guys okes comrades manne ouens cousins brothers bras crew gang squad');
const CREW_BEFORE = wordSet('the my our me');

/**
 * Whether the speakers stand at `i`, perhaps before "are", "'re", "all": "we", "we're all", "I'm", "ima", "me and the
 * boys".
 */
export function speakers(words: readonly string[], i: number): boolean {
  let j = i;
  while (j >= 0 && i - j < 3 && BEFORE_FUTURE.has(words[j]!)) j--;
  const w = words[j];
  if (w === undefined || NEGATORS.has(words[i + 1] ?? '')) return false;
  return THREATENERS.has(w) || (CREW.has(w) && CREW_BEFORE.has(words[j - 1] ?? ''));
}

/** Meeting a member: "if you see a X", "whoever finds an X", "when you catch any X". */
export const MEETS = wordSet('se ses saw find finds catch catches spot spots met meet meets');
const MEETING = wordSet('if when whenever whoever anyone anybody you u');
const MEMBER_DETERMINERS = wordSet('a an any one');
const HIM = wordSet('him her them it em');

/**
 * A call on whoever meets a member of the group: "if you see a X, beat him till he can't stand", "whoever sees a X
 * man tonight, stab him". The attack, an English verb, names the member as "him", "her" or "them" within ten words.
 */
export function meetingCall(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  if (!MEMBER_DETERMINERS.has(words[m.start - 1] ?? '') || !MEETS.has(words[m.start - 2] ?? '')) return undefined;
  if (!words.slice(Math.max(0, m.start - 5), m.start - 2).some((v) => MEETING.has(v))) return undefined;
  for (let j = m.end; j < Math.min(words.length - 1, m.end + 10); j++) {
    const w = words[j]!;
    if (NEGATORS.has(w)) return undefined;
    if (IMPERATIVES.has(w) && HIM.has(words[j + 1]!)) return attackAt(words, j);
  }
  return undefined;
}

/** Ways of saying a group's members will leave dead: "in a box", "in coffins", "in body bags", "carried out". */
const DEATH_PHRASES: readonly (readonly string[])[] = [
  ['in', 'a', 'box'],
  ['in', 'boxes'],
  ['in', 'a', 'cofin'],
  ['in', 'cofins'],
  ['in', 'bags'],
  ['in', 'body', 'bags'],
  ['in', 'bodybags'],
  ['in', 'a', 'body', 'bag'],
  ['in', 'a', 'bodybag'],
  ['in', 'pieces'],
  ['carried', 'out'],
  ['six', 'fet', 'under'],
  ['in', 'the', 'ground'],
].map((p) => p.map(squeeze));

/** Whether a phrase of death (DEATH_PHRASES) starts at `j`. */
export function deathAt(words: readonly string[], j: number): boolean {
  return DEATH_PHRASES.some((p) => startsWith(words, j, p));
}

/** Whether a negator stands within two words before word i. */
function negatedBefore(words: readonly string[], i: number): boolean {
  return words.slice(Math.max(0, i - 2), i).some((v) => NEGATORS.has(v));
}

/** What may stand before a group that is the subject of its sentence: "those X", "all the X", "bloody X". */
const SUBJECT_LEADS = wordSet('al any every each the those these our your dam bloody fucking stupid filthy');
/** Between a modal and its participle: "should all be", "must just be", "need to be". */
const MODAL_FILLERS = wordSet('al just realy simply to be');
/**
 * Persecution of a whole group as a call (decision 0972): "X should be locked up", "X must be silenced", "X should be
 * sterilised", "X should be put on boats". Read only where the group is the subject, so "anyone who attacks X should
 * be locked up" is not.
 */
const PERSECUTED = wordSet(
  'caged chained jailed imprisoned interned sterilised sterilized castrated neutered silenced muzled boiled drowned sunk disciplined floged lashed sjamboked tortured enslaved branded culed exterminated eradicated eliminated rounded bulldozed',
);
/** "X should have their temples flattened": a group's places or homes destroyed. */
const DESTROYED = wordSet('flatened destroyed bulldozed burnt burned torched bombed demolished razed smashed looted');
const THEIR_PLACES = wordSet(
  'temples mosques churches synagogues shuls homes houses shops spazas businesses schools shacks',
);
/** Where a group is put away: "locked up in asylums", "put on boats". */
const PUT_ON = wordSet('boats boat buses bus trains train trucks planes');

/** Persecution as the speakers' future ("X will be caged"), not a court's ("X will be jailed if ..."). */
const FUTURE_PERSECUTED = wordSet(
  'caged chained sterilised sterilized castrated boiled drowned sunk tortured enslaved exterminated culed floged lashed sjamboked',
);
/** Where a group is driven to its death: "driven into the sea". */
const DRIVEN = wordSet('driven chased pushed thrown');
/** Where the group is, between it and its modal: "X at this school will be ...", "X in Berea should be ...". */
const LOCATIVES: ReadonlySet<string> = new Set([...AT_PLACE, 'from']);
/** The future of the speakers' deed: "X will be", "X are going to be". */
const WILL = wordSet('wil gona');

/** Where "a lesson" starts after a group ending at `end`, right after it or after its place ("at the salon"), or -1. */
function lessonAfter(words: readonly string[], end: number): number {
  if (words[end] === 'a' && words[end + 1] === LESSON) return end;
  if (!LOCATIVES.has(words[end] ?? '')) return -1;
  for (let j = end + 2; j <= end + 5 && j < words.length; j++) {
    if (words[j] === 'a' && words[j + 1] === LESSON) return j;
  }
  return -1;
}

/** The call of a persecution said of the group `m` as its subject (decisions 0972, 0974, 0979), or undefined. */
export function persecuted(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  // ("You whites will be ...": the group addressed.)
  const lead = words.slice(0, m.start);
  if (!lead.every((w, i) => SUBJECT_LEADS.has(w) || (i === 0 && (w === 'you' || w === 'u')))) return undefined;
  let j = m.end;
  // "X at this school will be beaten": a place of at most four words between the group and its verb.
  let located = false;
  if (LOCATIVES.has(words[j] ?? '')) {
    const verb = words.slice(j + 1, j + 6).findIndex((v) => WILL.has(v) || MODALS.has(v));
    if (verb === -1) return undefined;
    j += verb + 1;
    located = true;
  }
  if (words[j] === 'al') j++;
  const modal = words[j];
  if (modal === undefined) return undefined;
  const future = WILL.has(modal) || (modal === 'going' && words[j + 1] === 'to');
  if (future) j += modal === 'going' ? 2 : 1;
  else if (MODALS_TO.has(modal) && words[j + 1] === 'to') j += 2;
  else if (MODALS.has(modal)) j++;
  else return undefined;
  // "X should have their temples flattened".
  if (!future && words[j] === 'have' && words[j + 1] === 'their' && THEIR_PLACES.has(words[j + 2] ?? '')) {
    return DESTROYED.has(words[j + 3] ?? '') ? 'violence' : undefined;
  }
  let sawBe = false;
  while (j < words.length && MODAL_FILLERS.has(words[j]!)) {
    if (words[j] === 'be') sawBe = true;
    j++;
  }
  const w = words[j];
  if (!sawBe || w === undefined) return undefined;
  const next = words[j + 1];
  // "the X shops must be looted and burnt": a group's property destroyed (decision 0979).
  if (m.property === true) return DESTROYED.has(w) ? 'violence' : undefined;
  // "X must be kept at home and beaten": the violence after "and".
  const and = words.indexOf('and', j + 1);
  if (!future && and !== -1 && and - j <= 4 && isViolent(words[and + 1] ?? '')) return 'violence';
  // "driven into the sea".
  if (DRIVEN.has(w) && (next === 'into' || next === 'in') && words.slice(j + 2, j + 4).includes('sea')) {
    return 'violence';
  }
  // The predicate reads the violent participles right after the group; after its place they are read here.
  if (located && isViolent(w)) return 'violence';
  if (future) return FUTURE_PERSECUTED.has(w) ? 'violence' : undefined;
  if (PERSECUTED.has(w)) return 'violence';
  if (w === LOCKED && (next === 'up' || next === 'away')) return 'violence';
  if (w === 'put' && words.slice(j + 1, j + 4).some((v) => PUT_ON.has(v))) return 'expulsion';
  if (w === 'left' && next === 'to' && (words[j + 2] === 'drown' || words[j + 2] === 'starve')) return 'violence';
  return undefined;
}
