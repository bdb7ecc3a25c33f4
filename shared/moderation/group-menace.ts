/**
 * Menace against a group without a verb of violence (decision 0932): what the speakers will do is left unsaid and
 * read from its signs. "Foreigners at the hostel: LAST WARNING. tomorrow we come with everything we have", "Somalis in
 * Mamelodi: shops closed by Wednesday or shops closed forever, your choice", "your pastor will be praying at his own
 * funeral soon", "we know each of their houses". Each sign alone is ordinary ("last warning" for a bill, "door to door"
 * for a campaign, "our boys" at a church); in a message that names a group, one sign that says harm by itself, or two
 * different signs, make it a threat to the group.
 */
import { WEAPONS } from './group-attacks';
import { squeeze } from './normalise';

/**
 * Phrases as the canonical words spell them: words squeezed ("door" is "dor"), a slot's alternatives split by "|", "*"
 * for any one word. A cut negation reads as its two halves ("won t") or whole ("wont").
 */
type Phrase = readonly (ReadonlySet<string> | null)[];

function phrases(list: string): Phrase[] {
  return list
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => p.split(/\s+/).map((slot) => (slot === '*' ? null : new Set(slot.split('|').map(squeeze)))));
}

/** Days a threatened group "won't see" (decision 0973). */
const LAST_DAYS = 'december|christmas|easter|diwali|eid|ramadan|monday|friday|saturday|sunday|tomorow';
/** Going or leaving, the way out dead (decision 0974): "leaves in a body bag", "go home in pieces". */
const GOING = 'leave|leaves|leaving|go|goes|going';

/** Signs that say harm by themselves. */
const HARM = phrases(`
  pay in blood; pay with blood; pay with their|your lives;
  nobody|noone will be spared; no one will be spared; none will be spared; nobody|noone gets spared;
  own funeral; their|your own funerals;
  go|goes|going up in flames;
  wont|not be the only fire; t be the only fire;
  expect to see morning|tomorrow|sunrise; live to see morning|tomorrow|sunrise;
  sharpening for them|you; sharpening their pangas|knives|blades;
  taken one by one; picked off one by one;
  remember 2008|1949|necklacing; remember alex; remember the tyres; what the comrades did;
  that was a rehearsal; was just a rehearsal; only a rehearsal;
  bring something heavy; bring something sharp; bring your sticks|pangas|sjamboks; bring the sjamboks|pangas|petrol;
  we know which house|houses|room|rooms|flats|flat|shops|homes; doors have numbers; finish them off; finish off every|al;
  cleansed of; cleanse * of; belong in one|the|a bonfire;
  sell their|his|her bones|body|parts; bones to the inyanga|sangoma; skull cracked; skulls cracked;
  drive straight over|into; run them|you over; stay inside|indoors tonight if; we finish them; we l finish them; we wil finish them; tied to a rock; thrown in|into the dam|river|sea;
  your last ramadan|eid|christmas|diwali|easter|shabbat|pasover|pride; wont|not be standing; t be standing;
  smoke you|them out; leaves|leave|goes|go in an ambulance; with their|your blood;
  take|taken|took it|them|back with blood; be taken with blood; land back with blood; make sure * never make it; make sure * * never make it;
  what 2008|1949 did; be cleared out; strung up; made the * disappear; make them disappear; let the fire do;
  never allowed back; wil be looted; be stripped; wil get beaten|stabbed|shot|burned|burnt|killed;
  gona get beaten|stabbed|shot|burned|burnt|killed;
  your|their bones are worth; what your|their bones;
  learn|show|se|watch what happens when|to; learn what happens if; wake up to ashes;
  ${GOING} home|back|out in a body|bodybag|cofin|box;
  ${GOING} home|back|out in body|bodybags|cofins|boxes|pieces;
  ${GOING} in a body|bodybag|cofin; ${GOING} in body|bodybags|cofins;
  leave|leaves|leaving it horizontal; go|goes|going back without heads;
  you|u|yal|yall wont|not see ${LAST_DAYS};
  you|u|yal|yall won|wil t|not see ${LAST_DAYS};
  shame|pity if something hapened|hapens|happen; shame|pity if * caught fire; shame|pity if * burned|burnt down;
  out of their|your misery; coming|come with fire|petrol|pangas|guns;
  let the mob; a|the mob gets|get|finds|reaches|reach; mob justice for;
  make sure no * feels|fels|feel|fel|sleeps|sleps|slep|lives|walks|walk safe|safely;
  make sure no * * feels|fels|feel|fel|sleeps|sleps|slep|lives|walks|walk safe|safely;
  not go home to his|her|their|your family|families; ashes tomorow|tonight;
  your|their temple|temples|mosque|mosques|church|churches|shul|shop|shops|spaza|spazas|farm|farms|house|houses is|are next;
  what hapened in 2008|1949|rwanda; what they did in europe|germany|rwanda|2008;
  coming to lot|burn|kil|torch;
  nobody|noone wil lok for you|them; be a pile of bricks|rubble|ashes;
  get|gets the belt|sjambok; dead meat; with the * inside; with them|everyone|everybody inside
`);

