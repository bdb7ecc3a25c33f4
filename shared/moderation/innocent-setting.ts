/**
 * Innocent settings (decision 0903): match talk ("sizobaqeda ngoMgqibelo emdlalweni": we will finish them on
 * Saturday at the match; "re tla ba bolaya bolong": we will kill them at the ball game), funerals ("siza kumngcwaba
 * ngeCawa": we will bury her on Sunday; "ons gaan hom Vrydag begrawe") and initiation ceremonies ("mophato o tla
 * tjheswa": the initiation lodge will be burnt). The threat patterns read these as threats against "them" or "him";
 * in a message set in one of these that names no reader, the classifier lets the threat model decide instead (it is
 * trained on such look-alikes).
 */
import { countsCasualties, SAFETY_ADVICE } from './counter-speech';
import { namedGroup, wordGroup } from './group-terms';
import { squeeze, wordSet } from './normalise';
import { type ThreatClass, VIOLENCE_CLASSES, wordClasses } from './threat-lexicon';

/**
 * Words of a match, a funeral or an initiation, whole (English, Afrikaans, Sesotho written apart), squeezed as the
 * model reads them ("oorlede" -> "orlede").
 */
const SETTING_WORDS = wordSet(
  'game games soccer football rugby netball cricket derby league cup final semis semifinal ' +
    'tournament fixture fixtures kickoff goal goals team squad coach stadium pitch referee penalty penalties striker ' +
    'jersey jerseys vuvuzela season ' +
    'wedstryd wedstryde sokker netbal eindstryd liga afrigter span doele ' +
    'papadi bolo bolong dibolo mokwetlisi dipheo sizeneng jesi ' +
    'funeral funerals burial memorial hearse tent tents ' +
    'begrafnis begrafnisdiens oorlede roudiens ' +
    'lepato lefung mofu lebollo lebollong mophato makolwane bashemane ' +
    'ligi iligi weligi kwiligi igoli amagoli magoli umfi umfileyo itende amatende etendeni',
);
/** Stems of such words inside isiZulu and isiXhosa nouns with their prefixes and locatives. */
const SETTING_STEMS = [
  // match
  'mdlal',
  'bhola',
  'qembu',
  'qela',
  'qeqeshi',
  'mbhoxo',
  'bhoxo',
  'penalti',
  'jezi',
  'sizini',
  // funeral
  'mngcwabo',
  'ngcwabo',
  'nkonzo',
  'shonile',
  // initiation
  'bhuma',
  'khwetha',
  'lwaluko',
];

/** Classes that name the reader. */
const READER: ReadonlySet<ThreatClass> = new Set(['you', 'your']);
/**
 * Words of the reader's class that do not name the reader as a target: "o" and "u" also say "he" and "she" in
 * Sesotho and isiZulu, and "uzobona", "uza kubona" (you will see) make the reader the one who watches.
 */
const NOT_A_TARGET = /^(o|u|(u|ni)(zo|za|yo)(bona|bone|ku|bukela|buka|jabula|thanda|za)?)$/;

/** Sesotho words after which "o" is the reader as object. */
const SESOTHO_BEFORE_OBJECT = new Set(['tla', 'tlo', 'a', 'ka', 'tlile']);

/** Whether the words are set at a match, a funeral or an initiation and name no reader as the target. */
export function isInnocentSetting(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) if (readerAt(words, i)) return false;
  // The setting, looked for only once no word names the reader (a stem is looked for inside every word).
  return words.some((w) => SETTING_WORDS.has(w) || SETTING_STEMS.some((s) => w.includes(s)));
}

/** Whether word `i` names the reader: "you", "your" (not a Nguni verb prefix), or Sesotho "o" as object ("ke tla o
 * bolaya", "ke a o bona": after a future or a present marker). */
function readerAt(words: readonly string[], i: number): boolean {
  const w = words[i]!;
  if (w === 'o' && i > 0 && SESOTHO_BEFORE_OBJECT.has(words[i - 1]!)) return true;
  return !NOT_A_TARGET.test(w) && wordClasses(w).some((c) => READER.has(c));
}

/**
 * Things a frustrated speaker threatens (decision 0919): machines, devices, tools, documents and chores ("I'm going
 * to kill this printer", "this washing machine needs a bullet", "I want to stab this jar lid"), in English, Afrikaans,
 * isiZulu, isiXhosa and Sesotho. Threats against objects are not threats (issue 25); a reader's property ("your car",
 * "your shop") is, and is never read here.
 */
const THINGS = wordSet(
  'printer printers laptop computer pc tablet ipad phone cellphone iphone fridge kettle machine microwave stove oven ' +
    'toaster tv television router modem wifi engine jar lid door gate mower lawnmower generator geyser alarm remote ' +
    'charger battery tyre tire bike app website internet exam exams workout keyboard mouse screen monitor blender ' +
    'dishwasher iron vacuum hoover aircon heater radio speaker tap toilet scanner fan clock plant weeds bakkie car ' +
    'spreadsheet sheet inverter motor tin opener ' +
    'drukker rekenaar foon selfoon yskas ketel masjien wasmasjien skootrekenaar kar kragopwekker ' +
    'ifoni umshini ikhompyutha ikhompuyutha ' +
    'mochini motjhini fono koloi sethuthuthu',
);
/**
 * Institutions that a measure or a strike "would cripple" (decision 0931): "that would cripple our military", "it will
 * kill our economy". Read only as the violent verb's pointed-at object, never as a subject ("the military deserves").
 */
const INSTITUTIONS = wordSet('economy military army industry infrastructure budget network grid');
/**
 * Pointing at a thing: "this printer", "that stupid laptop", "my phone", "our economy", "hierdie ketel", isiXhosa "le
 * printer".
 */
const POINTERS = new Set(['this', 'that', 'these', 'those', 'my', 'our', 'hierdie', 'le', 'lo']);
/** Sesotho points after the noun: "mochini ona" (this machine). */
const POINTERS_AFTER = new Set(['ona', 'eo', 'ena', 'sena']);
/** Classes of a violent verb and of a person a threat can be aimed at. */
const VIOLENT: ReadonlySet<ThreatClass> = new Set(['harm', 'hit', 'death', 'fire', 'weapon']);
const PERSONS: ReadonlySet<ThreatClass> = new Set(['you', 'your', 'kin']);
const PERSON_WORDS = wordSet('him her them hom haar hulle em');
const BULLET = squeeze('bullet');

