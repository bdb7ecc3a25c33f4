/**
 * Implicit derogation of a group (decision 0928): what a message implies of a group without saying "X are ...".
 * Four shapes, each narrow enough to explain:
 * - praise that marks the member as an exception: "smart for a black guy", "not like other X";
 * - a precaution taken because a member is there: "check your wallet, there's a X on the train", "new neighbours are
 *   X, I'm changing the locks";
 * - a member refused in a role: "a X doctor? no thanks", "a X pilot? I'll take the bus";
 * - wrongdoing insinuated as the group's: "of course the X guy overcharged me", "no wonder it's filthy, the cleaners
 *   are X", "funny how the phones go missing when the X arrive";
 * and the antisemitic trope of hidden power ("Jews run the banks").
 * The group is any group word of the message (a noun such as "Somalis", or an adjective such as "Somali").
 */
import { ADJECTIVE_GROUP, type GroupStatement, NEGATORS, NOUN_GROUP, startsWith } from './group-words';
import { squeeze, wordSet } from './normalise';

/** The group a word names (noun or adjective), or undefined. */
function groupOf(w: string): string | undefined {
  return NOUN_GROUP.get(w) ?? ADJECTIVE_GROUP.get(w);
}

/** Traits praised as an exception: "smart for a X guy". */
const EXCEPTIONAL = wordSet('smart clever intelligent articulate pretty beautiful honest decent polite educated');
/** What the exception is for: "for a", "for an". */
const INDEFINITE = wordSet('a an');

/** "smart for a black guy", "pretty for a X girl", "not like other X": the member praised as unlike the group. */
function exception(words: readonly string[], g: number): boolean {
  if (INDEFINITE.has(words[g - 1] ?? '') && words[g - 2] === 'for' && EXCEPTIONAL.has(words[g - 3] ?? '')) return true;
  return words[g - 1] === 'other' && words[g - 2] === 'like' && NEGATORS.has(words[g - 3] ?? '');
}

/** Precautions, by their verb: what follows it (within two words) makes it one. */
const PRECAUTIONS = new Map<string, ReadonlySet<string>>(
  (
    [
      ['count', 'change fingers spoons money cash sheep chickens goats cutlery'],
      ['check', 'wallet handbag pockets bags toolshed shed backpacks change purse'],
      ['hide', 'handbag bag bags laptop phone valuables wallet jewellery purse'],
      ['hid', 'handbag bag bags laptop phone valuables wallet jewellery purse petty'],
      ['lock', 'gate gates car doors door valuables house bakkie'],
      ['keep', 'bags kids boys sons daughters children cat dog handbag'],
      ['changing', 'locks lock'],
      ['change', 'locks lock'],
      ['buying', 'padlock'],
      ['second', 'padlock'],
    ] as const
  ).map(([verb, objects]) => [squeeze(verb), wordSet(objects)] as const),
);
/** Where things are kept from a member: "close", "inside", "away". */
const KEPT_WHERE = wordSet('close inside indoors away near');
/** Words that make the precaution one for the group's sake: "lock the gate to protect the X family". */
const FOR_THEIR_SAKE = wordSet('protect protecting safe safety help helping victims attacked looted targeted');

/** Whether the message takes a precaution (not negated, not for the group's sake): "count your change". */
function precaution(words: readonly string[]): boolean {
  if (words.some((w) => FOR_THEIR_SAKE.has(w))) return false;
  for (let i = 0; i < words.length; i++) {
    const objects = PRECAUTIONS.get(words[i]!);
    if (objects === undefined) continue;
    if (NEGATORS.has(words[i - 1] ?? '') || NEGATORS.has(words[i - 2] ?? '')) continue;
    const o = words.slice(i + 1, i + 4).findIndex((w) => objects.has(w));
    if (o === -1) continue;
    // "keep your bags close", "keep the kids inside": keeping needs where.
    if (words[i] !== 'kep' || words.slice(i + o + 2, i + o + 4).some((w) => KEPT_WHERE.has(w))) return true;
  }
  return false;
}

/** Refusals of a member in a role: "no thanks", "I'll pass", "I'll wait", "I'll take the bus", "what a joke". */
const REFUSALS: readonly (readonly string[])[] = [
  ['no', 'thanks'],
  ['no', 'thank', 'you'],
  ['i', 'l', 'pass'],
  ['il', 'pass'],
  ['hard', 'pass'],
  ['i', 'l', 'wait'],
  ['il', 'wait'],
  ['i', 'l', 'take', 'the'],
  ['il', 'take', 'the'],
  ['over', 'my', 'dead', 'body'],
  ['what', 'a', 'joke'],
  ['get', 'me', 'a', 'real'],
].map((p) => p.map(squeeze));

