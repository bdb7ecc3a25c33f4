/**
 * Contacts, lists and opt-outs (contract Part 2, "Contacts and lists"): their records, the ports the use cases need,
 * and the contacts' use cases. Lists' use cases are in manage-lists.ts, opt-outs' in opt-outs.ts, imports in
 * import.ts. The request bodies are in the route contracts (shared/http/routes/contacts.ts, contact-lists.ts).
 */
import type * as z from 'zod/mini';
import type { AuditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { conflict, notFound, validationError } from '../errors';
import type { ContactInput, ContactPatch } from '../http/routes/contacts';
import { idPattern, newId } from '../ids';
import { normaliseSouthAfricanMobile } from '../messages/phone';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';

export const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/**
 * The names of Object.prototype's members (`constructor`, `toString`, `hasOwnProperty`, `__proto__`, …): never an
 * attribute name, an import header or a column of an import's mapping, so no object keyed by user input can reach
 * the prototype (issue 26 finding 7; docs/decisions/0810).
 */
const RESERVED_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));
export const isReservedName = (name: string) => RESERVED_NAMES.has(name);
export const RESERVED_NAME_MESSAGE = 'is a reserved name (a member of every JavaScript object); choose another';
export const MAX_ATTRIBUTES = 20;
export const MAX_ATTRIBUTE_VALUE = 200;
/** First and last names (the contract is silent): long enough for any real name, short enough for a text. */
export const MAX_NAME = 100;
/** Lists one contact may be on: bounds the items one contact's change writes (docs/decisions/0701). */
export const MAX_LISTS_PER_CONTACT = 20;

export interface ContactRecord {
  id: string;
  accountId: string;
  /** E.164. */
  phone: string;
  firstName?: string;
  lastName?: string;
  attributes: Record<string, string>;
  listIds: string[];
  createdAt: string;
  updatedAt: string;
  /** Optimistic concurrency: every write of the contact is conditional on the version it read. */
  version: number;
}

/** A contact as the API shows it; `optedOut` comes from the account's opt-out ledger at the time of reading. */
function publicContact(c: ContactRecord, optedOut: boolean) {
  return {
    id: c.id,
    phone: c.phone,
    firstName: c.firstName ?? null,
    lastName: c.lastName ?? null,
    attributes: c.attributes,
    listIds: c.listIds,
    optedOut,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}
export type PublicContact = ReturnType<typeof publicContact>;

export interface ContactListRecord {
  id: string;
  accountId: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export const publicList = (l: ContactListRecord) => ({
  id: l.id,
  name: l.name,
  contactCount: l.contactCount,
  createdAt: l.createdAt,
});

export const OPT_OUT_SOURCES = ['manual', 'inbound', 'import'] as const;
export type OptOutSource = (typeof OPT_OUT_SOURCES)[number];

export interface OptOutRecord {
  /** Internal (opt_ + ULID): the opt-out's place in the newest-first list. */
  id: string;
  accountId: string;
  phone: string;
  source: OptOutSource;
  reason: string | null;
  createdAt: string;
}

export const publicOptOut = (o: OptOutRecord) => ({
  phone: o.phone,
  source: o.source,
  reason: o.reason,
  createdAt: o.createdAt,
});

export interface ContactFilter {
  listId?: string;
  optedOut?: boolean;
  search?: string;
}

/** Why a contact write was refused: the phone is another contact's, a list is gone, the contact moved on or is gone. */
type ContactRefusal = 'PHONE_TAKEN' | 'LIST_MISSING' | 'CHANGED' | 'MISSING';
export type ContactWriteResult = Result<ContactRefusal>;

/** A contact with its opt-out state as of the read. */
export interface ContactView {
  contact: ContactRecord;
  optedOut: boolean;
}

/** Contacts and their list memberships (shared/db/contact-repository.ts). */
export interface ContactStore {
  get(accountId: string, contactId: string): Promise<ContactView | undefined>;
  getMany(accountId: string, contactIds: readonly string[]): Promise<ContactRecord[]>;
  byPhone(accountId: string, phone: string): Promise<ContactRecord | undefined>;
  /** Newest first, with their opt-out state; `listId` lists a list's members; `keep` filters (within a budget). */
  list(
    accountId: string,
    page: PageRequest,
    options: { listId?: string; keep?: (view: ContactView) => boolean },
  ): Promise<Page<ContactView>>;
  /** Creates a contact, its phone marker and memberships; PHONE_TAKEN when the phone is on the account already. */
  create(contact: ContactRecord): Promise<ContactWriteResult>;
  /** Replaces `before` by `after` (same id), conditional on `before.version`; moves the phone marker and memberships. */
  replace(before: ContactRecord, after: ContactRecord): Promise<ContactWriteResult>;
  delete(contact: ContactRecord): Promise<ContactWriteResult>;
}

export interface ContactListStore {
  get(accountId: string, listId: string): Promise<ContactListRecord | undefined>;
  getMany(accountId: string, listIds: readonly string[]): Promise<ContactListRecord[]>;
  list(accountId: string, page: PageRequest): Promise<Page<ContactListRecord>>;
  create(list: ContactListRecord): Promise<void>;
  /** Renames a list: ok with the list as it is now, or MISSING when there is no such list. */
  rename(accountId: string, listId: string, name: string): Promise<Result<'MISSING', { list: ContactListRecord }>>;
  /** MISSING when there was no such list. */
  delete(accountId: string, listId: string): Promise<Result<'MISSING'>>;
}

/** The account's opt-out ledger (shared/db/opt-out-repository.ts). */
export interface OptOutStore {
  /** Phones of `phones` that are opted out now (one batch read). */
  optedOut(accountId: string, phones: readonly string[]): Promise<Set<string>>;
  get(accountId: string, phone: string): Promise<OptOutRecord | undefined>;
  list(accountId: string, page: PageRequest): Promise<Page<OptOutRecord>>;
  /** Adds an opt-out unless the phone is opted out already: the current record either way. */
  add(entry: OptOutRecord, audit?: AuditEntry): Promise<{ record: OptOutRecord; created: boolean }>;
  /** Removes an opt-out with its audit entry; MISSING when the phone was not opted out. */
  remove(accountId: string, phone: string, audit: AuditEntry): Promise<Result<'MISSING'>>;
}

/** A contact write's result as the caller sees it: nothing when it took, else the error its reason maps to. */
export function outcome(result: ContactWriteResult, phone: string): void {
  if (result.ok) return;
  switch (result.reason) {
    case 'PHONE_TAKEN':
      throw conflict(`A contact with phone ${phone} already exists on this account`);
    case 'LIST_MISSING':
      throw validationError('Request body is not valid', [{ path: 'listIds', message: 'a list no longer exists' }]);
    case 'MISSING':
      throw notFound('Contact');
    case 'CHANGED':
      throw conflict('The contact changed meanwhile; read it again and retry');
  }
}

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
