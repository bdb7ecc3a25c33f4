/** One recipient's text: the campaign's text filled from the contact, with the opt-out instruction of marketing. */
import type { ContactRecord } from '../contacts/contact';
import { segmentInfo } from '../messages/segments';
import { codePoints, MAX_BODY_CHARACTERS } from '../messages/text';
import { renderTemplate } from '../templates/render';
import { type CampaignKind, OPT_OUT_SUFFIX } from './campaign';

export type Rendered = { ok: true; text: string; segments: number } | { ok: false; reason: string };

/** The variables a contact offers: firstName, lastName, phone and attributes.<name> (only those it has). */
function variablesOf(contact: ContactRecord): Record<string, string> {
  const variables: Record<string, string> = { phone: contact.phone };
  if (contact.firstName) variables.firstName = contact.firstName;
  if (contact.lastName) variables.lastName = contact.lastName;
  for (const [name, value] of Object.entries(contact.attributes)) variables[`attributes.${name}`] = value;
  return variables;
}

export function renderFor(text: string, contact: ContactRecord, kind: CampaignKind): Rendered {
  const rendered = renderTemplate(text, variablesOf(contact));
  if (!rendered.ok) return { ok: false, reason: `Missing variable ${rendered.missing}` };
  const full =
    kind === 'marketing' && !/\bSTOP\b/i.test(rendered.text) ? `${rendered.text}${OPT_OUT_SUFFIX}` : rendered.text;
  if (codePoints(full) > MAX_BODY_CHARACTERS) {
    return { ok: false, reason: `The text for this contact exceeds ${MAX_BODY_CHARACTERS} characters` };
  }
  return { ok: true, text: full, segments: segmentInfo(full).segments };
}