/** Whether the word, of the given classes, names a person a threat can be aimed at ("you", "your", "my brother"). */
function namesPerson(w: string, classes: readonly ThreatClass[]): boolean {
  return classes.some((c) => PERSONS.has(c)) && !NOT_A_TARGET.test(w);
}

/** Whether one of the two words before `i` points at it ("this printer", "my stupid laptop"). */
function pointedBefore(words: readonly string[], i: number): boolean {
  return POINTERS.has(words[i - 1] ?? '') || POINTERS.has(words[i - 2] ?? '');
}

/** Words that may follow a thing that ends its clause: "shoot the alarm clock next time", "... tomorrow". */
const CLAUSE_END = wordSet('next tomorow tonight today again lol at this when if');

/**
 * Whether "the" before `i` names the thing as a whole clause's subject or object (decision 0928): "the spreadsheet
 * will be executed at dawn", "I'll shoot the alarm clock next time"; not "the car guard", a person named by a thing.
 */
function theThing(words: readonly string[], i: number): boolean {
  if (words[i - 1] !== 'the' && !(words[i - 2] === 'the' && THINGS.has(words[i - 1] ?? ''))) return false;
  const after = words[i + 1];
  return after === undefined || CLAUSE_END.has(after) || THING_MODALS.has(after) || after === 'is' || after === 'gets';
}

/** Modals and futures after a thing that is the subject of a call: "must", "deserves", "will", "needs". */
const THING_MODALS = wordSet('must should deserves deserve needs need wil gona moet');

/**
 * Whether the thing at `i` is called on: a modal at most two words after it, then a violent word within seven ("my gate
 * motor needs to be taken out back and shot").
 */
function calledOnThing(words: readonly string[], i: number): boolean {
  for (let k = i + 1; k <= i + 2 && k < words.length; k++) {
    if (THING_MODALS.has(words[k]!) && violentIn(words, k + 1, k + 7)) return true;
  }
  return false;
}

/** What a thing "is getting" or "gets": "the gate motor is getting a panga", "this lawnmower gets the sledgehammer". */
const GETTING = wordSet('getting gets');
const TOOLS_OF_VIOLENCE = wordSet('panga sledgehammer hammer bullet axe bat');

/** Whether the thing at `i` "is getting" or "gets" a tool of violence within four words. */
function gettingIt(words: readonly string[], i: number): boolean {
  const g = words[i + 1] === 'is' ? i + 2 : i + 1;
  return GETTING.has(words[g] ?? '') && words.slice(g + 1, g + 4).some((v) => TOOLS_OF_VIOLENCE.has(v));
}

/** Whether a violent word stands just before `i` or in the three words after it. */
function violentNear(words: readonly string[], i: number): boolean {
  return violentIn(words, i - 1, i + 3);
}

/** Whether a word of a violent class stands at a place from `from` to `to` (both included). */
function violentIn(words: readonly string[], from: number, to: number): boolean {
  for (let k = Math.max(0, from); k <= to && k < words.length; k++) {
    if (wordClasses(words[k]!).some((c) => VIOLENT.has(c))) return true;
  }
  return false;
}

/**
 * Whether the message's threat is aimed only at a thing: a violent word with a pointed-at thing at most four words
 * after it ("kill this printer", "smash that stupid laptop"), or "it" after it when a thing is named before ("hate
 * this fridge, I'll kick it to death"), or a thing that "needs a bullet"; and nothing in the message names a person as
 * reader, kin or object ("you", "your", "him", "them"). The threat model's verdict does not count there; the threat
 * patterns still do.
 */
export function threatensOnlyAThing(words: readonly string[]): boolean {
  let thingSeen = false;
  let aimed = false;
  // A violent word after a thing pointed at ("this", "my", "ena"; not "the"), in a message that names no group
  // (decision 0958): "Le TV ndiza kuyaphula" (this TV, I'll break it), "Sethuthuthu sena se hana ho qala, ke tla se
  // tjhesa".
  let afterThing = false;
  let pointedSeen = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (PERSON_WORDS.has(w)) return false;
    const classes = wordClasses(w);
    if (namesPerson(w, classes)) return false;
    // A thing pointed at: "this fridge", "my laptop", "that stupid printer", "mochini ona".
    const pointed = THINGS.has(w) && (pointedBefore(words, i) || POINTERS_AFTER.has(words[i + 1] ?? ''));
    if (pointed) pointedSeen = true;
    if (pointed || (THINGS.has(w) && theThing(words, i))) {
      thingSeen = true;
      // "my wifi deserves a slow painful death", "this old bakkie must burn": the thing is the subject of the call.
      // ... and "the gate motor is getting a panga", "this lawnmower gets the sledgehammer".
      if (calledOnThing(words, i) || gettingIt(words, i)) aimed = true;
    }
    // "... I'll kick it to death", "... needs a bullet": "it" or a weapon once a thing is named.
    if (thingSeen && (w === 'it' || w === BULLET) && violentNear(words, i)) aimed = true;
    if (!classes.some((c) => VIOLENT.has(c))) continue;
    if (pointedSeen) afterThing = true;
    const next = words[i + 1];
    // Sesotho "ke tla bolaya mochini ona": the thing, then its pointer.
    if (THINGS.has(next ?? '') && POINTERS_AFTER.has(words[i + 2] ?? '')) aimed = true;
    // "kill this printer", "smash that stupid laptop": the pointed-at thing is the verb's object.
    if (
      next !== undefined &&
      POINTERS.has(next) &&
      [i + 2, i + 3].some((k) => THINGS.has(words[k] ?? '') || INSTITUTIONS.has(words[k] ?? ''))
    ) {
      aimed = true;
    }
    // "I'll shoot the alarm clock next time it goes off".
    if (next === 'the' && [i + 2, i + 3].some((k) => THINGS.has(words[k] ?? '') && theThing(words, k))) aimed = true;
  }
  return aimed || (afterThing && namedGroup(words) === undefined);
}

