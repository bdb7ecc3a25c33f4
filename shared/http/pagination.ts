import { z } from 'zod';
import { parseWith } from './validate';

/** `?limit=` (1 to 100, default 25) and `?cursor=`, as the contract's list convention says. */
const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().min(1).max(2048).optional(),
});

export function listQuery(query: Record<string, string>): { limit: number; cursor?: string } {
  const { limit, cursor } = parseWith(ListQuery, { limit: query.limit, cursor: query.cursor }, 'Query');
  return cursor ? { limit, cursor } : { limit };
}
