/** Contact imports: one item each, holding the progress (and the first 1,000 errors) the worker checkpoints. */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../audit/audit';
import type { ImportProgress, ImportRecord, ImportStore } from '../contacts/import';
import { ok, type Result, refused } from '../result';
import { auditPut } from './audit-repository';
import { stripKeys, transactWrite } from './items';
import { contactKeys } from './keys';
import { refusalOf } from './refusal';
import { contentTtl, msOf } from './retention';
import type { Table } from './table';

export class ImportRepository implements ImportStore {
  constructor(private readonly table: Table) {}

  async create(record: ImportRecord, audit: AuditEntry): Promise<void> {
    await transactWrite(this.table, [
      {
        Put: {
          TableName: this.table.name,
          // Its error report quotes rows of the file (numbers, names).
          Item: {
            ...contactKeys.import(record.id),
            entity: 'Import',
            ...record,
            ttl: contentTtl(this.table, msOf(record.createdAt, Date.now())),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      auditPut(this.table, audit),
    ]);
  }

  async get(importId: string): Promise<ImportRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: contactKeys.import(importId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<ImportRecord>(result.Item) : undefined;
  }

  async start(importId: string): Promise<Result<'ENDED', { record: ImportRecord }>> {
    try {
      const result = await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: contactKeys.import(importId),
          UpdateExpression: 'SET #status = :running',
          ConditionExpression: '#status IN (:pending, :running)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':running': 'RUNNING', ':pending': 'PENDING' },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return ok({ record: stripKeys<ImportRecord>(result.Attributes ?? {}) });
    } catch (error) {
      if (refusalOf(error)) return refused('ENDED');
      throw error;
    }
  }

  async checkpoint(importId: string, progress: ImportProgress): Promise<void> {
    await this.write(importId, progress, {});
  }

  async finish(importId: string, status: 'COMPLETED' | 'FAILED', progress: ImportProgress, nowMs: number) {
    await this.write(importId, progress, { status, completedAt: new Date(nowMs).toISOString() });
  }

  private async write(importId: string, progress: ImportProgress, extra: Record<string, unknown>): Promise<void> {
    const fields = { ...progress, ...extra };
    const names = Object.keys(fields);
    await this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: contactKeys.import(importId),
        UpdateExpression: `SET ${names.map((_n, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: '#status = :running',
        ExpressionAttributeNames: {
          '#status': 'status',
          ...Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
        },
        ExpressionAttributeValues: {
          ':running': 'RUNNING',
          ...Object.fromEntries(names.map((n, i) => [`:v${i}`, fields[n as keyof typeof fields]])),
        },
      }),
    );
  }
}