/** Machines a speaker is frustrated with, beyond THINGS (decision 0988). */
const MACHINES = wordSet(
  'atm headset imoto iketela iwotshi wotshi kgoro stofsuier koffiemasjien trekker mochine motjhine ifriji',
);
/** Words that say a thing fails: it broke, leaks, is flat, won't start, will not go (decision 0988). */
const FAILS = wordSet(
  `broken junk swallowed beeping leaking leaks pap lek lieg ingaqali ayiqali ayisebenzi ingasebenzi ingalunganga
   selifile ifile yafa bulehe senyeha ntena`,
);
/** "won't start", "doesn't work", "didn't close". */
const FAILED_ACTS = wordSet('start starts work works close closes open opens');
/** Words before "breek" when the thing is what breaks: "weer breek", "het gebreek", "is gebreek". */
const BREAKS_AFTER = wordSet('weer alweer het is');
const NOT_BEFORE_ACT = wordSet('wont doesnt didnt t not never');
const NIE = wordSet('nie');
const SA = wordSet('sa');
const HA = wordSet('ha');
const BATLE = wordSet('batle');

/** Whether a word of `set` stands at a place from `from` to `to` (both included). */
function standsIn(words: readonly string[], set: ReadonlySet<string>, from: number, to: number): boolean {
  for (let k = Math.max(0, from); k <= to && k < words.length; k++) if (set.has(words[k]!)) return true;
  return false;
}

/** Whether word `i` says a thing fails: a word of FAILS, "nie vat nie" / "vat weer nie" (Afrikaans: won't start), "weer
 * breek", "e sa qale" / "ha e qale" (Sesotho), "ha e batle ho tsamaya", "won't start". */
function saysItFails(words: readonly string[], i: number): boolean {
  const w = words[i]!;
  if (FAILS.has(w)) return true;
  if (w === 'vat') return standsIn(words, NIE, i - 2, i + 2);
  // "as die kar weer breek", "dit het gebreek"; not "breek ons sy bene" (we break his bones).
  if (w === 'breek' || w === 'gebreek') return BREAKS_AFTER.has(words[i - 1] ?? '');
  if (w === 'qale') return standsIn(words, SA, i - 2, i - 1) || standsIn(words, HA, i - 3, i - 1);
  if (w === 'tsamaya') return standsIn(words, BATLE, i - 3, i - 1);
  return FAILED_ACTS.has(w) && standsIn(words, NOT_BEFORE_ACT, i - 2, i - 1);
}

/**
 * Whether the speaker is frustrated with a thing that fails (decision 0988): a machine or thing named, a word that says
 * it fails ("as die kar nie môre vat nie steek ek hom aan die brand", "uma imoto ingaqali kusasa ngizoyishisa", "koloi
 * ena ha e ka senyeha hape ke tla e chesa", "that ATM needs a bullet, swallowed my card"); no reader, kin or group named.
 * Threats against objects are not threats (issue 25); here neither the threat patterns nor the threat model count,
 * since the thing is the speaker's own and failing, where "the car at number 5 will burn tonight" names no failure.
 */
export function frustratedWithAThing(words: readonly string[]): boolean {
  let thing = false;
  let fails = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (readerAt(words, i) || namesPerson(w, wordClasses(w))) return false;
    if (THINGS.has(w) || MACHINES.has(w)) thing = true;
    if (!fails) fails = saysItFails(words, i);
  }
  return thing && fails && namedGroup(words) === undefined;
}

/** Words of congratulation and good wishes (English, Afrikaans, isiZulu, isiXhosa, Sesotho). */
const GOOD_WISHES = wordSet(
  `congratulations congrats geluk gelukwens veels halala siyavuyisana ndiyavuyisana sivuyisana ngiyakuhalalisela
   siyakuhalalisela mahlohonolo lebohela`,
);
/** What harms a person or makes them disappear: every guard below gives way to it. */
const VIOLENCE = VIOLENCE_CLASSES;
/** Classes that keep a good wish a threat ("congratulations, you're dead"); "Baie geluk met die tender. 15% vir die
 * manne of ...": a demand or a condition makes it extortion. */
const MENACE: ReadonlySet<ThreatClass> = new Set([...VIOLENCE, 'demand', 'condition', 'kin']);

/** The classes of word `i`, none for the Afrikaans article "die" (the English verb comes after "to", "will" ...). */
function classesAt(words: readonly string[], i: number): readonly ThreatClass[] {
  const w = words[i]!;
  return w === 'die' && !DIE_BEFORE.has(words[i - 1] ?? '') ? [] : wordClasses(w);
}
/** An offer to the reader: "should I / can I / moet ek / kan ek ... for you / vir jou". */
const OFFERS = wordSet('should can shall moet kan');
const FIRST = new Set(['i', 'ek']);
/** Words after which "die" is the English verb. */
const DIE_BEFORE = new Set([
  'to',
  'wil',
  'l',
  'gona',
  'must',
  'should',
  'you',
  'u',
  'shal',
  'gon',
  'wana',
  'just',
  'go',
  'please',
  'pls',
  'plz',
]);
/** A polite request to the reader: "kan jy asb ...", "can you please ...". */
const ASKS = wordSet('can could would will kan sal');
const READERS = new Set(['you', 'u', 'jy']);
const PLEASE = wordSet('asb asseblief please pls plz plis');

/**
 * Whether the message congratulates, offers something to its reader or asks a favour, and names no harm (decision
 * 0919): "Siyavuyisana nawe ngomtshato wakho" (congratulations on your wedding), "Moet ek iets vir jou kry?" (should I
 * get you something?), "Kan jy asb die wasgoed inhaal, dit gaan reën" (can you please bring the washing in). The
 * threat model reads "you" with a future or "get" as a threat; the threat patterns still count.
 */
export function wishesOrOffersWell(words: readonly string[]): boolean {
  let good = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (classesAt(words, i).some((c) => MENACE.has(c))) return false;
    if (GOOD_WISHES.has(w)) good = true;
    // "kan jy asb ...", "can you please ...".
    if (ASKS.has(w) && READERS.has(words[i + 1] ?? '') && PLEASE.has(words[i + 2] ?? '')) good = true;
    // "moet ek ... vir jou", "can I ... for you".
    if (OFFERS.has(w) && FIRST.has(words[i + 1] ?? '')) {
      for (let k = i + 2; k < Math.min(words.length, i + 7); k++) {
        if ((words[k] === 'vir' || words[k] === 'for') && (words[k + 1] === 'jou' || words[k + 1] === 'you'))
          good = true;
      }
    }
  }
  return good;
}

