/**
 * A capacity model in front of DynamoDB Local: an HTTP proxy that applies AWS's per-partition throughput limits,
 * which DynamoDB Local does not have (it serialises every request, so one hot item and thirty-two cold ones run at the
 * same speed there). Used by the contention benchmark (bench/contention.ts) to compare designs by ratio; it says
 * nothing about AWS's absolute latencies or about DynamoDB Local's speed.
 *
 * What it models, per partition key value (each key its own partition, as adaptive capacity isolates a hot key):
 * - a token bucket of write capacity units, 1,000 × scale per second, and one of read units, 3,000 × scale per
 *   second, each holding at most one second's worth (the burst);
 * - writes: 1 WCU per started KB of the item (an update or put is charged the larger of the item before, when this
 *   proxy has seen it, and after; an update's new size is estimated from its key and expression values), 2 WCU per KB
 *   for every item of TransactWriteItems, a ConditionCheck included. A rejected write (a failed condition) is charged
 *   as on AWS: capacity is taken when the request is admitted, whatever DynamoDB answers;
 * - reads: 1 RCU per started 4 KB for a strongly consistent read, 0.5 for an eventually consistent one, 2 in
 *   TransactGetItems; a Query is charged on the partition it names by the size of what came back (summed, then
 *   rounded up), after the answer, so a large Query can leave the bucket in debt (AWS also meters reads after the
 *   fact). A read is admitted while its bucket holds at least the minimum charge;
 * - GSI writes: a Put (single, batched or in a transaction) of an item carrying an index's partition key is charged
 *   1 WCU per KB on that index partition (ALL projection). Updates that add or change index keys are not charged to
 *   the index (the proxy cannot see the old item), and no index is charged twice in a transaction (an assumption);
 * - throttling answered as AWS does: a single-item operation (and a batch whose every key is throttled, and a
 *   Query) gets HTTP 400 `ProvisionedThroughputExceededException` with ThrottlingReasons
 *   `[Table|Index][Read|Write]KeyRangeThroughputExceeded` and the table's (or index's) ARN; a transaction gets
 *   `TransactionCanceledException` with `ThrottlingError` (on-demand table; `ProvisionedThroughputExceeded` on a
 *   provisioned one) for each throttled item and `None` for the others; BatchGetItem and BatchWriteItem forward the
 *   admitted keys only and return the throttled ones in UnprocessedKeys / UnprocessedItems. A throttled request is
 *   never forwarded and consumes nothing.
 *
 * What it does not model: the table-wide and account limits, on-demand scaling (tables start as if already scaled
 * to any size), the splitting of a partition by sort-key range (a partition key's items never share more than one
 * bucket; for the service's increasing ULID sort keys AWS could not split them usefully either), partitions shared
 * by several keys (the optimistic, steady state), Scan (forwarded uncharged and counted under "(scan)"), PartiQL,
 * filters (a Query is charged for what it returned, AWS charges what it read), latency, and the
 * ThrottlingException that AWS has also been seen to answer for throttled on-demand tables (the SDK retries it the
 * same way as ProvisionedThroughputExceededException). Rewritten batch requests are forwarded with their original
 * signature, which DynamoDB Local does not check.
 *
 * Listens on loopback only. Everything else (other operations, responses) passes through unchanged and is streamed.
 */
import { randomUUID } from 'node:crypto';
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localAwsConfig } from '../local/services/aws-clients';
import type { LocalService } from '../local/services/dynamodb-local';

export interface CapacityModelOptions {
  /** The DynamoDB endpoint requests are forwarded to (DynamoDB Local). */
  target: string;
  /** Fraction of AWS's per-partition limits to apply, so a small machine can reach them (0.05: 50 WCU/s). */
  scale: number;
  /** 0 or undefined picks a free port. */
  port?: number;
}

/** What one partition (a partition key value of the table or of an index) consumed since the last reset. */
export interface PartitionUsage {
  table: string;
  /** The index name for an index partition. */
  index?: string;
  /** The partition key value. */
  key: string;
  writeUnits: number;
  readUnits: number;
  /** Requests refused because this partition had no capacity left. */
  throttled: number;
}

interface CapacityStats {
  /** Milliseconds covered by these figures (since start or the last reset). */
  elapsedMs: number;
  requests: number;
  throttledRequests: number;
  /** Every partition that consumed or was refused capacity, hottest (most write units) first. */
  partitions: PartitionUsage[];
}

export interface CapacityModel extends LocalService {
  /** Per-partition limits in force (after scaling). */
  readonly limits: { writeUnitsPerSecond: number; readUnitsPerSecond: number };
  stats(): CapacityStats;
  resetStats(): void;
}

