import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditAction, AuditEntry, AuditLog } from '../audit/audit';
import { idPattern } from '../ids';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import { stripKeys, type TransactItem, transactWrite } from './items';
import { ALL_AUDIT, keys } from './keys';
import { listNewestFirst } from './newest-first';
import { resultOf } from './refusal';
import { queryAll, type Table } from './table';

const AUDIT_ID = idPattern('aud');

/**
 * The put of an audit entry: every audited change adds it to its own transaction, so the trail records exactly what
 * happened (the one way an entry is written).
 */
export function auditPut(table: Table, entry: AuditEntry): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: { ...keys.audit(entry.accountId, entry.id), ...keys.auditGlobalIndex(entry.id), entity: 'Audit', ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * A change conditional on its item existing, with its audit entry in one transaction: MISSING (and nothing written)
 * when the item is not there.
 */
export function auditedIfExists(table: Table, change: TransactItem, audit: AuditEntry): Promise<Result<'MISSING'>> {
  return resultOf(transactWrite(table, [change, auditPut(table, audit)]), 'MISSING');
}

/** A put, with its audit entry in the same transaction when there is one. */
export async function putAudited(
  table: Table,
  put: NonNullable<TransactItem['Put']>,
  audit?: AuditEntry,
): Promise<void> {
  if (!audit) {
    await table.db.send(new PutCommand(put));
    return;
  }
  await transactWrite(table, [{ Put: put }, auditPut(table, audit)]);
}

/** The audit trail: per account (newest first) and platform-wide through gsi2. */
export class AuditRepository implements AuditLog {
  constructor(private readonly table: Table) {}

  listByAccount(accountId: string, page: PageRequest): Promise<Page<AuditEntry>> {
    return listNewestFirst<AuditEntry>(
      this.table,
      { partitions: [keys.auditPartition(accountId)], position: AUDIT_ID, consistent: true },
      page,
    );
  }

  async entriesWith(accountId: string, actions: readonly AuditAction[]): Promise<AuditEntry[]> {
    const values = Object.fromEntries(actions.map((a, i) => [`:a${i}`, a]));
    const items = await queryAll(this.table, {
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: `#action IN (${Object.keys(values).join(', ')})`,
      ExpressionAttributeNames: { '#action': 'action' },
      ExpressionAttributeValues: { ':pk': keys.auditPartition(accountId), ...values },
      ConsistentRead: true,
    });
    return items.map((item) => stripKeys<AuditEntry>(item));
  }

  listAll(page: PageRequest): Promise<Page<AuditEntry>> {
    return listNewestFirst<AuditEntry>(
      this.table,
      { partitions: [ALL_AUDIT], index: 'gsi2', position: AUDIT_ID },
      page,
    );
  }
}
