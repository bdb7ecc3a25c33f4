/** Use cases of contact lists and their members (contract Part 2, "Contacts and lists"); no phone numbers here. */
import type * as z from 'zod/mini';
import type { Actor } from '../auth/actor';
import { mapLimit } from '../concurrency';
import { notFound, validationError } from '../errors';
import type { ContactListInput } from '../http/routes/contact-lists';
import { idPattern, newId } from '../ids';
import type { PageRequest } from '../page';
import { refused } from '../result';
import {
  type ContactDeps,
  type ContactListRecord,
  type ContactListStore,
  type ContactRecord,
  MAX_LISTS_PER_CONTACT,
  outcome,
  publicList,
} from './contact';

const CONTACT_ID = idPattern('con');
const LIST_ID = idPattern('lst');

/** `POST /contact-lists`. */
export async function createList(
  { lists }: Pick<ContactDeps, 'lists'>,
  { actor, input }: { actor: Actor; input: z.output<typeof ContactListInput> },
) {
  const list: ContactListRecord = {
    id: newId('lst', actor.nowMs),
    accountId: actor.principal.accountId,
    name: input.name,
    contactCount: 0,
    createdAt: new Date(actor.nowMs).toISOString(),
  };
  await lists.create(list);
  return publicList(list);
}

async function existingList(lists: ContactListStore, accountId: string, id: string): Promise<ContactListRecord> {
  const list = LIST_ID.test(id) ? await lists.get(accountId, id) : undefined;
  if (!list) throw notFound('Contact list');
  return list;
}

export async function getList({ lists }: Pick<ContactDeps, 'lists'>, q: { accountId: string; id: string }) {
  return publicList(await existingList(lists, q.accountId, q.id));
}

export async function listLists({ lists }: Pick<ContactDeps, 'lists'>, q: { accountId: string; page: PageRequest }) {
  const result = await lists.list(q.accountId, q.page);
  return { items: result.items.map(publicList), nextCursor: result.nextCursor };
}

/** `PATCH /contact-lists/{id}` `{name}`. */
export async function renameList(
  { lists }: Pick<ContactDeps, 'lists'>,
  { actor, id, input }: { actor: Actor; id: string; input: z.output<typeof ContactListInput> },
) {
  await existingList(lists, actor.principal.accountId, id);
  const renamed = await lists.rename(actor.principal.accountId, id, input.name);
  if (!renamed.ok) throw notFound('Contact list');
  return publicList(renamed.list);
}

/**
 * `DELETE /contact-lists/{id}`: the list goes, its contacts stay. Their memberships of it are left behind and ignored
 * from then on (a list id is never reused); see docs/decisions/0701-contacts-and-lists.md.
 */
export async function deleteList({ lists }: Pick<ContactDeps, 'lists'>, { actor, id }: { actor: Actor; id: string }) {
  await existingList(lists, actor.principal.accountId, id);
  if (!(await lists.delete(actor.principal.accountId, id)).ok) throw notFound('Contact list');
}

/** `POST /contact-lists/{id}/members` `{contactIds}`: idempotent; every id must be a contact of the account. */
export async function addMembers(
  deps: ContactDeps,
  { actor, id, contactIds }: { actor: Actor; id: string; contactIds: string[] },
) {
  const { accountId } = actor.principal;
  const list = await existingList(deps.lists, accountId, id);
  const unique = [...new Set(contactIds)];
  const found = await deps.contacts.getMany(
    accountId,
    unique.filter((c) => CONTACT_ID.test(c)),
  );
  const known = new Set(found.map((c) => c.id));
  const missing = unique.filter((c) => !known.has(c));
  if (missing.length > 0) {
    throw validationError('Request body is not valid', [
      { path: 'contactIds', message: `no such contact on this account: ${missing.slice(0, 20).join(', ')}` },
    ]);
  }
  const joining = found.filter((c) => !c.listIds.includes(list.id));
  const full = joining.find((c) => c.listIds.length >= MAX_LISTS_PER_CONTACT);
  if (full) {
    throw validationError('Request body is not valid', [
      { path: 'contactIds', message: `${full.id} is on ${MAX_LISTS_PER_CONTACT} lists already` },
    ]);
  }
  await mapLimit(joining, 16, (contact) => changeLists(deps, contact, (ids) => [...ids, list.id], actor.nowMs));
  return getList(deps, { accountId, id });
}

/** `DELETE /contact-lists/{id}/members/{contactId}`: idempotent. */
export async function removeMember(
  deps: ContactDeps,
  { actor, id, contactId }: { actor: Actor; id: string; contactId: string },
) {
  const { accountId } = actor.principal;
  await existingList(deps.lists, accountId, id);
  const current = CONTACT_ID.test(contactId) ? await deps.contacts.get(accountId, contactId) : undefined;
  if (!current?.contact.listIds.includes(id)) return;
  await changeLists(deps, current.contact, (ids) => ids.filter((l) => l !== id), actor.nowMs);
}

/** Changes a contact's lists, reading it again when another change won the race. */
async function changeLists(
  deps: ContactDeps,
  contact: ContactRecord,
  change: (ids: string[]) => string[],
  nowMs: number,
): Promise<void> {
  let before = contact;
  for (let attempt = 0; attempt < 5; attempt++) {
    const listIds = [...new Set(change(before.listIds))].sort();
    const after = { ...before, listIds, updatedAt: new Date(nowMs).toISOString(), version: before.version + 1 };
    const result = await deps.contacts.replace(before, after);
    if (result.ok || result.reason !== 'CHANGED') return outcome(result, before.phone);
    const again = await deps.contacts.get(before.accountId, before.id);
    if (!again) return;
    before = again.contact;
  }
  outcome(refused('CHANGED'), contact.phone);
}
