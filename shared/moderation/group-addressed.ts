/**
 * Threats to a group the message addresses, and ultimatums (decisions 0917, 0923): "Hindus of Chatsworth, your temple
 * burns next", "whites on the farms, your time is up", "enjoy your last Shabbat", "we know where you sleep"; a deadline
 * or a demand to leave with death or the speakers' next step after it ("30 days. After that we stop asking nicely",
 * "leave or be carried out"). Split from group-attacks.ts by shape (decision 0928), mechanism only.
 */
import { attackAt, BEFORE_FUTURE, BEFORE_VERB, deathAt, FUTURE, WEAPONS } from './group-attacks';
import {
  ARE,
  BREAKS,
  type GroupStatementKind,
  isHatred,
  isViolent,
  LEAVE,
  type Mention,
  NEGATORS,
} from './group-words';
import { squeeze, wordSet } from './normalise';

/** Words that may open an address before the group: "hey X", "all you X", "listen here, X". */
const ADDRESS_OPENERS = wordSet('hey hi yo oi ey listen here attention dear to al you the warning');
/** The second person of an address. */
const SECOND_PERSON = wordSet('you u yal yall julle');
const YOUR = wordSet('your ur');
/** "bleed" as the canonical words spell it (squeezed: "bled"). */
const BLEED = squeeze('bleed');
/** Times a threatened reader "will not see": "you will not see December". */
export const LAST_TIMES = wordSet(
  `december christmas easter diwali eid tomorow next another new morning sunrise daylight weekend friday saturday sunday monday tuesday
   wednesday thursday end`,
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
    // "your mosque won't see another Eid".
    const see = words.indexOf('se', j + 2);
    if (see !== -1 && see <= j + 5 && LAST_TIMES.has(words[see + 1] ?? '') && NEGATORS.has(words[see - 1] ?? '')) {
      return 'violence';
    }
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
    // "first we take your land, then we take your lives": a plan in the present.
    if (v === 'take' && YOUR.has(words[k + 1] ?? '') && LIVES.has(words[k + 2] ?? '')) return 'violence';
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
    // "we'll visit with bats", "we come with sticks".
    if ((v === 'visit' || v === 'come' || v === 'coming') && words[k + 1] === 'with') {
      if (words.slice(k + 2, k + 5).some((x) => WEAPONS.has(x))) return 'violence';
    }
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
/** What the speakers will take: "your lives", "your life". */
const LIVES = wordSet('lives life');
/** Where the reader is found: "we know where you sleep / live". */
const SLEEP = wordSet('sleep slep live stay');
/** When the reader is defenceless: "when you sleep", "while you are asleep". */
const ASLEEP = wordSet('sleep slep asleep');
const FIND = wordSet('find catch get se meet');
/** When a threatening visit comes: "we will visit you at night", "tonight". */
const VISIT_TIMES = wordSet('night tonight soon late dark');

/** What turns a demand into an ultimatum: "or", "otherwise", "then", "after that". */
const ULTIMATUM_LINKS = wordSet('or otherwise then after else');
/** What the speakers will do after the deadline: "we start ...", "we stop asking nicely", "we close you". */
const AFTER_DEADLINE = wordSet('start stop close come visit');
/** Deadlines and notices: "30 days", "by Monday", "one more week", "your notice". */
const DEADLINES = wordSet(
  'days day week weeks hours month monday tuesday wednesday thursday friday saturday sunday notice warning tonight',
);

/** What makes a demand: a deadline or notice (DEADLINES), a demand to leave (LEAVE), or "either" ("either ... or"). */
const DEMANDS = new Set([...DEADLINES, ...LEAVE, 'either']);

/**
 * An ultimatum to a group the message names: a deadline or a demand to leave, then "or", "then" or "after that", then
 * death ("or they go back in coffins", "leave or be carried out") or the speakers' next step ("30 days, after that we
 * stop asking nicely", "one more week then we start dropping you", "close and go, or we close you permanently").
 */
export function ultimatum(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  let demand = false;
  for (let j = 0; j < words.length; j++) {
    const w = words[j]!;
    // ... or "either ... or": "either you're on the bus or you're in the ground".
    // (Once found, a demand stays found: the sets are not asked again.)
    if (!demand && DEMANDS.has(w)) demand = true;
    if (!demand || j < m.start || !ULTIMATUM_LINKS.has(w)) continue;
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
