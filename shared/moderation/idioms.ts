/**
 * Words the threat model reads as violence where they are not: "hang" (decisions 0947, 0953, 0954), "the death of me"
 * (0955), fuel and a wheelchair in everyday use (0960), prices that "hit" the reader in isiZulu and isiXhosa adverts
 * (0964). "hang" in the English phrasal verbs of everyday SMS ("hang on, I'll call you back", "let's hang out", "hang
 * in there", "hang tight", "he hung up on me").
 * The model learned "hang" from lynching threats ("hang them all", "should be hung in public"), and the word alone
 * carries a message over the threshold. The message is scored again without the idiom's "hang"; the rest of it still
 * counts ("hang on, I'll kill you"). The literal senses keep the word: "hung in public", "hanging on a rope", "hang
 * them up", "hung around his neck", and so does every "hang" of a message that names a noose, a tree, a tribunal or
 * treason. Sesotho "hang ha", "hang feela ha" (as soon as: "re tla nka bohato hang ha re fumana tefo") is a
 * conjunction, not the English verb; "ho hang" (at all) is left to the model. Words as the canonical text spells them
 * (squeezed: "till" is "til").
 */
import { squeeze, wordSet } from './normalise';
import { type ThreatClass, VIOLENCE_CLASSES, wordClasses } from './threat-lexicon';

const HANG = wordSet('hang hangs hanging hung');
/** Particles that make "hang" a phrasal verb whatever follows. */
const ALWAYS = wordSet('out tight loose about back');
/** After "hang on": what keeps it the idiom ("hang on, I'll call you back", "hang on to your ticket"); anything else
 * may be literal ("hanging on a rope", "hung on live TV", "hung on Dec 27"). The end of the message too; "a sec". */
const ON_IDIOM = wordSet('i im we well let lets just please pls plz ok okay till until while to one');
const MOMENT = wordSet('sec secs second seconds minute minutes min mins moment bit mo');
/** After "hang around": what makes it literal ("hung around his neck"). */
const AROUND_LITERAL = wordSet('his her their your my its the a an neck necks');
/** After "hang up": the telephone ("hung up on me", "hang up and call again"); "hang up the phone" below. */
const UP_CALL = wordSet('on and now already');
/** Words of a literal hanging anywhere in the message: then no "hang" in it is read as an idiom. */
const GALLOWS = wordSet(
  'noose nooses rope ropes gallows lynch lynched lynching tree trees neck necks scaffold tribunal treason treasonous ' +
    'execution executed execute',
);

/** Sesotho "hang ha" / "hang feela ha" (as soon as, decision 0953); "ha" twice is laughter ("hang ha ha"). */
const HA = 'ha';
const FEELA = wordSet('feela fela');
const LAUGHTER = wordSet('ha haha hahaha lol');

/** What keeps the Sesotho conjunction's "hang": a word of violence, or the stem of "bolaya" (kill) in any form
 * ("ba lokela ho bolawa hang ha ba tswalwa": they should be killed as soon as they are born). */
const VIOLENT: ReadonlySet<ThreatClass> = new Set([...VIOLENCE_CLASSES, 'hit']);
const violent = (w: string): boolean => w.startsWith('bola') || wordClasses(w).some((c) => VIOLENT.has(c));

/** Whether the "hang" at `i` is Sesotho "hang ha" / "hang feela ha" (as soon as) in a message that names no violence. */
function sesothoConjunction(words: readonly string[], i: number): boolean {
  const next = words[i + 1];
  const after = words[i + 2];
  const conjunction =
    (next === HA && after !== undefined && !LAUGHTER.has(after)) || (FEELA.has(next ?? '') && after === HA);
  return conjunction && !words.some((w, k) => k !== i && violent(w));
}

/** Afrikaans "hang ... af (van)" (depends on, decision 0954): "af" at most three words after "hang" ("dit hang af van
 * jou", "dit hang alles af van die weer", "hang daarvan af"), when it is the message's only "hang"; the literal
 * "ophang" is another word. */
const AF = 'af';

function afrikaansDepends(words: readonly string[], i: number): boolean {
  // Only as the message's one "hang": "Hulle moet hang, dit hang af van die hof" keeps both.
  if (words.some((w, k) => k !== i && HANG.has(w))) return false;
  for (let k = i + 1; k <= i + 3 && k < words.length; k++) if (words[k] === AF) return true;
  return false;
}

