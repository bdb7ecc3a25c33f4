/** Verifications and the marker of each number's latest one (keys.verification, keys.verificationOf). */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ok, type Result, refused } from '../result';
import {
  KEEP_AFTER_EXPIRY_SECONDS,
  type VerificationRecord,
  type VerificationStatus,
  type VerificationStore,
} from '../verify/verification';
import { stripKeys, transactWrite } from './items';
import { keys } from './keys';
import { refusalIn, refusalOf } from './refusal';
import type { Table } from './table';

const ttlOf = (v: VerificationRecord) => Math.floor(v.expiresAtMs / 1000) + KEEP_AFTER_EXPIRY_SECONDS;

export class VerificationRepository implements VerificationStore {
  constructor(private readonly table: Table) {}

  async get(id: string): Promise<VerificationRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.verification(id), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<VerificationRecord>(result.Item) : undefined;
  }

  async latestOf(accountId: string, to: string): Promise<string | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.verificationOf(accountId, to), ConsistentRead: true }),
    );
    return typeof result.Item?.verificationId === 'string' ? result.Item.verificationId : undefined;
  }

  async create(v: VerificationRecord, previousId: string | undefined): Promise<Result<'MOVED'>> {
    const written = await refusalIn(
      transactWrite(this.table, [
        {
          Put: {
            TableName: this.table.name,
            Item: { ...keys.verification(v.id), entity: 'Verification', ...v, ttl: ttlOf(v) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: this.table.name,
            Item: { ...keys.verificationOf(v.accountId, v.to), verificationId: v.id, ttl: ttlOf(v) },
            ConditionExpression: previousId ? 'verificationId = :previous' : 'attribute_not_exists(pk)',
            ...(previousId ? { ExpressionAttributeValues: { ':previous': previousId } } : {}),
          },
        },
      ]),
    );
    if (!written) return ok();
    if (written.at(1)) return refused('MOVED');
    throw written.error;
  }

  async remove(v: VerificationRecord): Promise<void> {
    await this.table.db.send(new DeleteCommand({ TableName: this.table.name, Key: keys.verification(v.id) }));
    try {
      await this.table.db.send(
        new DeleteCommand({
          TableName: this.table.name,
          Key: keys.verificationOf(v.accountId, v.to),
          ConditionExpression: 'verificationId = :id',
          ExpressionAttributeValues: { ':id': v.id },
        }),
      );
    } catch (error) {
      if (!refusalOf(error)) throw error;
    }
  }

  async update(
    v: VerificationRecord,
    changes: Partial<Pick<VerificationRecord, 'status' | 'checks' | 'sends' | 'codeHash' | 'lastSentAtMs'>>,
    nowMs: number,
  ): Promise<Result<'CHANGED', { verification: VerificationRecord }>> {
    const set: Record<string, unknown> = { ...changes, updatedAt: new Date(nowMs).toISOString() };
    const names: Record<string, string> = { '#status': 'status', '#checks': 'checks', '#sends': 'sends' };
    const values: Record<string, unknown> = { ':pending': 'pending' as VerificationStatus, ':checks': v.checks };
    values[':sends'] = v.sends;
    const assignments = Object.entries(set).map(([name, value], i) => {
      names[`#f${i}`] = name;
      values[`:f${i}`] = value;
      return `#f${i} = :f${i}`;
    });
    // A finished verification keeps no hash of its code.
    const remove = changes.status && changes.status !== 'pending' ? ' REMOVE codeHash' : '';
    try {
      const result = await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: keys.verification(v.id),
          UpdateExpression: `SET ${assignments.join(', ')}${remove}`,
          ConditionExpression: '#status = :pending AND #checks = :checks AND #sends = :sends',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return ok({ verification: stripKeys<VerificationRecord>(result.Attributes ?? {}) });
    } catch (error) {
      if (refusalOf(error)) return refused('CHANGED');
      throw error;
    }
  }
}