/** The speakers coming for the group. */
const COMING = phrases(`
  we go|come dor to dor; we go|come house to house; we come; we coming; we are coming; we re coming; we wil come;
  get a visit; be visited; pay them|you a visit; go visit; going to visit; we wil|l visit; we are|re visiting;
  settle things; settle scores; sort them out; sort out the; go sort;
  the collection starts; the cleaning starts; cleanup starts; clean up starts; operation starts;
  we wil be waiting; we l be waiting; waiting outside; our boys; the men are ready; the comrades are ready;
  wil deal with; l deal with;
  we go in; we re going in; we are going in; we going in;
  finish the job; what the * started; we are waiting; we re waiting; going dor to dor; gets it too;
  we visit; we are|re visiting; our|the boys|men|brothers|comrades are ready; m|am|re|are bringing
`);
/** A warning or an ultimatum to the group. */
const WARNING = phrases(`
  last warning; final warning; only warning; consider yourselves warned; you|u|yal have ben warned; you|u ve ben warned;
  wont warn again; won t warn again; not warn again; your choice; you have until; you ve got until; you got until;
  lock your doors|gates|windows; wont help; won t help; wil not help; wont save you; won t save you;
  better move|leave|vanish|run|hide|pack|disappear; if you re brave; if you are brave; come out if;
  we warned you; watch your|ur|their back|backs; you are not safe; you re not safe;
  watch yourselves|yourself|themselves; be careful on|this|tonight|when; been warned twice; no third|3rd warning;
  patience ends|runs; patience is over; patience has run out;
  wont|not save them; won t save them; have|has ben warned; not safe for them|you|u; not|t safe anymore|here;
  have|has 24|48|72 hours
`);
/** Hints that what is meant is left unsaid: "ourselves", "one by one", "you know what I mean", "with force". */
const HINTS = phrases(`
  ourselves; one by one; when the day comes; when it starts; when the time comes; you know what i mean; with force; by force; as a warning;
  shown the door; properly this time; never make it home|back; wont make it home; t make it home;
  done talking; don t talk anymore; dont talk anymore; no more talking; learn their|your place;
  wont|not wake up; t wake up; responsible for what happens;
  mark my words; trust me on that; count on it; we promise you|u that; wil regret it|this; l regret it|this;
  permanently; sleep wel; fair game; loading up; ben patient; ben very patient;
  wont|not see ${LAST_DAYS};
  t see ${LAST_DAYS};
  we know your|ur|their names|faces|addresses|houses|homes|flats|cars|numbers|routes;
  we have your|ur|their faces|houses|homes|flats|cars|routes;
  we know where you|they|u live|sleep|stay|pray;
  tel your|ur * friends|cousins|brothers|people|neighbours|mates; we are|re watching; no mercy; not coming to talk;
  when we re|are done; nobody|noone wil protect; with our own|bare hands; shut you|them up; ask * what hapened;
  needs fixing; ned fixing; wil fix her|them|you; l fix her|them|you; get fixed; me and my boys;
  wil not|never walk again; wont walk again; don t mean talking|talk; dont mean talking|talk; do something about;
  we promise
`);
/** Who and where they are known: "the list of every X shop", "we have the addresses". */
const TARGETS = phrases(`
  list of every; list of al; we know each of their|your; we know al their|your; we have the numbers|addresses|names;
  have the addresses; names have been sent; names were sent; we have your numbers|addresses|names;
  we have their numbers|addresses|names|houses; we know which ones; we have names|addresses; on our list
`);
/** A loss for good: "closed forever", "gone for good". */
const LOSS = phrases('closed forever; gone forever; gone for good; shut for good; closed for good');
/** The night a visit comes: "one night", "tonight". */
const NIGHT = phrases('one night; at night; tonight; sunday|saturday|friday night; midnight');