function idiomatic(words: readonly string[], i: number): boolean {
  const next = words[i + 1];
  if (next === undefined) return false;
  if (ALWAYS.has(next)) return true;
  if (sesothoConjunction(words, i) || afrikaansDepends(words, i)) return true;
  const after = words[i + 2];
  if (next === 'in') return after === 'there';
  if (next === 'on')
    return after === undefined || ON_IDIOM.has(after) || (after === 'a' && MOMENT.has(words[i + 3] ?? ''));
  if (next === 'around') return after === undefined || !AROUND_LITERAL.has(after);
  if (next === 'up') return after === undefined || UP_CALL.has(after) || (after === 'the' && words[i + 3] === 'phone');
  return false;
}

/** "the death of me / us" (decision 0955): the speaker is the one worn out ("You'll be the death of me, honestly"). */
const DEATH = 'death';
const SPEAKER = wordSet('me us');

function deathOfTheSpeaker(words: readonly string[], i: number): boolean {
  return words[i - 1] === 'the' && words[i + 1] === 'of' && SPEAKER.has(words[i + 2] ?? '');
}

/**
 * Fuel and a wheelchair in everyday use (decision 0960): "Diesel and petrol prices drop next week", "She uses a
 * wheelchair so book the ground-floor venue", "Please bring your own wheelchair". "petrol" beside a word of its trade,
 * "wheelchair" after "use(s) a" or "own" or before "access", "user", "friendly"; in a message with no other word of
 * violence ("I'll put you in a wheelchair", "petrol for your house").
 */
const PETROL = 'petrol';
const FUEL_TRADE = wordSet(
  'price prices diesel litre liter pump pumps station garage tank fill increase hike paraffin',
);
const WHEELCHAIR = squeeze('wheelchair');
const CHAIR_BEFORE = wordSet('uses use using own');
const CHAIR_AFTER = wordSet('access accessible friendly user users ramp ramps bay parking');

/** Words of care that name no harm beside a wheelchair in everyday use ("bring your own wheelchair to the hospital
 * appointment", decision 0964). */
const CARE = wordSet('hospital clinic icu');

/**
 * isiZulu and isiXhosa adverts that "hit" the reader with prices (decision 0964): "Sizokushaya ngamanani aphansi" (we
 * will hit you with low prices), "siza kukubetha ngamaxabiso". The verb of hitting right before "with prices" is the
 * idiom's; the rest of the message still counts.
 */
const WITH_PRICES = wordSet('ngamanani ngentengo ngamaxabiso ngexabiso');
const HITTING = ['shaya', 'betha'];

function hitsWithPrices(words: readonly string[], i: number): boolean {
  const w = words[i]!;
  return WITH_PRICES.has(words[i + 1] ?? '') && HITTING.some((stem) => w.includes(stem));
}

function inEverydayUse(words: readonly string[], i: number): boolean {
  const w = words[i]!;
  if (w === PETROL) return [i - 2, i - 1, i + 1, i + 2].some((k) => FUEL_TRADE.has(words[k] ?? ''));
  if (w !== WHEELCHAIR) return false;
  const before = words[i - 1] === 'a' ? words[i - 2] : words[i - 1];
  return CHAIR_BEFORE.has(before ?? '') || CHAIR_AFTER.has(words[i + 1] ?? '');
}

/**
 * The words without each "hang" of an idiom, each "death" of "the death of me", fuel or a wheelchair in everyday use,
 * and a verb of hitting with prices, or `words` itself (the same array) when there is none.
 */
export function withoutIdioms(words: readonly string[]): readonly string[] {
  let everyday = false;
  for (let i = 0; i < words.length && !everyday; i++) everyday = inEverydayUse(words, i);
  // ... unless another word is of violence: asked only of a message with fuel or a wheelchair (most have neither).
  for (let i = 0; i < words.length && everyday; i++)
    if (!inEverydayUse(words, i) && violent(words[i]!) && !CARE.has(words[i]!)) everyday = false;
  const kept = words.filter(
    (w, i) =>
      !(HANG.has(w) && idiomatic(words, i)) &&
      !(w === DEATH && deathOfTheSpeaker(words, i)) &&
      !(everyday && inEverydayUse(words, i)) &&
      !hitsWithPrices(words, i),
  );
  return kept.length === words.length || words.some((w) => GALLOWS.has(w)) ? words : kept;
}
