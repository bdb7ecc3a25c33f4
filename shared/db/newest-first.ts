import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeAfterCursor, encodeAfterCursor, idPattern } from './id-cursor';
import type { Page } from './items';
import { stripKeys } from './items';

export interface NewestFirstQuery {
  tableName: string;
  /** Absent for the table's own pk/sk. */
  indexName?: 'gsi1' | 'gsi2';
  partitionKey: 'pk' | 'gsi1pk' | 'gsi2pk';
  sortKey: 'sk' | 'gsi1sk' | 'gsi2sk';
  partition: string;
  /** The id prefix of the listed items (their sort key is their id), e.g. `key`. */
  idPrefix: string;
}

/**
 * One page of a partition whose sort key is the items' time-sortable id, newest first. The cursor is only "after this
 * id" and becomes a key condition (`sort key < id`) inside the caller's own partition, so it can neither reach
 * another partition nor be forged into a DynamoDB error; a cursor that is not ours is an InvalidCursorError (400).
 * docs/decisions/0402-list-filters-and-pagination.md describes the same convention for the other lists.
 */
export async function pageNewestFirst<T extends { id: string }>(
  db: DynamoDBDocumentClient,
  query: NewestFirstQuery,
  page: { limit: number; cursor?: string },
): Promise<Page<T>> {
  const after = decodeAfterCursor(page.cursor, idPattern(query.idPrefix));
  const result = await db.send(
    new QueryCommand({
      TableName: query.tableName,
      ...(query.indexName ? { IndexName: query.indexName } : {}),
      KeyConditionExpression: after ? '#pk = :pk AND #sk < :after' : '#pk = :pk',
      ExpressionAttributeNames: after
        ? { '#pk': query.partitionKey, '#sk': query.sortKey }
        : { '#pk': query.partitionKey },
      ExpressionAttributeValues: after ? { ':pk': query.partition, ':after': after } : { ':pk': query.partition },
      ScanIndexForward: false,
      // One more than asked: a next page is announced only when it has something (no empty last page, see 0402).
      Limit: page.limit + 1,
    }),
  );
  const items = (result.Items ?? []).slice(0, page.limit).map((i) => stripKeys<T>(i));
  const more = (result.Items?.length ?? 0) > page.limit;
  return { items, nextCursor: more ? encodeAfterCursor(items.at(-1)!.id) : null };
}
