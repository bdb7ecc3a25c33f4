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
import { addressedThreat, LAST_TIMES, ultimatum } from './group-addressed';
import {
  afrikaansAttack,
  callAfter,
  calledAttack,
  carriedOut,
  deathAt,
  MEETS,
  meetingCall,
  memberCall,
  onSight,
  outOfARoom,
  persecuted,
  speakerAttack,
  THREATENERS,
} from './group-attacks';
import { impliedDerogation } from './group-implied';
import { menacesGroup } from './group-menace';
import { bantuGroupStatement, namesBantuGroup } from './group-statement-bantu';
import { namesALanguage, oneEditApart, southAfricans } from './group-terms';
import {
  armingFor,
  cursedGroup,
  disasterWished,
  listedGroup,
  longedForDeath,
  pogromAgain,
  unmournedGroup,
  wishedFate,
  wishedViolence,
} from './group-wishes';
import {
  ADJECTIVE_GROUP,
  ARE,
  BREAKS,
  byFirstLetter,
  CALL_VERBS,
  DEHUMANISING_PLACES,
  DEROGATION,
  DETERMINERS,
  EXPULSION,
  FIGURATIVE,
  FILLERS,
  FOLLOWS_NOUN,
  FOUND,
  type GroupStatement,
  type GroupStatementKind,
  HATE_AFTER,
  HATE_PHRASES,
  HATRED,
  INSULT_NOUNS,
  IS,
  isDerogatory,
  isHatred,
  isPersons,
  isViolent,
  LINKS,
  type Mention,
  MODALS,
  MODALS_TO,
  NEGATORS,
  NOUN_ADJECTIVES,
  NOUN_GROUP,
  PARTICLE_VERBS,
  PERSONS,
  POSITIVES,
  PROPERTY,
  REPORTED,
  SAYS,
  SPEAKER,
  startsWith,
  THEM,
  VIOLENCE,
} from './group-words';
import { memo } from './memo';
import { squeeze, WordTable, wordSet } from './normalise';
import { admitsBeing, asStyle } from './self-reference';
import { homelandGroup, sentHome } from './sent-home';
import { swappedNeighbours, wordClasses } from './threat-lexicon';

export type { GroupStatement, GroupStatementKind } from './group-words';