/** Game birds and buck that are shot or hunted for the pot; never words a group is called ("rats", "dogs", "snakes"). */
const GAME = wordSet(
  `dove doves duck ducks pigeon pigeons guineafowl guineafowls francolin francolins partridge partridges quail geese
   goose buck bucks kudu kudus impala impalas springbok blesbok eland warthog warthogs bushpig bushpigs rabbit rabbits
   hare hares`,
);
/** Words between a verb and the game it is aimed at: "shoot some guineafowl", "shot a kudu", "hunt the ducks". */
const GAME_FILLER = wordSet('some a the few two three couple of');

/**
 * Whether the message is about shooting or hunting game (decision 0931): "the boys went to shoot ducks at the dam",
 * "Going to shoot some guineafowl this weekend if you want to come", "shooting dove off my power line with a bb gun".
 * A violent word with game at most three words after it (only fillers between), and no person aimed at: no "him",
 * "her", "them", and no reader within three words after a violent word. The threat model's verdict does not count
 * there; the threat patterns still do.
 */
export function huntsGame(words: readonly string[]): boolean {
  return aimedOnlyAt(words, GAME, GAME_FILLER) || goesHunting(words);
}

/** Going hunting as a pastime, with no quarry named: "girls who use guns and go hunting" (decision 0980). */
const GO = wordSet('go goes went going gone');
/** What after "hunting" names a quarry or a person hunted: "hunting for ...", "hunting them down". */
const QUARRY_LEAD = wordSet('for them him her you u down');

function goesHunting(words: readonly string[]): boolean {
  for (let i = 0; i + 1 < words.length; i++) {
    if (!GO.has(words[i]!) || words[i + 1] !== 'hunting') continue;
    // (A group named anywhere after it may be the quarry: "we go hunting, every X better hide".)
    if (QUARRY_LEAD.has(words[i + 2] ?? '') || namedGroup(words.slice(i + 2)) !== undefined) return false;
    if (words.some((w) => PERSON_WORDS.has(w))) return false;
    return true;
  }
  return false;
}

/**
 * Whether a violent word has one of `targets` at most three words after it (only `fillers` between), and no person is
 * aimed at: no "him", "her", "them" in the message, and no reader within three words after a violent word.
 */
function aimedOnlyAt(words: readonly string[], targets: ReadonlySet<string>, fillers: ReadonlySet<string>): boolean {
  let aimed = false;
  for (let i = 0; i < words.length; i++) {
    if (PERSON_WORDS.has(words[i]!)) return false;
    if (!wordClasses(words[i]!).some((c) => VIOLENT.has(c))) continue;
    for (let k = i + 1; k <= i + 3 && k < words.length; k++) {
      const w = words[k]!;
      if (namesPerson(w, wordClasses(w))) return false;
      if (targets.has(w)) aimed = true;
      if (!fillers.has(w)) break;
    }
  }
  return aimed;
}

/** Vermin a pest controller kills; several are also what hate calls a group ("rats", "cockroaches"). */
const PESTS = wordSet(
  `rats rat mice mouse rodents rodent cockroaches cockroach roaches termites ants fleas bedbugs mosquitoes flies moles
   borer weevils rotte rot muise kakkerlakke termiete miere vlooie muskiete`,
);
/** Words between a verb and the vermin: "kill all the rats", "maak al die rotte dood". */
const PEST_FILLER = wordSet('some a the all your those these every any and al die jou');
/** The trade: an exterminator, pest control, fumigation, an infestation. */
const PEST_TRADE = wordSet(
  `exterminator exterminators exterminate pest pests fumigation fumigate fumigating fumigator infestation infested
   plaagbeheer plae plaag beroking berook uitroeier`,
);

/**
 * Whether the message is pest control (decision 0950): "Our exterminators kill all rats and cockroaches". A violent word
 * aimed only at vermin (as huntsGame reads game), a word of the trade, and no group named: "kill all the cockroaches"
 * alone, or beside a group ("foreigners are cockroaches, kill them all"), is not excused. The threat patterns and the
 * hate model still count.
 */
export function controlsPests(words: readonly string[]): boolean {
  if (!words.some((w) => PEST_TRADE.has(w))) return false;
  return aimedOnlyAt(words, PESTS, PEST_FILLER) && namedGroup(words) === undefined;
}

/**
 * What a business comes to serve (English, Afrikaans, Sesotho, isiZulu, isiXhosa), squeezed as the model reads them:
 * the thing delivered, fitted, read or repaired.
 */
const SERVICE_THINGS = wordSet(
  `parcel parcels package packages order orders meter meters geyser geysers fibre fiber router modem decoder fridge
   freezer appliance appliances aircon stove oven furniture sofa couch bed mattress
   pakkie pakkies pakket pakkette bestelling bestellings aflewering veselnet roeteerder dekodeerder yskas vrieskas
   toestel toestelle lugversorger stoof oond meubels rusbank matras
   phasela iphasela ipasile oda iodolo umyalelo odara mitha imitha mitara igiza ifayibha ifriji sefriji setofo
   machine machines masjien umshini umatshini motjhini`,
);
/** The service done, or who does it: fix, install, deliver, collect, read, a technician, a driver. */
const SERVICE_ACTS = wordSet(
  `fix fixing repair repairing install installing installation deliver delivering delivered collect collecting
   inspect inspection read service replace connect technician technicians installer driver courier
   herstel regmaak installeer aflewer lewer afhaal haal inspekteer lees diens vervang aansluit tegnikus installeerder
   bestuurder koerier lokisa lokisetsa kenya tlisa lata hlahloba setsebi mokhanni ugcisa umshayeli`,
);
/** isiZulu and isiXhosa service verbs in the infinitive ("ukulungisa", "kufaka"): "uku-" / "ku-" + stem; never
 * "sizokulungisa" (we will fix you). */
const SERVICE_STEMS = ['lungis', 'fak', 'let', 'zis', 'land', 'hlol', 'fund'];
/** Pronouns that make a person the object of the service ("fix you", "jou herstel", "re tla o lokisa"). */
const OBJECT_PRONOUNS = wordSet('you u jou jy hom haar them hulle him her em o');

/** isiZulu and isiXhosa subject prefixes of "we", "I", "they" before a service verb with the thing served right after
 * it ("silethe iphasela": and we bring the parcel; "sizofaka ifayibha"), decision 0953. */
const SUBJECT = /^(si|ngi|ndi|ba)(zo|za|ya|yo)?/;

/** A service verb with the reader as its object: "sizokulungisa" (we will fix you), decision 0953. */
const SUBJECT_READER = /^(si|ngi|ndi|ba)(zo|za|ya|yo)?ku/;

