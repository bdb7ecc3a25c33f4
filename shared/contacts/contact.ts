/** Contacts, lists and opt-outs: records, request bodies and the ports the use cases need (contract Part 2). */
import * as z from 'zod/mini';
import type { AuditEntry } from '../audit/audit';
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
export function publicContact(c: ContactRecord, optedOut: boolean) {
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

export const ContactListInput = z.strictObject({
  name: z
    .string({ error: 'name is required' })
    .check(z.trim(), z.minLength(1, 'name must not be empty'), z.maxLength(100)),
});

export const MembersInput = z.strictObject({
  contactIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.minLength(1, 'at least one contact id'), z.maxLength(1000, 'at most 1,000 contact ids')),
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
