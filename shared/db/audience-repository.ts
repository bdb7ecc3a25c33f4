/**
 * A campaign's audience read from the address book: each list's members (its CONTACT_SHARDS partitions, side by
 * side), the named contacts, every contact once, with their opt-out state, in batches of up to 800.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Audience, AudienceBatch, AudienceReader } from '../campaigns/campaign';
import type { ContactRecord } from '../contacts/contact';
import { contactsById } from './contact-repository';
import { contactKeys } from './keys';
import { optedOutAmong } from './opt-out-repository';
import { queryPages, type Table } from './table';

const BATCH = 800;

export class AudienceRepository implements AudienceReader {
  constructor(private readonly table: Table) {}

  optedOut(accountId: string, phones: readonly string[]): Promise<Set<string>> {
    return optedOutAmong(this.table, accountId, phones);
  }

  private contacts(accountId: string, ids: string[]): Promise<ContactRecord[]> {
    return contactsById(this.table, accountId, ids);
  }

  async read(
    accountId: string,
    audience: Audience,
    each: (batch: AudienceBatch) => Promise<void> | void,
  ): Promise<void> {
    const seen = new Set<string>();
    const emit = async (ids: string[], listId?: string) => {
      const fresh = ids.filter((id) => !seen.has(id));
      if (fresh.length === 0) return;
      // A member item left by an interrupted change counts only while the contact says it is on the list.
      const contacts = (await this.contacts(accountId, fresh)).filter(
        (c) => !seen.has(c.id) && (listId === undefined || c.listIds.includes(listId)),
      );
      for (const c of contacts) seen.add(c.id);
      if (contacts.length === 0) return;
      await each({
        contacts,
        optedOut: await this.optedOut(
          accountId,
          contacts.map((c) => c.phone),
        ),
      });
    };
    for (const listId of audience.listIds ?? []) {
      const list = await this.table.db.send(
        new GetCommand({ TableName: this.table.name, Key: contactKeys.list(accountId, listId), ConsistentRead: true }),
      );
      if (!list.Item) continue;
      // The list's partitions are read side by side, a page of each not yet at its end at a time.
      let reading = contactKeys.memberPartitions(listId).map((pk) =>
        queryPages(this.table, {
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ProjectionExpression: 'sk',
          ConsistentRead: true,
        }),
      );
      let pending: string[] = [];
      while (reading.length > 0) {
        const pages = await Promise.all(reading.map((p) => p.next()));
        reading = reading.filter((_, n) => !pages[n]!.done);
        for (const page of pages) if (!page.done) pending.push(...page.value.map((i) => String(i.sk)));
        while (pending.length >= BATCH) {
          await emit(pending.slice(0, BATCH), listId);
          pending = pending.slice(BATCH);
        }
      }
      if (pending.length > 0) await emit(pending, listId);
    }
    const named = audience.contactIds ?? [];
    for (let i = 0; i < named.length; i += BATCH) await emit(named.slice(i, i + BATCH));
  }
}