/** AWS's documented per-partition maximums. */
const AWS_PARTITION_WCU_PER_SECOND = 1_000;
const AWS_PARTITION_RCU_PER_SECOND = 3_000;

const HOST = '127.0.0.1';
const TARGET_PREFIX = 'DynamoDB_20120810.';
const ERROR_PREFIX = 'com.amazonaws.dynamodb.v20120810#';
const KB = 1024;
const READ_UNIT_BYTES = 4 * KB;
/** Items whose size was seen, to charge updates by the larger of before and after; bounded to keep memory flat. */
const MAX_KNOWN_SIZES = 500_000;

const MESSAGES = {
  onDemandTable:
    'Throughput exceeds the current capacity of your table or index. DynamoDB is automatically scaling your table or index so please try again shortly. If exceptions persist, check if you have a hot key: https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html',
  onDemandIndex:
    'Throughput exceeds the current capacity for one or more global secondary indexes. DynamoDB is automatically scaling your index so please try again shortly.',
  provisionedTable:
    'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.',
  provisionedIndex:
    'The level of configured provisioned throughput for one or more global secondary indexes of the table was exceeded. Consider increasing your provisioning level for the under-provisioned global secondary indexes with the UpdateTable API.',
};

export async function startCapacityModel(opts: CapacityModelOptions): Promise<CapacityModel> {
  if (!(opts.scale > 0)) throw new Error(`capacity model: scale must be positive (got ${opts.scale})`);
  const model = new Model(opts.target, opts.scale);
  const server = createServer((req, res) => {
    model.handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`capacity model: ${String(error)}`);
    });
  });
  const port = await listen(server, opts.port ?? 0);
  return {
    endpoint: `http://${HOST}:${port}`,
    port,
    limits: { writeUnitsPerSecond: model.writeRate, readUnitsPerSecond: model.readRate },
    stats: () => model.stats(),
    resetStats: () => model.resetStats(),
    stop: async () => {
      await close(server);
      model.destroy();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Wire types (DynamoDB JSON protocol), as loosely as the proxy needs them.

type AttributeValue = Record<string, unknown>;
type Item = Record<string, AttributeValue>;
type Json = Record<string, unknown>;

interface TableSchema {
  hashKey: string;
  rangeKey?: string;
  arn: string;
  onDemand: boolean;
  /** Index name → its partition key attribute. */
  indexes: Map<string, { hashKey: string; arn: string }>;
}

/** One charge of a request against one partition. */
interface Charge {
  partition: string;
  kind: 'write' | 'read';
  units: number;
  /** Which item of a transaction or batch it belongs to (for per-item answers). */
  item: number;
  onIndex: boolean;
}

interface Plan {
  charges: Charge[];
  /** How a refusal is answered. */
  answer: 'single' | 'transaction' | 'batchGet' | 'batchWrite';
  /** Reads charged after the answer: what to parse out of it. */
  settle?: (response: Json) => Charge[];
  /** Item sizes to learn from the answer. */
  learn?: (response: Json) => void;
  /** The table whose schema names the throttling resource (single-item answers). */
  table?: TableSchema;
}

class Bucket {
  tokens: number;
  private last = performance.now();

  constructor(
    private readonly rate: number,
    private readonly capacity: number,
  ) {
    this.tokens = capacity;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
  }

  /** Whether `units` can be taken now; a request larger than the burst is admitted when the bucket is full. */
  canTake(units: number, now: number): boolean {
    this.refill(now);
    return this.tokens >= units || this.tokens >= this.capacity;
  }

  take(units: number, now: number): void {
    this.refill(now);
    this.tokens -= units;
  }
}

interface Usage {
  writeUnits: number;
  readUnits: number;
  throttled: number;
}

class Model {
  readonly writeRate: number;
  readonly readRate: number;
  private readonly targetUrl: URL;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 128 });
  private readonly client: DynamoDBClient;
  private readonly schemas = new Map<string, Promise<TableSchema>>();
  private readonly resolved = new Map<string, TableSchema>();
  private readonly writeBuckets = new Map<string, Bucket>();
  private readonly readBuckets = new Map<string, Bucket>();
  private readonly sizes = new Map<string, number>();
  private usage = new Map<string, Usage>();
  private requests = 0;
  private throttledRequests = 0;
  private since = performance.now();

  constructor(target: string, scale: number) {
    this.targetUrl = new URL(target);
    this.writeRate = AWS_PARTITION_WCU_PER_SECOND * scale;
    this.readRate = AWS_PARTITION_RCU_PER_SECOND * scale;
    this.client = new DynamoDBClient({ ...localAwsConfig(target), maxAttempts: 3 });
  }

  destroy(): void {
    this.agent.destroy();
    this.client.destroy();
  }

  stats(): CapacityStats {
    const partitions = [...this.usage.entries()].map(([id, u]) => ({ ...parsePartitionId(id), ...u }));
    partitions.sort((a, b) => b.writeUnits - a.writeUnits || b.readUnits - a.readUnits);
    return {
      elapsedMs: performance.now() - this.since,
      requests: this.requests,
      throttledRequests: this.throttledRequests,
      partitions,
    };
  }

  resetStats(): void {
    this.usage = new Map();
    this.requests = 0;
    this.throttledRequests = 0;
    this.since = performance.now();
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : undefined;
    let input: Json | undefined;
    try {
      input = operation && body.length > 0 ? (JSON.parse(body.toString('utf8')) as Json) : undefined;
    } catch {
      input = undefined;
    }
    if (!operation || !input) return this.forward(req, res, body);
    this.requests += 1;
    const plan = await this.plan(operation, input);
    if (!plan) return this.forward(req, res, body);

    const now = performance.now();
    const refused = this.refusedPartitions(plan.charges, now);
    if (refused.size === 0) {
      this.consume(plan.charges, now);
      return this.forward(req, res, body, plan);
    }
    for (const partition of refused) this.record(partition).throttled += 1;
    const throttledItems = new Set(plan.charges.filter((c) => refused.has(c.partition)).map((c) => c.item));

    if (plan.answer === 'batchGet' || plan.answer === 'batchWrite') {
      const admitted = plan.charges.filter((c) => !throttledItems.has(c.item));
      if (admitted.length > 0) {
        this.consume(admitted, now);
        return this.forwardPartialBatch(req, res, operation, input, throttledItems, plan);
      }
    }
    this.throttledRequests += 1;
    if (plan.answer === 'transaction') {
      const itemCount = (input.TransactItems as unknown[] | undefined)?.length ?? 0;
      const onIndex = plan.charges.some((c) => throttledItems.has(c.item) && c.onIndex && refused.has(c.partition));
      return this.answerCancelled(res, itemCount, throttledItems, plan, onIndex);
    }
    const first = plan.charges.find((c) => refused.has(c.partition))!;
    return this.answerThrottled(res, plan.table, first);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Planning: the partitions a request touches and what it costs.

  private async plan(operation: string, input: Json): Promise<Plan | undefined> {
    switch (operation) {
      case 'PutItem':
      case 'UpdateItem':
      case 'DeleteItem':
        return this.planWrite(operation, input);
      case 'GetItem':
        return this.planGet(input);
      case 'Query':
        return this.planQuery(input);
      case 'BatchGetItem':
        return this.planBatchGet(input);
      case 'BatchWriteItem':
        return this.planBatchWrite(input);
      case 'TransactWriteItems':
        return this.planTransactWrite(input);
      case 'TransactGetItems':
        return this.planTransactGet(input);
      default:
        return undefined;
    }
  }

  private async planWrite(operation: string, input: Json): Promise<Plan> {
    const tableName = String(input.TableName);
    const schema = await this.schema(tableName);
    const charges = await this.writeCharges(
      operation === 'PutItem' ? 'Put' : operation === 'UpdateItem' ? 'Update' : 'Delete',
      input,
      0,
      1,
    );
    const returnValues = String(input.ReturnValues ?? 'NONE');
    return {
      charges,
      answer: 'single',
      table: schema,
      learn: (response) => {
        if (operation === 'PutItem') this.rememberSize(tableName, schema, input.Item as Item);
        if (operation === 'DeleteItem') this.forgetSize(tableName, schema, input.Key as Item);
        const attributes = response.Attributes as Item | undefined;
        if (attributes && operation === 'UpdateItem' && returnValues === 'ALL_NEW') {
          this.rememberSize(tableName, schema, attributes);
        }
      },
    };
  }

  /** The charges of one write (Put, Update, Delete or ConditionCheck) with `factor` WCU per KB. */
  private async writeCharges(kind: string, action: Json, item: number, factor: number): Promise<Charge[]> {
    const tableName = String(action.TableName);
    const schema = await this.schema(tableName);
    const putItem = kind === 'Put' ? (action.Item as Item | undefined) : undefined;
    const key = (putItem ?? (action.Key as Item | undefined) ?? {}) as Item;
    const partition = tablePartition(tableName, key[schema.hashKey]);
    const known = this.knownSize(tableName, schema, key);
    let bytes: number;
    if (putItem) {
      bytes = Math.max(itemSize(putItem), known ?? 0);
    } else if (kind === 'Update') {
      bytes = Math.max(updateEstimate(action, key), known ?? 0);
    } else {
      bytes = known ?? 1;
    }
    const charges: Charge[] = [{ partition, kind: 'write', units: factor * writeUnits(bytes), item, onIndex: false }];
    if (putItem) {
      for (const [indexName, index] of schema.indexes) {
        const value = putItem[index.hashKey];
        if (value === undefined) continue;
        charges.push({
          partition: indexPartition(tableName, indexName, value),
          kind: 'write',
          units: writeUnits(itemSize(putItem)),
          item,
          onIndex: true,
        });
      }
    }
    return charges;
  }

  private async planGet(input: Json): Promise<Plan> {
    const tableName = String(input.TableName);
    const schema = await this.schema(tableName);
    const key = input.Key as Item;
    const partition = tablePartition(tableName, key[schema.hashKey]);
    const perUnit = input.ConsistentRead === true ? 1 : 0.5;
    return {
      charges: [{ partition, kind: 'read', units: perUnit, item: 0, onIndex: false }],
      answer: 'single',
      table: schema,
      settle: (response) => {
        const item = response.Item as Item | undefined;
        if (item) this.rememberSize(tableName, schema, item);
        const extra = perUnit * readUnits(item ? itemSize(item) : 0) - perUnit;
        return extra > 0 ? [{ partition, kind: 'read', units: extra, item: 0, onIndex: false }] : [];
      },
    };
  }

  private async planQuery(input: Json): Promise<Plan | undefined> {
    const tableName = String(input.TableName);
    const schema = await this.schema(tableName);
    const indexName = typeof input.IndexName === 'string' ? input.IndexName : undefined;
    const index = indexName ? schema.indexes.get(indexName) : undefined;
    const hashKey = index ? index.hashKey : schema.hashKey;
    const value = queryPartitionValue(input, hashKey);
    if (value === undefined) return undefined;
    const partition = indexName ? indexPartition(tableName, indexName, value) : tablePartition(tableName, value);
    // Index queries are always eventually consistent.
    const perUnit = input.ConsistentRead === true && !indexName ? 1 : 0.5;
    return {
      charges: [{ partition, kind: 'read', units: perUnit, item: 0, onIndex: indexName !== undefined }],
      answer: 'single',
      table: schema,
      settle: (response) => {
        const items = (response.Items as Item[] | undefined) ?? [];
        const bytes = items.reduce((sum, item) => sum + itemSize(item), 0);
        for (const item of items) this.rememberSize(tableName, schema, item);
        const extra = perUnit * readUnits(bytes) - perUnit;
        return extra > 0 ? [{ partition, kind: 'read', units: extra, item: 0, onIndex: indexName !== undefined }] : [];
      },
    };
  }

  private async planBatchGet(input: Json): Promise<Plan> {
    const requestItems = (input.RequestItems ?? {}) as Record<string, Json>;
    const charges: Charge[] = [];
    const consistency = new Map<string, number>();
    let item = 0;
    for (const [tableName, request] of Object.entries(requestItems)) {
      const schema = await this.schema(tableName);
      const perUnit = request.ConsistentRead === true ? 1 : 0.5;
      consistency.set(tableName, perUnit);
      for (const key of (request.Keys as Item[] | undefined) ?? []) {
        charges.push({
          partition: tablePartition(tableName, key[schema.hashKey]),
          kind: 'read',
          units: perUnit,
          item,
          onIndex: false,
        });
        item += 1;
      }
    }
    const first = Object.keys(requestItems)[0];
    return {
      charges,
      answer: 'batchGet',
      ...(first ? { table: await this.schema(first) } : {}),
      settle: (response) => {
        const extra: Charge[] = [];
        const responses = (response.Responses ?? {}) as Record<string, Item[]>;
        for (const [tableName, items] of Object.entries(responses)) {
          const schema = this.cachedSchema(tableName);
          if (!schema) continue;
          const perUnit = consistency.get(tableName) ?? 1;
          for (const found of items) {
            this.rememberSize(tableName, schema, found);
            const units = perUnit * readUnits(itemSize(found)) - perUnit;
            if (units > 0) {
              const partition = tablePartition(tableName, found[schema.hashKey]);
              extra.push({ partition, kind: 'read', units, item: 0, onIndex: false });
            }
          }
        }
        return extra;
      },
    };
  }

  private async planBatchWrite(input: Json): Promise<Plan> {
    const requestItems = (input.RequestItems ?? {}) as Record<string, Json[]>;
    const charges: Charge[] = [];
    let item = 0;
    for (const [tableName, requests] of Object.entries(requestItems)) {
      for (const request of requests) {
        const put = request.PutRequest as Json | undefined;
        const del = request.DeleteRequest as Json | undefined;
        const action = { TableName: tableName, ...(put ?? del ?? {}) };
        charges.push(...(await this.writeCharges(put ? 'Put' : 'Delete', action, item, 1)));
        item += 1;
      }
    }
    const first = Object.keys(requestItems)[0];
    return { charges, answer: 'batchWrite', ...(first ? { table: await this.schema(first) } : {}) };
  }

  private async planTransactWrite(input: Json): Promise<Plan> {
    const items = (input.TransactItems as Json[] | undefined) ?? [];
    const charges: Charge[] = [];
    for (const [i, entry] of items.entries()) {
      const [kind, action] = Object.entries(entry)[0] ?? [];
      if (!kind || !action) continue;
      charges.push(...(await this.writeCharges(kind, action as Json, i, 2)));
    }
    const first = items[0] ? (Object.values(items[0])[0] as Json | undefined) : undefined;
    const table = first ? await this.schema(String(first.TableName)) : undefined;
    return {
      charges,
      answer: 'transaction',
      ...(table ? { table } : {}),
      // What the transaction wrote is known once it committed.
      learn: () => {
        for (const entry of items) {
          const put = entry.Put as Json | undefined;
          const del = entry.Delete as Json | undefined;
          const schema = this.cachedSchema(String((put ?? del)?.TableName));
          if (put && schema) this.rememberSize(String(put.TableName), schema, put.Item as Item);
          if (del && schema) this.forgetSize(String(del.TableName), schema, del.Key as Item);
        }
      },
    };
  }

  private async planTransactGet(input: Json): Promise<Plan> {
    const items = (input.TransactItems as Json[] | undefined) ?? [];
    const charges: Charge[] = [];
    const keys: { tableName: string; schema: TableSchema; partition: string }[] = [];
    for (const [i, entry] of items.entries()) {
      const get = entry.Get as Json | undefined;
      if (!get) continue;
      const tableName = String(get.TableName);
      const schema = await this.schema(tableName);
      const partition = tablePartition(tableName, (get.Key as Item)[schema.hashKey]);
      keys.push({ tableName, schema, partition });
      charges.push({ partition, kind: 'read', units: 2, item: i, onIndex: false });
    }
    const first = keys[0];
    return {
      charges,
      answer: 'transaction',
      ...(first ? { table: first.schema } : {}),
      settle: (response) => {
        const extra: Charge[] = [];
        const responses = (response.Responses as { Item?: Item }[] | undefined) ?? [];
        responses.forEach((r, i) => {
          const at = keys[i];
          if (!r.Item || !at) return;
          this.rememberSize(at.tableName, at.schema, r.Item);
          const units = 2 * readUnits(itemSize(r.Item)) - 2;
          if (units > 0) extra.push({ partition: at.partition, kind: 'read', units, item: i, onIndex: false });
        });
        return extra;
      },
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Buckets and usage.

  private bucket(kind: 'write' | 'read', partition: string): Bucket {
    const buckets = kind === 'write' ? this.writeBuckets : this.readBuckets;
    let bucket = buckets.get(partition);
    if (!bucket) {
      const rate = kind === 'write' ? this.writeRate : this.readRate;
      bucket = new Bucket(rate, rate);
      buckets.set(partition, bucket);
    }
    return bucket;
  }

  /** Partitions without the capacity a request needs (its charges summed per partition and kind). */
  private refusedPartitions(charges: Charge[], now: number): Set<string> {
    const needed = new Map<string, { kind: 'write' | 'read'; partition: string; units: number }>();
    for (const c of charges) {
      const id = `${c.kind}|${c.partition}`;
      const entry = needed.get(id) ?? { kind: c.kind, partition: c.partition, units: 0 };
      entry.units += c.units;
      needed.set(id, entry);
    }
    const refused = new Set<string>();
    for (const n of needed.values()) {
      if (!this.bucket(n.kind, n.partition).canTake(n.units, now)) refused.add(n.partition);
    }
    return refused;
  }

  private consume(charges: Charge[], now: number): void {
    for (const c of charges) {
      this.bucket(c.kind, c.partition).take(c.units, now);
      const usage = this.record(c.partition);
      if (c.kind === 'write') usage.writeUnits += c.units;
      else usage.readUnits += c.units;
    }
  }

  private record(partition: string): Usage {
    let usage = this.usage.get(partition);
    if (!usage) {
      usage = { writeUnits: 0, readUnits: 0, throttled: 0 };
      this.usage.set(partition, usage);
    }
    return usage;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Item sizes seen.

  private sizeKey(tableName: string, schema: TableSchema, item: Item): string {
    const range = schema.rangeKey ? JSON.stringify(item[schema.rangeKey] ?? null) : '';
    return `${tableName}|${JSON.stringify(item[schema.hashKey] ?? null)}|${range}`;
  }

  private knownSize(tableName: string, schema: TableSchema, key: Item): number | undefined {
    return this.sizes.get(this.sizeKey(tableName, schema, key));
  }

  private rememberSize(tableName: string, schema: TableSchema, item: Item): void {
    if (this.sizes.size >= MAX_KNOWN_SIZES) this.sizes.clear();
    this.sizes.set(this.sizeKey(tableName, schema, item), itemSize(item));
  }

  private forgetSize(tableName: string, schema: TableSchema, key: Item): void {
    this.sizes.delete(this.sizeKey(tableName, schema, key));
  }

  // -------------------------------------------------------------------------------------------------------------
  // Table schemas, read once from the target.

  private schema(tableName: string): Promise<TableSchema> {
    let schema = this.schemas.get(tableName);
    if (!schema) {
      schema = this.describe(tableName);
      this.schemas.set(tableName, schema);
      // A table that does not exist yet is described again next time; the request itself gets DynamoDB's answer.
      schema.catch(() => this.schemas.delete(tableName));
    }
    return schema;
  }

  private cachedSchema(tableName: string): TableSchema | undefined {
    return this.resolved.get(tableName);
  }

  private async describe(tableName: string): Promise<TableSchema> {
    const { Table } = await this.client.send(new DescribeTableCommand({ TableName: tableName }));
    const hashOf = (keys: { AttributeName?: string; KeyType?: string }[] | undefined) =>
      String(keys?.find((k) => k.KeyType === 'HASH')?.AttributeName);
    const rangeKey = Table?.KeySchema?.find((k) => k.KeyType === 'RANGE')?.AttributeName;
    const arn = Table?.TableArn ?? `arn:aws:dynamodb:local:000000000000:table/${tableName}`;
    const schema: TableSchema = {
      hashKey: hashOf(Table?.KeySchema),
      ...(rangeKey ? { rangeKey } : {}),
      arn,
      onDemand: Table?.BillingModeSummary?.BillingMode === 'PAY_PER_REQUEST',
      indexes: new Map(
        (Table?.GlobalSecondaryIndexes ?? []).map((index) => [
          String(index.IndexName),
          { hashKey: hashOf(index.KeySchema), arn: index.IndexArn ?? `${arn}/index/${index.IndexName}` },
        ]),
      ),
    };
    this.resolved.set(tableName, schema);
    return schema;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Answers.

  private answerThrottled(res: ServerResponse, table: TableSchema | undefined, charge: Charge): void {
    const operation = charge.kind === 'write' ? 'Write' : 'Read';
    const indexName = charge.onIndex ? parsePartitionId(charge.partition).index : undefined;
    const resource = indexName ? table?.indexes.get(indexName)?.arn : table?.arn;
    const onDemand = table?.onDemand ?? true;
    const message = charge.onIndex
      ? onDemand
        ? MESSAGES.onDemandIndex
        : MESSAGES.provisionedIndex
      : onDemand
        ? MESSAGES.onDemandTable
        : MESSAGES.provisionedTable;
    sendJson(res, 400, {
      __type: `${ERROR_PREFIX}ProvisionedThroughputExceededException`,
      message,
      ThrottlingReasons: [
        {
          reason: `${charge.onIndex ? 'Index' : 'Table'}${operation}KeyRangeThroughputExceeded`,
          ...(resource ? { resource } : {}),
        },
      ],
    });
  }

  private answerCancelled(
    res: ServerResponse,
    itemCount: number,
    throttled: Set<number>,
    plan: Plan,
    onIndex: boolean,
  ): void {
    const onDemand = plan.table?.onDemand ?? true;
    const code = onDemand ? 'ThrottlingError' : 'ProvisionedThroughputExceeded';
    const message = onIndex
      ? onDemand
        ? MESSAGES.onDemandIndex
        : MESSAGES.provisionedIndex
      : onDemand
        ? MESSAGES.onDemandTable
        : MESSAGES.provisionedTable;
    const reasons = Array.from({ length: itemCount }, (_, i) =>
      throttled.has(i) ? { Code: code, Message: message } : { Code: 'None' },
    );
    sendJson(res, 400, {
      __type: `${ERROR_PREFIX}TransactionCanceledException`,
      CancellationReasons: reasons,
      Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // Forwarding.

  /** Sends the request on to the target; resolves with its answer, not yet read. */
  private upstream(req: IncomingMessage, body: Buffer): Promise<IncomingMessage> {
    const { 'transfer-encoding': _chunked, ...headers } = req.headers;
    return new Promise((resolvePromise, reject) => {
      const upstream = httpRequest(
        {
          protocol: this.targetUrl.protocol,
          hostname: this.targetUrl.hostname,
          port: this.targetUrl.port,
          method: req.method,
          path: req.url,
          headers: { ...headers, host: this.targetUrl.host, 'content-length': String(body.length) },
          agent: this.agent,
        },
        resolvePromise,
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  }

  /** Streams the target's answer back unchanged; settles the plan's read charges from it afterwards. */
  private async forward(req: IncomingMessage, res: ServerResponse, body: Buffer, plan?: Plan): Promise<void> {
    const answer = await this.upstream(req, body);
    const needsAnswer = plan?.settle !== undefined || plan?.learn !== undefined;
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    const chunks: Buffer[] = [];
    await new Promise<void>((resolvePromise, reject) => {
      answer.on('data', (chunk: Buffer) => {
        if (needsAnswer) chunks.push(chunk);
        res.write(chunk);
      });
      answer.on('end', resolvePromise);
      answer.on('error', reject);
    });
    res.end();
    if (plan && needsAnswer && answer.statusCode === 200 && !answer.headers['content-encoding']) {
      this.settle(plan, Buffer.concat(chunks));
    }
  }

  private settle(plan: Plan, answer: Buffer): void {
    let response: Json;
    try {
      response = JSON.parse(answer.toString('utf8')) as Json;
    } catch {
      return;
    }
    plan.learn?.(response);
    const extra = plan.settle?.(response) ?? [];
    if (extra.length > 0) this.consume(extra, performance.now());
  }

  /** Forwards a batch without its throttled entries and answers those as unprocessed, as AWS does. */
  private async forwardPartialBatch(
    req: IncomingMessage,
    res: ServerResponse,
    operation: string,
    input: Json,
    throttled: Set<number>,
    plan: Plan,
  ): Promise<void> {
    const requestItems = (input.RequestItems ?? {}) as Record<string, Json | Json[]>;
    const forwarded: Record<string, Json | Json[]> = {};
    const unprocessed: Record<string, Json | Json[]> = {};
    let item = 0;
    for (const [tableName, request] of Object.entries(requestItems)) {
      if (operation === 'BatchGetItem') {
        const { Keys, ...rest } = request as Json;
        const keys = (Keys as Item[] | undefined) ?? [];
        const keep = keys.filter((_, i) => !throttled.has(item + i));
        const left = keys.filter((_, i) => throttled.has(item + i));
        item += keys.length;
        if (keep.length > 0) forwarded[tableName] = { ...rest, Keys: keep };
        if (left.length > 0) unprocessed[tableName] = { ...rest, Keys: left };
      } else {
        const writes = request as Json[];
        const keep = writes.filter((_, i) => !throttled.has(item + i));
        const left = writes.filter((_, i) => throttled.has(item + i));
        item += writes.length;
        if (keep.length > 0) forwarded[tableName] = keep;
        if (left.length > 0) unprocessed[tableName] = left;
      }
    }
    const body = Buffer.from(JSON.stringify({ ...input, RequestItems: forwarded }), 'utf8');
    const { status, headers, answer } = await this.exchange(req, body);
    if (status !== 200) {
      res.writeHead(status, headers);
      res.end(answer);
      return;
    }
    const response = JSON.parse(answer.toString('utf8')) as Json;
    this.settle(plan, answer);
    const field = operation === 'BatchGetItem' ? 'UnprocessedKeys' : 'UnprocessedItems';
    const already = (response[field] ?? {}) as Record<string, Json | Json[]>;
    for (const [tableName, left] of Object.entries(unprocessed)) {
      const earlier = already[tableName];
      if (operation === 'BatchGetItem') {
        const keys = [
          ...(((earlier as Json | undefined)?.Keys as Item[] | undefined) ?? []),
          ...((left as Json).Keys as Item[]),
        ];
        already[tableName] = { ...(left as Json), Keys: keys };
      } else {
        already[tableName] = [...((earlier as Json[] | undefined) ?? []), ...(left as Json[])];
      }
    }
    response[field] = already;
    sendJson(res, 200, response, headers['x-amzn-requestid']);
  }

  /** One request to the target, its answer buffered. */
  private async exchange(
    req: IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; answer: Buffer }> {
    const answer = await this.upstream(req, body);
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    return { status: answer.statusCode ?? 502, headers: answer.headers, answer: Buffer.concat(chunks) };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Sizes (DynamoDB's documented item-size rules) and units.

/** Bytes of an item: attribute names' UTF-8 lengths plus their values' sizes. */
function itemSize(item: Item): number {
  let bytes = 0;
  for (const [name, value] of Object.entries(item)) bytes += Buffer.byteLength(name, 'utf8') + valueSize(value);
  return bytes;
}

function valueSize(value: AttributeValue): number {
  const [type, raw] = Object.entries(value)[0] ?? [];
  switch (type) {
    case 'S':
      return Buffer.byteLength(String(raw), 'utf8');
    case 'N':
      return numberSize(String(raw));
    case 'B':
      return Buffer.from(String(raw), 'base64').length;
    case 'BOOL':
    case 'NULL':
      return 1;
    case 'SS':
      return (raw as string[]).reduce((sum, s) => sum + Buffer.byteLength(s, 'utf8'), 0);
    case 'NS':
      return (raw as string[]).reduce((sum, n) => sum + numberSize(n), 0);
    case 'BS':
      return (raw as string[]).reduce((sum, b) => sum + Buffer.from(b, 'base64').length, 0);
    case 'M':
      return Object.entries(raw as Item).reduce(
        (sum, [name, v]) => sum + Buffer.byteLength(name, 'utf8') + valueSize(v) + 1,
        3,
      );
    case 'L':
      return (raw as AttributeValue[]).reduce((sum, v) => sum + valueSize(v) + 1, 3);
    default:
      return 1;
  }
}

/** About one byte per two significant digits, plus one (DynamoDB's rule for numbers). */
function numberSize(n: string): number {
  const digits = n
    .replace(/^[-+]/, '')
    .replace(/[eE].*$/, '')
    .replace('.', '')
    .replace(/^0+/, '')
    .replace(/0+$/, '');
  return Math.ceil(Math.max(1, digits.length) / 2) + 1;
}

/** An update's item size as far as the request shows it: its key and every value it writes. */
function updateEstimate(action: Json, key: Item): number {
  const values = (action.ExpressionAttributeValues ?? {}) as Item;
  const names = (action.ExpressionAttributeNames ?? {}) as Record<string, string>;
  let bytes = itemSize(key);
  for (const value of Object.values(values)) bytes += valueSize(value);
  for (const name of Object.values(names)) bytes += Buffer.byteLength(name, 'utf8');
  return bytes;
}

function writeUnits(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / KB));
}

function readUnits(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / READ_UNIT_BYTES));
}

// ---------------------------------------------------------------------------------------------------------------
// Partitions.

function keyText(value: AttributeValue | undefined): string {
  if (!value) return '(missing)';
  const raw = Object.values(value)[0];
  return typeof raw === 'string' ? raw : JSON.stringify(raw);
}

function tablePartition(tableName: string, value: AttributeValue | undefined): string {
  return `${tableName}\u0000\u0000${keyText(value)}`;
}

function indexPartition(tableName: string, indexName: string, value: AttributeValue | undefined): string {
  return `${tableName}\u0000${indexName}\u0000${keyText(value)}`;
}

function parsePartitionId(id: string): { table: string; index?: string; key: string } {
  const [table = '', index = '', ...key] = id.split('\u0000');
  if (key.length === 0) return { table: '', key: id };
  return { table, ...(index ? { index } : {}), key: key.join('\u0000') };
}

/** The partition key value a Query names: `<hashKey> = :v` in its key condition (or the legacy KeyConditions). */
function queryPartitionValue(input: Json, hashKey: string): AttributeValue | undefined {
  const legacy = (input.KeyConditions as Record<string, { AttributeValueList?: AttributeValue[] }> | undefined)?.[
    hashKey
  ];
  if (legacy) return legacy.AttributeValueList?.[0];
  const expression = typeof input.KeyConditionExpression === 'string' ? input.KeyConditionExpression : '';
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Item;
  const nameOf = (token: string) => (token.startsWith('#') ? names[token] : token);
  for (const match of expression.matchAll(/([#:]?[\w.]+)\s*=\s*([#:]?[\w.]+)/g)) {
    const [, left = '', right = ''] = match;
    if (left.startsWith(':') && nameOf(right) === hashKey) return values[left];
    if (right.startsWith(':') && nameOf(left) === hashKey) return values[right];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP plumbing.

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolvePromise(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, requestId?: string | string[]): void {
  const text = Buffer.from(JSON.stringify(body), 'utf8');
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.0',
    'content-length': String(text.length),
    'x-amzn-requestid': String(requestId ?? randomUUID()),
    'x-amz-crc32': String(crc32(text)),
  });
  res.end(text);
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.removeListener('error', reject);
      resolvePromise((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    if (!server.listening) return resolvePromise();
    server.close(() => resolvePromise());
    // The SDK's keep-alive sockets would otherwise hold close() open.
    server.closeAllConnections();
  });
}
