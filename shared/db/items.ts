import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
/** Strips the table's key and index attributes from an item, leaving the domain record. */
export function stripKeys<T>(item: Record<string, unknown>): T {
  const { pk: _a, sk: _b, gsi1pk: _c, gsi1sk: _d, gsi2pk: _e, gsi2sk: _f, entity: _g, ttl: _h, ...record } = item;
  return record as T;
}

export function isConditionFailure(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'ConditionalCheckFailedException';
}

/** Reasons DynamoDB gives per item when a transaction is cancelled, in the order of its items. */
export function cancellationCodes(error: unknown): string[] | undefined {
  if ((error as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((r) => r.Code ?? 'None');
}

/** Opaque list cursor: the base64url of DynamoDB's LastEvaluatedKey. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

export function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through: an unreadable cursor is a client error
  }
  throw new InvalidCursorError();
}

export class InvalidCursorError extends Error {
  constructor() {
    super('cursor is not valid');
    this.name = 'InvalidCursorError';
  }
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Runs a write transaction, retrying when DynamoDB cancels it only because another transaction touched the same item
 * at the same moment (TransactionConflict): a hot account balance under parallel sends must not turn into 500s.
 */
export async function transactWrite(
  db: { send(command: TransactWriteCommand): Promise<unknown> },
  items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
  attempts = 8,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const onlyConflicts =
        codes?.some((c) => c === 'TransactionConflict') && !codes.some((c) => c === 'ConditionalCheckFailed');
      if (!onlyConflicts || attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }
}

export type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;
