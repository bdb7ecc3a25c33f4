/**
 * The one decoder of DynamoDB's refusals (docs/decisions/1210-write-results.md): a single write's
 * ConditionalCheckFailedException and a transaction's TransactionCanceledException both read as "the conditions of
 * these items failed", with the items as they were when DynamoDB returned them. Repositories turn a refusal into the
 * reason of their result (shared/result.ts); nothing else reads DynamoDB's error shapes.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ok, type Result, refused } from '../result';

const CONDITION_FAILED = 'ConditionalCheckFailed';

interface CancellationReason {
  Code?: string;
  Item?: Record<string, unknown>;
}

/** Why the conditions of a write failed: which of its items (0 for a single write), and those items as they were. */
export interface Refusal {
  /** The positions of the items whose condition failed, ascending. */
  readonly failed: readonly number[];
  /** True when the condition of the item at `index` failed. */
  at(index: number): boolean;
  /** True when the condition of one of the `count` items from `from` failed. */
  among(from: number, count: number): boolean;
  /** The item at `index` as it was, when the write asked for it (ReturnValuesOnConditionCheckFailure: 'ALL_OLD'). */
  old(index: number): Record<string, unknown> | undefined;
  /** The error itself, to rethrow when the refusal is none the caller expected. */
  readonly error: unknown;
}

/** The code DynamoDB gives per item of a cancelled transaction, in the order of its items ('None' for the others). */
export function cancellationCodes(error: unknown): string[] | undefined {
  return cancellationReasons(error)?.map((r) => r.Code ?? 'None');
}

function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  if ((error as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  return (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
}

/**
 * Whether `error` is a transaction cancelled only because another transaction held one of its items
 * ('TransactionConflict', no condition failed): nothing of it was written, so it may be tried again as it was.
 */
export function conflicted(error: unknown): boolean {
  const codes = cancellationCodes(error);
  return codes?.includes('TransactionConflict') === true && !codes.includes(CONDITION_FAILED);
}

/** The refusal in `error`, or undefined when it is none (a fault, a throttle, a conflict): rethrow that. */
export function refusalOf(error: unknown): Refusal | undefined {
  let failed: number[];
  let items: (Record<string, unknown> | undefined)[];
  if ((error as Error | undefined)?.name === 'ConditionalCheckFailedException') {
    failed = [0];
    items = [(error as { Item?: Record<string, unknown> }).Item];
  } else {
    const reasons = cancellationReasons(error);
    if (!reasons) return undefined;
    failed = reasons.flatMap((r, i) => (r.Code === CONDITION_FAILED ? [i] : []));
    if (failed.length === 0) return undefined;
    items = reasons.map((r) => r.Item);
  }
  return {
    failed,
    at: (index) => failed.includes(index),
    among: (from, count) => failed.some((i) => i >= from && i < from + count),
    old: (index) => {
      const item = items[index];
      return item ? fromWire(item) : undefined;
    },
    error,
  };
}

/** Awaits a conditional write: undefined when it took, its refusal when a condition failed; any other error is thrown. */
export async function refusalIn(write: Promise<unknown>): Promise<Refusal | undefined> {
  try {
    await write;
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refusal;
  }
}

/**
 * The result of a conditional write whose first item (a single write's only one) carries the condition the caller
 * expects may fail: refused for `reason` when it did; a refusal of another item, or any other error, is thrown.
 */
export async function resultOf<R extends string>(write: Promise<unknown>, reason: R): Promise<Result<R>> {
  const refusal = await refusalIn(write);
  if (!refusal) return ok();
  if (refusal.at(0)) return refused(reason);
  throw refusal.error;
}

/** DynamoDB returns old items in the wire format (the document client does not translate errors). */
function fromWire(item: Record<string, unknown>): Record<string, unknown> {
  const pk = item.pk;
  return pk && typeof pk === 'object' && 'S' in pk ? unmarshall(item as Record<string, AttributeValue>) : item;
}