/** "a X doctor? no thanks": a member in a role, then a refusal within six words. */
function refused(words: readonly string[], g: number): boolean {
  if (!INDEFINITE.has(words[g - 1] ?? '')) return false;
  for (let k = g + 1; k <= g + 6 && k < words.length; k++) {
    if (REFUSALS.some((p) => startsWith(words, k, p))) return true;
  }
  return false;
}

/** Markers of an insinuation: "of course", "no wonder", "typical", "funny how", "guess who", "just saying". */
const INSINUATIONS: readonly (readonly string[])[] = [
  ['of', 'course'],
  ['no', 'wonder'],
  ['surprise', 'surprise'],
  ['guess', 'who'],
  ['guess', 'which'],
  ['guess', 'why'],
  ['guess', 'where'],
  ['funny', 'how'],
  ['interesting', 'how'],
  ['notice', 'how'],
  ['ever', 'noticed'],
  ['let', 'me', 'guess'],
  ['what', 'did', 'you', 'expect'],
  ['what', 'did', 'i', 'expect'],
  ['just', 'saying'],
  ['know', 'what', 'i', 'mean'],
  ['connect', 'the', 'dots'],
  ['think', 'about', 'it'],
  ['go', 'figure'],
].map((p) => p.map(squeeze));
/** Wrongdoing the insinuation lays on the group (not harm done to it). */
const WRONGDOING = wordSet(
  `overcharged overcharge overcharging cheat cheated cheating stole stolen steal stealing theft scam scams scammed
   scammer scammers fake fakes dirty filthy smell smells stink stinks late lie lies lied lying hijacking hijacker
   hijackers drunk missing disappeared disappearing corrupt tender bribe bribes lazy drugs crooks thieves`,
);

/** Whether the message insinuates: a marker and a word of wrongdoing. */
function insinuates(words: readonly string[]): boolean {
  if (!words.some((w) => WRONGDOING.has(w))) return false;
  for (let i = 0; i < words.length; i++) {
    if (INSINUATIONS.some((p) => startsWith(words, i, p))) return true;
  }
  return false;
}

/** The antisemitic trope of hidden power: "Jews run the banks", "the Jews control the media / everything". */
const RULE = wordSet('run runs control controls own owns');
const RULED = wordSet('banks bank media world government everything hollywood money mines economy');

/** Whether the group word at `g` is said to run or control the banks, the media, the world. */
function hiddenPower(words: readonly string[], g: number): boolean {
  let k = g + 1;
  while (k < g + 3 && (words[k] === 'al' || words[k] === 'realy' || words[k] === 'secretly' || words[k] === 'stil'))
    k++;
  return RULE.has(words[k] ?? '') && words.slice(k + 1, k + 4).some((w) => RULED.has(w));
}

/** Words that may open an address before the group: "Dear X", "To all X", "Attention X". */
const ADDRESS_OPENERS = wordSet('dear to al attention hi hello hey');
/** Those an address is to: "Jewish families", "Somali traders", "Muslim residents". */
const ADDRESSEES = wordSet(
  'families residents parents members community neighbours congregation learners students traders owners shopkeepers',
);

/**
 * Whether the group at `g` opens the message as those it is addressed to, named as people ("Jewish families in
 * Glenwood: ..."); not "Nigerians on the train, check your wallets", not "Nigerians moved in, changing my locks".
 */
function addressedTo(words: readonly string[], g: number): boolean {
  return (
    g <= 3 &&
    words.slice(0, g).every((w) => ADDRESS_OPENERS.has(w)) &&
    (ADDRESSEES.has(words[g + 1] ?? '') || ADDRESSEES.has(words[g + 2] ?? ''))
  );
}

/** The implicit derogation of a group the message names, or undefined. */
export function impliedDerogation(words: readonly string[]): GroupStatement | undefined {
  let guarded: boolean | undefined;
  let insinuated: boolean | undefined;
  for (let g = 0; g < words.length; g++) {
    const group = groupOf(words[g]!);
    if (group === undefined) continue;
    // "no X", "not X", "never X": the group negated is another reading.
    if (NEGATORS.has(words[g - 1] ?? '')) continue;
    if (exception(words, g) || refused(words, g)) return { kind: 'derogation', group };
    if (group === 'Jews' && hiddenPower(words, g)) return { kind: 'derogation', group };
    guarded ??= precaution(words);
    insinuated ??= insinuates(words);
    // A precaution told to the group the message opens with is advice to it, not against it: "Jewish families in
    // Glenwood: lock your doors and gates tonight" (decision 0933).
    if ((guarded && !addressedTo(words, g)) || insinuated) return { kind: 'derogation', group };
  }
  return undefined;
}
