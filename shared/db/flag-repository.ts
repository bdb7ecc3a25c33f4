import { type DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { FlagRecord, FlagStatus } from '../moderation/flag';
import {
  cancellationCodes,
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  type Page,
  stripKeys,
  type TransactItems,
  transactWrite,
} from './items';
import { ALL_FLAGS, keys } from './keys';

export interface FlagListOptions {
  limit: number;
  cursor?: string;
  status?: FlagStatus;
}

export interface FlagReview {
  status: FlagStatus;
  reviewedAt: string;
  reviewedBy: string;
  /** Replaces the note when given; left as it was when undefined. */
  note?: string;
}

/** The flag changed between being read and being reviewed (another reviewer was quicker). */
export class FlagReviewConflictError extends Error {
  constructor() {
    super('flag changed since it was read');
    this.name = 'FlagReviewConflictError';
  }
}

/** Status-filtered lists read at most this many pages of the index before answering with what they found. */
const MAX_FILTERED_ROUNDS = 8;

type Index = 'gsi1' | 'gsi2';
const INDEX_KEY_ATTRIBUTES: Record<Index, readonly string[]> = {
  gsi1: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  gsi2: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
};

/**
 * Moderation flags. They are created by the send transaction (`flagPut` in message-repository.ts); this reads them per
 * account (gsi1, `ACCOUNT#<id>#FLAGS`) and platform-wide (gsi2, `FLAGS`), newest first since flag ids are ULIDs, and
 * records reviews.
 */
export class FlagRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(flagId: string): Promise<FlagRecord | undefined> {
    const result = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.flag(flagId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<FlagRecord>(result.Item) : undefined;
  }

  /** One account's flags, newest first, optionally only those with `status`. */
  listByAccount(accountId: string, options: FlagListOptions): Promise<Page<FlagRecord>> {
    return this.list('gsi1', 'gsi1pk', keys.flagIndexPartition(accountId), options);
  }

  /** Every account's flags, newest first; `accountId` narrows to one account. */
  listAll(options: FlagListOptions & { accountId?: string }): Promise<Page<FlagRecord>> {
    if (options.accountId) return this.listByAccount(options.accountId, options);
    return this.list('gsi2', 'gsi2pk', ALL_FLAGS, options);
  }

  /**
   * Records a review in one transaction with `extra` (the account's suspension and the audit entries), conditional on
   * the flag still being as `current` shows it: two reviewers cannot overwrite each other unnoticed, and the audit
   * entries exist exactly when the review does.
   */
  async review(current: FlagRecord, review: FlagReview, extra: TransactItems = []): Promise<FlagRecord> {
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
    try {
      await transactWrite(this.db, [
        {
          Update: {
            TableName: this.tableName,
            Key: keys.flag(current.id),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: condition,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: values,
          },
        },
        ...extra,
      ]);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[0] === 'ConditionalCheckFailed') throw new FlagReviewConflictError();
      throw error;
    }
    return {
      ...current,
      status: review.status,
      reviewedAt: review.reviewedAt,
      reviewedBy: review.reviewedBy,
      ...(review.note !== undefined ? { note: review.note } : {}),
    };
  }

  /**
   * A page of an index partition, newest first. With a status filter DynamoDB applies `Limit` before filtering, so
   * pages are read until `limit` matches are found (at most MAX_FILTERED_ROUNDS reads); the cursor is then the key of
   * the last flag returned, or where reading stopped.
   */
  private async list(
    index: Index,
    partitionAttribute: string,
    partition: string,
    options: FlagListOptions,
  ): Promise<Page<FlagRecord>> {
    const { limit, status } = options;
    const items: Record<string, unknown>[] = [];
    let startKey = startKeyOf(index, partition, options.cursor);
    for (let round = 0; round < (status ? MAX_FILTERED_ROUNDS : 1); round++) {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: index,
          KeyConditionExpression: `${partitionAttribute} = :pk`,
          ...(status
            ? {
                FilterExpression: '#status = :status',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':pk': partition, ':status': status },
              }
            : { ExpressionAttributeValues: { ':pk': partition } }),
          ScanIndexForward: false,
          Limit: status ? Math.min(1000, limit * 4) : limit,
          ExclusiveStartKey: startKey,
        }),
      );
      const found = page.Items ?? [];
      const room = limit - items.length;
      items.push(...found.slice(0, room));
      startKey = page.LastEvaluatedKey;
      if (found.length > room) {
        // More matches than room on this page: continue after the last one returned.
        startKey = pick(items[items.length - 1]!, INDEX_KEY_ATTRIBUTES[index]);
        break;
      }
      if (!startKey || items.length >= limit) break;
    }
    return { items: items.map((i) => stripKeys<FlagRecord>(i)), nextCursor: encodeCursor(startKey) };
  }
}

function pick(item: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((n) => [n, item[n]]));
}

/** Decodes a cursor and checks it is a key of this index and partition, so a forged one is a 400, not a 500. */
function startKeyOf(index: Index, partition: string, cursor: string | undefined): Record<string, unknown> | undefined {
  const key = decodeCursor(cursor);
  if (!key) return undefined;
  const names = INDEX_KEY_ATTRIBUTES[index];
  const valid =
    Object.keys(key).length === names.length &&
    names.every((n) => typeof key[n] === 'string' && (key[n] as string).length > 0) &&
    key[names[2]!] === partition;
  if (!valid) throw new InvalidCursorError();
  return key;
}
