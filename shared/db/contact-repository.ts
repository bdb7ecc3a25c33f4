/**
 * Contacts: one item each in one of CONTACT_SHARDS partitions of the account, a phone marker that keeps one contact per
 * phone, and one member item per list it is on (in the list's CONTACT_SHARDS partitions), each list counting its
 * members. Every change of a contact is one transaction conditional on the version it read.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  ContactListRecord,
  ContactListStore,
  ContactRecord,
  ContactView,
  ContactWriteResult,
} from '../contacts/contact';
import type { ContactChange, ImportContactStore } from '../contacts/import';
import { idPattern } from '../ids';
import type { Page, PageRequest } from '../page';
import { ok, type Result, refused } from '../result';
import { batchGet, itemAt, stripKeys, type TransactItem, transactWrite } from './items';
import { contactKeys } from './keys';
import { listNewestFirst } from './newest-first';
import { refusalIn, resultOf } from './refusal';
import type { Table } from './table';

const CONTACT_ID = idPattern('con');
const LIST_ID = idPattern('lst');

/** The account's contacts of these ids that exist, in the order asked (the contact routes and a campaign's audience). */
export async function contactsById(table: Table, accountId: string, ids: readonly string[]): Promise<ContactRecord[]> {
  const wanted = ids.map((id) => contactKeys.contact(accountId, id));
  const found = await batchGet(table, wanted);
  return wanted.flatMap((k) => {
    const item = itemAt(found, k);
    return item ? [toContact(item)] : [];
  });
}

export class ContactRepository implements ImportContactStore {
  constructor(private readonly table: Table) {}