function servesTheReader(w: string): boolean {
  const m = SUBJECT_READER.exec(w);
  return m !== null && SERVICE_STEMS.some((s) => w.startsWith(s, m[0].length));
}

function isServiceAct(w: string, next: string): boolean {
  if (SERVICE_ACTS.has(w)) return true;
  const rest = w.startsWith('uku')
    ? w.slice(3)
    : w.startsWith('ku')
      ? w.slice(2)
      : SERVICE_THINGS.has(next)
        ? w.replace(SUBJECT, '')
        : undefined;
  return rest !== undefined && rest !== w && SERVICE_STEMS.some((s) => rest.startsWith(s));
}

/**
 * Whether the message announces a service to its customer and names no harm (decision 0944): a thing served and what
 * is done to it or who does it ("Ons kom Dinsdag jou huis se geyser herstel": we come on Tuesday to fix your house's
 * geyser; "Ons bestuurder kom vandag na jou huis met jou pakkie"; "Sizofika ekhaya lakho kusasa ukufaka i-fibre"). The
 * threat model reads "we come" with "your house" as a threat. Not when a pronoun stands next to the act ("fix you",
 * "jou herstel") or the verb takes the reader as its object ("sizokulungisa"), nor with any violent, harming, deadly,
 * fiery, demanding or conditional word, or kin (the classes of wishesOrOffersWell, and words violent in context that
 * are not the service itself); the threat patterns still count ("we know where you live"). isiZulu and isiXhosa verbs
 * count in the infinitive ("ukufaka"), or with a subject prefix when the thing served follows ("silethe iphasela").
 */
export function announcesAService(words: readonly string[]): boolean {
  let thing = false;
  let act = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const classes = classesAt(words, i);
    if (servesTheReader(w)) return false;
    const serviceAct = isServiceAct(w, words[i + 1] ?? '');
    // A word violent only in context counts here unless it is the service ("fix", "lees": read).
    if (classes.some((c) => MENACE.has(c) || (c === 'hit' && !serviceAct))) return false;
    if (SERVICE_THINGS.has(w)) thing = true;
    if (serviceAct) {
      if (OBJECT_PRONOUNS.has(words[i + 1] ?? '') || OBJECT_PRONOUNS.has(words[i - 1] ?? '')) return false;
      act = true;
    }
  }
  return thing && act;
}

/** A hair salon or barber (decision 0967). */
const SALON = wordSet('salon salons barber barbers barbershop hairdresser hairdressers haircut haircuts hairstylist');
/** What a salon does to hair: "wash, cut and blow", "cut and colour". */
const HAIR_ACTS = wordSet('cut cuts cutting blow blowdry wash trim colour color dry style');

/**
 * Whether the message is a salon's offer (decision 0967): "CapeStyle Salon: Wash, cut and blow R250 on Tuesdays". A
 * salon or barber named, what a salon does to hair, every violent word one of those, and none of them done to a person
 * ("cut you"); a salon named alone is no offer ("your salon will be history"). The threat model reads "cut" and
 * "blow" as a threat. The threat patterns and the hate model still count.
 */
function doesHair(words: readonly string[]): boolean {
  if (!words.some((w) => SALON.has(w))) return false;
  let hair = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const hairAct = HAIR_ACTS.has(w);
    if (!hairAct && classesAt(words, i).some((c) => MENACE.has(c) || c === 'hit')) return false;
    if (hairAct && (OBJECT_PRONOUNS.has(words[i + 1] ?? '') || OBJECT_PRONOUNS.has(words[i - 1] ?? ''))) return false;
    hair ||= hairAct;
  }
  return hair;
}

/**
 * What a school, club or business withholds when a bill is not paid (English, Afrikaans, isiZulu, isiXhosa, Sesotho),
 * squeezed as the model reads them: the trip, the exam, the list, the place, the report.
 */
const WITHHELD = wordSet(
  `trip trips outing outings excursion tour camp exam exams examination examinations test tests aftercare list
   register report reports place spot seat lessons dance concert certificate results membership
   uitstappie uitstappies toer kamp eksamen eksamens toets lys plek rapport rapporte lesse dans sertifikaat uitslae
   uhambo izivivinyo isivivinyo uhlu umbiko iimviwo uluhlu ingxelo leeto diteko tlhahlobo lenane tlaleho`,
);
/** What is done to it: excluded, removed, withheld, given to another, not allowed, cancelled, suspended, miss. */
const WITHHOLDING = wordSet(
  `excluded exclude removed remove withheld withhold given another allowed cancelled canceled cancel suspended suspend
   miss forfeit forfeited lapse lapsed
   uitgesluit verwyder teruggehou ander toegelaat gekanselleer opgeskort mis
   ngeke ihambe ayisoze akanakuhamba akazukuhamba hambe ayizukuhamba`,
);
/** Classes that keep such a notice a threat: what harms a person or makes them disappear. */
const NOTICE_MENACE: ReadonlySet<ThreatClass> = new Set([...VIOLENCE, 'hit']);

/** Words that make a loss final: "miss the trip home, forever". */
const FOR_GOOD = wordSet('forever alive again');

/** A bill: fees, account, payment, pay, settle (the five languages). */
const BILL = wordSet(
  `fee fees account payment pay paid settle outstanding balance arrears
   skoolfonds fooie rekening betaling betaal agterstallig
   imali yesikole khokha inkokhelo intlawulo hlawula tefo lefa lefella`,
);

/**
 * Whether the message is a notice that something is withheld for an unpaid bill (decision 0948): "Remember to pay
 * your school fees before Friday or your child will be excluded from the trip", "Your child will be removed from the
 * aftercare list if fees are not paid", "Khokha imali yesikole ngoLwesihlanu noma ingane yakho ngeke ihambe uhambo".
 * The threat model reads "pay ... or your child ..." as extortion. A bill, a thing withheld and the act of withholding
 * it, and no violent, harming, deadly, fiery, bodily or vanishing word (a demand, a condition and kin are what such a
 * notice is made of); the threat patterns still count ("pay or your child won't come home").
 */
export function withholdsForABill(words: readonly string[]): boolean {
  let bill = false;
  let withheld = false;
  let withholding = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (classesAt(words, i).some((c) => NOTICE_MENACE.has(c)) || FOR_GOOD.has(w)) return false;
    if (BILL.has(w)) bill = true;
    if (WITHHELD.has(w)) withheld = true;
    if (WITHHOLDING.has(w)) withholding = true;
  }
  return bill && withheld && withholding;
}

