/**
 * Violence wished, prayed for, longed for or prepared against a group (decisions 0918, 0923, 0928): the speaker's
 * wish or plan ("I would love to see the X burn"), the day longed for ("I pray for the day every X is dead"), curses
 * ("may God strike every X dead"), disasters wished ("hope the next flood takes all the X"), a fate wished or ruled
 * ("it would be a blessing if every X was sent back"), a pogrom called for again, arming for a group, nobody to mourn
 * it, and lists kept of its members. Split from group-attacks.ts by shape (decision 0928), mechanism only.
 */
import { attackAt, callAfter, speakers, WEAPONS } from './group-attacks';
import { FILLERS, type GroupStatementKind, isViolent, type Mention, NEGATORS, startsWith } from './group-words';
import { squeeze, wordSet } from './normalise';

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

/**
 * Massacres and pogroms against a group: the 1949 Durban riots, the 2008 and 2015 attacks on foreigners, Marikana,
 * Kristallnacht, the Holocaust, Hitler, Rwanda (decision 0975 added the names).
 */
const POGROMS = wordSet('1949 2008 2015 kristallnacht holocaust marikana rwanda hitler auschwitz pogrom');
/** What calls a pogrom again, anywhere in the message: "2008 again", "finish what they started in 2008". */
const AGAIN = wordSet('again repeat properly');
/** ... or right before it: "a proper 2008 send-off", "a new Kristallnacht". */
const AGAIN_BEFORE = wordSet('proper new another');
/** What follows "finish" in a call to finish a pogrom: "finish what they started", "finish the job", "finish it". */
const FINISHED = wordSet('what the it them');

/** Whether the pogrom at `p` is called for again (decision 0975). */
function calledAgain(words: readonly string[], p: number): boolean {
  if (AGAIN_BEFORE.has(words[p - 1] ?? '')) return true;
  // "a Marikana of their own".
  if (words[p + 1] === 'of' && words[p + 3] === 'own') return true;
  return words.some(
    (v, i) =>
      AGAIN.has(v) ||
      ((v === 'finish' || v === 'finished') && FINISHED.has(words[i + 1] ?? '')) ||
      (v === 'right' && words[i + 1] === 'idea'),
  );
}

/**
 * A pogrom of the past called for again: "Indians of Phoenix, remember 1949? we can do it again", "2008 again", "a
 * proper 2008 send-off for the X", "a new Kristallnacht for the X", "Hitler had the right idea with the X"; and revenge
 * in kind, "do to the X what they did to us", "did to the X what was done in 2008" (decision 0975). "Never again" is
 * no call.
 */
export function pogromAgain(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  if (words.some((v) => NEGATORS.has(v))) return undefined;
  const pogrom = words.findIndex((v) => POGROMS.has(v));
  const to = words[m.start - 1] === 'the' ? m.start - 2 : m.start - 1;
  if (words[to] === 'to' && DO.has(words[to - 1] ?? '') && words[m.end] === 'what') {
    const what = words.slice(m.end + 1, m.end + 7);
    const toUs = what.some((v, i) => v === 'to' && US.has(what[i + 1] ?? ''));
    if (toUs || (pogrom > m.end && pogrom - m.end <= 7)) return 'violence';
  }
  if (pogrom === -1 || Math.abs(pogrom - m.start) > 8) return undefined;
  return calledAgain(words, pogrom) ? 'violence' : undefined;
}

const US = wordSet('us me our');
const DO = wordSet('do did');

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

/** The words MENACES start with: a phrase can start only at one of them. */
const MENACE_FIRST = new Set(MENACES.map((p) => p[0]!));

function menacing(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    if (!MENACE_FIRST.has(words[i]!)) continue;
    for (const p of MENACES) if (startsWith(words, i, p)) return true;
  }
  return false;
}
/** Records of where a group's members are: "addresses", "room numbers", "number plates". */
const RECORDS = wordSet('addresses adreses rooms plates');
