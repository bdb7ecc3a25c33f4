/**
 * Creates the service's table and queues on the local emulators from the shared definitions in lib/tables.ts.
 * Every function is safe to re-run: the local stack keeps its DynamoDB data under .data/ between starts.
 */
import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  type DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  type QueueAttributeName,
  SetQueueAttributesCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { createTableInput, mainTable, type QueueDefinition, sendQueue, type TableDefinition } from '../../lib/tables';

const TABLE_WAIT_SECONDS = 60;

export async function createTable(client: DynamoDBClient, name: string, def: TableDefinition = mainTable) {
  const input = createTableInput(name, def);
  await ignoreError('ResourceInUseException', () => client.send(new CreateTableCommand(input)));
  await waitForActive(client, name);
  await addMissingIndexes(client, input);
  await enableStream(client, input);
  await enableTtl(client, name, def.ttlAttribute);
}

async function waitForActive(client: DynamoDBClient, name: string): Promise<void> {
  await waitUntilTableExists(
    { client, maxWaitTime: TABLE_WAIT_SECONDS, minDelay: 1, maxDelay: 2 },
    { TableName: name },
  );
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  const pending = (Table?.GlobalSecondaryIndexes ?? []).some((index) => index.IndexStatus !== 'ACTIVE');
  if (pending) {
    await delay(500);
    await waitForActive(client, name);
  }
}

/** A table persisted by an older checkout lacks indexes added to the definition since; add them in place. */
async function addMissingIndexes(client: DynamoDBClient, input: CreateTableCommandInput): Promise<void> {
  const name = input.TableName as string;
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const missing = (input.GlobalSecondaryIndexes ?? []).filter((index) => !existing.has(index.IndexName));
  // DynamoDB accepts one index creation per UpdateTable call.
  for (const index of missing) {
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: input.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    await waitForActive(client, name);
  }
}

/** A table persisted by an older checkout has no change stream: turn it on (the webhook events come from it). */
async function enableStream(client: DynamoDBClient, input: CreateTableCommandInput): Promise<void> {
  const name = input.TableName as string;
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  if (Table?.StreamSpecification?.StreamEnabled || !input.StreamSpecification) return;
  await client.send(new UpdateTableCommand({ TableName: name, StreamSpecification: input.StreamSpecification }));
  await waitForActive(client, name);
}

/** DynamoDB Local accepts the TTL setting but never deletes expired items; tests must not rely on expiry. */
async function enableTtl(client: DynamoDBClient, name: string, attribute: string): Promise<void> {
  try {
    const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: name }));
    const status = TimeToLiveDescription?.TimeToLiveStatus;
    if ((status === 'ENABLED' || status === 'ENABLING') && TimeToLiveDescription?.AttributeName === attribute) return;
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: name,
        TimeToLiveSpecification: { AttributeName: attribute, Enabled: true },
      }),
    );
  } catch (error) {
    // TTL only matters in AWS; an emulator without it must not block the local stack.
    if (!isUnsupported(error)) throw error;
  }
}

function isUnsupported(error: unknown): boolean {
  const name = (error as Error).name;
  return name === 'UnknownOperationException' || name === 'ValidationException';
}

export interface QueueUrls {
  queueUrl: string;
  dlqUrl: string;
}

export async function createQueues(
  client: SQSClient,
  baseName: string,
  def: QueueDefinition = sendQueue,
): Promise<QueueUrls> {
  const dlqUrl = await ensureQueue(client, `${baseName}-dlq`, {
    MessageRetentionPeriod: String(def.dlqRetentionSeconds),
  });
  const dlqArn = await queueArn(client, dlqUrl);
  const queueUrl = await ensureQueue(client, baseName, {
    VisibilityTimeout: String(def.visibilityTimeoutSeconds),
    ...(def.retentionSeconds ? { MessageRetentionPeriod: String(def.retentionSeconds) } : {}),
    RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: def.maxReceiveCount }),
  });
  return { queueUrl, dlqUrl };
}

type QueueAttributes = Partial<Record<QueueAttributeName, string>>;

/** CreateQueue is idempotent only for identical attributes; a changed definition updates the existing queue. */
async function ensureQueue(client: SQSClient, name: string, attributes: QueueAttributes): Promise<string> {
  try {
    const { QueueUrl } = await client.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
    return required(QueueUrl, `CreateQueue ${name}`);
  } catch (error) {
    if ((error as Error).name !== 'QueueNameExists') throw error;
    const { QueueUrl } = await client.send(new GetQueueUrlCommand({ QueueName: name }));
    const url = required(QueueUrl, `GetQueueUrl ${name}`);
    await client.send(new SetQueueAttributesCommand({ QueueUrl: url, Attributes: attributes }));
    return url;
  }
}

async function queueArn(client: SQSClient, queueUrl: string): Promise<string> {
  const { Attributes } = await client.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }),
  );
  return required(Attributes?.QueueArn, `QueueArn of ${queueUrl}`);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} returned nothing`);
  return value;
}

async function ignoreError(errorName: string, action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if ((error as Error).name !== errorName) throw error;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolvePromise) => setTimeout(resolvePromise, ms));
}
