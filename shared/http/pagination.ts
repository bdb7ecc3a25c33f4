import * as z from 'zod/mini';

/** `?limit=` (1 to 100, default 25) and `?cursor=`, as the contract's list convention says. */
export const ListQuery = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100), z.describe('Items per page, 1 to 100')),
    25,
  ),
  cursor: z.optional(
    z.string().check(z.minLength(1), z.maxLength(2048), z.describe('The nextCursor of the previous page')),
  ),
});

/** A list's query: the page parameters and the list's own filters. */
export function listQuery<S extends z.core.$ZodLooseShape>(filters: S) {
  return z.object({ ...ListQuery.shape, ...filters });
}

/** Path parameters: `{id}` of the given resource, or other names. */
export function pathParams<const N extends string = 'id'>(what: string, ...names: N[]) {
  const list = names.length > 0 ? names : (['id'] as N[]);
  return z.strictObject(
    Object.fromEntries(
      list.map((n) => [n, z.string().check(z.minLength(1), z.describe(`The ${what} ${n === 'id' ? 'id' : n}`))]),
    ) as Record<N, z.ZodMiniString>,
  );
}
