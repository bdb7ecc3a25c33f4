/**
 * The opt-out ledger: one item per opted-out phone of an account (a campaign reads a batch of them in one call),
 * listed newest first through gsi1. Removing an opt-out deletes its item: the list shows current opt-outs only, and the
 * audit trail keeps the history.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../audit/audit';
import type { OptOutRecord, OptOutStore } from '../contacts/contact';
import { idPattern } from '../ids';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import { auditedIfExists, auditPut } from './audit-repository';
import { batchGet, itemAt, stripKeys, transactWrite } from './items';
import { contactKeys } from './keys';
import { listNewestFirst } from './newest-first';
import { refusalOf } from './refusal';
import type { Table } from './table';

const OPT_ID = idPattern('opt');

/** Which of these phones the account has an opt-out for (the opt-out routes and a campaign's audience). */
export async function optedOutAmong(table: Table, accountId: string, phones: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(phones)];
  const found = await batchGet(
    table,
    unique.map((p) => contactKeys.optOut(accountId, p)),
  );
  return new Set(unique.filter((p) => itemAt(found, contactKeys.optOut(accountId, p))));
}

export class OptOutRepository implements OptOutStore {
  constructor(private readonly table: Table) {}

  optedOut(accountId: string, phones: readonly string[]): Promise<Set<string>> {
    return optedOutAmong(this.table, accountId, phones);
  }

  async get(accountId: string, phone: string): Promise<OptOutRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: contactKeys.optOut(accountId, phone), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<OptOutRecord>(result.Item) : undefined;
  }

  list(accountId: string, page: PageRequest): Promise<Page<OptOutRecord>> {
    return listNewestFirst<OptOutRecord>(
      this.table,
      { partitions: [contactKeys.optOutIndexPartition(accountId)], index: 'gsi1', position: OPT_ID },
      page,
    );
  }

  async add(entry: OptOutRecord, audit?: AuditEntry): Promise<{ record: OptOutRecord; created: boolean }> {
    try {
      await transactWrite(this.table, [
        {
          Put: {
            TableName: this.table.name,
            Item: {
              ...contactKeys.optOut(entry.accountId, entry.phone),
              ...contactKeys.optOutIndex(entry.accountId, entry.id),
              entity: 'OptOut',
              ...entry,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...(audit ? [auditPut(this.table, audit)] : []),
      ]);
      return { record: entry, created: true };
    } catch (error) {
      if (!refusalOf(error)?.at(0)) throw error;
      const existing = await this.get(entry.accountId, entry.phone);
      return { record: existing ?? entry, created: false };
    }
  }

  async remove(accountId: string, phone: string, audit: AuditEntry): Promise<Result<'MISSING'>> {
    return auditedIfExists(
      this.table,
      {
        Delete: {
          TableName: this.table.name,
          Key: contactKeys.optOut(accountId, phone),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      audit,
    );
  }
}