/** Splits words run together around a group: "ihate" → "i hate", "killallimmigrants" → "kill all immigrants". */
const GLUE_PARTS = wordSet(
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

/** A word that can make a statement hostile; without one, a group's misspelt name is not looked for. Kept per word. */
function isTrigger(w: string): boolean {
  return memo(TRIGGERS, 20_000, w, isTriggerOf);
}
const TRIGGERS = new Map<string, boolean>();

function isTriggerOf(w: string): boolean {
  if (HATRED.has(w) || DEROGATION.has(w) || VIOLENCE.has(w) || CALL_VERBS.has(w)) return true;
  return wordClasses(w).some((c) => c === 'derogation' || c === 'hatred' || c === 'harm' || c === 'expel');
}

const LONG_NOUNS = byFirstLetter(NOUN_GROUP);

function mentions(words: readonly string[]): Mention[] {
  const out = exactMentions(words);
  // (A house of worship or a group's shop names no people: the evasions are still looked for.)
  if (out.some((m) => m.property !== true) || !words.some(isTrigger)) return out;
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
  if (w.length < 5 || ADJECTIVE_GROUP.has(w) || PERSONS.has(w) || namesALanguage(w)) return null;
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

/** Houses of worship and the group whose they are. */
const WORSHIP = new Map<string, string>([
  ['mosque', 'Muslims'],
  ['mosques', 'Muslims'],
  [squeeze('synagogue'), 'Jews'],
  [squeeze('synagogues'), 'Jews'],
  ['shul', 'Jews'],
  ['church', 'Christians'],
  ['churches', 'Christians'],
  ['temple', 'Hindus'],
  ['temples', 'Hindus'],
]);

/** One member of a group by what they do or are: "the next Jewish landlord", "any gay boy" (decision 0982). */
const MEMBER_NOUNS = wordSet(
  'boy girl landlord landlords beggar teacher student learner pupil driver worker trader neighbour neighbor doctor nurse tenant owner shopkeeper vendor hawker cashier',
);
/** Determiners that make one member any member: "the next X landlord", "any X boy", "every X teacher". */
const ANY_OF = wordSet('next any every each no');

/** What follows a house of worship named as the building: the end, a preposition, a time, a new clause. */
const AFTER_WORSHIP = wordSet(
  'on in at with and or by the down up now too first tonight tomorow today next this when after before while so then til until you we they your their everyone al if',
);

/** Every word exactMentions reads further: a group noun, a house of worship or a group adjective. */
const MENTION_WORDS = new Set([...NOUN_GROUP.keys(), ...WORSHIP.keys(), ...ADJECTIVE_GROUP.keys()]);

/**
 * The first group the words name as written (a group noun, a group adjective read as a group, a house of worship or a
 * group's shop; no spelling evasion) by a word not in `except`, or undefined: the gate of the group threat model
 * (decision 0983).
 */
export function groupNamedExactly(words: readonly string[], except: ReadonlySet<string>): string | undefined {
  return exactMentions(words).find((m) => !except.has(words[m.start]!))?.name;
}

function exactMentions(words: readonly string[]): Mention[] {
  const out: Mention[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // "Ma-Nigeria", "ma-Zimbabwe": a country's people, the isiZulu plural prefix written apart (decision 1908).
    if (w === 'ma' && i + 1 < words.length) {
      const people = homelandGroup(words[i + 1]!);
      if (people !== undefined) {
        out.push({ start: i, end: i + 2, name: people });
        continue;
      }
    }
    // A word that is none of the three gives no mention (one look-up instead of three).
    if (!MENTION_WORDS.has(w)) continue;
    const noun = southAfricans(words, i) ? undefined : NOUN_GROUP.get(w);
    if (noun !== undefined) {
      // "the All Blacks" is a rugby team.
      if (w === 'blacks' && words[i - 1] === 'al' && words[i - 2] === 'the') continue;
      // "women drivers", but not "women, children": a plural noun before children is a list.
      const end = i + 1 < words.length && PERSONS.has(words[i + 1]!) && !LISTED_WITH.has(words[i + 1]!) ? i + 2 : i + 1;
      out.push({ start: i, end, name: noun });
      continue;
    }
    // "burn down every mosque", "blow up the synagogue": a group's house of worship, read only for calls against it.
    const worship = WORSHIP.get(w);
    // ... the building itself, not a part or a use of it ("the church roof", "the temple party", "the mosque's tank").
    if (worship !== undefined && (i + 1 === words.length || AFTER_WORSHIP.has(words[i + 1]!))) {
      out.push({ start: i, end: i + 1, name: worship, property: true });
      continue;
    }
    const adjective = ADJECTIVE_GROUP.get(w);
    if (adjective === undefined) continue;
    // "gay men", "Somali shop owners": the adjective and a noun of people.
    let end = i + 1;
    if (words[end] === 'shop' || words[end] === 'spaza' || words[end] === 'taxi') end++;
    // "white South Africans are thieves": the adjective's group, read by the grammar (decision 1907).
    if (words[end] === 'south' && words[end + 1] === 'africans') {
      out.push({ start: i, end: end + 2, name: adjective });
      continue;
    }
    // ... or "the next Jewish landlord", "any gay boy": one member, only after a word that makes it any member
    // (decision 0982; "the Tswana teacher is off sick" is about one person).
    const member = MEMBER_NOUNS.has(words[end] ?? '') && ANY_OF.has(words[i - 1] ?? '');
    if (end < words.length && (isPersons(words[end]!) || member)) {
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
      (before === GOOD && (words[i - 2] === 'only' || (words[i - 2] === 'a' && i === 2))) ||
      // "no such thing as a clean Malawian", "a single honest Indian".
      (NOUN_ADJECTIVES.has(w) && TRAITS.has(before ?? '') && DETERMINERS.has(words[i - 2] ?? '')) ||
      (NOUN_ADJECTIVES.has(w) &&
        DETERMINERS.has(before ?? '') &&
        (next === undefined ||
          FOLLOWS_NOUN.has(next) ||
          LINKS.has(next) ||
          MODALS.has(next) ||
          MODALS_TO.has(next) ||
          // "any lesbian sitting in our bar ...".
          ((before === 'any' || before === 'every' || before === 'next') &&
            (next.endsWith('ing') || FOUND.has(next))) ||
          // "never trust an Indian with ...", "don't hire a Nigerian".
          REGARD.has(words[i - 2] ?? '') ||
          // "the sight of a Somali makes me sick".
          HATE_AFTER.some((p) => startsWith(words, i + 1, p)) ||
          // "if you see a Mozambican, beat him".
          MEETS.has(words[i - 2] ?? '')));
    if (asNoun) out.push({ start: i, end: i + 1, name: adjective });
  }
  return out;
}

/** People listed after a group's plural noun rather than described by it: "killing women, children". */
const LISTED_WITH = wordSet('children kids babies');

/** Whether a negation or reported speech stands just before the group ("no X", "who say X", "I don't hate X"). */
function framedBefore(words: readonly string[], start: number): boolean {
  for (let j = Math.max(0, start - 5); j < start; j++) {
    // "don't you think X are ...": a leading question, the speaker's view.
    const leading =
      (words[j - 1] === 'u' || words[j - 1] === 'you') &&
      (words[j - 2] === 'dont' || (words[j - 2] === 't' && words[j - 3] === 'don'));
    // ("se" is Afrikaans "sê", and "see" squeezed: "to see" is not speech.)
    // "if you see a X" is seeing.
    const seeing =
      (words[j] === 'se' && (words[j - 1] === 'to' || words[j + 1] === 'a' || words[j + 1] === 'an')) ||
      (words[j - 1] === 'else' && words[j - 2] === 'who');
    // "it's not racist to say X are ...": the speaker's own claim, defended in advance.
    const defended = words[j - 1] === 'to' && CHARGES.has(words[j - 2] ?? '') && words[j - 3] === 'not';
    if (defended) continue;
    // "Tell your Indian friends the rank is not safe", "Tell the X we are coming": the speaker's own message, sent on
    // (not "tell me / us").
    if (j === 0 && words[0] === 'tel' && words[1] !== 'me' && words[1] !== 'us') continue;
    if (SAYS.has(words[j]!) && !spokenBySpeaker(words, j) && !leading && !seeing) return true;
  }
  const before = words[start - 1];
  // "no X deserves", "makes X look", "made X out to be": not a statement about the group, or not the speaker's.
  return before === 'no' || before === 'not' || before === 'nobody' || before === 'makes' || before === 'made';
}

/** Words between the speaker and the verb of saying: "I (really / sincerely / have always) believe". */
const SPEAKER_ADVERBS = wordSet('always really just still also truly do did ve have d ll wil would');

/** Whether the verb of saying at `j` is the speaker's own: "I think", "I sincerely believe", "I've always said". */
function spokenBySpeaker(words: readonly string[], j: number): boolean {
  let k = j - 1;
  while (k >= 0 && j - k <= 2 && (SPEAKER_ADVERBS.has(words[k]!) || words[k]!.endsWith('ly'))) k--;
  return k >= 0 && SPEAKER.has(words[k]!);
}

/** Charges a speaker denies before making a claim: "it's not racist to say ...". */
const CHARGES = wordSet('racist sexist homophobic xenophobic bigoted hateful wrong');

const HAVE = wordSet('have has had');
const HAVE_NEXT = wordSet('ever been any');
/** "your statement they are ...": what follows is someone's claim. */
const STATEMENTS = wordSet('statement claim comment idea view belief');

/** Prepositions that start a place between a group and its verb ("X at the robot should ..."). */
const PLACES_BETWEEN = wordSet('at in on from near around of across with');

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
    // "X won't live long enough to unpack", "X won't live to see Christmas".
    if (w === 'live' && negated && (words[j + 1] === 'long' || words[j + 1] === 'to')) return 'violence';
    if (NEGATORS.has(w)) {
      negated = true;
      // "X arent trustworthy", "X dont belong": a cut negation written without its apostrophe links like "aren t".
      if (NEGATED_LINKS.has(w)) linked = true;
      continue;
    }
    // "hort" is Afrikaans "hoort" (belongs), squeezed.
    // "X don't belong in this country / here": the group refused its place among us.
    if (negated && (w === 'belong' || w === 'belongs') && belongingHere(words, j + 1)) return 'derogation';
    // "X shouldn't have any rights", "X have no right to our clinics".
    if (negated && (w === 'rights' || (w === 'right' && words[j + 1] === 'to')) && rightDenied(words, j)) {
      return 'derogation';
    }
    // "X bring bad luck".
    if ((w === 'bring' || w === 'brings') && words[j + 1] === 'bad' && words[j + 2] === 'luck') {
      return negated ? undefined : 'derogation';
    }
    if (w === 'belong' || w === 'belongs' || w === 'hort') {
      for (let k = j + 1; k < Math.min(words.length, j + 4); k++) {
        if (DEHUMANISING_PLACES.has(words[k]!)) return negated ? undefined : 'dehumanisation';
        // "X belong in the ground / a grave": dead.
        if (GRAVES.has(words[k]!)) return negated ? undefined : 'violence';
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
    // "X will be going home in boxes", "X will leave in bags": a member's way out dead.
    if ((w === 'wil' || w === 'gona') && [1, 2, 3, 4].some((n) => deathAt(words, j + n))) {
      return negated ? undefined : 'violence';
    }
    // "X will be taught a lesson", "X will be fed to the crocodiles".
    if (w === 'wil' && words[j + 1] === 'be' && callAfter(words, j + 2) === 'violence') {
      return negated ? undefined : 'violence';
    }
    if (
      w === 'wil' &&
      (words[j + 1] === 'be' || words[j + 1] === 'get') &&
      (isViolent(words[j + 2] ?? '') || carriedOut(words, j + 2))
    ) {
      return negated ? undefined : 'violence';
    }
    // "every last X here will pay", "X will pay dearly / with their lives".
    if ((w === 'wil' || MODALS.has(w)) && words[j + 1] === 'pay' && PAYS.has(words[j + 2] ?? '')) {
      return negated ? undefined : 'violence';
    }
    // "if I were president every X would be shot": the speaker's own rule, its "would" a call.
    if (w === 'would' && speakerRules(words)) {
      const call = callAfter(words, j + 1);
      if (call !== undefined) return negated ? undefined : call;
    }
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
    // "X are the people I hate most", "X are who I hate": the speaker's hatred in a relative clause on the predicate.
    const hater = isPersons(w) ? j + 1 : j;
    if (linked && SPEAKER.has(words[hater] ?? '') && isHatred(words[hater + 1] ?? '')) {
      return negated ? undefined : 'hatred';
    }
    if (BREAKS.has(w) && w !== 'and' && w !== 'so' && !(w === 'but' && words[j - 1] === 'nothing')) return undefined;
    // "X can't lead", "X cannot govern": the group denied the ability to lead.
    if (negated && linked && LEADING.has(w) && j <= from + 3) return 'derogation';
    if (POSITIVES.has(w)) return negated || words[j + 1] === 'nothing' ? 'derogation' : undefined;
    if (isDerogatory(w)) return negated ? undefined : 'derogation';
  }
  return undefined;
}

/** What none of a group is to do or be: "be left", "live to see", "survive"; with where, "left in this ward". */
const SURVIVE = wordSet('survive survives lives live');
/** Ways out that "alive" ends: "no X gets / walks / makes it out alive" (not "was found alive"). */
const OUT_ALIVE = wordSet('gets get walks walk makes make leaves leave');
const LEFT_HOW = wordSet('standing alive breathing');

/** After "no X" (places between skipped): "will / would be left (standing / in ...)", "lives to see", "survives". */
function noneSurvive(words: readonly string[], from: number): GroupStatementKind | undefined {
  let j = from;
  while (j < from + 5 && j < words.length && !SURVIVE.has(words[j]!) && words[j] !== 'wil' && words[j] !== 'would') {
    // "no X gets out of this hostel alive".
    if (OUT_ALIVE.has(words[j]!) && words.slice(j + 1, j + 8).includes('alive')) return 'violence';
    // "no X in this township sees December".
    if (words[j] === 'ses' && LAST_TIMES.has(words[j + 1] ?? '') && words[j + 2] !== 'without') return 'violence';
    j++;
  }
  const w = words[j];
  if (w === undefined) return undefined;
  if (SURVIVE.has(w)) return w === 'survive' || w === 'survives' || words[j + 1] === 'to' ? 'violence' : undefined;
  // "no X will see Christmas"; not "... without a gift".
  if (words[j + 1] === 'se' && LAST_TIMES.has(words[j + 2] ?? '') && words[j + 3] !== 'without') return 'violence';
  if (words[j + 1] !== 'be' || words[j + 2] !== 'left') return undefined;
  const how = words[j + 3];
  if (how !== undefined && LEFT_HOW.has(how)) return 'violence';
  return how === 'in' || how === 'here' || how === undefined ? 'expulsion' : undefined;
}

/** Who the speaker would rule as: "if I were president / king / in charge / the government". */
const RULERS = wordSet('president king queen mayor minister charge government dictator');

/** Whether the message sets the speaker up as ruler: "if I was president", "if I were in charge", "if it was up to me". */
function speakerRules(words: readonly string[]): boolean {
  for (let i = 0; i + 3 < words.length; i++) {
    if (words[i] !== 'if') continue;
    const who = words[i + 1];
    const be = words[i + 2] ?? '';
    if (who === 'i' && (be === 'was' || be === 'were' || be === 'became' || be === 'am')) {
      if (words.slice(i + 3, i + 5).some((v) => RULERS.has(v))) return true;
    }
    if (who === 'it' && (be === 'was' || be === 'were') && words[i + 3] === 'up' && words[i + 5] === 'me') return true;
  }
  return false;
}

/** Leading, which a group is said unable to do: "X can't lead / govern / rule" (not "manage": "can't manage the stairs"). */
const LEADING = wordSet('lead govern rule');
/** Negated links written whole: "arent", "isnt", "dont", "cant" (with the apostrophe they are "aren t" and so on). */
const NEGATED_LINKS = wordSet('arent isnt wasnt werent dont doesnt cant cannot');
const ALLOWED = squeeze('allowed');
/** Rights a group is said not to deserve: "the vote", "rights", "jobs", "to live", "to vote". */
const RIGHTS = wordSet('vote rights jobs respect freedom citizenship');
const RIGHTS_TO = wordSet('live vote exist work stay');

function deniedRight(words: readonly string[], from: number): boolean {
  const w = words[from] === 'the' || words[from] === 'any' ? words[from + 1] : words[from];
  if (w === 'to') return RIGHTS_TO.has(words[from + 1] ?? '');
  return RIGHTS.has(w ?? '');
}
const LIKE_WHOM = wordSet('you u her him them that this');
/** What follows "will pay" in a threat: the end, "dearly", "with (their lives)". */
/** Where the dead belong: "X belong in the ground", "in one bonfire". */
const GRAVES = wordSet('ground grave graves coffin coffins cemetery morgue bonfire');
const PAYS = new Set(['', squeeze('dearly'), 'with', 'in']);
const BETTER = squeeze('better');
/** Modals whose negation just before "be" denies: "should not", "shouldn't", "must not", "mustn't", "cannot". */
const DENYING_MODALS = wordSet('should shouldn must mustn can cannot cant shouldnt mustnt moet mag');

/** Whether the words just before "be" at `be` are a negated modal ("should not", "shouldn t", "mustn't", "cannot"). */
function deniedByModal(words: readonly string[], be: number): boolean {
  const a = words[be - 1] ?? '';
  const b = words[be - 2] ?? '';
  if (a === 'cannot' || a === 'cant' || a === 'shouldnt' || a === 'mustnt') return true;
  return NEGATORS.has(a) && DENYING_MODALS.has(b);
}

/** "X only good for", "X live like", "X smell", "X cheat": squeezed as the words are. */
const GOOD = squeeze('good');
const LIVE_LIKE = wordSet('live lives breed multiply multiplies');
/** Where a group is said not to belong: "here", "in this country / SA / a Christian country". */
const HOMES_HERE = wordSet('country sa africa mzansi here town city province area street complex school church');

/** After "don't belong": "here", or "in" and a home within four words. */
function belongingHere(words: readonly string[], from: number): boolean {
  if (words[from] === 'here') return true;
  return words[from] === 'in' && words.slice(from + 1, from + 5).some((v) => HOMES_HERE.has(v));
}

/**
 * Whether "rights" at `j` is denied by a modal or to "our" things: "shouldn't have any rights", "must not have rights",
 * "have no right to our clinics"; not "have no rights" as a fact ("refugees have no rights, which is unjust").
 */
function rightDenied(words: readonly string[], j: number): boolean {
  if (words[j] === 'right') return words[j + 2] === 'our';
  const before = words.slice(Math.max(0, j - 5), j);
  return before.some((v) => v === 'shouldnt' || v === 'shouldn' || v === 'mustnt' || v === 'mustn' || v === 'should');
}
const SMELL = wordSet('smell smells stink stinks');
const DEROGATORY_VERBS = wordSet(
  `cheat cheats steal steals rob robs scam scams breed lie lies ruin ruins infest infests invade invades pollute pollutes
   cheating stealing robbing scamming lying breeding`,
);
/** Adjectives of "too ... to": "X are too emotional to lead" (the derogatory ones are read anyway). */
const TOO_ADJECTIVES = wordSet('emotional hysterical irrational sensitive soft simple primitive');
/** "X are less intelligent / capable / human". */
const LESS_THAN_OTHERS = wordSet('intelligent capable human civilised civilized evolved worthy clever smart deserving');
/** What a group "is doing" to a place, said as derogation: "X are ruining / invading this country". */
const RUINING = wordSet('ruining infesting invading polluting');
/** "X contribute nothing", "X bring nothing". */
const CONTRIBUTE = wordSet('contribute contributes add adds bring brings offer offers give gives');
/** Adverbs between a group and its predicate: "the X here are ...". */
const ADVERBS_BETWEEN = wordSet('here there nowadays lately today anymore even ever');

const HATRED_NOUNS = wordSet('hate hatred hating');
const WORSE = squeeze('worse');
const AF_STAND = wordSet('verdra uitstaan veel duld');
/** Where a group is not wanted: "don't want X living / near / around / here / next door". */
const UNWANTED_NEAR = wordSet('living near around here next in moving anywhere');
/** What the speaker would rather die than do with a group's member: "date", "marry", "work with". */
const RATHER_VERBS = wordSet('date marry kiss touch sleep work live share hire rent');
/** Insults put on a group's name: "filthy X", "fucking X". */
const INSULT_BEFORE = wordSet(
  'fucking fuckin fkn fucken fuken fokken fokkin fokking filthy dirty disgusting smelly damn goddamn shit bloody bastard',
);

/** Determiners of a thing given back after "send X back". */
const GIVEN = wordSet('their his her the a an my our your its');
/** Regard whose negation is derogation: "never trust a X", "don't respect X". */
const REGARD = wordSet('trust respect tolerate accept hire employ rent');
/** Whether a negator stands within three words before word k; not "never stop hating X", a negation of stopping. */
function negatedAt(words: readonly string[], k: number): boolean {
  if (words[k - 1] === 'stop' && NEGATORS.has(words[k - 2] ?? '')) return false;
  for (let m = Math.max(0, k - 3); m < k; m++) if (NEGATORS.has(words[m]!)) return true;
  return false;
}

/** What the words before the group do to it: "kill (all) the X" (violence), "I hate X" (hatred). */
function before(words: readonly string[], start: number, end: number): GroupStatementKind | undefined {
  const after = words[end];
  let j = start - 1;
  while (j >= 0 && start - j <= 5 && FILLERS.has(words[j]!)) j--;
  if (j < 0) return undefined;
  const w = words[j]!;
  const subject = words[j - 1];
  // "I h8 X": the digit is read as a letter ("hb").
  const h8 = w === 'hb' && THREATENERS.has(subject ?? '');
  if (isHatred(w) || h8 || w === 'fuck' || w === 'fuk' || w === 'fck' || w === 'screw') {
    if (subject !== undefined && REPORTED.has(subject)) return undefined;
    // "Nobody in this house hates X": the subject denies it; not "nobody asked, but I hate X".
    const lead = words.slice(Math.max(0, j - 6), j);
    const nobody = lead.findIndex((v) => v === 'nobody' || v === 'noone');
    if (nobody !== -1 && !lead.slice(nobody + 1).some((v) => SPEAKER.has(v))) return undefined;
    // "hating X is not Christian", "the hatred of X has grown": the hatred is what is spoken of.
    if (HATRED_NOUNS.has(w) && after !== undefined && IS.has(after)) return undefined;
    return negatedAt(words, j) ? undefined : 'hatred';
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
  if (w === 'want' && negatedAt(words, j) && after !== undefined && UNWANTED_NEAR.has(after)) return 'derogation';
  // "You can't expect a X to understand ...".
  if (w === 'expect' && negatedAt(words, j) && after === 'to') return 'derogation';
  // "I'd rather die than date a X".
  if (RATHER_VERBS.has(w) && words.slice(Math.max(0, j - 5), j).includes('than')) {
    const k = words.lastIndexOf('rather', j);
    if (k >= 0 && j - k <= 6 && !negatedAt(words, k)) return 'derogation';
  }
  // "I will never trust a X", "I don't respect X".
  if (REGARD.has(w) && negatedAt(words, j)) return 'derogation';
  for (const p of HATE_PHRASES) {
    // The phrase ends at j, or at the filler after it ("tired of these X").
    const k = startsWith(words, j - p.length + 2, p) ? j - p.length + 2 : j - p.length + 1;
    if (k >= 0 && startsWith(words, k, p)) {
      return negatedAt(words, k) || (k > 0 && REPORTED.has(words[k - 1]!)) ? undefined : 'hatred';
    }
  }
  // "send the refugees back their documents" gives something back; "send the X back (home)" does not go on so.
  const particle =
    after !== undefined &&
    PARTICLE_VERBS.get(w)?.has(after) === true &&
    !GIVEN.has(words[end + 1] ?? '') &&
    // "chase the X guy out of the office" is not out of the country.
    !outOfARoom(words, end);
  if (CALL_VERBS.has(w) || w === 'rid' || particle) {
    // "the murder of women": a noun, not a call.
    if (negatedAt(words, j) || (w !== 'rid' && words[j + 1] === 'of')) return undefined;
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
        // "they stink up the corridor".
        SMELL.has(next) ||
        HATE_AFTER.some((p) => startsWith(words, i + 1, p));
      const kind = copula || other ? predicate(words, i + 1, copula) : undefined;
      if (kind !== undefined) return kind;
      // "I hope they burn", "I wish they would all die".
      if ((words[i - 1] === 'hope' || words[i - 1] === 'wish') && words.slice(i + 1, i + 5).some(isViolent)) {
        return 'violence';
      }
      continue;
    }
    // "protect the X from the thugs who want to kill them": the call is the relative clause's, not the speaker's.
    if (words.slice(Math.max(0, i - 5), i).some((v) => v === 'who' || v === 'which')) continue;
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

/**
 * Whether a word of the message bears on groups; `ids` as CanonicalText.ids gives them (null: read by text). A message
 * with none names no group: the group threat model's gate need not read it.
 */
export function anyBearsOnGroups(words: readonly string[], ids: readonly number[] | null): boolean {
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
    WORSHIP.has(w) ||
    isTrigger(w) ||
    (glued(w) && split(w) !== undefined) ||
    // The isiZulu, isiXhosa and Sesotho reader starts from its own group words ("amanigeria", "mabhulu").
    namesBantuGroup(w) ||
    // "fuck off back to Malawi": a country its people are sent back to.
    homelandGroup(w) !== undefined
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
  return englishStatement(words) ?? sentHome(words) ?? impliedDerogation(words) ?? bantuGroupStatement(words);
}

function englishStatement(words: readonly string[]): GroupStatement | undefined {
  const found = mentions(words);
  if (found.length === 0) return looseStatement(words);
  // Whether the message menaces a group (decision 0932): of the whole message, whichever the mention; read once.
  let menaces: boolean | undefined;
  const menace = (): boolean => (menaces ??= menacesGroup(words));
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
    const doubted = doubtedMember(words, m);
    if (doubted !== undefined) return { kind: doubted, group: m.name };
    if (prev === 'no' || notOne) {
      if (predicate(words, m.end, false, true) === 'derogation') return { kind: 'derogation', group: m.name };
      // "no X will be left standing", "no X in this town lives to see new year": none of them to survive.
      const none = noneSurvive(words, m.end);
      if (none !== undefined) return { kind: none, group: m.name };
      // "We'll make sure no X feels safe here again", "no X will be trading here by month end ... ask Durban what
      // happened to them": what is unsaid, read from its signs (decision 1905).
      if (menace()) return { kind: 'violence', group: m.name };
      continue;
    }
    if (framedBefore(words, m.start)) continue;
    if (selfDescribed(words, m)) continue;
    // "Not all X are scammers": a generalisation refused.
    // ... and "not every X is ...".
    if ((prev === 'al' || prev === 'every') && prev2 === 'not') continue;
    // "I will beat any woman who ...", "im going to set fire to the Nigerian shops": the speaker's own attack.
    const attack = speakerAttack(words, m) ?? afrikaansAttack(words, m);
    if (attack !== undefined) return { kind: attack, group: m.name };
    // "Hindus of Chatsworth, your temple burns next", "whites on the farms, your time is up": a threat to the group
    // addressed (decision 0917).
    const addressed = addressedThreat(words, m) ?? ultimatum(words, m);
    if (addressed !== undefined) return { kind: addressed, group: m.name };
    const called =
      calledAttack(words, m) ??
      meetingCall(words, m) ??
      longedForDeath(words, m) ??
      cursedGroup(words, m) ??
      disasterWished(words, m) ??
      wishedFate(words, m) ??
      pogromAgain(words, m) ??
      onSight(words) ??
      armingFor(words, m) ??
      unmournedGroup(words, m) ??
      listedGroup(words, m);
    if (called !== undefined) return { kind: called, group: m.name };
    // "X of Jeppe, the collection starts tonight. Lock your doors, it won't help" (decision 0932).
    if (menace()) return { kind: 'violence', group: m.name };
    if (m.property) {
      // ... and "the X shops must be looted and burnt" (decision 0979).
      const call = before(words, m.start, m.end) ?? persecuted(words, m);
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
    // ... and "a good X is a dead X".
    const goodDead = prev === 'god' && (prev2 === 'only' || (prev2 === 'a' && m.start === 2));
    if (goodDead && words.slice(m.end, m.end + 5).includes('dead')) {
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
        : undefined) ??
      // "X should be locked up / silenced / sterilised" (decision 0972).
      persecuted(words, m);
    if (kind !== undefined) return { kind, group: m.name };
  }
  // "They" are people, not the shops or the church a group owns ("people from Zim came to our church. They ...").
  const people = found.find((m) => m.property !== true);
  if (people === undefined) return looseStatement(words);
  const kind = pronoun(words);
  return kind === undefined ? undefined : { kind, group: people.name };
}

/**
 * With no group named as people: "My sister is dating a Zulu. They are all savages", a group word, even as an
 * adjective, and "they". A plural group noun, or an adjective after "a", "is" ("dating a Zulu", "he's Indian"); not
 * "this woman". ... or "people from Zim": a country its people come from.
 */
function looseStatement(words: readonly string[]): GroupStatement | undefined {
  // (A group noun or adjective is one of MENTION_WORDS: the other words are asked one look-up.)
  const loose = words.find(
    (w, i) =>
      (MENTION_WORDS.has(w) &&
        (NOUN_GROUP.has(w) ||
          (ADJECTIVE_GROUP.has(w) && (words[i - 1] === 'a' || words[i - 1] === 'is' || words[i - 1] === 's')))) ||
      (words[i - 1] === 'from' && homelandGroup(w) !== undefined),
  );
  if (loose === undefined || !words.some((w) => THEM.has(w))) return undefined;
  const kind = pronoun(words);
  const group = NOUN_GROUP.get(loose) ?? ADJECTIVE_GROUP.get(loose) ?? homelandGroup(loose);
  return kind === undefined ? undefined : { kind, group: group! };
}

/** Good traits whose absence in every member is derogation: "no such thing as a clean X". */
const TRAITS = wordSet('honest decent clean trustworthy civilised civilized loyal sober smart clever intelligent');
/** What a group is doubted to have: "do X even have souls / morals / brains?". */
const HAVE_DOUBTED = wordSet('soul souls morals manners brains brain conscience shame dignity values');

/**
 * A good member of the group denied or doubted, as derogation of them all: "there is no such thing as a clean X", "is
 * there a single honest X?", "never met a X who wasn't a thief" (or "... I didn't hate": hatred), "do X even have
 * souls?", "what's the point of X?".
 */
function doubtedMember(words: readonly string[], m: Mention): GroupStatementKind | undefined {
  const at = wordReader(words);
  let p = m.start - 1;
  const trait = TRAITS.has(at(p));
  if (trait) p--;
  if (trait && ARTICLES.has(at(p)) && at(p - 1) === 'as' && at(p - 2) === 'thing' && at(p - 3) === 'such') {
    return 'derogation';
  }
  if (trait && at(p) === 'single' && at(p - 1) === 'a' && at(p - 2) === 'there' && IS.has(at(p - 3))) {
    return 'derogation';
  }
  // "never met a X who wasn't a crook", "never met a X I didn't hate".
  if (
    ARTICLES.has(at(m.start - 1)) &&
    at(m.start - 2) === 'met' &&
    (NEGATORS.has(at(m.start - 3)) || at(m.start - 3) === 'ever')
  ) {
    let k = m.end;
    if (at(k) === 'who' || at(k) === 'that') k++;
    const negated = NEGATORS.has(at(k)) || (at(k + 1) === 't' && (at(k) === 'wasn' || at(k) === 'isn'));
    if (at(k) === 'i' && (at(k + 1) === 'didnt' || (at(k + 1) === 'didn' && at(k + 2) === 't'))) {
      if (words.slice(k + 2, k + 5).some(isHatred)) return 'hatred';
    }
    if (negated && words.slice(k + 1, k + 5).some(isDerogatory)) return 'derogation';
  }
  // "is there any X who doesn't cheat?": the member who does not is doubted.
  if (at(m.start - 1) === 'any' && (at(m.end) === 'who' || at(m.end) === 'that')) {
    const k = at(m.end + 2) === 't' ? m.end + 3 : m.end + 2;
    if (NEGATORS.has(at(m.end + 1)) || at(m.end + 2) === 't') {
      if (DEROGATORY_VERBS.has(at(k)) || isDerogatory(at(k))) return 'derogation';
    }
  }
  // "how many X does it take to steal a car?": the joke's premise.
  if (at(m.start - 1) === 'many' && at(m.start - 2) === 'how' && at(m.end + 2) === 'take' && at(m.end + 3) === 'to') {
    if (DEROGATORY_VERBS.has(at(m.end + 4))) return 'derogation';
  }
  // "do X even have souls?", "does a X even have morals".
  const asked = at(m.start - 1) === 'do' || at(m.start - 1) === 'does' || at(m.start - 2) === 'does';
  if (
    asked &&
    at(m.end) === 'even' &&
    HAVE.has(at(m.end + 1)) &&
    words.slice(m.end + 2, m.end + 4).some((w) => HAVE_DOUBTED.has(w))
  ) {
    return 'derogation';
  }
  // "what's the point of X (anyway)?".
  if (
    at(m.start - 1) === 'of' &&
    at(m.start - 2) === 'point' &&
    at(m.start - 3) === 'the' &&
    at(m.start - 5) === 'what'
  ) {
    return 'derogation';
  }
  return undefined;
}

/** Prepositions whose object a group can be inside another noun's phrase ("tattoos on women", "shoes for men"). */
/** After "typical X": "can't", "never", "always" (a squeezed "can" before a cut "t" too). */
const TYPICAL_NEXT = wordSet('cant cannot never always');

const OBJECT_PREPOSITIONS = wordSet('on for with without about by into at');
const ARTICLES = wordSet('the a an');

/** Words that say a thing was to be expected: "of course", "obviously", "typical", "surprise surprise". */
const OF_COURSE = wordSet('course obviously typical surprise figures');
/** A group's arrival: "moved in", "came", "arrived", "took over", "showed up". */
const TOOK = squeeze('took');
const ARRIVALS = wordSet('moved came arrived took showed started moving arrive come');
/** Words of time before the group: "when", "until", "before", "since", "the moment", "after", "once". */
const WHEN = wordSet('when until til before since moment after once');
/** Decline blamed on the arrival: "went downhill", "crime went up", "got worse", "went to hell". */
const DECLINE = wordSet('downhill worse crime ruined hel dump unsafe dangerous');
/** A better past, after "was", "were", "used": "was fine", "was so quiet", "used to be safe". */
const BETTER_PAST = wordSet('fine nice safe clean quiet ok okay peaceful to');

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
  return timed && words.some((w, i) => DECLINE.has(w) || betterPast(words, w, i));
}

/**
 * Whether the mention is the writer's own group: "us X must stick together", "we X are proud", or the message opening
 * with the writer's description, "As a queer black woman, I ..." (decision 0928); "I admit to being ... X", or "white
 * trash" as a style ("white trash heaven").
 */
function selfDescribed(words: readonly string[], m: Mention): boolean {
  const prev = words[m.start - 1];
  if (prev === 'us' || prev === 'we' || (words[0] === 'as' && ARTICLES.has(words[1] ?? '') && m.start <= 5))
    return true;
  // "Dear fellow X, ...", "my fellow X" (decision 0933).
  if (prev === FELLOW && (m.start === 1 || words[m.start - 2] === 'dear' || words[m.start - 2] === 'my')) return true;
  // "I openly admit to being the level of white trash", "white trash heaven" (decision 0931). The mention is "white"
  // alone, so the word at m.end is the "trash" that asStyle reads as the term's last word.
  const at = wordReader(words);
  return admitsBeing(at, m.start) || asStyle(at, m.start, m.end);
}

/**
 * Whether the one group the message names is the writer's own (selfDescribed), so that the hate model's verdict alone
 * does not count there: what members say of themselves is not hate against them. A message naming another group too
 * ("as a white woman I find black men ...") is not such a message, nor one with a hostile word in it.
 */
export function speaksAsMember(canonicalWords: readonly string[]): boolean {
  const words = unglue(canonicalWords);
  // Nothing hostile said of anyone ("this disgusting X makes us whites look bad" is not about the writer's group).
  for (const w of words) if (isDerogatory(w) || isViolent(w) || isHatred(w)) return false;
  const found = mentions(words);
  return found.length === 1 && selfDescribed(words, found[0]!);
}

/** Praise: "X are great", "X are so brave", "I love X". */
const PRAISE = wordSet(
  `great brave wonderful lovely amazing awesome beautiful kind smart strong brilliant talented hardworking welcome
   valued loved respected inspiring inspirational incredible fantastic fabulous gorgeous resilient generous friendly
   warm courageous heroes fine ok okay good nice equal bravest kindest smartest strongest nicest best hardest`,
);
const LOVE = wordSet('love loves adore admire respect support welcome celebrate');
/** Words between a link and its praise: "the most", "so", "truly". */
const INTENSIFIERS = wordSet('the most so very really truly such incredibly');
/** What a group deserves when it is defended: "X deserve respect". */
const DUE = wordSet('respect dignity equality protection love kindness better rights safety');
/** "http" and "https" as the canonical words spell them. */
const LINK_SCHEMES = wordSet('http https');
const FELLOW = squeeze('fellow');
/** Taking from a group, which makes it the one wronged: "stolen from black people", "taken from the Khoi". */
const TAKEN = wordSet('stolen stole steal stealing taken took robbed copied borrowed appropriated');

/**
 * Whether the message praises or defends a group it names and says nothing hostile ("X are great", "X are so brave",
 * "I love X", "no X deserves to be hurt", "stolen from X"), so that the hate model's verdict alone does not count there.
 */
export function defendsGroup(canonicalWords: readonly string[]): boolean {
  const words = unglue(canonicalWords);
  let praised = false;
  for (const m of mentions(words)) {
    const deserve = words[m.end];
    if (words[m.start - 1] === 'no' && (deserve === 'deserves' || deserve === 'deserve')) return true;
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // The "t" of a "t.co" link is not the "t" of "don't" (decision 0931).
    const negator = NEGATORS.has(w) && !(w === 't' && LINK_SCHEMES.has(words[i - 1] ?? ''));
    if (negator || isDerogatory(w) || isViolent(w) || isHatred(w)) return false;
  }
  for (const m of mentions(words)) {
    let j = m.end;
    if (LINKS.has(words[j] ?? '')) {
      while (j < words.length && LINKS.has(words[j]!)) j++;
      // "X are the most hardworking people I know", "X are truly brave" (decision 0933).
      while (j < words.length && INTENSIFIERS.has(words[j]!)) j++;
      if (PRAISE.has(words[j] ?? '')) praised = true;
    }
    // "X deserve respect", "X deserve dignity" (decision 0933).
    const deserves = words[m.end] === 'deserve' || words[m.end] === 'deserves';
    if (deserves && DUE.has(words[m.end + 1] ?? '')) praised = true;
    if (LOVE.has(words[m.start - 1] ?? '')) praised = true;
    // "'urban' means 'stolen from black people'": the group is the one taken from (decision 0931).
    const from = words[m.start - 1] === 'the' ? m.start - 2 : m.start - 1;
    if (words[from] === 'from' && TAKEN.has(words[from - 1] ?? '')) praised = true;
  }
  return praised;
}

/** "was better", "used to be safe": word i a past form with a better state after it ("were so clean"). */
function betterPast(words: readonly string[], w: string, i: number): boolean {
  return (
    (w === 'was' || w === 'were' || w === 'used') && BETTER_PAST.has(words[i + (words[i + 1] === 'so' ? 2 : 1)] ?? '')
  );
}

/**
 * Word k, '' outside the message. Returned as an anonymous function: a named closure made on every call costs a name
 * definition per call where the code runs with esbuild's keepNames (tsx, the benchmark).
 */
function wordReader(words: readonly string[]): (k: number) => string {
  return (k) => words[k] ?? '';
}