/** Afrikaans words of a social visit. */
const KUIER = wordSet('kuier kuiertjie kuiers kuierie');
/** Classes that keep a visit a threat ("betaal of ons kom kuier", "ons kom kuier, en nie vir koffie nie"). */
const VISIT_MENACE: ReadonlySet<ThreatClass> = new Set([...VIOLENCE, 'hit', 'demand', 'condition', 'not']);

/**
 * Whether the message announces a social visit ("kuier") and names no harm, demand, condition or negation (decision
 * 0949): "Ons gaan julle in die Kaap kom kuier in Desember" (we are coming to visit you in the Cape in December). The
 * threat model reads "ons gaan julle ... kom" as the speakers coming for the reader; the threat corpus uses "ons kom
 * kuier" as a euphemism only beside a demand or a condition ("betaal of ons kom Vrydag kuier"), which keeps the
 * verdict. The threat patterns still count.
 */
export function visitsSocially(words: readonly string[]): boolean {
  let visit = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // "die Kaap" (the Cape), squeezed, is "die kap" (chop).
    const cape = w === 'kap' && words[i - 1] === 'die';
    if (!cape && classesAt(words, i).some((c) => VISIT_MENACE.has(c))) return false;
    if (KUIER.has(w)) visit = true;
  }
  return visit;
}

/** The butcher's trade, whose name is also a violent word ("the Muslim butcher", "die Moslem-slagter"). */
const BUTCHERS = wordSet('butcher butchers butchery slaghuis slagter slagters');
/** Classes that keep such a message hateful: derogation, stated hatred, expulsion, and what harms a person. */
const BUTCHER_MENACE: ReadonlySet<ThreatClass> = new Set([...VIOLENCE, 'derogation', 'hatred', 'expel', 'hit']);

/**
 * Whether a group word only names whose butcher's shop the message talks about, and it says nothing hostile (decision
 * 0951): "The Muslim butcher is closed for Eid". The hate model reads a group word beside "butcher" (a violent word
 * too) as hate. A group word followed at once by "butcher", and no word of derogation, hatred, expulsion or violence
 * other than "butcher" itself; the hate model's verdict does not count there (only when the threat model is low), the
 * patterns and group statements still do. Other businesses are left to the model: "Congolese salon opened next to
 * the school. Time to walk the kids there myself" is implicit derogation.
 */
export function namesAButcher(words: readonly string[]): boolean {
  let butcher = false;
  for (let i = 0; i < words.length; i++) {
    if (BUTCHERS.has(words[i]!)) {
      if (i > 0 && wordGroup(words[i - 1]!) !== undefined) butcher = true;
    } else if (classesAt(words, i).some((c) => BUTCHER_MENACE.has(c))) return false;
  }
  return butcher;
}

/**
 * Sports and games played against the reader (English, Afrikaans), squeezed as the model reads them. Fighting sports
 * are not here: "I'll beat you in the boxing ring" is left to the model.
 */
const SPORTS = wordSet(
  `tennis golf gholf chess skaak squash pool snooker darts fifa hockey hokkie netball netbal volleyball badminton padel
   ludo cards kaarte rugby soccer sokker football cricket krieket`,
);
/** Words of a match that say where, not what: they count only after "in", "at" or "op" ("in die finaal"). */
const MATCH_WORDS = wordSet(
  'game games match matches final finals finaal eindstryd wedstryd derby league liga tournament toernooi semis',
);
/** South African teams whose supporters tease each other: "Julle gaan verloor, die Bulle is sterker". */
const TEAMS = wordSet(
  `bulls bulle stormers sharks lions leeus cheetahs bokke springboks proteas chiefs pirates sundowns bafana banyana
   amakhosi`,
);
const ARENA = wordSet('in at op');
const ARTICLES = wordSet('the die a n');
/** Winning and losing: what a match is. */
const CONTEST = wordSet('lose loses losing lost verloor verlore win wins winning wen beat klop thrash');
/** Classes that keep a match a threat: violence, coming for the reader, kin, a demand or a condition. */
const MATCH_MENACE: ReadonlySet<ThreatClass> = new Set([...VIOLENCE, 'seek', 'kin', 'demand', 'condition']);
/** Words that give a blow an instrument ("beat you with the racket", "slaan jou met die raket"), a life to lose or a
 * home not reached ("you will not walk home"). */
const INSTRUMENT = wordSet('with met');
const LIVES = wordSet('life lives lewe lewens home huis ekhaya hae');

/** Whether word `i` is a sport or match word after "in", "at" or "op" (an article between). */
function inTheArena(words: readonly string[], i: number): boolean {
  const w = words[i]!;
  if (!SPORTS.has(w) && !MATCH_WORDS.has(w)) return false;
  const before = ARTICLES.has(words[i - 1] ?? '') ? words[i - 2] : words[i - 1];
  return ARENA.has(before ?? '');
}

/**
 * Whether the message teases the reader about a game or a match and names no harm (decision 0953): "Ek slaan jou
 * vanaand in die tennis" (I'll beat you at tennis tonight), "Julle gaan vanaand verloor, die Bulle is sterker". The
 * threat model reads "ek slaan jou" and "julle gaan verloor" as threats. A sport or match word after "in", "at" or
 * "op", or a sport or a team named with winning or losing; and no violent, deadly, bodily or vanishing word, no coming
 * for the reader, no kin, demand or condition, no life to lose or home, and no blow with an instrument ("beat you at
 * tennis with the racket"). The threat patterns still count ("I'll kill you at pool tonight").
 */
export function playsAMatch(words: readonly string[]): boolean {
  let arena = false;
  let named = false;
  let contest = false;
  let blow = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const classes = classesAt(words, i);
    if (classes.some((c) => MATCH_MENACE.has(c)) || LIVES.has(w)) return false;
    if (blow && INSTRUMENT.has(w)) return false;
    if (classes.includes('hit')) blow = true;
    if (inTheArena(words, i)) arena = true;
    if (SPORTS.has(w) || TEAMS.has(w)) named = true;
    if (CONTEST.has(w)) contest = true;
  }
  return arena || (named && contest);
}

/**
 * Words only an advert uses: a sale, a discount, specials, a promotion (the five languages), squeezed. Not "deal"
 * ("we deal with you"), "special" ("special forces"), "offer" or "price" ("pay the price"; "Peterole e theko e tlase
 * bosiung bona", petrol is cheap tonight, is a threat to a tavern, and low prices are what xenophobic threats to
 * foreigners' shops cite).
 */
