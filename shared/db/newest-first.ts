/**
 * Every list of the service, newest first, in one place: one or more partitions (a sharded list is merged in sort-key
 * order), the one cursor ("after this position", shared/db/cursor.ts), one more item read than shown so a next page
 * is announced only when it exists, and filters applied with a budget: a filtered list reads until it has a page,
 * reaches the end, or has examined `budget` items, and then answers a short page whose cursor resumes after the last
 * item examined. So pages never skip or repeat an item; a page may be short only with a non-null cursor.
 * See docs/decisions/0402-list-filters-and-pagination.md.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page, PageRequest } from '../page';
import { decodeAfter, encodeAfter, listScope } from './cursor';
import { stripKeys } from './items';
import type { Table } from './table';

export interface NewestFirst<T> {
  /** The partitions listed: one, or the shards of a sharded list. */
  partitions: readonly string[];
  /** Absent for the table's own pk/sk. */
  index?: 'gsi1' | 'gsi2';
  /** The listed items' sort keys start with this (other kinds of item share the partition). */
  prefix?: string;
  /** What a position (the sort key after the prefix) looks like; a cursor with any other is a 400. */
  position: RegExp;
  /** Strongly consistent reads (base-table partitions only). */
  consistent?: boolean;
  /** Turns the items read into what the list shows, one for one (undefined drops one); default: the records. */
  resolve?: (items: Record<string, unknown>[]) => Promise<(T | undefined)[]>;
  /** Keeps only these (a filter such as `?status=`). */
  keep?: (item: T) => boolean;
  /** Ends the list at the first item examined that says so (a date range's lower bound: older ones follow it). */
  stop?: (item: T) => boolean;
  /** Items examined per batch (default: the page size plus one, or 200 when filtering). */
  chunk?: number;
  /** Items examined, at most, before a filtered list answers a short page (default 5,000). */
  budget?: number;
}

interface Stream {
  partition: string;
  buffer: Record<string, unknown>[];
  startKey?: Record<string, unknown>;
  done: boolean;
}

export async function listNewestFirst<T>(table: Table, q: NewestFirst<T>, page: PageRequest): Promise<Page<T>> {
  const scope = listScope(q.index ?? 'table', q.prefix ?? '', ...q.partitions);
  const after = decodeAfter(page.cursor, q.position, scope);
  const pk = q.index ? `${q.index}pk` : 'pk';
  const sk = q.index ? `${q.index}sk` : 'sk';
  const prefix = q.prefix ?? '';
  const wanted = page.limit + 1;
  const chunk = q.chunk ?? (q.keep ? 200 : wanted);
  // Each partition is read a little beyond its share of a batch; one that runs dry is read again before merging on.
  const perQuery = Math.max(4, Math.ceil(chunk / q.partitions.length) + 2);
  const budget = q.budget ?? 5000;
  const resolve = q.resolve ?? (async (items) => items.map((i) => stripKeys<T>(i)));
  const positionOf = (item: Record<string, unknown>) => String(item[sk]).slice(prefix.length);

  const fill = async (s: Stream) => {
    const bound = after === undefined ? undefined : `${prefix}${after}`;
    const condition = prefix
      ? bound === undefined
        ? `#pk = :pk AND begins_with(#sk, :lo)`
        : `#pk = :pk AND #sk BETWEEN :lo AND :hi`
      : bound === undefined
        ? '#pk = :pk'
        : '#pk = :pk AND #sk < :hi';
    const result = await table.db.send(
      new QueryCommand({
        TableName: table.name,
        ...(q.index ? { IndexName: q.index } : {}),
        KeyConditionExpression: condition,
        ExpressionAttributeNames: condition.includes('#sk') ? { '#pk': pk, '#sk': sk } : { '#pk': pk },
        ExpressionAttributeValues: {
          ':pk': s.partition,
          ...(prefix ? { ':lo': prefix } : {}),
          ...(bound !== undefined ? { ':hi': bound } : {}),
        },
        ScanIndexForward: false,
        Limit: perQuery,
        ...(s.startKey ? { ExclusiveStartKey: s.startKey } : {}),
        ...(q.consistent && !q.index ? { ConsistentRead: true } : {}),
      }),
    );
    // BETWEEN includes its bound: the item the cursor names was shown already.
    s.buffer.push(...(result.Items ?? []).filter((item) => bound === undefined || item[sk] !== bound));
    s.startKey = result.LastEvaluatedKey;
    s.done = !result.LastEvaluatedKey;
  };

  const streams: Stream[] = q.partitions.map((partition) => ({ partition, buffer: [], done: false }));
  const found: { item: T; position: string }[] = [];
  let examined = 0;
  let lastExamined: string | undefined;
  let reachedEnd = false;

  while (found.length < wanted && examined < budget) {
    await Promise.all(streams.filter((s) => !s.done && s.buffer.length === 0).map(fill));
    // Merge in sort-key order until a partition that may hold more runs dry (it must be read before going on).
    const batch: Record<string, unknown>[] = [];
    while (batch.length < chunk) {
      if (streams.some((s) => s.buffer.length === 0 && !s.done)) break;
      let best: Stream | undefined;
      for (const s of streams) {
        if (s.buffer.length > 0 && (!best || String(s.buffer[0]![sk]) > String(best.buffer[0]![sk]))) best = s;
      }
      if (!best) break;
      batch.push(best.buffer.shift()!);
    }
    if (batch.length === 0) {
      if (streams.every((s) => s.done && s.buffer.length === 0)) {
        reachedEnd = true;
        break;
      }
      continue;
    }
    const resolved = await resolve(batch);
    for (const [i, raw] of batch.entries()) {
      const item = resolved[i];
      if (item !== undefined && q.stop?.(item)) {
        reachedEnd = true;
        break;
      }
      examined += 1;
      lastExamined = positionOf(raw);
      if (item !== undefined && (!q.keep || q.keep(item))) found.push({ item, position: lastExamined });
    }
    if (reachedEnd) break;
  }

  if (found.length > page.limit) {
    const shown = found.slice(0, page.limit);
    return { items: shown.map((f) => f.item), nextCursor: encodeAfter(shown.at(-1)!.position, scope) };
  }
  if (reachedEnd || lastExamined === undefined) return { items: found.map((f) => f.item), nextCursor: null };
  return { items: found.map((f) => f.item), nextCursor: encodeAfter(lastExamined, scope) };
}
