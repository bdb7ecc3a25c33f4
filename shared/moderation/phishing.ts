/**
 * Phishing signs the spam model misses (decision 0934): a message that asks its reader to send, reply with or read out
 * a PIN, a password, a one-time PIN or card details ("reply with your card number and PIN to block", "please read this
 * code to him"), or that links to a domain on a top-level domain that scams favour (".top", ".xyz", ".click",
 * ".site", ".online"; lists of the most abused TLDs, e.g. Spamhaus's). A South African business texting its own
 * customers links to .co.za or .com, and tells them never to share a PIN; that warning is not a request.
 */

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

/**
 * A host name and its top-level domain: "ubuntusb-secure.online", "www.fixmyline.top/pay", "lotto24.win". Its last
 * label has a hyphen or a digit, or seven letters or more, or the host has "www." or a path: not two words glued at a
 * full stop ("I was late.online now").
 */
const HOST =
  /(?:\bwww\.|\b)(?:[a-z0-9-]{2,63}\.)*(?:[a-z0-9]*[0-9-][a-z0-9-]*|[a-z]{7,63})\.([a-z]{2,10})(?![a-z0-9-])|\bwww\.(?:[a-z0-9-]{2,63}\.)+([a-z]{2,10})(?![a-z0-9-])|\b(?:[a-z0-9-]{2,63}\.)+([a-z]{2,10})(?=\/)/g;

/**
 * Secrets a scam asks for: a bank's, not a friend's ("send me the wifi password" is not phishing, "reply with your
 * username and password" is).
 */
const SECRET = /\b(?:pin|otp|cvv|one[- ]time[- ]pin|card (?:number|details)|banking details|username and password)\b/;
/**
 * A request to hand a secret over to someone, at most four words before it; not "enter this PIN to approve your
 * login", which is how a real one-time PIN is used.
 */
const REQUEST =
  /\b(?:reply|send|whatsapp|read|give|share|tell)\b(?:\W+\w+){0,4}?\W+(?:pin|otp|cvv|one[- ]time[- ]pin|card (?:number|details)|banking details|username and password)\b/;
/**
 * A negation governing the request, in its sentence and a few words before it: "never share your PIN", "will never ask
 * you to share your OTP", "do not send"; not "Not you? Reply with your PIN".
 */
const WARNED = /\b(?:never|not|dont|don't|won't|wont)\b[^.?!]{0,24}$/;

/** Whether the message asks for a secret or links to a domain on an abused top-level domain. */
export function looksLikePhishing(text: string): boolean {
  const lower = text.toLowerCase();
  if (lower.includes('.')) {
    for (const m of lower.matchAll(HOST)) if (ABUSED_TLDS.has(m[1] ?? m[2] ?? m[3] ?? '')) return true;
  }
  if (!SECRET.test(lower)) return false;
  const request = REQUEST.exec(lower);
  return request !== null && !WARNED.test(lower.slice(Math.max(0, request.index - 30), request.index));
}