/**
 * Words of a celebration: signs that say harm only together ("we are coming for you tonight!") are no menace at a
 * surprise party (decision 1905).
 */
const FESTIVE = new Set(
  'party surprise birthday cake braai wedding celebrate celebration celebrating gift gifts presents'
    .split(' ')
    .map(squeeze),
);

/** Whether a phrase starts at `i`, its first word (words[i]) being one of its first slot's. */
function at(words: readonly string[], i: number, phrase: Phrase): boolean {
  if (i + phrase.length > words.length) return false;
  for (let k = 1; k < phrase.length; k++) {
    const slot = phrase[k]!;
    if (slot !== null && !slot.has(words[i + k]!)) return false;
  }
  return true;
}

/** The kinds of sign, as bits of what a message holds; hints are counted apart (two of them are two signs). */
const KIND_HARM = 1;
const KIND_COMING = 2;
const KIND_TARGETS = 4;
const KIND_WARNING = 8;
const KIND_LOSS = 16;
const KIND_NIGHT = 32;
const KIND_HINT = 64;

interface Sign {
  phrase: Phrase;
  kind: number;
}

/** Every sign, by the words its phrase can start with (no phrase starts with "*"): one look-up per word of a message. */
const BY_FIRST_WORD = new Map<string, Sign[]>();
/** What a word brings to menacesGroup: whether it is a weapon, and the signs whose phrases can start with it. */
interface MenaceWord {
  weapon: boolean;
  signs: readonly Sign[];
}
const MENACE_WORDS = new Map<string, MenaceWord>();
for (const [list, kind] of [
  [HARM, KIND_HARM],
  [COMING, KIND_COMING],
  [TARGETS, KIND_TARGETS],
  [WARNING, KIND_WARNING],
  [LOSS, KIND_LOSS],
  [NIGHT, KIND_NIGHT],
  [HINTS, KIND_HINT],
] as const) {
  for (const phrase of list) {
    for (const w of phrase[0]!) {
      const signs = BY_FIRST_WORD.get(w) ?? [];
      signs.push({ phrase, kind });
      BY_FIRST_WORD.set(w, signs);
    }
  }
}

for (const [w, signs] of BY_FIRST_WORD) MENACE_WORDS.set(w, { weapon: WEAPONS.has(w), signs });
for (const w of WEAPONS) if (!MENACE_WORDS.has(w)) MENACE_WORDS.set(w, { weapon: true, signs: [] });

/**
 * Whether a message that names a group menaces it: one sign of harm; or signs of two different kinds among the
 * speakers coming, a warning or an ultimatum, a list of targets, a loss for good and a hint of the unsaid ("LAST
 * WARNING ... we come with everything", "closed by Wednesday or closed forever, your choice"), two different hints
 * counting as two ("we will correct you ourselves. One by one."); or the speakers coming, or a list of targets, with
 * a weapon or at night ("go visit the X tonight boys? bring the sjamboks", "a visit from our boys one night"). Signs
 * that menace only together do not at a celebration (FESTIVE).
 */
export function menacesGroup(words: readonly string[]): boolean {
  let kinds = 0;
  let hint: Phrase | null = null;
  let hints = 0;
  let weapon = false;
  let festive = false;
  for (let i = 0; i < words.length; i++) {
    const found = MENACE_WORDS.get(words[i]!);
    if (found === undefined) {
      festive ||= FESTIVE.has(words[i]!);
      continue;
    }
    if (found.weapon) weapon = true;
    for (const sign of found.signs) {
      if (!at(words, i, sign.phrase)) continue;
      if (sign.kind === KIND_HARM) return true;
      kinds |= sign.kind;
      if (sign.kind === KIND_HINT && sign.phrase !== hint) {
        hint = sign.phrase;
        hints++;
      }
    }
  }
  if (festive) return false;
  const counted =
    Number((kinds & KIND_COMING) !== 0) +
    Number((kinds & KIND_TARGETS) !== 0) +
    Number((kinds & KIND_WARNING) !== 0) +
    Number((kinds & KIND_LOSS) !== 0) +
    Math.min(hints, 2);
  if (counted >= 2) return true;
  return (kinds & (KIND_COMING | KIND_TARGETS)) !== 0 && (weapon || (kinds & KIND_NIGHT) !== 0);
}
