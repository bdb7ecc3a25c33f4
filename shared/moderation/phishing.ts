/**
 * Phishing signs the spam model misses (decision 0934): a message that asks its reader to send, reply with or read out
 * a PIN, a password, a one-time PIN or card details ("reply with your card number and PIN to block", "please read this
 * code to him"), a job offered for a fee or a "new number" asking for money (decision 0968), or that links to a domain
 * on a top-level domain that scams favour (".top", ".xyz", ".click",
 * ".site", ".online"; lists of the most abused TLDs, e.g. Spamhaus's). A South African business texting its own
 * customers links to .co.za or .com, and tells them never to share a PIN; that warning is not a request.
 */

import { WordTable, wordSet } from './normalise';

/**
 * Top-level domains that scams favour. Not the generic commercial ones a business may well use (.shop, .store,
 * .delivery, .deals): the authored transactional texts link to them on purpose.
 */
const ABUSED_TLDS = new Set(
  `top xyz click site online win bet biz club link live buzz vip icu cyou rest sbs cfd monster quest work loan cam tk ml
   ga cf gq zip mov support help`
    .split(/\s+/)
    .filter((t) => t !== ''),
);

/** Whether a character code can stand in a host name's label: a letter, a digit or a hyphen. */
function hostChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45;
}

function letter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/**
 * Whether the full stop at `dot` starts an abused top-level domain ending a host name: "ubuntusb-secure.online",
 * "www.fixmyline.top/pay", "lotto24.win". The label before it has a hyphen or a digit, or seven letters or more, or the
 * host has "www." or a path: not two words glued at a full stop ("I was late.online now").
 */
function abusedDomainAt(text: string, dot: number): boolean {
  let end = dot + 1;
  while (end < text.length && letter(text.charCodeAt(end))) end++;
  if (end - dot - 1 < 2 || end - dot - 1 > 10) return false;
  const after = text.charCodeAt(end);
  if (hostChar(after) || (after === 46 && hostChar(text.charCodeAt(end + 1)))) return false;
  if (!ABUSED_TLDS.has(text.slice(dot + 1, end).toLowerCase())) return false;
  let start = dot;
  while (start > 0 && hostChar(text.charCodeAt(start - 1))) start--;
  if (dot - start < 2) return false;
  if (dot - start >= 7 || after === 47) return true;
  for (let k = start; k < dot; k++) if (!letter(text.charCodeAt(k))) return true;
  let host = start;
  while (host > 0 && (hostChar(text.charCodeAt(host - 1)) || text.charCodeAt(host - 1) === 46)) host--;
  return text.slice(host, host + 4).toLowerCase() === 'www.';
}

/**
 * Secrets a scam asks for: a bank's, not a friend's ("send me the wifi password" is not phishing, "reply with your
 * username and password" is).
 */
const SECRETS =
  'pin|otp|cvv|one[- ]time[- ]pin|card (?:number|details)|banking details|username and password|' +
  // A bank's, app's or mailbox's password, and the code just texted (decision 0968).
  '(?:banking|bank|app|e-?mail|account|mailbox) password|(?:6|six)[- ]digit code|verification code|' +
  'code (?:you|u) (?:just )?(?:received|got)';
const SECRET = new RegExp(`\\b(?:${SECRETS})\\b`, 'i');
/**
 * A request to hand a secret over to someone, at most four words before it; not "enter this PIN to approve your
 * login", which is how a real one-time PIN is used.
 */
const REQUEST = new RegExp(
  `\\b(?:reply|send|whatsapp|read|give|share|tell|confirm|provide|forward)\\b(?:\\W+\\w+){0,4}?\\W+(?:${SECRETS})\\b`,
);
/**
 * A negation governing the request, in its sentence and a few words before it: "never share your PIN", "will never ask
 * you to share your OTP", "do not send"; not "Not you? Reply with your PIN".
 */
const WARNED = /\b(?:never|not|dont|don't|won't|wont)\b[^.?!]{0,24}$/;

