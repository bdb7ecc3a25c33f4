import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../audit/audit';
import { idPattern } from '../ids';
import type { FlagRecord, FlagReview, FlagStatus, FlagStore } from '../moderation/flag';
import type { Page, PageRequest } from '../page';
import { ok, type Result } from '../result';
import { suspensionItems } from './account-repository';
import { auditPut } from './audit-repository';
import { stripKeys, type TransactItem, transactWrite } from './items';
import { keys } from './keys';
import { listNewestFirst } from './newest-first';
import { resultOf } from './refusal';
import { contentTtl, msOf } from './retention';
import type { Table } from './table';

const FLAG_ID = idPattern('flg');

/** The put of a new flag, for the send transaction that raises it with its message. */
export function flagPut(table: Table, flag: FlagRecord): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: {
        ...keys.flag(flag.id),
        ...keys.flagIndex(flag.accountId, flag.id),
        ...keys.flagGlobalIndex(flag.id),
        entity: 'Flag',
        ...flag,
        // A flag quotes the message's text.
        ttl: contentTtl(table, msOf(flag.createdAt, Date.now())),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Moderation flags: read per account (gsi1, `ACCOUNT#<id>#FLAGS#<n>`) and platform-wide (gsi2, `FLAGS#<n>`), each
 * list merged from its shards newest first (flag ids are ULIDs), and reviewed.
 */
export class FlagRepository implements FlagStore {
  constructor(private readonly table: Table) {}

  async get(flagId: string): Promise<FlagRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.flag(flagId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<FlagRecord>(result.Item) : undefined;
  }

  /** `tuning` sets how many flags a filtered page examines per batch and in all (tests of short pages). */
  listByAccount(
    accountId: string,
    page: PageRequest,
    status?: FlagStatus,
    tuning: { chunk?: number; budget?: number } = {},
  ): Promise<Page<FlagRecord>> {
    return listNewestFirst<FlagRecord>(
      this.table,
      {
        partitions: keys.flagIndexPartitions(accountId),
        index: 'gsi1',
        position: FLAG_ID,
        ...(status ? { keep: (f: FlagRecord) => f.status === status } : {}),
        ...tuning,
      },
      page,
    );
  }

  listAll(page: PageRequest, status?: FlagStatus): Promise<Page<FlagRecord>> {
    return listNewestFirst<FlagRecord>(
      this.table,
      {
        partitions: keys.flagGlobalPartitions(),
        index: 'gsi2',
        position: FLAG_ID,
        ...(status ? { keep: (f: FlagRecord) => f.status === status } : {}),
      },
      page,
    );
  }

  async review(
    current: FlagRecord,
    review: FlagReview,
    options: { suspendAccount: boolean; audit: AuditEntry[] },
  ): Promise<Result<'CHANGED', { flag: FlagRecord }>> {
    const sets = ['#status = :status', 'reviewedAt = :at', 'reviewedBy = :by'];
    const values: Record<string, unknown> = {
      ':status': review.status,
      ':at': review.reviewedAt,
      ':by': review.reviewedBy,
      ':was': current.status,
    };
    if (review.note !== undefined) {
      sets.push('note = :note');
      values[':note'] = review.note;
    }
    let condition = 'attribute_exists(pk) AND #status = :was';
    if (current.reviewedAt === undefined) condition += ' AND attribute_not_exists(reviewedAt)';
    else {
      condition += ' AND reviewedAt = :wasAt';
      values[':wasAt'] = current.reviewedAt;
    }
    const written = await resultOf(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
            Key: keys.flag(current.id),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: condition,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: values,
          },
        },
        ...(options.suspendAccount ? suspensionItems(this.table, current.accountId, true) : []),
        ...options.audit.map((e) => auditPut(this.table, e)),
      ]),
      'CHANGED',
    );
    if (!written.ok) return written;
    return ok({
      flag: {
        ...current,
        status: review.status,
        reviewedAt: review.reviewedAt,
        reviewedBy: review.reviewedBy,
        ...(review.note !== undefined ? { note: review.note } : {}),
      },
    });
  }
}
