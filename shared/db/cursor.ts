/**
 * The one list cursor of the service: "resume after this position" in one list (base64url JSON). A cursor names the
 * list that issued it (a digest of its partitions), so it works on that list only: any other is a 400, whatever it
 * holds. A repository rebuilds the query's key condition from the caller's own partition and the position, so a
 * cursor can never point a query at another account's items, and a tampered one is a 400, never a DynamoDB error.
 */
import { createHash } from 'node:crypto';
import { invalidCursor } from '../errors';

/** The short digest that names a list in its cursors. */
export function listScope(...parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 12);
}

export function encodeAfter(position: string, scope: string): string {
  return Buffer.from(JSON.stringify({ after: position, list: scope }), 'utf8').toString('base64url');
}

/** The position a cursor resumes after; throws 400 unless this list (`scope`) issued it for a `pattern` position. */
export function decodeAfter(cursor: string | undefined, pattern: RegExp, scope: string): string | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { after, list } = (parsed ?? {}) as { after?: unknown; list?: unknown };
  if (typeof after !== 'string' || !pattern.test(after) || list !== scope) throw invalidCursor();
  return after;
}
