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

const WORKER_TIMEOUT_SECONDS = 30;

export const sendQueue: QueueDefinition = {
  workerTimeoutSeconds: WORKER_TIMEOUT_SECONDS,
  visibilityTimeoutSeconds: WORKER_TIMEOUT_SECONDS * 6,
  maxReceiveCount: 5,
  dlqRetentionSeconds: 14 * 24 * 3600,
  batchSize: 10,
};

/** Contact imports: one job per file; the worker may read a 50,000-row file for several minutes. */
const IMPORT_WORKER_TIMEOUT_SECONDS = 900;
export const importQueue: QueueDefinition = {
  workerTimeoutSeconds: IMPORT_WORKER_TIMEOUT_SECONDS,
  visibilityTimeoutSeconds: IMPORT_WORKER_TIMEOUT_SECONDS * 6,
  maxReceiveCount: 5,
  dlqRetentionSeconds: 14 * 24 * 3600,
  batchSize: 1,
};

/** Campaign jobs: expansion of an audience and chunks of recipients (docs/decisions/0704-campaign-fan-out.md). */
const CAMPAIGN_WORKER_TIMEOUT_SECONDS = 300;
export const campaignQueue: QueueDefinition = {
  workerTimeoutSeconds: CAMPAIGN_WORKER_TIMEOUT_SECONDS,
  visibilityTimeoutSeconds: CAMPAIGN_WORKER_TIMEOUT_SECONDS * 6,
  maxReceiveCount: 5,
  dlqRetentionSeconds: 14 * 24 * 3600,
  batchSize: 1,
};

/**
 * Webhook events and retries: a worker posts each record's event within 10 seconds per endpoint, records side by
 * side; a retry waits as a new, delayed message (docs/decisions/1003-webhook-delivery.md).
 */
const WEBHOOK_WORKER_TIMEOUT_SECONDS = 30;
export const webhookQueue: QueueDefinition = {
  workerTimeoutSeconds: WEBHOOK_WORKER_TIMEOUT_SECONDS,
  visibilityTimeoutSeconds: WEBHOOK_WORKER_TIMEOUT_SECONDS * 6,
  maxReceiveCount: 5,
  dlqRetentionSeconds: 14 * 24 * 3600,
  batchSize: 10,
};

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
const CALLBACK_WORKER_TIMEOUT_SECONDS = 60;
export const callbackOverflowQueue: QueueDefinition & { maxConcurrency: number } = {
  workerTimeoutSeconds: CALLBACK_WORKER_TIMEOUT_SECONDS,
  visibilityTimeoutSeconds: CALLBACK_WORKER_TIMEOUT_SECONDS * 6,
  maxReceiveCount: 5,
  dlqRetentionSeconds: 14 * 24 * 3600,
  batchSize: 10,
  maxConcurrency: 5,
  retentionSeconds: 14 * 24 * 3600,
};

/**
 * Account deletions (POPIA): one job per account; a run works up to ten minutes, saves its place and queues itself
 * again (docs/decisions/1105-account-deletion.md).
 */
const ACCOUNT_WORKER_TIMEOUT_SECONDS = 900;
export const accountQueue: QueueDefinition = {
  workerTimeoutSeconds: ACCOUNT_WORKER_TIMEOUT_SECONDS,
  visibilityTimeoutSeconds: ACCOUNT_WORKER_TIMEOUT_SECONDS * 6,
  maxReceiveCount: 5,
  dlqRetentionSeconds: 14 * 24 * 3600,
  batchSize: 1,
};
