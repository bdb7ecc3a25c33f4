/** One recipient's text: the campaign's text filled from the contact, with the opt-out instruction of marketing. */
import type { ContactRecord } from '../contacts/contact';
import { segmentInfo } from '../messages/segments';
import { codePoints, MAX_BODY_CHARACTERS } from '../messages/text';
import { renderTemplate } from '../templates/render';
import type { CampaignKind } from './campaign';

/** What a marketing text must say when it does not contain STOP (contract Part 2). */
export const OPT_OUT_SUFFIX = ' Reply STOP to opt out';

export type Rendered = { ok: true; text: string; segments: number } | { ok: false; reason: string };

/** The variables a contact offers: firstName, lastName, phone and attributes.<name> (only those it has). */
function variablesOf(contact: ContactRecord): Record<string, string> {
  const variables: Record<string, string> = { phone: contact.phone };
  if (contact.firstName) variables.firstName = contact.firstName;
  if (contact.lastName) variables.lastName = contact.lastName;
  for (const [name, value] of Object.entries(contact.attributes)) variables[`attributes.${name}`] = value;
  return variables;
}

/** STOP in capitals as a word of its own (not part of "NON-STOP" or "STOPS"): the instruction recipients know. */
const CAPITAL_STOP = /(?<![\p{L}\p{N}_-])STOP(?![\p{L}\p{N}_-])/u;
/** stop in any case right after a verb that tells the recipient to send it: "reply stop", "SMS Stop to 12345". */
const STOP_INSTRUCTION = /(?<![\p{L}\p{N}_])(?:reply|send|sms|text|txt)\s+["'“‘]?stop(?![\p{L}\p{N}_-])/iu;

/**
 * Whether a marketing text already tells its recipient how to opt out, so that the footer is not added twice
 * (docs/decisions/0712-marketing-footer.md): the word STOP in capitals ("Reply STOP to opt out", "SMS STOP to
 * 12345"), or stop in any case after reply, send, SMS, text or txt. The word used in passing ("Non-stop deals", "Hi,
 * stop by our store", "stop?") is not an instruction: the footer is added.
 */
export function saysHowToOptOut(text: string): boolean {
  return CAPITAL_STOP.test(text) || STOP_INSTRUCTION.test(text);
}

export function renderFor(text: string, contact: ContactRecord, kind: CampaignKind): Rendered {
  const rendered = renderTemplate(text, variablesOf(contact));
  if (!rendered.ok) return { ok: false, reason: `Missing variable ${rendered.missing}` };
  const full =
    kind === 'marketing' && !saysHowToOptOut(rendered.text) ? `${rendered.text}${OPT_OUT_SUFFIX}` : rendered.text;
  if (codePoints(full) > MAX_BODY_CHARACTERS) {
    return { ok: false, reason: `The text for this contact exceeds ${MAX_BODY_CHARACTERS} characters` };
  }
  return { ok: true, text: full, segments: segmentInfo(full).segments };
}