const SALE = wordSet(
  `sale discount discounts specials promo promotion bargain bargains uitverkoping aanbieding aanbiedinge afslag
   winskoop winskopies promosie isaphulelo isipesheli sipesheli theolelo`,
);
/** isiZulu and isiXhosa sale words inside a noun with its prefix ("kwisaphulelo", "yisipesheli"). */
const SALE_STEMS = ['saphulelo', 'pesheli'];
/** Words that make the sale the reader's ("jou uitverkoping": a threat to a competitor's shop). */
const READER_OWNS = wordSet('your jou yakho lakho wakho hao');
/** Classes that keep a sale a threat: violence, kin, a demand (pay up). */
const SALE_MENACE: ReadonlySet<ThreatClass> = new Set([...VIOLENCE, 'kin', 'demand']);
/** Paying, in any form ("ungakhokhi": if you don't pay); beside a condition it is extortion, not a price. */
const PAY = wordSet('pay paid betaal lefa lefella');
const PAY_STEMS = ['khokh', 'hlawul', 'tlawul'];
/** The reader as the one come for: "ons kom na jou", "we are coming for you". */
const READER_WORDS = wordSet('you u jou jy wena');
/** "alles moet weg" (everything must go): the one vanishing a sale announces. */
const MUST_GO = 'weg';

function isSaleWord(w: string): boolean {
  return SALE.has(w) || (w.length > 6 && SALE_STEMS.some((s) => w.includes(s)));
}

/**
 * Whether the message sells to its reader and names no harm (decision 0954): "Jy sal spyt wees as jy nie die
 * uitverkoping bywoon nie" (you'll be sorry if you miss the sale), "Ons breek die pryse af hierdie naweek, alles moet
 * weg, groot afslag", "Uzozisola uma ungezanga ku-sale yethu" (you'll be sorry if you don't come to our sale). The
 * threat model reads "you'll be sorry if" and "we break" as threats; a regret, a blow to prices, a condition and a
 * time are what such an advert is made of. A word only an advert uses, not the reader's, no group named, and no
 * violent, deadly, bodily or vanishing word ("alles moet weg" apart), no kin, no demand, nobody coming for the reader
 * ("ons kom na jou"), and no payment on a condition ("uzozisola uma ungakhokhi"). The threat patterns still count.
 */
export function sellsToTheReader(words: readonly string[]): boolean {
  let sale = false;
  let pay = false;
  let condition = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const classes = classesAt(words, i);
    if (PAY.has(w) || PAY_STEMS.some((s) => w.includes(s))) pay = true;
    if (classes.includes('condition')) condition = true;
    const mustGo = w === MUST_GO && words[i - 1] === 'moet';
    if (!mustGo && classes.some((c) => SALE_MENACE.has(c))) return false;
    if (classes.includes('seek') && words.slice(i + 1, i + 3).some((x) => READER_WORDS.has(x))) return false;
    if (isSaleWord(w)) {
      if (READER_OWNS.has(words[i - 1] ?? '')) return false;
      sale = true;
    }
  }
  // "Uzozisola uma ungakhokhi" (you'll be sorry if you don't pay): paying on a condition is extortion. A group named
  // makes it a matter for the group readers.
  return sale && !(pay && condition) && namedGroup(words) === undefined;
}

/** Words that mark a news report or headline (English, Afrikaans, Sesotho, isiZulu, isiXhosa), squeezed. */
const NEWS = wordSet(
  `breaking police saps sapd attacks attacked clashes clash unrest violence protest protests shooting
   aangeval botsings geweld onrus polisie skietery bendegeweld amaphoyisa udlame amapolisa ubundlobongela mapolesa
   ntwa dikgohlano dikgoka`,
);
/** Who a report never speaks as or to, and what it never says: the speaker, the reader, a future, a demand. */
const NEWS_MENACE: ReadonlySet<ThreatClass> = new Set(['you', 'your', 'future', 'demand', 'condition', 'kin', 'me']);
const FIRST_PERSON = wordSet('i im ill imma we ek ons ke re ngi ndi si');
/**
 * Words that turn a report into a call or a warning: modals ("he needs to be killed"), wishes, "let", "start",
 * "last", "next", "remember", "good".
 */
const CALLS = wordSet(
  `must should shld shud need needs ought deserve deserves gotta better moet has have had let start wish hope time
   last next remember onthou volgende soon same like soos good fake`,
);

/**
 * Whether the message reports violence as news and names no group (decision 0958): "BREAKING: Taxi rank shooting in
 * Germiston, 4 killed", "Xenophobic attacks flare again in Gqeberha, spaza shops torched", "Ntwa ya mahostele Vaal:
 * batho ba babedi ba shwele". The threat model reads the violent words as a threat. A word that marks a report
 * (police, attacks, violence, clashes, breaking ...) or casualties counted ("4 killed", "drie dood"), and no speaker,
 * reader, kin, future, demand or condition, and no word that makes it a call or a warning ("he needs to be killed",
 * "the last one was shot", "good"). News that names a group is isNewsOfViolence's (group-statement.ts). The threat
 * patterns still count.
 */
export function reportsNews(words: readonly string[]): boolean {
  let news = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // Sesotho "ya" (of) is not English "ya" (you).
    if (w === 'ya') continue;
    if (FIRST_PERSON.has(w) || CALLS.has(w) || classesAt(words, i).some((c) => NEWS_MENACE.has(c))) return false;
    if (NEWS.has(w)) news = true;
    else if (countsCasualties(words, i)) news = true;
  }
  return news && namedGroup(words) === undefined;
}

/** Where friends meet: the gate, the station, the mall, school, work, the shop, the taxi rank, church. */
const MEETING_PLACES = wordSet(
  `hek stasie mall winkel skool werk kerk kantoor parkeerarea ingang taxistaanplek garage vliegveld lughawe
   restaurant kafee koffiewinkel gym hoek robot huis plek`,
);
/** What keeps "ek kry jou" a threat: violence or a blow ("kry" itself apart), kin, a demand, "jy sal sien", "wag maar". */
const MEETING_MENACE: ReadonlySet<ThreatClass> = new Set([...VIOLENCE, 'kin', 'demand', 'hit']);
const MEETING_WARNINGS = wordSet('sien wag onthou');