/**
 * The words a secret is named by, as the canonical words spell them (squeezed: "cvv" is "cv"): a cheap test before
 * SECRET's expression.
 */
const SECRET_WORDS = wordSet('pin otp cvv card banking username password code');

/** Words of employment (decision 0968), read as words before JOB's expression runs. */
const JOB_LIST = 'job jobs hiring vacancy vacancies position cv recruiting recruitment employment learnership';
const JOB_WORDS = wordSet(JOB_LIST);
/** "new", read as a word before NEW_NUMBER's expression runs. */
const NEW = 'new';

/** What a word names, as bits: SECRET_WORD, JOB_WORD, NEW_WORD. */
const SECRET_WORD = 1;
const JOB_WORD = 2;
const NEW_WORD = 4;

/** What each word names (the bits above), by word id (CanonicalText.ids): one array read per word. */
const NAMES_BY_ID = new WordTable<number>();

/**
 * The bits of what the message's words name. `ids` as CanonicalText.ids gives them, current (idsCurrent), or null:
 * read by text (the same answer: a word's canonical word is a function of its id).
 */
function namedSigns(words: readonly string[], ids: readonly number[] | null): number {
  let signs = 0;
  for (let i = 0; i < words.length; i++) {
    const id = ids === null ? -1 : ids[i]!;
    let names = id === -1 ? undefined : NAMES_BY_ID.get(id);
    if (names === undefined) {
      const w = words[i]!;
      names = (SECRET_WORDS.has(w) ? SECRET_WORD : 0) | (JOB_WORDS.has(w) ? JOB_WORD : 0) | (w === NEW ? NEW_WORD : 0);
      if (id !== -1) NAMES_BY_ID.set(id, names);
    }
    signs |= names;
  }
  return signs;
}

/**
 * A job offered for a fee (decision 0968): "Your CV was selected ... Pay R600 for medicals", "We are hiring drivers!
 * ... Training fee R1 800 refundable". South African law forbids charging a work-seeker for a job (Employment Services
 * Act 4 of 2014, s 15), so a business hiring does not ask it. A salary ("pay R15 000 per month") is not a fee.
 */
const JOB = new RegExp(`\\b(?:${JOB_LIST.split(' ').join('|')})\\b`, 'i');
const FEE =
  /\b(?:training|registration|application|admin|medical|uniform|processing|placement|booking)[- ]fees?\b|\bpay r ?\d[\d ,.]*(?:for|to)\b/i;

/**
 * A "new number" asking for money (decision 0968): "Hi mom, this is my new number, my phone fell in the toilet. Please
 * send R1 500 urgently". A friend's new number alone, or money alone, is ordinary.
 */
const NEW_NUMBER = /\b(?:my|this is my|its my|it's my) new (?:number|no|nr)\b/i;
const SEND_MONEY = /\b(?:send|transfer|e-?wallet|pay)\b[^.?!]{0,30}\br ?\d/i;

/**
 * Whether the message asks for a secret or links to a domain on an abused top-level domain. `words` are the message's
 * canonical words (threatWords), read first for a word that names a secret; `ids`, their CanonicalText.ids if at hand
 * and still current (idsCurrent), only speed up that test.
 */
export function looksLikePhishing(
  text: string,
  words: readonly string[],
  ids: readonly number[] | null = null,
): boolean {
  for (let dot = text.indexOf('.'); dot !== -1; dot = text.indexOf('.', dot + 1)) {
    if (abusedDomainAt(text, dot)) return true;
  }
  const signs = namedSigns(words, ids);
  if ((signs & JOB_WORD) !== 0 && JOB.test(text) && FEE.test(text)) return true;
  if ((signs & NEW_WORD) !== 0 && NEW_NUMBER.test(text) && SEND_MONEY.test(text)) return true;
  if ((signs & SECRET_WORD) === 0 || !SECRET.test(text)) return false;
  const lower = text.toLowerCase();
  const request = REQUEST.exec(lower);
  return request !== null && !WARNED.test(lower.slice(Math.max(0, request.index - 30), request.index));
}
