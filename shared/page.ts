/** The contract's list shape: `{items, nextCursor}`, newest first; `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** `?limit=` (1 to 100) and `?cursor=` of a list request, as the route's query schema parsed them. */
export interface PageRequest {
  limit: number;
  cursor?: string;
}