  private async record(accountId: string, contactId: string): Promise<ContactRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({
        TableName: this.table.name,
        Key: contactKeys.contact(accountId, contactId),
        ConsistentRead: true,
      }),
    );
    return result.Item ? toContact(result.Item) : undefined;
  }

  async get(accountId: string, contactId: string): Promise<ContactView | undefined> {
    const contact = await this.record(accountId, contactId);
    if (!contact) return undefined;
    const [view] = await this.views([contact]);
    return view;
  }

  getMany(accountId: string, contactIds: readonly string[]): Promise<ContactRecord[]> {
    return contactsById(this.table, accountId, contactIds);
  }

  async byPhone(accountId: string, phone: string): Promise<ContactRecord | undefined> {
    const marker = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: contactKeys.phone(accountId, phone), ConsistentRead: true }),
    );
    const contactId = marker.Item?.contactId as string | undefined;
    return contactId ? this.record(accountId, contactId) : undefined;
  }

  /**
   * The opt-out state of each contact and its lists as they are now (a deleted list drops out of `listIds`): two
   * batch reads per batch of contacts.
   */
  async views(contacts: ContactRecord[]): Promise<ContactView[]> {
    if (contacts.length === 0) return [];
    const accountId = contacts[0]!.accountId;
    const optKeys = contacts.map((c) => contactKeys.optOut(accountId, c.phone));
    const listIds = [...new Set(contacts.flatMap((c) => c.listIds))];
    const listKeys = listIds.map((id) => contactKeys.list(accountId, id));
    const found = await batchGet(this.table, [...optKeys, ...listKeys]);
    const live = new Set(listIds.filter((id) => itemAt(found, contactKeys.list(accountId, id))));
    return contacts.map((c) => ({
      contact: { ...c, listIds: c.listIds.filter((id) => live.has(id)) },
      optedOut: itemAt(found, contactKeys.optOut(accountId, c.phone)) !== undefined,
    }));
  }

  list(
    accountId: string,
    page: PageRequest,
    options: { listId?: string; keep?: (view: ContactView) => boolean },
  ): Promise<Page<ContactView>> {
    const { listId } = options;
    return listNewestFirst<ContactView>(
      this.table,
      {
        partitions: listId ? contactKeys.memberPartitions(listId) : contactKeys.contactPartitions(accountId),
        position: CONTACT_ID,
        consistent: true,
        resolve: async (items) => {
          const contacts = listId
            ? await this.getMany(
                accountId,
                items.map((i) => String(i.sk)),
              ).then((found) => {
                const byId = new Map(found.map((c) => [c.id, c]));
                // A member item left by an interrupted change is shown only while the contact says it is on the list.
                return items
                  .map((i) => byId.get(String(i.sk)))
                  .map((c) => (c?.listIds.includes(listId) ? c : undefined));
              })
            : items.map(toContact);
          const present = contacts.filter((c): c is ContactRecord => c !== undefined);
          const views = new Map((await this.views(present)).map((v) => [v.contact.id, v]));
          return contacts.map((c) => (c ? views.get(c.id) : undefined));
        },
        ...(options.keep ? { keep: options.keep } : {}),
      },
      page,
    );
  }

  async byPhones(accountId: string, phones: readonly string[]): Promise<Map<string, ContactRecord>> {
    const markerKeys = phones.map((p) => contactKeys.phone(accountId, p));
    const markers = await batchGet(this.table, markerKeys);
    const ids = markerKeys.flatMap((k) => {
      const id = itemAt(markers, k)?.contactId;
      return typeof id === 'string' ? [id] : [];
    });
    const contacts = await this.getMany(accountId, ids);
    return new Map(contacts.map((c) => [c.phone, c]));
  }

  async writeBatch(accountId: string, changes: ContactChange[], listId?: string): Promise<Result<'CHANGED'>> {
    if (changes.length === 0) return ok();
    const items: TransactItem[] = [];
    let joined = 0;
    for (const { before, after } of changes) {
      if (before) items.push(this.contactPut(after, 'version = :v', before.version));
      else items.push(this.contactPut(after, 'attribute_not_exists(pk)'), this.markerPut(after));
      if (listId && after.listIds.includes(listId) && !before?.listIds.includes(listId)) {
        joined += 1;
        items.push({
          Put: {
            TableName: this.table.name,
            Item: { ...contactKeys.member(listId, after.id), entity: 'ListMember', contactId: after.id },
          },
        });
      }
    }
    if (listId && joined > 0) items.push(countUpdate(this.table, accountId, listId, joined));
    // Any contact's condition (its version, or a new phone's marker) failing means one changed meanwhile.
    return (await refusalIn(transactWrite(this.table, items))) ? refused('CHANGED') : ok();
  }

  private contactPut(contact: ContactRecord, condition: string, version?: number): TransactItem {
    return {
      Put: {
        TableName: this.table.name,
        Item: { ...contactKeys.contact(contact.accountId, contact.id), entity: 'Contact', ...contact },
        ConditionExpression: condition,
        ...(version !== undefined ? { ExpressionAttributeValues: { ':v': version } } : {}),
      },
    };
  }

  private markerPut(contact: ContactRecord): TransactItem {
    return {
      Put: {
        TableName: this.table.name,
        Item: { ...contactKeys.phone(contact.accountId, contact.phone), entity: 'PhoneMarker', contactId: contact.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }

  private markerDelete(contact: ContactRecord): TransactItem {
    return {
      Delete: {
        TableName: this.table.name,
        Key: contactKeys.phone(contact.accountId, contact.phone),
        ConditionExpression: 'attribute_not_exists(pk) OR contactId = :id',
        ExpressionAttributeValues: { ':id': contact.id },
      },
    };
  }

  /** Member items and list counts for lists joined and left; lists joined must exist. */
  private membershipItems(contact: ContactRecord, joined: string[], left: string[], liveLeft: Set<string>) {
    const items: TransactItem[] = [];
    for (const listId of joined) {
      items.push(
        {
          Put: {
            TableName: this.table.name,
            Item: { ...contactKeys.member(listId, contact.id), entity: 'ListMember', contactId: contact.id },
          },
        },
        countUpdate(this.table, contact.accountId, listId, 1),
      );
    }
    for (const listId of left) {
      items.push({ Delete: { TableName: this.table.name, Key: contactKeys.member(listId, contact.id) } });
      if (liveLeft.has(listId)) items.push(countUpdate(this.table, contact.accountId, listId, -1));
    }
    return items;
  }

  private async liveLists(accountId: string, listIds: string[]): Promise<Set<string>> {
    if (listIds.length === 0) return new Set();
    const found = await batchGet(
      this.table,
      listIds.map((id) => contactKeys.list(accountId, id)),
    );
    return new Set(listIds.filter((id) => itemAt(found, contactKeys.list(accountId, id))));
  }

  private async run(items: TransactItem[], markerIndex: number | undefined): Promise<ContactWriteResult> {
    const refusal = await refusalIn(transactWrite(this.table, items));
    if (!refusal) return ok();
    if (refusal.at(0)) return refused('CHANGED');
    if (markerIndex !== undefined && refusal.at(markerIndex)) return refused('PHONE_TAKEN');
    return refused('LIST_MISSING');
  }

  create(contact: ContactRecord): Promise<ContactWriteResult> {
    const items = [
      this.contactPut(contact, 'attribute_not_exists(pk)'),
      this.markerPut(contact),
      ...this.membershipItems(contact, contact.listIds, [], new Set()),
    ];
    return this.run(items, 1);
  }

  async replace(before: ContactRecord, after: ContactRecord): Promise<ContactWriteResult> {
    const joined = after.listIds.filter((id) => !before.listIds.includes(id));
    const left = before.listIds.filter((id) => !after.listIds.includes(id));
    const liveLeft = await this.liveLists(before.accountId, left);
    const items: TransactItem[] = [this.contactPut(after, 'version = :v', before.version)];
    let markerIndex: number | undefined;
    if (after.phone !== before.phone) {
      items.push(this.markerDelete(before));
      markerIndex = items.length;
      items.push(this.markerPut(after));
    }
    items.push(...this.membershipItems(after, joined, left, liveLeft));
    const result = await this.run(items, markerIndex);
    if (!result.ok && result.reason === 'CHANGED' && !(await this.record(before.accountId, before.id))) {
      return refused('MISSING');
    }
    return result;
  }

  async delete(contact: ContactRecord): Promise<ContactWriteResult> {
    const liveLeft = await this.liveLists(contact.accountId, contact.listIds);
    const items: TransactItem[] = [
      {
        Delete: {
          TableName: this.table.name,
          Key: contactKeys.contact(contact.accountId, contact.id),
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': contact.version },
        },
      },
      this.markerDelete(contact),
      ...this.membershipItems(contact, [], contact.listIds, liveLeft),
    ];
    const result = await this.run(items, undefined);
    return !result.ok && result.reason === 'CHANGED' ? refused('MISSING') : result;
  }
}

/** Adds `delta` to a list's member count; the list must exist (a deleted list is never brought back by a count). */
function countUpdate(table: Table, accountId: string, listId: string, delta: number): TransactItem {
  return {
    Update: {
      TableName: table.name,
      Key: contactKeys.list(accountId, listId),
      UpdateExpression: 'ADD contactCount :d',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': delta },
    },
  };
}

function toContact(item: Record<string, unknown>): ContactRecord {
  const record = stripKeys<ContactRecord>(item);
  return {
    ...record,
    attributes: record.attributes ?? {},
    listIds: record.listIds ?? [],
    version: record.version ?? 1,
  };
}

export class ContactListRepository implements ContactListStore {
  constructor(private readonly table: Table) {}

  async get(accountId: string, listId: string): Promise<ContactListRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: contactKeys.list(accountId, listId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<ContactListRecord>(result.Item) : undefined;
  }

  async getMany(accountId: string, listIds: readonly string[]): Promise<ContactListRecord[]> {
    const wanted = listIds.map((id) => contactKeys.list(accountId, id));
    const found = await batchGet(this.table, wanted);
    return wanted.flatMap((k) => {
      const item = itemAt(found, k);
      return item ? [stripKeys<ContactListRecord>(item)] : [];
    });
  }

  list(accountId: string, page: PageRequest): Promise<Page<ContactListRecord>> {
    return listNewestFirst<ContactListRecord>(
      this.table,
      {
        partitions: [contactKeys.listPartition(accountId)],
        prefix: contactKeys.listSortKey(''),
        position: LIST_ID,
        consistent: true,
      },
      page,
    );
  }

  async create(list: ContactListRecord): Promise<void> {
    await transactWrite(this.table, [
      {
        Put: {
          TableName: this.table.name,
          Item: { ...contactKeys.list(list.accountId, list.id), entity: 'ContactList', ...list },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
  }

  async rename(
    accountId: string,
    listId: string,
    name: string,
  ): Promise<Result<'MISSING', { list: ContactListRecord }>> {
    const renamed = await resultOf(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
            Key: contactKeys.list(accountId, listId),
            UpdateExpression: 'SET #name = :name',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#name': 'name' },
            ExpressionAttributeValues: { ':name': name },
          },
        },
      ]),
      'MISSING',
    );
    if (!renamed.ok) return renamed;
    // Deleted right after the rename: as missing.
    const list = await this.get(accountId, listId);
    return list ? ok({ list }) : refused('MISSING');
  }

  delete(accountId: string, listId: string): Promise<Result<'MISSING'>> {
    return resultOf(
      transactWrite(this.table, [
        {
          Delete: {
            TableName: this.table.name,
            Key: contactKeys.list(accountId, listId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ]),
      'MISSING',
    );
  }
}
