/**
 * The one definition of the service's DynamoDB table and SQS queues. The CDK stack, the local stack and the tests all
 * build their resources from these objects, so the shapes can never drift apart.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export interface TableDefinition {
  partitionKey: string;
  sortKey: string;
  indexes: IndexDefinition[];
  ttlAttribute: string;
  /**
   * The change stream: every write with its item before and after, what the webhook events are derived from
   * (docs/decisions/1010-events-from-the-change-stream.md).
   */
  stream: 'NEW_AND_OLD_IMAGES';
}

/** Single-table design; every key is built in shared/db/keys.ts. */
export const mainTable: TableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    // Look-ups by a secondary identity (e-mail, API-key hash, invite token) and per-account lists by status.
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    // Platform-wide lists (flags and audit entries across accounts, accounts) and the pending-message sweep.
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  ttlAttribute: 'ttl',
  stream: 'NEW_AND_OLD_IMAGES',
};

/** The change stream's relay (functions/event-relay.ts) and its event source mapping. */
export const eventStream = {
  /** The entities whose changes make webhook events: the mapping's filter drops every other write before Lambda. */
  entities: ['Message', 'Inbound', 'OptOut', 'Campaign'],
  batchSize: 500,
  /** Up to this long to fill a batch: fewer, larger invocations at volume, at most this much latency added. */
  maxBatchingWindowSeconds: 1,
  /** A batch that keeps failing is retried this many times, then sent to the on-failure queue (kept 14 days). */
  retryAttempts: 10,
  maxRecordAgeSeconds: 6 * 3600,
  /** How long the on-failure queue (a dead-letter queue itself) keeps a batch's stream positions: SQS's most. */
  failuresRetentionSeconds: 14 * 24 * 3600,
  parallelizationFactor: 2,
  timeoutSeconds: 30,
} as const;

/** The CreateTable request for DynamoDB Local and the tests (on-demand billing, as in the CDK stack). */
export function createTableInput(tableName: string, def: TableDefinition = mainTable): CreateTableCommandInput {
  const attributes = new Set<string>([def.partitionKey, def.sortKey]);
  for (const index of def.indexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    StreamSpecification: { StreamEnabled: true, StreamViewType: def.stream },
    AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: def.partitionKey, KeyType: 'HASH' },
      { AttributeName: def.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: def.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

export interface QueueDefinition {
  /** How long a received message stays invisible; at least six times the worker's timeout. */
  visibilityTimeoutSeconds: number;
  /** Receives before SQS moves a message to the dead-letter queue. */
  maxReceiveCount: number;
  /** How long the dead-letter queue keeps a message (seconds). */
  dlqRetentionSeconds: number;
  /** How long the queue itself keeps a message (seconds); default SQS's four days. */
  retentionSeconds?: number;
  /** The worker Lambda's timeout; the visibility timeout is derived from it. */
  workerTimeoutSeconds: number;
  batchSize: number;
}

/** The most SQS keeps a message: what every dead-letter queue keeps, so a dead job waits two weeks for someone. */
const FOURTEEN_DAYS_SECONDS = 14 * 24 * 3600;

/**
 * The one way to define a work queue: what differs between queues is the worker's timeout and batch size (and, for
 * a lane whose backlog must wait rather than expire, its retention); what every queue shares is derived here. A
 * message stays invisible six times the worker's timeout (AWS's advice for Lambda consumers, so a slow batch is not
 * handed out twice), goes to the dead-letter queue after five receives, and is kept there fourteen days.
 * lib/dead-lettered-queue.ts builds each definition with its dead-letter queue and alarm.
 */
function workQueue(settings: {
  workerTimeoutSeconds: number;
  batchSize: number;
  retentionSeconds?: number;
}): QueueDefinition {
  return {
    ...settings,
    visibilityTimeoutSeconds: settings.workerTimeoutSeconds * 6,
    maxReceiveCount: 5,
    dlqRetentionSeconds: FOURTEEN_DAYS_SECONDS,
  };
}

export const sendQueue = workQueue({ workerTimeoutSeconds: 30, batchSize: 10 });

/** Contact imports: one job per file; the worker may read a 50,000-row file for several minutes. */
export const importQueue = workQueue({ workerTimeoutSeconds: 900, batchSize: 1 });

/** Campaign jobs: expansion of an audience and chunks of recipients (docs/decisions/0704-campaign-fan-out.md). */
export const campaignQueue = workQueue({ workerTimeoutSeconds: 300, batchSize: 1 });

/**
 * Webhook events and retries: a worker posts each record's event within 10 seconds per endpoint, records side by
 * side; a retry waits as a new, delayed message (docs/decisions/1003-webhook-delivery.md).
 */
export const webhookQueue = workQueue({ workerTimeoutSeconds: 30, batchSize: 10 });

/**
 * The webhooks' retry lane (docs/decisions/1020-webhook-isolation.md): retries, tests, manual retries and the events of
 * endpoints that are failing, consumed by the same worker with at most `maxConcurrency` batches at a time, so endpoints
 * that hang hold at most that many executions and never the ones delivering healthy endpoints' new events. Its jobs
 * die into the webhook dead-letter queue (one alarm).
 */
export const webhookRetryQueue: QueueDefinition & { maxConcurrency: number } = {
  ...webhookQueue,
  maxConcurrency: 10,
};

/**
 * The vendor callbacks' overflow lane (docs/decisions/1021-callback-limit-per-account.md): Twilio callbacks that passed
 * their signature check past their account's limit, applied later by their own worker at most `maxConcurrency` batches
 * at a time (records one after the other, a few hundred callbacks a second in all), so one account's flood cannot
 * take more than that of the table or of Lambda. Kept 14 days, the most SQS keeps a message: a backlog waits, it is
 * not lost.
 */
export const callbackOverflowQueue: QueueDefinition & { maxConcurrency: number } = {
  ...workQueue({ workerTimeoutSeconds: 60, batchSize: 10, retentionSeconds: FOURTEEN_DAYS_SECONDS }),
  maxConcurrency: 5,
};

/**
 * Account deletions (POPIA): one job per account; a run works up to ten minutes, saves its place and queues itself
 * again (docs/decisions/1105-account-deletion.md).
 */
export const accountQueue = workQueue({ workerTimeoutSeconds: 900, batchSize: 1 });