/**
 * Whether an Afrikaans message arranges to meet the reader (decision 0958): "Ek kry jou by die hek" (I'll meet you at
 * the gate), "Ons sal jou kry by die stasie om 6". The threat model reads "ek kry jou" (I'll get you) as a threat.
 * "kry jou by" or "jou kry by" followed within two words by a meeting place, and no violent, bodily, vanishing or
 * hitting word, no kin, no demand, and no "jy sal sien", "wag maar" or "onthou". The threat patterns still count.
 */
export function meetsTheReader(words: readonly string[]): boolean {
  let meeting = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (MEETING_WARNINGS.has(w) || classesAt(words, i).some((c) => MEETING_MENACE.has(c) && w !== 'kry')) return false;
    if (w !== 'kry' || meeting) continue;
    // "ek kry jou by die hek", "ons sal jou kry by die stasie".
    const by =
      words[i + 1] === 'jou' && words[i + 2] === 'by'
        ? i + 2
        : words[i - 1] === 'jou' && words[i + 1] === 'by'
          ? i + 1
          : -1;
    if (by > 0) meeting = placeAfter(words, by);
    // "Ek kry jou om twee by die ingang": a clock time first, then the place (decision 1909).
    else if (words[i + 1] === 'jou' && words[i + 2] === 'om' && CLOCK.has(words[i + 3] ?? '')) {
      const place = words.indexOf('by', i + 4);
      meeting = place > 0 && place <= i + 6 && placeAfter(words, place);
    }
  }
  return meeting;
}

/** Whether a meeting place follows "by" at `by` within two words ("by die hek", "by hek"). */
function placeAfter(words: readonly string[], by: number): boolean {
  return MEETING_PLACES.has(words[by + 1] ?? '') || MEETING_PLACES.has(words[by + 2] ?? '');
}

/** A clock time after "om": "om twee", "om half ses", "om 8". */
const CLOCK = wordSet('een twee drie vier vyf ses sewe agt nege tien elf twaalf half kwart 1 2 3 4 5 6 7 8 9 10 11 12');

/** Where the sick are visited: "visit the families in hospital". */
const SICKBEDS = wordSet('hospital hospitals hospice clinic ward');
/** What people waiting or coming do for the reader: "our boys will be waiting outside to direct parking". */
const HELPING = wordSet('direct help assist guide welcome escort fetch carry usher serve feed pray');
/** Where people wait or come to help. */
const HELPERS_ARRIVE = wordSet('waiting wait outside there coming come standing stand ready');
/** Lists of help a group is put on: "should be put on the priority list". */
const AID_LISTS = wordSet('priority waiting housing grant grants bursary transplant');
/** What a venue disclaims: "we are not responsible for what happens to valuables left in the hall". */
const BELONGINGS = wordSet('valuables belongings items property possessions goods luggage bags loss theft damage');

/**
 * Whether the message cares for people (decision 0985): a visit to the sick ("we will visit the Muslim families in
 * hospital this week"), helpers waiting or coming to help ("our boys will be waiting outside to direct parking"), a
 * place on a list of help ("Disabled people should be put on the priority list"), or a venue's disclaimer of the
 * belongings left in it ("we are not responsible for what happens to valuables left in the hall"); and names no harm,
 * blow, death, fire or weapon. The group threat model (0983), which learnt a group addressed with a place, a day and
 * "we will" from the calls of the spent batches, reads these as threats. The threat patterns still count.
 */
function caresForPeople(words: readonly string[]): boolean {
  let care = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // (The hospital itself is a word of harm: "you'll end up in hospital".)
    if (!SICKBEDS.has(w) && classesAt(words, i).some((c) => NOTICE_MENACE.has(c))) return false;
    if (care) continue;
    const next = words[i + 1] ?? '';
    care =
      (w.startsWith('visit') && words.slice(i + 1, i + 8).some((x, k) => SICKBEDS.has(x) && isAt(words[i + k]))) ||
      (w === 'to' && HELPING.has(next) && standsIn(words, HELPERS_ARRIVE, i - 3, i - 1)) ||
      (w === 'on' &&
        (next === 'the' || next === 'a') &&
        AID_LISTS.has(words[i + 2] ?? '') &&
        words[i + 3] === 'list') ||
      (w === 'responsible' && words[i - 1] === 'not' && standsIn(words, BELONGINGS, i + 1, i + 7));
  }
  return care;
}

/** Advice for the reader's safety on the road (counter-speech.ts): "be careful on the roads tonight", "drive safely". */
const SAFETY = SAFETY_ADVICE.map((p) => p.map(squeeze));

/**
 * Whether the message advises the reader's safety on the road and names no harm, blow, death, fire or weapon (decision
 * 0992): "Muslims, we have your prayer times, be careful on the roads tonight". The group threat model reads "be careful
 * tonight" after a group addressed as a warning. The threat patterns still count.
 */
function advisesSafety(words: readonly string[]): boolean {
  let advice = false;
  for (let i = 0; i < words.length; i++) {
    if (classesAt(words, i).some((c) => NOTICE_MENACE.has(c))) return false;
    if (!advice) advice = SAFETY.some((p) => p.every((x, k) => words[i + k] === x));
  }
  return advice;
}

/** "in", "at" or "the" (before a place). */
function isAt(w: string | undefined): boolean {
  return w === 'in' || w === 'at' || w === 'the';
}

/**
 * Whether the threat model's verdict does not count: a threat aimed only at a thing (decision 0919), game hunted
 * (0931), good wishes or an offer (0919), a service announced (0944), a notice of what an unpaid bill withholds
 * (0948), a social visit (0949), pest control (0950), a match (0953), a sale (0954), news and a meeting (0958), a
 * salon's offer (0967), a thing that fails (0988: the threat patterns do not count there either), care for people
 * (0985), advice for the reader's safety (0992). The threat patterns still count.
 */
export function excusesThreatVerdict(words: readonly string[]): boolean {
  return (
    threatensOnlyAThing(words) ||
    huntsGame(words) ||
    wishesOrOffersWell(words) ||
    announcesAService(words) ||
    doesHair(words) ||
    withholdsForABill(words) ||
    visitsSocially(words) ||
    controlsPests(words) ||
    playsAMatch(words) ||
    sellsToTheReader(words) ||
    reportsNews(words) ||
    meetsTheReader(words) ||
    frustratedWithAThing(words) ||
    caresForPeople(words) ||
    advisesSafety(words)
  );
}
