/**
 * The one list cursor of the service: "resume after this position" (base64url JSON). A repository rebuilds the
 * query's key condition from the caller's own partition and the position, so a cursor can never point a query at
 * another account's items, and a tampered one is a 400, never a DynamoDB error.
 */
import { invalidCursor } from '../errors';

export function encodeAfter(position: string): string {
  return Buffer.from(JSON.stringify({ after: position }), 'utf8').toString('base64url');
}

/** The position a cursor resumes after; throws 400 unless it is one this list issued (matching `pattern`). */
export function decodeAfter(cursor: string | undefined, pattern: RegExp): string | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const after = (parsed as { after?: unknown } | null)?.after;
  if (typeof after !== 'string' || !pattern.test(after)) throw invalidCursor();
  return after;
}
