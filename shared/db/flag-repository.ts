import { type DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { FlagRecord, FlagStatus } from '../moderation/flag';
import { decodeAfterCursor, encodeAfterCursor, idPattern } from './id-cursor';
import { cancellationCodes, type Page, stripKeys, type TransactItems, transactWrite } from './items';
import { ALL_FLAGS, keys } from './keys';

export interface FlagListOptions {
  limit: number;
  cursor?: string;
  status?: FlagStatus;
  /** Filtered lists: items DynamoDB reads per round trip (default 500). */
  pageSize?: number;
  /** Filtered lists: round trips per request before a short page is answered (default 10). */
  maxRounds?: number;
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

const FLAG_ID = idPattern('flg');
/** Filtered lists: items read per round trip, and round trips per request before a short page is answered. */
const FILTERED_PAGE_SIZE = 500;
const MAX_FILTERED_ROUNDS = 10;

interface IndexQuery {
  index: 'gsi1' | 'gsi2';
  partitionKey: 'gsi1pk' | 'gsi2pk';
  sortKey: 'gsi1sk' | 'gsi2sk';
  partition: string;
}

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
    const partition = keys.flagIndexPartition(accountId);
    return this.list({ index: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', partition }, options);
  }

  /** Every account's flags, newest first; `accountId` narrows to one account. */
  listAll(options: FlagListOptions & { accountId?: string }): Promise<Page<FlagRecord>> {
    if (options.accountId) return this.listByAccount(options.accountId, options);
    return this.list({ index: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', partition: ALL_FLAGS }, options);
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
   * A page of an index partition whose sort key is the flag id, newest first, as docs/decisions/0402 describes for
   * every list: the cursor is only "after this id" and becomes a key condition inside the caller's own partition; one
   * more than `limit` is read so there is no empty last page; a status filter keeps reading (DynamoDB applies `Limit`
   * before filtering) until it has enough matches, reaches the end, or spends its round-trip budget, and then answers
   * a short page whose cursor resumes after the last flag read.
   */
  private async list(q: IndexQuery, options: FlagListOptions): Promise<Page<FlagRecord>> {
    const { limit, status } = options;
    const wanted = limit + 1;
    const found: FlagRecord[] = [];
    let after = decodeAfterCursor(options.cursor, FLAG_ID);
    let lastReadId: string | undefined;
    let reachedEnd = false;
    const maxRounds = options.maxRounds ?? MAX_FILTERED_ROUNDS;
    for (let round = 0; round < maxRounds && found.length < wanted; round++) {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: q.index,
          KeyConditionExpression: after ? '#pk = :pk AND #sk < :after' : '#pk = :pk',
          ...(status ? { FilterExpression: '#status = :status' } : {}),
          ExpressionAttributeNames: {
            '#pk': q.partitionKey,
            ...(after ? { '#sk': q.sortKey } : {}),
            ...(status ? { '#status': 'status' } : {}),
          },
          ExpressionAttributeValues: {
            ':pk': q.partition,
            ...(after ? { ':after': after } : {}),
            ...(status ? { ':status': status } : {}),
          },
          ScanIndexForward: false,
          Limit: status ? (options.pageSize ?? FILTERED_PAGE_SIZE) : wanted - found.length,
        }),
      );
      for (const item of page.Items ?? []) found.push(stripKeys<FlagRecord>(item));
      if (!page.LastEvaluatedKey) {
        reachedEnd = true;
        break;
      }
      after = String(page.LastEvaluatedKey[q.sortKey]);
      lastReadId = after;
    }
    if (found.length > limit) {
      const items = found.slice(0, limit);
      return { items, nextCursor: encodeAfterCursor(items[items.length - 1]!.id) };
    }
    if (reachedEnd || lastReadId === undefined) return { items: found, nextCursor: null };
    return { items: found, nextCursor: encodeAfterCursor(lastReadId) };
  }
}
