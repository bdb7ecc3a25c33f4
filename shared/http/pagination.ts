import { z } from 'zod';
import { parseWith } from './validate';

/** `?limit=` (1 to 100, default 25) and `?cursor=`, as the contract's list convention says. */
export const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25).describe('Items per page, 1 to 100'),
  cursor: z.string().min(1).max(2048).optional().describe('The nextCursor of the previous page'),
});

export function listQuery(query: Record<string, string>): { limit: number; cursor?: string } {
  const { limit, cursor } = parseWith(ListQuery, { limit: query.limit, cursor: query.cursor }, 'Query');
  return cursor ? { limit, cursor } : { limit };
}

/** The contract's list answer for items of `item`: `{items, nextCursor}`, newest first. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item).describe('Newest first'),
    nextCursor: z.string().nullable().describe('Pass as ?cursor= for the next page; null on the last page'),
  });
}
