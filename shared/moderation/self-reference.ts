/**
 * Reclaimed self-reference and reported insults (issue 25: "do not block reclaimed self-reference"): a slur that the
 * writer says of themselves ("I'm such a <slur> sometimes", "we <slur>s have to stick together", "my <slur> self") or
 * reports having been called ("they called me a <slur>") is aimed at no one else, so its lexicon hit does not block.
 * The forms are exact: the slur directly after the first-person words, at most two filler words ("a", "such a",
 * "proud") between; "you're a <slur>", "I'm not a <slur>" and "I hate <slur>s" keep the hit (decision 0911).
 * Decision 0918 adds "as a / being a <slur>" opening the message, "my fellow <slur>s", "me and the other <slur>s",
 * "us fat <slur>s", and a slur reported as someone else's word and rejected in the same message ("he called her a
 * <slur> and we told him to apologise"). Decision 0959 adds a slur named as a word ("stop using the word <slur>, it's
 * a slur", "igama elithi <slur> liyahlambalaza") or used "as an insult", with a word of rejection.
 */
import { squeeze, type Token, tokenSpan } from './normalise';
import { type ThreatClass, wordClasses } from './threat-lexicon';

/** Words allowed between the first-person words and the slur ("I'm such a ...", "we proud ...", "my fellow ..."). */
const FILLER = new Set(['a', 'an', 'the', 'such', 'just', 'proud', 'real', 'fellow', 'other']);
const MAX_FILLER = 2;

/** Verbs of being called: "called me a ...". */
const CALLED = new Set(['call', 'called', 'calls', 'calling']);

/**
 * The text of token i, '' outside the message. Returned as an anonymous function: a named closure made on every call
 * costs a name definition per call where the code runs with esbuild's keepNames (tsx, the benchmark).
 */
function tokenReader(tokens: readonly Token[]): (i: number) => string {
  return (i) => (i >= 0 && i < tokens.length ? tokens[i]!.text : '');
}

/** "I'm", "im", "I am" ending at word k. */
function iAm(at: (i: number) => string, k: number): boolean {
  return at(k) === 'im' || ((at(k) === 'm' || at(k) === 'am') && at(k - 1) === 'i');
}

/**
 * Whether the lexicon hit over folded-text offsets [from, to) is said by the writer of themselves, or reported as said
 * to them.
 */
export function isSelfReference(tokens: readonly Token[], from: number, to: number): boolean {
  const { start, end } = tokenSpan(tokens, from, to);
  const at = tokenReader(tokens);
  // "my <slur> self"
  if (at(start - 1) === 'my' && at(end + 1) === 'self') return true;
  // "my nigga" with the -a ending: a friend addressed in the reclaimed form, not the slur (decision 0923).
  if (at(start - 1) === 'my' && start === end && RECLAIMED_ADDRESS.test(at(start))) return true;
  // "Dykes on Bikes": the name of the riders who lead Pride marches.
  if (at(start) === 'dykes' && at(end + 1) === 'on' && at(end + 2) === 'bikes') return true;
  let i = start - 1;
  let fillers = 0;
  while (fillers < MAX_FILLER && FILLER.has(at(i))) {
    i--;
    fillers++;
  }
  const w = at(i);
  const plural = /[sz]$/.test(at(end)) || INVARIABLE_PLURAL.test(at(end));
  // "we <slur>s", "us <slur>s": the writer is one of them. Plural and with no filler: "with us, fag" calls someone.
  if ((w === 'we' || w === 'us') && (fillers === 0 || (fillers === 1 && at(i + 1) !== 'the')) && plural) return true;
  // "us fat <slur>s", "we proud Zimbabwean <slur>s": one describing word between, still plural (decision 0918).
  if ((at(i - 1) === 'we' || at(i - 1) === 'us') && fillers === 0 && plural) return true;
  // "my fellow <slur>s", "me and my fellow <slur>s", "me and the other <slur>s".
  if (plural && FELLOW.has(at(start - 1))) {
    const det = at(start - 2);
    if (det === 'my' || (det === 'the' && at(start - 3) === 'and' && at(start - 4) === 'me')) return true;
    // "Dear fellow <slur>s, ...", "Fellow <slur>s, ...": the writer greets their own (decision 0933).
    if (at(start - 1) === 'fellow' && (start === 1 || (start === 2 && det === 'dear'))) return true;
  }
  // "As a (proud) <slur>, I ...", "Being a <slur> in the township is tough": the message opens with the writer's own
  // description of themselves.
  // Not when the clause goes on to a reader ("as a <slur> you should know better").
  if ((w === 'as' || w === 'being') && fillers > 0 && i === 0) {
    return ![1, 2, 3].some((k) => READER.has(at(end + k)));
  }
  // "I'm (such a) <slur>", "im a <slur>", "I am a <slur>"
  if (iAm(at, i)) return true;
  // "im a fat <slur>": one describing word after the article (decision 0928).
  if (fillers === 0 && (at(i - 1) === 'a' || at(i - 1) === 'an') && iAm(at, i - 2)) return true;
  // "proud <slur>, proud Khoi": the message opens with the writer's pride; "<Slur> and proud!" (decision 0961).
  if (start === 1 && at(0) === 'proud') return true;
  // ... with the writer speaking of themselves after it, not to a reader ("... and proud? Go home, all of you").
  if (start === 0 && at(end + 1) === 'and' && at(end + 2) === 'proud') {
    return tokens.some((t) => FIRST.has(t.text)) && !tokens.some((t) => READER.has(t.text));
  }
  // "Proud to be a <slur>", "happy to be a <slur>": the message opens with the writer's pride in it (decision 1903).
  if (w === 'be' && at(i - 1) === 'to' && PROUD.has(at(i - 2)) && i === 2 && fillers > 0) return true;
  // "me and my <slur> friends", "my <slur> sisters showed up for me": the writer's own friends, named as one of them;
  // not with violence in the message ("I will kill my <slur> friends").
  if (at(start - 1) === 'my' && OWN_PEOPLE.has(at(end + 1)) && !tokens.some(isViolent)) return true;
  // "(they) called me a <slur>"
  if (w === 'me' && CALLED.has(at(i - 1))) return true;
  if (ownedAfter(at, end) || admitsBeing(at, start) || asStyle(at, start, end)) return true;
  return isReportedAndRejected(tokens, i, end);
}

