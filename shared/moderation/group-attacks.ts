/**
 * Threats and calls against a group's members, read as grammar (decisions 0916, 0918): the speaker's own attack
 * ("I will beat any X", "ons gaan die X se huise afbrand", "we are taking out the X"), a wish or plan ("I would love to
 * see the X burn"), a threat to a group the message addresses ("X of Chatsworth, your temple burns next"), a call on
 * any member after a relative clause ("the next X who walks past gets stabbed"), and what a modal calls for
 * (callAfter: "X should (all) be killed / chased out / put in camps").
 * Decision 0923 adds a call before the group (calledAttack: "someone should poison the water in the X area", "Burn the
 * X"), ultimatums ("N days. After that we stop asking nicely"), curses, arming, whoever meets a member, and more idioms
 * of a threat to a group addressed ("enjoy your last Shabbat").
 */
import {
  ARE,
  BREAKS,
  CALL_VERBS,
  DEHUMANISING_PLACES,
  FILLERS,
  type GroupStatementKind,
  isExpelling,
  isHatred,
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
const CORRECTED = wordSet('corected corecting');

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
  'al be just simply get to each every one of them ever been have we almal net word a is good proper',
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
const BEFORE_FUTURE = wordSet('m am are re r al just');
/** Futures: "will", "'ll", "shall", "gonna", "finna". */
const FUTURE = wordSet('wil l shal gonna finna gon');
/** Adverbs between the future and the verb: "I will personally ...", "we gonna go ...". */
const BEFORE_VERB = wordSet('personaly definitely realy literaly just al go come');
/** Attacks beyond the violent classes (isViolent): "beat", "kick", "smash", "hurt". */
const ATTACKS = wordSet(
  'beat kick punch slap smash bash hack chop assault klap moer donner bliksem skop stone whip hurt harm torch bomb attack poison strangle sjambok lash',
);
/** Verbs that attack only with the word after them: "run over", "set fire", "throw acid", "blow up". */
const ATTACK_PHRASES = new Map<string, Set<string>>([
  [squeeze('run'), wordSet('over down')],
  [squeeze('drive'), wordSet('over')],
  [squeeze('set'), wordSet('fire alight')],
  [squeeze('throw'), wordSet('acid petrol stones bricks rocks')],
  [squeeze('blow'), wordSet('up')],
  [squeeze('take'), wordSet('out')],
]);
/** Words of a threat's object that is not the group: "I will beat you, every X ...". */
const OTHER_OBJECTS = wordSet('you u him her me it them yourself');
/** Words that start another clause between the verb and the group. */
const CLAUSE_STARTS = wordSet('who that which when if because but or so while unless');
/** Determiners of a group as the object of an attack: "any woman", "every Indian", "the Nigerian shops", "all gays". */
const OBJECT_DETERMINERS = wordSet('any every al the those these next each');

/**
 * The attack a verb at `j` names, or undefined: "kill", "beat", "run over", "set fire (to)", "chase (out)". `w` is the
 * verb as read there: its base form when the message inflects it ("burning", "torched").
 */
function attackAt(
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

/** Desires and plans before "to": "I want to", "I would love to", "can't wait to", "my plan is to". */
const DESIRES = wordSet('want wana love like wait plan goal aim mission intend dream hope wish');
/** Who desires: the speaker ("I", "we", "my plan", "our goal"). */
const DESIRERS = wordSet('i im we my our d l wuld would');
/** What a group is seen to suffer: "see X burn / dead / suffer". */
const SEEN_SUFFERING = wordSet('dead die burn burning suffer suffering bleed bleeding hang hanging gone wiped buried');

/**
 * The speaker's wish or plan for violence against a group: "I want to punch every X I see", "my plan is to murder
 * as many X as possible", "I would love to see those X burn", "can't wait to see the X dead". A negation before the
 * desire voids it ("I would never want to see X hurt"), as does a desire that is not the speaker's.
 */
export function wishedViolence(words: readonly string[], m: Mention): GroupStatementKind | undefined {
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

/** Verbs of longing for a day: "I pray for the day", "can't wait for the day", "I dream of the day". */
const LONGING = wordSet('pray praying wait waiting dream dreaming long longing live hope');

/** The day a group is dead, longed for: "I pray for the day every X in SA is dead". */
export function longedForDeath(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  const day = words.lastIndexOf('day', m.start - 1);
  if (day < 2 || m.start - day > 4) return undefined;
  const longing = words.slice(Math.max(0, day - 4), day).findIndex((w) => LONGING.has(w));
  if (longing === -1) return undefined;
  for (let k = Math.max(0, day - 7); k < day; k++) if (NEGATORS.has(words[k]!)) return undefined;
  const fate = words.slice(m.end, m.end + 5);
  return fate.some((w) => SEEN_SUFFERING.has(w) || w === 'extinct') && !fate.some((w) => NEGATORS.has(w))
    ? 'violence'
    : undefined;
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
    if (!THREATENERS.has(w) && !usMen) continue;
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

/** Words that may open an address before the group: "hey X", "all you X", "listen here, X". */
const ADDRESS_OPENERS = wordSet('hey hi yo oi ey listen here attention dear to al you the warning');
/** The second person of an address. */
const SECOND_PERSON = wordSet('you u yal yall julle');
const YOUR = wordSet('your ur');
/** "bleed" as the canonical words spell it (squeezed: "bled"). */
const BLEED = squeeze('bleed');
/** Times a threatened reader "will not see": "you will not see December". */
const LAST_TIMES = wordSet(
  `december christmas tomorow next another new morning sunrise daylight weekend friday saturday sunday monday tuesday
   wednesday thursday end`,
);
/** What the speakers threaten to bring: "we are bringing guns". */
const WEAPONS = wordSet(
  'guns gun pangas panga knives knife petrol tyres tires bullets machetes machete sjamboks weapons',
);
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
export function addressedThreat(words: readonly string[], m: Mention): GroupStatementKind | undefined {
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
  // "enjoy your last Shabbat", "wait till we find you alone", "we know where you sleep", "we'll come when you sleep".
  if (w === 'enjoy' && YOUR.has(next ?? '') && words[j + 2] === 'last') return 'violence';
  if (
    w === 'wait' &&
    TILL.has(next ?? '') &&
    words[j + 2] === 'we' &&
    FIND.has(words[j + 3] ?? '') &&
    SECOND_PERSON.has(words[j + 4] ?? '')
  ) {
    return 'violence';
  }
  if (
    w === 'we' &&
    next === 'know' &&
    words[j + 2] === 'where' &&
    SECOND_PERSON.has(words[j + 3] ?? '') &&
    SLEEP.has(words[j + 4] ?? '')
  ) {
    return 'violence';
  }
  if ((w === 'when' || w === 'while') && SECOND_PERSON.has(next ?? '') && ASLEEP.has(words[j + 2] ?? '')) {
    return 'violence';
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
  // "your walls won't save you (when we come)"; not "won't save you from these prices" (a saving).
  if (
    w === 'save' &&
    SECOND_PERSON.has(next ?? '') &&
    words[j + 2] !== 'from' &&
    words.slice(Math.max(0, j - 3), j).some((v) => NEGATORS.has(v))
  ) {
    return 'violence';
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
    if (v === 'die' || v === 'burn' || v === BLEED) return 'violence';
    if (v === 'be' && isViolent(words[k + 1] ?? '')) return 'violence';
    return undefined;
  }
  if (w === 'we') {
    const k = skipFuture(words, j + 1);
    const v = words[k];
    // ("we coming": the "are" dropped.)
    if ((k === j + 1 && v !== 'coming') || v === undefined || NEGATORS.has(v)) return undefined;
    // "we are coming", "we're coming for you": not "we are coming to the meeting".
    // "we coming with petrol", "we are coming with guns".
    if (
      (v === 'coming' || v === 'come') &&
      words[k + 1] === 'with' &&
      words.slice(k + 2, k + 5).some((x) => WEAPONS.has(x))
    ) {
      return 'violence';
    }
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
    // "we will visit you at night / tonight": a visit the address makes a threat.
    if (v === 'visit' && SECOND_PERSON.has(words[k + 1] ?? '')) {
      return words.slice(k + 2, k + 5).some((x) => VISIT_TIMES.has(x)) ? 'violence' : undefined;
    }
    // "we will kill you", "we will chase you out": an attack on the reader.
    const object = words[k + 1];
    const onReader = object !== undefined && (SECOND_PERSON.has(object) || object === 'al' || YOUR.has(object));
    return onReader ? attackAt(words, k) : undefined;
  }
  return undefined;
}

const TILL = wordSet('til till until');
/** Where the reader is found: "we know where you sleep / live". */
const SLEEP = wordSet('sleep slep live stay');
/** When the reader is defenceless: "when you sleep", "while you are asleep". */
const ASLEEP = wordSet('sleep slep asleep');
const FIND = wordSet('find catch get se meet');
/** When a threatening visit comes: "we will visit you at night", "tonight". */
const VISIT_TIMES = wordSet('night tonight soon late dark');

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
  const relative = rel === 'who' || rel === 'that' || rel === 'wat';
  // "any X who ...", "women who ...", and "any X walking here ...".
  const member = (ANY_MEMBER.has(det) || NOUN_GROUP.has(words[m.start]!)) && relative;
  // "any X walking here ...", "any X still on our street after sunset is getting stabbed".
  // ... and "every X in the block gets stabbed if ...".
  const anyWalking =
    (det === 'any' || det === 'every' || det === 'next') &&
    (rel.endsWith('ing') || rel === 'stil' || AT_PLACE.has(rel));
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
        if (isViolent(v) || ATTACKS.has(v) || v === 'bullet' || v === 'hiding') return 'violence';
      }
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
const STRICT_EXPULSION = wordSet('deport expel evict chase kick drive throw');

/**
 * A call before the group that no narrower reading names: a modal, a hortative or the speakers' future, then an
 * attack verb, then the group within its object ("someone should poison the water in the coloured area", "we need to
 * burn every last X", "time to drive the X out").
 */
export function calledAttack(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  for (let k = m.start - 1; k >= 0 && m.start - k <= 9; k--) {
    const w = words[k]!;
    if (NEGATORS.has(w) || CLAUSE_STARTS.has(w)) return undefined;
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
    const taught = w === 'teach' && words[m.end] === 'a' && words[m.end + 1] === LESSON;
    const lesson = taught && !TAUGHT_ON.has(words[m.end + 2] ?? '') ? 'violence' : undefined;
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
const PARTICLE_EXPULSION = wordSet('chase kick drive throw');
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
  const negated = (i: number): boolean => words.slice(Math.max(0, i - 2), i).some((v) => NEGATORS.has(v));
  if (MODALS.has(w)) return !negated(j);
  if (w === 'to') {
    const v = words[j - 1] ?? '';
    if (v === 'going') return speakers(words, j - 2);
    return (MODALS.has(v) || MODALS_TO.has(v) || v === 'time') && !negated(j - 1);
  }
  if (w === 'lets' || (w === 's' && words[j - 1] === 'let') || (w === 'us' && words[j - 1] === 'let')) return true;
  // "it would be nice if someone torched the X", "I hope somebody burns the X", "wish someone would kill the X".
  const someone = w === 'would' || w === 'wuld' || w === 'd' ? j - 1 : j;
  if (SOMEONE.has(words[someone] ?? '')) {
    return words.slice(Math.max(0, someone - 5), someone).some((v) => WISHES.has(v)) && !negated(someone);
  }
  return FUTURE.has(w) && speakers(words, j - 1);
}

/** Who a wish hopes will attack: "if someone would ...", "hope somebody ...". */
const SOMEBODY = wordSet('someone somebody sombody');
const SOMEONE = new Set([...SOMEBODY, 'they']);
/** Words of a wish: "it would be nice if", "I hope", "I wish", "pray". */
const WISHES = wordSet('nice great lovely beter wish hope pray');

/** Who joins the speaker: "me and the boys", "my guys", "the comrades". */
const CREW = wordSet('boys guys okes comrades manne ouens');
const CREW_BEFORE = wordSet('the my our me');

/**
 * Whether the speakers stand at `i`, perhaps before "are", "'re", "all": "we", "we're all", "I'm", "ima", "me and the
 * boys".
 */
function speakers(words: readonly string[], i: number): boolean {
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
  ['carried', 'out'],
  ['six', 'fet', 'under'],
].map((p) => p.map(squeeze));

/** Whether a phrase of death (DEATH_PHRASES) starts at `j`. */
function deathAt(words: readonly string[], j: number): boolean {
  return DEATH_PHRASES.some((p) => startsWith(words, j, p));
}

/** What turns a demand into an ultimatum: "or", "otherwise", "then", "after that". */
const ULTIMATUM_LINKS = wordSet('or otherwise then after else');
/** What the speakers will do after the deadline: "we start ...", "we stop asking nicely", "we close you". */
const AFTER_DEADLINE = wordSet('start stop close come visit');
/** Deadlines and notices: "30 days", "by Monday", "one more week", "your notice". */
const DEADLINES = wordSet(
  'days day week weeks hours month monday tuesday wednesday thursday friday saturday sunday notice warning tonight',
);

/**
 * An ultimatum to a group the message names: a deadline or a demand to leave, then "or", "then" or "after that", then
 * death ("or they go back in coffins", "leave or be carried out") or the speakers' next step ("30 days, after that we
 * stop asking nicely", "one more week then we start dropping you", "close and go, or we close you permanently").
 */
export function ultimatum(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  let demand = false;
  for (let j = 0; j < words.length; j++) {
    const w = words[j]!;
    if (DEADLINES.has(w) || LEAVE.has(w)) demand = true;
    if (!demand || !ULTIMATUM_LINKS.has(w) || j < m.start) continue;
    for (let k = j + 1; k < Math.min(words.length, j + 8); k++) {
      if (NEGATORS.has(words[k]!)) break;
      if (deathAt(words, k)) return 'violence';
      if (words[k] === 'we' && AFTER_DEADLINE.has(words[k + 1] ?? '')) {
        // "we close you permanently", "we start dropping you", "we stop asking nicely", "we start burning".
        const next = words.slice(k + 2, k + 6);
        const polite = words[k + 2] === 'asking' && words[k + 3] === 'nicely';
        if (polite || next.some((v) => SECOND_PERSON.has(v) || v === 'them' || isViolent(v))) return 'violence';
      }
    }
  }
  return undefined;
}

/** What a wish at "may" calls down: "die", "burn", "rot". */
const CALLED_DOWN = wordSet('die burn rot perish suffer drown');

/**
 * A curse on a group: "May every X in Mitchells Plain die in a fire", "God, may the X rot". The wish opens the message
 * (perhaps after an address to God), the group follows within three words, and its fate within six after it.
 */
export function cursedGroup(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  const may = words.indexOf('may');
  if (may === -1 || may > 2 || m.start <= may) return undefined;
  // "may God strike every X dead", "may the Lord destroy the X".
  const smitten = words.slice(may + 1, m.start);
  if (m.start - may <= 5 && smitten.some((v) => DEITIES.has(v)) && smitten.some((v) => SMITE.has(v))) {
    return words.slice(may + 1, m.start + 1).some((v) => NEGATORS.has(v)) ? undefined : 'violence';
  }
  if (m.start - may > 3) return undefined;
  for (let j = m.end; j < Math.min(words.length, m.end + 6); j++) {
    if (NEGATORS.has(words[j]!)) return undefined;
    if (CALLED_DOWN.has(words[j]!)) return 'violence';
  }
  return undefined;
}

/** What a wished fate would be: "it would be a blessing / nice / good if ...". */
const BLESSINGS = wordSet('blesing nice god great beter lovely gift pleasure dream');
/** A group's verb of being done to, after "if": "if every X was / were / got ...". */
const DONE_TO = wordSet('was were got');
/** Places between the group and its verb: "every X in Durban was ...". */
const PLACE_WORDS = wordSet('in at on from of near around');

/**
 * A fate wished on a group by a conditional or a time: "it would be a blessing if every X was sent back", "time for
 * X to be put back in the homelands". What the fate is, callAfter reads.
 */
export function wishedFate(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  const prev = words[m.start - 1];
  if (prev === 'for' && words[m.start - 2] === 'time' && words[m.end] === 'to' && words[m.end + 1] === 'be') {
    return callAfter(words, m.end + 2);
  }
  const ifAt = words.lastIndexOf('if', m.start - 1);
  if (ifAt < 3 || m.start - ifAt > 4) return undefined;
  const wished = words.slice(Math.max(0, ifAt - 5), ifAt);
  const would = wished.indexOf('would');
  if (would === -1 || wished[would + 1] !== 'be' || !wished.slice(would + 2).some((v) => BLESSINGS.has(v))) {
    return undefined;
  }
  if (wished.some((v) => NEGATORS.has(v))) return undefined;
  let j = m.end;
  // "every X in Durban was ...": up to three words of place between.
  if (PLACE_WORDS.has(words[j] ?? '')) j += words[j + 2] !== undefined && DONE_TO.has(words[j + 2]!) ? 2 : 3;
  return DONE_TO.has(words[j] ?? '') ? callAfter(words, j + 1) : undefined;
}

/** Years of massacres and pogroms against a group in South Africa: the 1949 Durban riots, the 2008 and 2015 attacks. */
const POGROM_YEARS = wordSet('1949 2008 2015');
const AGAIN = wordSet('again repeat');

/** A pogrom of the past called for again: "Indians of Phoenix, remember 1949? we can do it again", "2008 again". */
export function pogromAgain(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  const year = words.findIndex((v) => POGROM_YEARS.has(v));
  if (year === -1 || Math.abs(year - m.start) > 8) return undefined;
  if (!words.some((v) => AGAIN.has(v)) || words.some((v) => NEGATORS.has(v))) return undefined;
  return 'violence';
}

/** Who a curse calls on, and what it asks them to do: "may God strike / destroy the X". */
const DEITIES = wordSet('god lord jesus allah heaven heavens unkulunkulu modimo');
const SMITE = wordSet('strike smite destroy kill punish wipe burn curse');

/** Disasters wished on a group: "hope the next flood takes all the X", "pray for a plane crash with all the X on it". */
const DISASTERS = wordSet('flood floods fire fires plague earthquake tsunami crash disease virus storm drought famine');
const DISASTER_TAKES = wordSet('takes take taking kils kil wipes wipe sweeps sweep swallows swallow');
const WISHING = wordSet('pray praying hope hoping wish send');

/**
 * A disaster wished on a group: a wish (pray, hope, wish, "God send"), a disaster, and the group taken by it ("the
 * next flood takes all the X", "a flood that takes every X") or aboard it ("a plane crash with all the X on it").
 */
export function disasterWished(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  const from = Math.max(0, m.start - 7);
  const disaster = words.slice(from, m.start).findIndex((v) => DISASTERS.has(v));
  if (disaster === -1) return undefined;
  const d = from + disaster;
  if (!words.slice(Math.max(0, d - 5), d).some((v) => WISHING.has(v))) return undefined;
  if (words.slice(0, m.start).some((v) => NEGATORS.has(v))) return undefined;
  const between = words.slice(d + 1, m.start);
  if (between.some((v) => DISASTER_TAKES.has(v))) return 'violence';
  const aboard = between.includes('with') && (words[m.end] === 'on' || words[m.end] === 'in');
  return aboard && words.slice(m.end + 1, m.end + 3).some((v) => v === 'it' || v === 'board') ? 'violence' : undefined;
}

/** Arms the speakers ready for a group: "we are loading guns for the X", "sharpening pangas for the X". */
const ARMING = wordSet('loading load sharpening sharpen getting get buying buy bringing bring');

/** The speakers arming for a group: "we are loading guns for the coloureds in Eldorado Park". */
export function armingFor(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  let k = m.start - 1;
  while (k >= 0 && FILLERS.has(words[k]!) && words[k] !== 'for') k--;
  if (words[k] !== 'for') return undefined;
  const weapon = k - 1;
  if (!WEAPONS.has(words[weapon] ?? '')) return undefined;
  const verb = ARMING.has(words[weapon - 1] ?? '') ? weapon - 1 : ARMING.has(words[weapon - 2] ?? '') ? weapon - 2 : -1;
  return verb > 0 && speakers(words, verb - 1) ? 'violence' : undefined;
}

/** Who would not grieve: "nobody would cry if the X were burned alive", "no one will miss the X". */
const MOURN = wordSet('cry miss mourn care');

/**
 * Death wished on a group by saying no one would grieve it: "Nobody would cry if the X in our area were burned alive",
 * "no one will miss the X when they're gone".
 */
export function unmournedGroup(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  for (let k = Math.max(0, m.start - 6); k < m.start; k++) {
    const nobody = words[k] === 'nobody' || words[k] === 'noone' || (words[k] === 'no' && words[k + 1] === 'one');
    if (!nobody) continue;
    const lead = words.slice(k + 1, m.start);
    if (!lead.some((w) => MOURN.has(w))) return undefined;
    // "will miss the X": the group is what is missed; "would cry if the X were burned": the fate after the group.
    const after = words.slice(m.end, m.end + 6);
    if (lead.includes('if')) {
      return after.some((w) => isViolent(w) || SEEN_SUFFERING.has(w)) ? 'violence' : undefined;
    }
    return after.some((w) => w === 'gone' || w === 'dead') ? 'violence' : undefined;
  }
  return undefined;
}

/** Records the speakers keep of a group: "we have the names and addresses of all the X". */
export function listedGroup(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  // "We know which houses the X rent. Tonight is the night", "we have the names of every X ... last warning".
  if (menacing(words) && words.some((w, i) => w === 'we' && KNOW_HAVE.has(words[i + 1] ?? ''))) {
    if (words.slice(0, m.start).some((w) => MARKED.has(w))) return 'violence';
  }
  let of = m.start - 1;
  while (of >= 0 && FILLERS.has(words[of]!) && words[of] !== 'of') of--;
  if (words[of] !== 'of') return undefined;
  const before = words.slice(Math.max(0, of - 7), of);
  const we = before.indexOf('we');
  const have = we !== -1 && (HAVE.has(before[we + 1] ?? '') || HAVE.has(before[we + 2] ?? ''));
  return have && before.some((w) => RECORDS.has(w)) ? 'violence' : undefined;
}

const HAVE = wordSet('have got');
const KNOW_HAVE = wordSet('know have got');
/** What the speakers know of a group's members before a menace: names, houses, rooms, where they live. */
const MARKED = wordSet('names houses house rooms room adreses addresses where which');
/** Menaces that close such a message: "tonight is the night", "last warning", "you have been warned". */
const MENACES: readonly (readonly string[])[] = [
  ['tonight', 'is', 'the', 'night'],
  ['last', 'warning'],
  ['final', 'warning'],
  ['you', 'have', 'been', 'warned'],
  ['be', 'ready'],
].map((p) => p.map(squeeze));

function menacing(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) if (MENACES.some((p) => startsWith(words, i, p))) return true;
  return false;
}
/** Records of where a group's members are: "addresses", "room numbers", "number plates". */
const RECORDS = wordSet('addresses adreses rooms plates');
