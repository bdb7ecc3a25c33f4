/** What every repository shares: item decoding, transactions and batches (refusals are decoded in refusal.ts). */
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { cancellationCodes } from './refusal';
import type { Table } from './table';

/** Strips the table's key and index attributes from an item, leaving the domain record. */
export function stripKeys<T>(item: Record<string, unknown>): T {
  const { pk: _a, sk: _b, gsi1pk: _c, gsi1sk: _d, gsi2pk: _e, gsi2sk: _f, entity: _g, ttl: _h, ...record } = item;
  return record as T;
}

export type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;
export type TransactItem = TransactItems[number];

/** Cancellation reasons worth a retry: a concurrent transaction on the same item, or a throttled item. */
const RETRYABLE = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);

/**
 * Runs a write transaction, retrying with backoff while DynamoDB cancels it only because of a concurrent transaction
 * on one of its items or a throttled partition: a busy item must not turn into 500s. A failed condition is never
 * retried; the caller decodes it with refusalOf (refusal.ts).
 */
export async function transactWrite(table: Table, items: TransactItems, attempts = 8): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await table.db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const retryable = codes?.some((c) => RETRYABLE.has(c)) && !codes.some((c) => c === 'ConditionalCheckFailed');
      if (!retryable || attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }
}

const keyOf = (item: Record<string, unknown>) => `${String(item.pk)}|${String(item.sk)}`;

/**
 * Reads items by key in as few BatchGetItem calls as DynamoDB allows (100 keys each, in parallel), following
 * UnprocessedKeys; answers the items found, by "pk|sk".
 */
export async function batchGet(
  table: Table,
  itemKeys: readonly { pk: string; sk: string }[],
  consistent = true,
): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const chunks: { pk: string; sk: string }[][] = [];
  for (let i = 0; i < itemKeys.length; i += 100) chunks.push(itemKeys.slice(i, i + 100));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending: Record<string, unknown>[] | undefined = chunk.map((k) => ({ pk: k.pk, sk: k.sk }));
      for (let attempt = 0; pending && pending.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
        const result: BatchGetCommandOutput = await table.db.send(
          new BatchGetCommand({ RequestItems: { [table.name]: { Keys: pending, ConsistentRead: consistent } } }),
        );
        for (const item of result.Responses?.[table.name] ?? []) found.set(keyOf(item), item);
        pending = result.UnprocessedKeys?.[table.name]?.Keys as Record<string, unknown>[] | undefined;
      }
    }),
  );
  return found;
}

/** The item of `key` among what batchGet found. */
export function itemAt(
  found: Map<string, Record<string, unknown>>,
  key: { pk: string; sk: string },
): Record<string, unknown> | undefined {
  return found.get(`${key.pk}|${key.sk}`);
}

/**
 * Puts items in as few BatchWriteItem calls as DynamoDB allows (25 each, a few in parallel), following
 * UnprocessedItems with backoff. Unconditional: for items whose owner is settled by a claim or a transaction.
 */
export async function batchPut(table: Table, items: readonly Record<string, unknown>[], parallel = 4): Promise<void> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      let pending: { PutRequest: { Item: Record<string, unknown> } }[] | undefined = chunks[next++]!.map((Item) => ({
        PutRequest: { Item },
      }));
      for (let attempt = 0; pending && pending.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
        const result: BatchWriteCommandOutput = await table.db.send(
          new BatchWriteCommand({ RequestItems: { [table.name]: pending } }),
        );
        pending = result.UnprocessedItems?.[table.name] as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, chunks.length) }, worker));
}
