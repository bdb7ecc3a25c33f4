/**
 * The table's export and import path: a full scan written as DynamoDB JSON lines (`{"Item":{...}}` per line, the
 * format of DynamoDB's own export to S3 in DYNAMODB_JSON, so a gunzipped export file imports the same way), read back
 * into a table with batched writes, and an item-for-item comparison of two tables. Used by `npm run recovery` and
 * tested against DynamoDB Local (test/integration/backup-restore.test.ts). See docs/recovery.md.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  type DynamoDBClient,
  ScanCommand,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { mainTable } from '../../lib/tables';

type Item = Record<string, AttributeValue>;

const BATCH = 25;
const MAX_BATCH_TRIES = 10;
/** Parallel scan segments: fast enough for millions of items, gentle on an on-demand table. */
const DEFAULT_SEGMENTS = 4;

async function* scan(ddb: DynamoDBClient, table: string, segment: number, segments: number): AsyncGenerator<Item[]> {
  let start: Item | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: table,
        Segment: segment,
        TotalSegments: segments,
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    yield page.Items ?? [];
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Every item of the table, as the low-level client returns it (no conversion: every type survives). */
export async function scanAll(ddb: DynamoDBClient, table: string, segments = DEFAULT_SEGMENTS): Promise<Item[]> {
  const parts = await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      const items: Item[] = [];
      for await (const page of scan(ddb, table, segment, segments)) items.push(...page);
      return items;
    }),
  );
  return parts.flat();
}

/** Writes every item of `table` to `file`, one `{"Item":...}` line each; returns how many. */
export async function exportTable(
  ddb: DynamoDBClient,
  table: string,
  file: string,
  segments = DEFAULT_SEGMENTS,
): Promise<number> {
  const out = createWriteStream(file, { encoding: 'utf8' });
  let count = 0;
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      for await (const page of scan(ddb, table, segment, segments)) {
        for (const item of page) {
          await write(`${JSON.stringify({ Item: encode(item) })}\n`);
          count += 1;
        }
      }
    }),
  );
  out.end();
  await once(out, 'finish');
  return count;
}

/** Reads a file of `{"Item":...}` lines into `table` (which must exist); returns how many items were written. */
export async function importTable(ddb: DynamoDBClient, table: string, file: string): Promise<number> {
  const lines = createInterface({
    input: createReadStream(file, { encoding: 'utf8' }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let batch: WriteRequest[] = [];
  let count = 0;
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const { Item } = JSON.parse(line) as { Item?: Item };
    if (!Item) throw new Error(`Not an export line: ${line.slice(0, 80)}`);
    batch.push({ PutRequest: { Item: decode(Item as Record<string, unknown>) } });
    if (batch.length === BATCH) {
      await writeBatch(ddb, table, batch);
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await writeBatch(ddb, table, batch);
    count += batch.length;
  }
  return count;
}

async function writeBatch(ddb: DynamoDBClient, table: string, requests: WriteRequest[]): Promise<void> {
  let pending = requests;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_BATCH_TRIES)
      throw new Error(`${pending.length} items not written after ${MAX_BATCH_TRIES} tries`);
    const result = await ddb.send(new BatchWriteItemCommand({ RequestItems: { [table]: pending } }));
    pending = result.UnprocessedItems?.[table] ?? [];
    if (pending.length > 0) await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt)));
  }
}

/** The key of an item in the table's key schema, as one string. */
const keyOf = (item: Item) => `${item[mainTable.partitionKey]?.S}\u0000${item[mainTable.sortKey]?.S}`;

export interface Comparison {
  source: number;
  target: number;
  /** Keys only in the source, only in the target, and in both with different attributes (at most 20 of each). */
  missing: string[];
  extra: string[];
  different: string[];
}

/** Every item of `source` against every item of `target`, attribute for attribute. */
export async function compareTables(ddb: DynamoDBClient, source: string, target: string): Promise<Comparison> {
  const [a, b] = await Promise.all([scanAll(ddb, source), scanAll(ddb, target)]);
  const byKey = new Map(b.map((item) => [keyOf(item), canonical(encode(item))]));
  const result: Comparison = { source: a.length, target: b.length, missing: [], extra: [], different: [] };
  const seen = new Set<string>();
  for (const item of a) {
    const key = keyOf(item);
    seen.add(key);
    const other = byKey.get(key);
    if (other === undefined) result.missing.push(key);
    else if (other !== canonical(encode(item))) result.different.push(key);
  }
  for (const key of byKey.keys()) if (!seen.has(key)) result.extra.push(key);
  for (const list of [result.missing, result.extra, result.different]) list.splice(20);
  return result;
}

export const identical = (c: Comparison) =>
  c.source === c.target && c.missing.length === 0 && c.extra.length === 0 && c.different.length === 0;

/** JSON with sorted keys (and sorted sets), so equal items print equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries
      .map(([k, v]) => {
        const sorted = (k === 'SS' || k === 'NS' || k === 'BS') && Array.isArray(v) ? [...v].sort() : v;
        return `${JSON.stringify(k)}:${canonical(sorted)}`;
      })
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Binary values as base64 in JSON, as DynamoDB's export writes them; every other type as it is. */
function encode(item: Item): Record<string, unknown> {
  return mapItem(item, (bytes) => Buffer.from(bytes as Uint8Array).toString('base64'));
}

function decode(item: Record<string, unknown>): Item {
  return mapItem(item, (text) => new Uint8Array(Buffer.from(text as string, 'base64'))) as Item;
}

/** Walks attribute values by their type tags (M and L nest), converting B and BS; attribute names are never tags. */
function mapItem(item: Record<string, unknown>, convert: (v: unknown) => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).map(([name, value]) => [name, mapValue(value, convert)]));
}

function mapValue(value: unknown, convert: (v: unknown) => unknown): unknown {
  const av = value as Record<string, unknown>;
  if ('B' in av) return { B: convert(av.B) };
  if ('BS' in av) return { BS: (av.BS as unknown[]).map(convert) };
  if ('M' in av) return { M: mapItem(av.M as Record<string, unknown>, convert) };
  if ('L' in av) return { L: (av.L as unknown[]).map((v) => mapValue(v, convert)) };
  return value;
}
