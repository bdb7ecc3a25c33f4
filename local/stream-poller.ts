/**
 * Does locally what Lambda's DynamoDB Streams event source mapping does for functions/event-relay.ts: reads the table's
 * change stream on DynamoDB Local shard by shard (a child shard after its parent), keeps only the entities the
 * deployed mapping's filter keeps (lib/tables.ts `eventStream`), invokes the handler with a DynamoDB stream event and
 * moves on only past what it relayed: a failed batch is handed over again from the record the handler named (then, after
 * `retryAttempts`, logged as the on-failure destination would keep it). DynamoDB Local speaks the Streams API at its one
 * endpoint; the requests are plain JSON (it checks no signature).
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { eventStream } from '../lib/tables';
import { localCredentials } from '../shared/aws/local';

export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | undefined>;
  /** Where the reading starts on shards open when the poller starts: TRIM_HORIZON (everything kept) or LATEST. */
  startingPosition?: 'TRIM_HORIZON' | 'LATEST';
  intervalMs?: number;
  onError?: (error: unknown) => void;
  /** A batch dropped after its retries (the deployed mapping's on-failure destination). */
  onDropped?: (records: DynamoDBRecord[]) => void;
}

export interface StreamPoller {
  stop(): Promise<void>;
}

interface Shard {
  ShardId: string;
  ParentShardId?: string;
  SequenceNumberRange?: { StartingSequenceNumber?: string; EndingSequenceNumber?: string };
}

/** The access key names the DynamoDB Local database when it runs without -sharedDb (docs/decisions/1610). */
const auth = () =>
  `AWS4-HMAC-SHA256 Credential=${localCredentials().accessKeyId}/20260101/af-south-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0`;

async function call<T>(endpoint: string, target: string, body: unknown): Promise<T> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': target, Authorization: auth() },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${target}: ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

const streams = (target: string) => `DynamoDBStreams_20120810.${target}`;
const kept = new Set<string>(eventStream.entities);

export function startStreamPoller(options: StreamPollerOptions): StreamPoller {
  const { endpoint } = options;
  const interval = options.intervalMs ?? 100;
  let running = true;
  /** Per shard: its next iterator, or null once it is closed and read to its end. */
  const iterators = new Map<string, string | null>();
  let streamArn: string | undefined;
  let firstLook = true;

  const discover = async () => {
    if (!streamArn) {
      const { Table } = await call<{ Table: { LatestStreamArn?: string } }>(
        endpoint,
        'DynamoDB_20120810.DescribeTable',
        {
          TableName: options.tableName,
        },
      );
      streamArn = Table.LatestStreamArn;
      if (!streamArn) throw new Error(`table ${options.tableName} has no stream`);
    }
    const { StreamDescription } = await call<{ StreamDescription: { Shards: Shard[] } }>(
      endpoint,
      streams('DescribeStream'),
      { StreamArn: streamArn },
    );
    for (const shard of StreamDescription.Shards) {
      if (iterators.has(shard.ShardId)) continue;
      // A shard found later started after the poller did: read from its beginning.
      const type = firstLook ? (options.startingPosition ?? 'TRIM_HORIZON') : 'TRIM_HORIZON';
      const { ShardIterator } = await call<{ ShardIterator?: string }>(endpoint, streams('GetShardIterator'), {
        StreamArn: streamArn,
        ShardId: shard.ShardId,
        ShardIteratorType: type,
      });
      iterators.set(shard.ShardId, ShardIterator ?? null);
    }
    firstLook = false;
    return StreamDescription.Shards;
  };

  const deliver = async (records: DynamoDBRecord[]) => {
    let pending = records.filter((r) =>
      kept.has(r.dynamodb?.NewImage?.entity?.S ?? r.dynamodb?.OldImage?.entity?.S ?? ''),
    );
    for (let attempt = 0; pending.length > 0 && running; attempt++) {
      let failedAt: string | undefined;
      try {
        const response = await options.handler({ Records: pending });
        failedAt = response?.batchItemFailures?.[0]?.itemIdentifier;
      } catch (error) {
        options.onError?.(error);
        failedAt = pending[0]?.dynamodb?.SequenceNumber;
      }
      if (failedAt === undefined) return;
      const from = pending.findIndex((r) => r.dynamodb?.SequenceNumber === failedAt);
      pending = pending.slice(Math.max(0, from));
      if (attempt >= eventStream.retryAttempts) {
        options.onDropped?.(pending);
        return;
      }
      await new Promise((r) => setTimeout(r, Math.min(2000, 100 * 2 ** attempt)));
    }
  };

  const loop = async () => {
    let shards: Shard[] = [];
    let lastDiscover = 0;
    // An idle stream is polled less and less often (up to once a second): DynamoDB Local serves every stack of a test
    // run, and its stream reads slow everything down when each poller asks ten times a second.
    let idle = 0;
    while (running) {
      try {
        if (Date.now() - lastDiscover > 5000 || shards.length === 0) {
          shards = await discover();
          lastDiscover = Date.now();
        }
        let read = 0;
        for (const shard of shards) {
          const iterator = iterators.get(shard.ShardId);
          if (!iterator) continue;
          // A child shard waits until its parent is read to its end.
          if (shard.ParentShardId && iterators.get(shard.ParentShardId)) continue;
          const page = await call<{ Records?: DynamoDBRecord[]; NextShardIterator?: string }>(
            endpoint,
            streams('GetRecords'),
            { ShardIterator: iterator, Limit: eventStream.batchSize },
          );
          const records = (page.Records ?? []).map((r) => ({
            ...r,
            eventSourceARN: streamArn,
          }));
          read += records.length;
          if (records.length > 0) await deliver(records);
          iterators.set(shard.ShardId, page.NextShardIterator ?? null);
        }
        idle = read === 0 ? idle + 1 : 0;
        if (read === 0) await new Promise((r) => setTimeout(r, Math.min(1000, interval * 2 ** Math.min(idle - 1, 4))));
      } catch (error) {
        if (!running) return;
        options.onError?.(error);
        streamArn = undefined;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const done = loop();
  return {
    async stop() {
      running = false;
      await done;
    },
  };
}