/**
 * "one cute <slur> friend n that's me": the writer names themselves at most three words after the slur, "that's me",
 * "thats me", "that is me", ending the message (decision 0931); not "that's me done with him".
 */
function ownedAfter(at: (i: number) => string, end: number): boolean {
  for (let k = end + 1; k <= end + 4; k++) {
    if (at(k) !== 'that' && at(k) !== 'thats') continue;
    const next = at(k) === 'thats' ? k + 1 : k + 2;
    const ends = at(next + 1) === '' || LAUGHS.has(at(next + 1));
    if ((at(k + 1) === 's' || at(k + 1) === 'is' || at(k) === 'thats') && at(next) === 'me' && ends) return true;
  }
  return false;
}

const LAUGHS = new Set(['lol', 'haha', 'hahaha', 'lmao', 'lmfao']);

/**
 * "I openly admit to being the level of <slur> that ...", "I confess to being a <slur>": the writer admits being one,
 * "I (openly) admit / confess to being" at most four words before the slur, no reader between (decision 0931).
 */
export function admitsBeing(at: (i: number) => string, start: number): boolean {
  for (let k = start - 1; k >= Math.max(1, start - 5); k--) {
    if (READER.has(at(k))) return false;
    if (at(k) !== 'being' || at(k - 1) !== 'to' || !ADMITS.has(at(k - 2))) continue;
    for (let j = k - 2; j >= Math.max(0, k - 4); j--) if (at(j) === 'i') return true;
  }
  return false;
}
const ADMITS = bothSpellings('admit admits admitting confess confessing plead pleading');

/**
 * "white trash heaven", "white trash cooking": the term as a style of food, parties and pastimes, not said of anyone
 * (decision 0931).
 */
export function asStyle(at: (i: number) => string, start: number, end: number): boolean {
  return at(start) === 'white' && at(end) === 'trash' && STYLE.has(at(end + 1));
}
const STYLE = bothSpellings(
  'heaven cooking cookbook food party christmas dinner lunch breakfast snack snacks recipe recipes casserole wedding decor',
);

/**
 * Words as tokens spell them and as the canonical words do (squeezed: "cooking" is "coking"): admitsBeing and asStyle
 * read both, the lexicon's tokens here and the group statement's canonical words (selfDescribed).
 */
function bothSpellings(list: string): ReadonlySet<string> {
  const words = list.split(/\s+/).filter((w) => w !== '');
  return new Set([...words, ...words.map(squeeze)]);
}

