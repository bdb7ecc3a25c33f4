import { InvalidCursorError } from './items';

/**
 * List cursors that carry only "resume after this id" (base64url JSON). The repository rebuilds DynamoDB's start key
 * from the caller's own partition, so a cursor can never point a query at another account's items, and a tampered
 * cursor is a 400 rather than a DynamoDB validation error.
 */
export function encodeAfterCursor(id: string): string {
  return Buffer.from(JSON.stringify({ after: id }), 'utf8').toString('base64url');
}

/** The id a cursor resumes after; throws InvalidCursorError unless it is one this service issued for `idPattern`. */
export function decodeAfterCursor(cursor: string | undefined, idPattern: RegExp): string | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const after = (parsed as { after?: unknown } | null)?.after;
  if (typeof after !== 'string' || !idPattern.test(after)) throw new InvalidCursorError();
  return after;
}

/** Ids of this service: a prefix and a ULID. */
export const idPattern = (prefix: string) => new RegExp(`^${prefix}_[0-9A-HJKMNP-TV-Z]{26}$`);
