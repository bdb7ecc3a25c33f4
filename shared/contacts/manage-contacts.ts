/** Use cases of the address book's contacts (contract Part 2, "Contacts and lists"); lists are in manage-lists.ts. */
import type * as z from 'zod/mini';
import type { Actor } from '../auth/actor';
import { notFound, validationError } from '../errors';
import { idPattern, newId } from '../ids';
import { normaliseSouthAfricanMobile } from '../messages/phone';
import type { Page, PageRequest } from '../page';
import {
  type ContactFilter,
  type ContactListStore,
  type ContactRecord,
  type ContactStore,
  type ContactView,
  MAX_ATTRIBUTES,
  type OptOutStore,
  type PublicContact,
  publicContact,
} from './contact';
import type { ContactInput, ContactPatch } from './contact-input';
import { outcome } from './write-outcome';

const CONTACT_ID = idPattern('con');
const LIST_ID = idPattern('lst');

export interface ContactDeps {
  contacts: ContactStore;
  lists: ContactListStore;
  optOuts: OptOutStore;
}

const view = (v: ContactView): PublicContact => publicContact(v.contact, v.optedOut);

/** Lists named by a request must all be the caller's: 400 naming those that are not. */
async function checkLists(lists: ContactListStore, accountId: string, listIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(listIds)];
  if (unique.length === 0) return [];
  const found = new Set(
    (
      await lists.getMany(
        accountId,
        unique.filter((id) => LIST_ID.test(id)),
      )
    ).map((l) => l.id),
  );
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw validationError('Request body is not valid', [
      { path: 'listIds', message: `no such list on this account: ${missing.join(', ')}` },
    ]);
  }
  return unique.sort();
}

/** `POST /contacts`. */
export async function createContact(
  deps: ContactDeps,
  { actor, input }: { actor: Actor; input: z.output<typeof ContactInput> },
): Promise<PublicContact> {
  const { accountId } = actor.principal;
  const phone = normaliseSouthAfricanMobile(input.phone)!;
  const listIds = await checkLists(deps.lists, accountId, input.listIds ?? []);
  const now = new Date(actor.nowMs).toISOString();
  const contact: ContactRecord = {
    id: newId('con', actor.nowMs),
    accountId,
    phone,
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
    attributes: input.attributes ?? {},
    listIds,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  outcome(await deps.contacts.create(contact), phone);
  const optedOut = (await deps.optOuts.optedOut(accountId, [phone])).has(phone);
  return publicContact(contact, optedOut);
}

async function existing(deps: ContactDeps, accountId: string, id: string): Promise<ContactView> {
  const found = CONTACT_ID.test(id) ? await deps.contacts.get(accountId, id) : undefined;
  if (!found) throw notFound('Contact');
  return found;
}

/** `GET /contacts/{id}`. */
export async function getContact(deps: ContactDeps, { accountId, id }: { accountId: string; id: string }) {
  return view(await existing(deps, accountId, id));
}

/** `PATCH /contacts/{id}`: a change of phone keeps the one-contact-per-phone rule. */
export async function updateContact(
  deps: ContactDeps,
  { actor, id, input }: { actor: Actor; id: string; input: z.output<typeof ContactPatch> },
): Promise<PublicContact> {
  const { accountId } = actor.principal;
  const current = await existing(deps, accountId, id);
  const before = current.contact;
  const attributes = { ...before.attributes };
  for (const [name, value] of Object.entries(input.attributes ?? {})) {
    if (value === null) delete attributes[name];
    else attributes[name] = value;
  }
  if (Object.keys(attributes).length > MAX_ATTRIBUTES) {
    throw validationError('Request body is not valid', [
      { path: 'attributes', message: `a contact has at most ${MAX_ATTRIBUTES} attributes` },
    ]);
  }
  const listIds = input.listIds ? await checkLists(deps.lists, accountId, input.listIds) : before.listIds;
  const name = (given: string | null | undefined, was: string | undefined) =>
    given === undefined ? was : given === null || given === '' ? undefined : given;
  const firstName = name(input.firstName, before.firstName);
  const lastName = name(input.lastName, before.lastName);
  const phone = input.phone ? normaliseSouthAfricanMobile(input.phone)! : before.phone;
  const { firstName: _f, lastName: _l, ...rest } = before;
  const after: ContactRecord = {
    ...rest,
    phone,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    attributes,
    listIds,
    updatedAt: new Date(actor.nowMs).toISOString(),
    version: before.version + 1,
  };
  outcome(await deps.contacts.replace(before, after), phone);
  const optedOut =
    phone === before.phone ? current.optedOut : (await deps.optOuts.optedOut(accountId, [phone])).has(phone);
  return publicContact(after, optedOut);
}

/** `DELETE /contacts/{id}`: the contact leaves its lists; its opt-out (a property of the number) stays. */
export async function deleteContact(deps: ContactDeps, { actor, id }: { actor: Actor; id: string }) {
  const current = await existing(deps, actor.principal.accountId, id);
  outcome(await deps.contacts.delete(current.contact), current.contact.phone);
}

/** Does `search` match the contact: a prefix of a name (or of "first last"), or digits found in the number. */
function matchesSearch(contact: ContactRecord, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  const first = (contact.firstName ?? '').toLowerCase();
  const last = (contact.lastName ?? '').toLowerCase();
  if (first.startsWith(term) || last.startsWith(term) || `${first} ${last}`.startsWith(term)) return true;
  const digits = term.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  const e164 = contact.phone.slice(1);
  const national = `0${contact.phone.slice(3)}`;
  return e164.includes(digits) || national.includes(digits);
}

/** `GET /contacts?listId=&search=&optedOut=`: newest first; a full number is found through its marker at once. */
export async function listContacts(
  deps: ContactDeps,
  { accountId, page, filter }: { accountId: string; page: PageRequest; filter: ContactFilter },
): Promise<Page<PublicContact>> {
  if (
    filter.listId !== undefined &&
    !(LIST_ID.test(filter.listId) && (await deps.lists.get(accountId, filter.listId)))
  ) {
    throw notFound('Contact list');
  }
  const exact = filter.search ? normaliseSouthAfricanMobile(filter.search) : undefined;
  if (exact && !page.cursor) {
    const contact = await deps.contacts.byPhone(accountId, exact);
    const found = contact ? await deps.contacts.get(accountId, contact.id) : undefined;
    const keep =
      found &&
      (filter.listId === undefined || found.contact.listIds.includes(filter.listId)) &&
      (filter.optedOut === undefined || found.optedOut === filter.optedOut);
    return { items: keep ? [view(found)] : [], nextCursor: null };
  }
  const filtering = filter.search !== undefined || filter.optedOut !== undefined;
  const result = await deps.contacts.list(accountId, page, {
    ...(filter.listId ? { listId: filter.listId } : {}),
    ...(filtering
      ? {
          keep: (v: ContactView) =>
            (filter.optedOut === undefined || v.optedOut === filter.optedOut) &&
            (filter.search === undefined || matchesSearch(v.contact, filter.search)),
        }
      : {}),
  });
  return { items: result.items.map(view), nextCursor: result.nextCursor };
}
