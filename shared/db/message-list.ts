import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageRecord, MessageStatus } from '../messages/message';
import { decodeAfterCursor, encodeAfterCursor, idPattern } from './id-cursor';
import { type Page, stripKeys } from './items';
import { keys } from './keys';

const MESSAGE_ID = idPattern('msg');

export interface MessageListOptions {
  limit: number;
  cursor?: string;
  /** Only messages in this status. */
  status?: MessageStatus;
  /** Filtered lists: items DynamoDB reads per round trip (default 500). */
  pageSize?: number;
  /** Filtered lists: round trips per request before a short page is answered (default 10). */
  maxRounds?: number;
}

/**
 * An account's messages, newest first, from its gsi1 partition (message ids are time-ordered). A status filter is a
 * FilterExpression, and DynamoDB applies `Limit` before filtering, so the query keeps reading until it has `limit` + 1
 * matches (the extra one says whether a next page exists), reaches the end, or spends its round-trip budget. The
 * cursor is always "resume after this id": the last item shown, or, when the budget ran out first, the last item read.
 * So pages never skip or repeat a match; a page may be short (even empty) only with a non-null cursor, and
 * `nextCursor: null` means the end. See docs/decisions/0402-list-filters-and-pagination.md.
 */
export async function listAccountMessages(
  db: DynamoDBDocumentClient,
  tableName: string,
  accountId: string,
  options: MessageListOptions,
): Promise<Page<MessageRecord>> {
  const { limit, status } = options;
  const after = decodeAfterCursor(options.cursor, MESSAGE_ID);
  const pageSize = options.pageSize ?? 500;
  const maxRounds = options.maxRounds ?? 10;
  const wanted = limit + 1;
  const found: MessageRecord[] = [];
  let start: Record<string, unknown> | undefined = after
    ? { ...keys.message(after), ...keys.messageIndex(accountId, after) }
    : undefined;
  let lastReadId: string | undefined;
  let reachedEnd = false;

  for (let round = 0; round < maxRounds && found.length < wanted; round++) {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ScanIndexForward: false,
        Limit: status ? pageSize : wanted - found.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
        ...(status
          ? {
              FilterExpression: '#status = :status',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':pk': keys.messageIndexPartition(accountId), ':status': status },
            }
          : { ExpressionAttributeValues: { ':pk': keys.messageIndexPartition(accountId) } }),
      }),
    );
    for (const item of page.Items ?? []) found.push(stripKeys<MessageRecord>(item));
    if (!page.LastEvaluatedKey) {
      reachedEnd = true;
      break;
    }
    start = page.LastEvaluatedKey;
    lastReadId = String(page.LastEvaluatedKey.gsi1sk);
  }

  if (found.length > limit) {
    const items = found.slice(0, limit);
    return { items, nextCursor: encodeAfterCursor(items[items.length - 1]!.id) };
  }
  if (reachedEnd || lastReadId === undefined) return { items: found, nextCursor: null };
  return { items: found, nextCursor: encodeAfterCursor(lastReadId) };
}