/** Plurals without an "s": the Nguni class prefix ("makwerekwere", "amakwerekwere") and "kwerekwere" itself. */
const INVARIABLE_PLURAL = /^(a?ma)?kwerekwere$/;
const FELLOW = new Set(['fellow', 'other']);
/** Violence as the threat lexicon classes words: harm, death, injury, a weapon, fire (not "back", a body word). */
const VIOLENT: ReadonlySet<ThreatClass> = new Set(['harm', 'death', 'injury', 'weapon', 'fire']);
const isViolent = (t: Token): boolean => wordClasses(squeeze(t.text)).some((c) => VIOLENT.has(c));
/** What a writer is proud or happy to be (decision 1903). */
const PROUD = new Set(['proud', 'happy', 'glad']);
/** The writer's own people after "my <slur>": "my <slur> friends / sisters / brothers / fam" (decision 1903). */
const OWN_PEOPLE = new Set(['friends', 'sisters', 'brothers', 'fam', 'family', 'squad', 'crew', 'siblings', 'sistas']);
const RECLAIMED_ADDRESS = /^nigg?as?$/;
/** Verbs that report a word said, shouted or written at someone: "he said '...' at work", "kids chant '...'". */
const REPORTING = new Set(
  `said says yelled yells shouted shouts chanted chant chanting screamed screams wrote posted posting ubhale obhale
   wabhala ngotse ngodile`
    .split(/\s+/)
    .filter((w) => w !== ''),
);
/** Words that name a word (decision 0959): "the word ...", "the term ...", "igama elithi ...", "lentswe ...". */
const NAMING = new Set(['word', 'term', 'woord', 'elithi', 'lentswe', 'ngokuthi', 'slur']);
/** "as an insult", "as 'n belediging". */
const INSULT = new Set(['insult', 'belediging', 'skelwoord']);
/** "not ok", "not okay", "not cool", "nie snaaks nie", "nie reg nie": a rejection in two words. */
const NOT_FINE = new Set(['not', 'nie']);
const FINE = new Set(['ok', 'okay', 'cool', 'funny', 'snaaks', 'reg', 'right']);
const AF_CALLED = new Set(['genoem', 'noem', 'genoemd']);
const SAID = new Set(['uthe', 'wathi', 'wathe', 'uthi', 'itse', 'ithe']);
const READER = new Set(['you', 'u', 'your', 'ur', 'youre', 'yourself']);
/** The writer speaking of themselves. */
const FIRST = new Set(['i', 'im', 'my', 'me', 'we', 'our', 'us', 'ek', 'ons']);

/** Those a reported slur was said to ("called the boy a ...", "called her a ..."): anyone but the reader. */
const CALLED_WHOM = new Set(['him', 'her', 'them', 'someone', 'somebody', 'the', 'a', 'my', 'his', 'our', 'this']);
/** Speakers whose calling is their own use: "I called him a ...", "we call them ...". */
const OWN_CALLERS = new Set(['i', 'we', 'im', 'ill', 'ima']);
/** Words that reject or report what was said: it is a slur, it was reported, it was wrong. */
const REJECTIONS = new Set(
  `slur slurs reported reporting report complaint complaints hr abuse abusive bullying apologise apologize apology
   fined court police saps unacceptable ashamed explained suspended expelled fired disciplinary charged offensive
   hurtful banned angry sgb principal geskors aangekla polisie klag hof beboet verskoning onaanvaarbaar
   ubandlululo kuwubandlululo ukucwasa amaphoyisa emaphoyiseni amapolisa mapolesa kgethollo
   hurts speech kwetsend kwetsende seermaak seer security removed kgopisa liyahlambalaza hlambalaza elithukayo
   ligama sikubikile sikuxelile tlalehile akulungile akulunganga`
    .split(/\s+/)
    .filter((w) => w !== ''),
);

/**
 * A slur reported as someone else's word and rejected in the same message ("he called the Malawian guy a <slur> and I
 * reported him", "Calling a kid a <slur> is bullying", "the accused called the victim a <slur> and was fined"): a verb
 * of calling at most four words before the slur, not the writer's own ("I called him ..."), not said to the reader
 * ("called you a ..."), and a word of rejection or report anywhere in the message (decision 0918). Counter-speech that
 * reports hate to reject it is not hate (issue 25).
 */
function isReportedAndRejected(tokens: readonly Token[], before: number, end: number): boolean {
  const at = tokenReader(tokens);
  // The slur named as a word (decision 0959): "stop using the word <slur>", "igama elithi <slur>", "lentswe <slur>",
  // "ukubiza abantu ngokuthi <slur>"; or used "as an insult" ("hou op om <slur> as 'n belediging te gebruik").
  if (NAMING.has(at(before))) return rejected(tokens, at);
  if (at(end + 1) === 'as' && INSULT.has(at(end + 3))) return rejected(tokens, at);
  // Afrikaans puts the verb after ("'n kind 'n <slur> genoem"); isiZulu, isiXhosa and Sesotho report with "uthe",
  // "wathi", "o itse" before it.
  if (AF_CALLED.has(at(before + 2)) || AF_CALLED.has(at(before + 3))) return rejected(tokens, at);
  for (let k = before; k >= Math.max(0, before - 2); k--) if (SAID.has(at(k))) return rejected(tokens, at);
  for (let k = before; k >= Math.max(0, before - 6); k--) {
    if (!CALLED.has(at(k)) && !(REPORTING.has(at(k)) && k >= before - 3)) continue;
    const whom = at(k + 1);
    if (whom === 'you' || whom === 'u' || OWN_CALLERS.has(at(k - 1))) return false;
    if (k !== before && !CALLED_WHOM.has(whom) && k + 1 !== before) return false;
    return rejected(tokens, at);
  }
  return false;
}

/** A word of rejection or report anywhere in the message, or "not okay" and the like. */
function rejected(tokens: readonly Token[], at: (i: number) => string): boolean {
  return tokens.some((t, k) => REJECTIONS.has(t.text) || (NOT_FINE.has(t.text) && FINE.has(at(k + 1))));
}
