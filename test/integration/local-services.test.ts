/**
 * The local emulators behave as the service expects: the table built from lib/tables.ts, and the SQS features the
 * send path relies on (including the emulator defects patched in local/services/sqs-emulator.ts).
 */
import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageBatchCommand,
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  type Message,
  PurgeQueueCommand,
  type QueueAttributeName,
  ReceiveMessageCommand,
  type ReceiveMessageCommandInput,
  SendMessageBatchCommand,
  SendMessageCommand,
} from '@aws-sdk/client-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { mainTable, sendQueue } from '../../lib/tables';
import { createQueues, createTable } from '../../local/services/resources';
import { freshResources, type TestResources, uniqueName } from '../support/aws';

let aws: TestResources;

beforeAll(async () => {
  aws = await freshResources('local-services');
});

describe('table from lib/tables.ts', () => {
  it('has the key schema and every GSI of the definition', async () => {
    const { Table } = await aws.ddb.send(new DescribeTableCommand({ TableName: aws.tableName }));

    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.KeySchema).toEqual([
      { AttributeName: mainTable.partitionKey, KeyType: 'HASH' },
      { AttributeName: mainTable.sortKey, KeyType: 'RANGE' },
    ]);
    const indexes = (Table?.GlobalSecondaryIndexes ?? []).map((index) => ({
      name: index.IndexName,
      partitionKey: index.KeySchema?.find((key) => key.KeyType === 'HASH')?.AttributeName,
      sortKey: index.KeySchema?.find((key) => key.KeyType === 'RANGE')?.AttributeName,
      projection: index.Projection?.ProjectionType,
    }));
    const expected = mainTable.indexes.map((index) => ({ ...index, projection: 'ALL' }));
    expect(indexes).toHaveLength(2);
    expect(indexes).toEqual(expect.arrayContaining(expected));
  });

  it('has TTL enabled on the definition attribute', async () => {
    const { TimeToLiveDescription } = await aws.ddb.send(new DescribeTimeToLiveCommand({ TableName: aws.tableName }));

    expect(TimeToLiveDescription).toMatchObject({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: mainTable.ttlAttribute,
    });
  });

  it('can be created again without error', async () => {
    await expect(createTable(aws.ddb, aws.tableName)).resolves.toBeUndefined();
  });
});

describe('queues from lib/tables.ts', () => {
  it('carry the visibility timeout and redrive policy of sendQueue', async () => {
    const attributes = await queueAttributes(aws.queueUrl, ['VisibilityTimeout', 'RedrivePolicy']);
    const dlqArn = (await queueAttributes(aws.dlqUrl, ['QueueArn'])).QueueArn;

    expect(Number(attributes.VisibilityTimeout)).toBe(sendQueue.visibilityTimeoutSeconds);
    expect(JSON.parse(attributes.RedrivePolicy ?? '{}')).toMatchObject({
      deadLetterTargetArn: dlqArn,
      maxReceiveCount: sendQueue.maxReceiveCount,
    });
  });

  it('are found again by name and re-created idempotently', async () => {
    const baseName = queueName(aws.queueUrl);
    const { QueueUrl } = await aws.sqs.send(new GetQueueUrlCommand({ QueueName: baseName }));

    expect(QueueUrl).toBe(aws.queueUrl);
    await expect(createQueues(aws.sqs, baseName)).resolves.toEqual({ queueUrl: aws.queueUrl, dlqUrl: aws.dlqUrl });
  });
});

describe('SQS emulator', () => {
  it('moves a message to the DLQ after maxReceiveCount receives without a delete', async () => {
    const definition = { ...sendQueue, visibilityTimeoutSeconds: 1, maxReceiveCount: 2 };
    const { queueUrl, dlqUrl } = await createQueues(aws.sqs, uniqueName('redrive'), definition);
    const sent = await aws.sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'poison' }));

    const receiveCounts: number[] = [];
    for (let attempt = 0; attempt <= definition.maxReceiveCount; attempt++) {
      const message = await receiveOne(queueUrl, { WaitTimeSeconds: definition.visibilityTimeoutSeconds + 2 });
      if (message) receiveCounts.push(receiveCount(message));
    }
    const deadLetter = await receiveOne(dlqUrl, { WaitTimeSeconds: 5 });

    expect(receiveCounts).toEqual(Array.from({ length: definition.maxReceiveCount }, (_, i) => i + 1));
    expect(deadLetter).toMatchObject({ MessageId: sent.MessageId, Body: 'poison' });
    expect(await visibleCount(queueUrl)).toBe(0);
  });

  it('does not count ChangeMessageVisibility as a receive (patched)', async () => {
    const definition = { ...sendQueue, visibilityTimeoutSeconds: 30, maxReceiveCount: 2 };
    const { queueUrl, dlqUrl } = await createQueues(aws.sqs, uniqueName('visibility'), definition);
    await aws.sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'retry me' }));

    const first = await receiveOne(queueUrl, { WaitTimeSeconds: 2 });
    await aws.sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: queueUrl,
        ReceiptHandle: first?.ReceiptHandle,
        VisibilityTimeout: 0,
      }),
    );
    const second = await receiveOne(queueUrl, { WaitTimeSeconds: 2 });

    expect(second?.MessageId).toBe(first?.MessageId);
    expect(second && receiveCount(second)).toBe(2);
    expect(await visibleCount(dlqUrl)).toBe(0);
  });

  it('hides a received message for its VisibilityTimeout, then shows it again', async () => {
    const { queueUrl } = await createQueues(aws.sqs, uniqueName('hidden'));
    await aws.sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'once' }));

    const first = await receiveOne(queueUrl, { WaitTimeSeconds: 2, VisibilityTimeout: 1 });
    const whileHidden = await receiveOne(queueUrl, { WaitTimeSeconds: 0 });
    const again = await receiveOne(queueUrl, { WaitTimeSeconds: 3 });

    expect(first).toBeDefined();
    expect(whileHidden).toBeUndefined();
    expect(again?.MessageId).toBe(first?.MessageId);
  });

  it('delays a message by DelaySeconds and keeps its MessageAttributes', async () => {
    const { queueUrl } = await createQueues(aws.sqs, uniqueName('delayed'));
    const attributes = { messageId: { DataType: 'String', StringValue: 'm-1' } };
    await aws.sqs.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: 'later',
        DelaySeconds: 1,
        MessageAttributes: attributes,
      }),
    );

    const early = await receiveOne(queueUrl, { WaitTimeSeconds: 0 });
    const delayed = await queueAttributes(queueUrl, ['ApproximateNumberOfMessagesDelayed']);
    const late = await receiveOne(queueUrl, { WaitTimeSeconds: 5, MessageAttributeNames: ['All'] });

    expect(early).toBeUndefined();
    expect(delayed.ApproximateNumberOfMessagesDelayed).toBe('1');
    expect(late?.MessageAttributes).toEqual(attributes);
  });

  it('sends, receives and deletes in batches; a long poll returns as soon as messages exist (patched)', async () => {
    const { queueUrl } = await createQueues(aws.sqs, uniqueName('batch'));
    const bodies = ['a', 'b', 'c'];
    const sent = await aws.sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: bodies.map((body, i) => ({ Id: `e${i}`, MessageBody: body })),
      }),
    );

    const startedAt = Date.now();
    const received = await receiveAll(queueUrl, bodies.length, { MaxNumberOfMessages: 10, WaitTimeSeconds: 10 });
    const pollMs = Date.now() - startedAt;
    const deleted = await aws.sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: received.map((message, i) => ({ Id: `d${i}`, ReceiptHandle: message.ReceiptHandle })),
      }),
    );

    expect(sent.Successful).toHaveLength(bodies.length);
    expect(received.map((message) => message.Body).sort()).toEqual(bodies);
    expect(pollMs).toBeLessThan(5_000);
    expect(deleted.Successful).toHaveLength(bodies.length);
    expect(await totalCount(queueUrl)).toBe(0);
  });

  it('counts only available messages in ApproximateNumberOfMessages (patched)', async () => {
    const { queueUrl } = await createQueues(aws.sqs, uniqueName('counts'));
    await sendBodies(queueUrl, ['in flight', 'waiting']);

    const inFlight = await receiveOne(queueUrl, { WaitTimeSeconds: 2 });
    const counts = await queueAttributes(queueUrl, [
      'ApproximateNumberOfMessages',
      'ApproximateNumberOfMessagesNotVisible',
    ]);
    await aws.sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: inFlight?.ReceiptHandle }));

    expect(counts).toEqual({ ApproximateNumberOfMessages: '1', ApproximateNumberOfMessagesNotVisible: '1' });
    expect(await totalCount(queueUrl)).toBe(1);
  });

  it('empties a queue at once on PurgeQueue (patched)', async () => {
    const { queueUrl } = await createQueues(aws.sqs, uniqueName('purge'));
    await sendBodies(queueUrl, ['x', 'y']);

    await aws.sqs.send(new PurgeQueueCommand({ QueueUrl: queueUrl }));

    expect(await totalCount(queueUrl)).toBe(0);
    expect(await receiveOne(queueUrl, { WaitTimeSeconds: 1 })).toBeUndefined();
  });
});

type ReceiveOptions = Omit<ReceiveMessageCommandInput, 'QueueUrl'>;

async function receiveOne(queueUrl: string, options: ReceiveOptions): Promise<Message | undefined> {
  const { Messages } = await aws.sqs.send(
    new ReceiveMessageCommand({
      QueueUrl: queueUrl,
      MaxNumberOfMessages: 1,
      MessageSystemAttributeNames: ['ApproximateReceiveCount'],
      ...options,
    }),
  );
  return Messages?.[0];
}

async function receiveAll(queueUrl: string, expected: number, options: ReceiveOptions): Promise<Message[]> {
  const messages: Message[] = [];
  while (messages.length < expected) {
    const { Messages = [] } = await aws.sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, ...options }));
    if (Messages.length === 0) break;
    messages.push(...Messages);
  }
  return messages;
}

async function sendBodies(queueUrl: string, bodies: string[]): Promise<void> {
  for (const body of bodies) await aws.sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }));
}

function receiveCount(message: Message): number {
  return Number(message.Attributes?.ApproximateReceiveCount);
}

async function queueAttributes(queueUrl: string, names: QueueAttributeName[]) {
  const { Attributes = {} } = await aws.sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: names }),
  );
  return Attributes;
}

async function visibleCount(queueUrl: string): Promise<number> {
  return Number((await queueAttributes(queueUrl, ['ApproximateNumberOfMessages'])).ApproximateNumberOfMessages);
}

/** Visible, in flight and delayed together: whether anything at all is left in the queue. */
async function totalCount(queueUrl: string): Promise<number> {
  const counts = await queueAttributes(queueUrl, [
    'ApproximateNumberOfMessages',
    'ApproximateNumberOfMessagesNotVisible',
    'ApproximateNumberOfMessagesDelayed',
  ]);
  return Object.values(counts).reduce((sum, count) => sum + Number(count), 0);
}

function queueName(queueUrl: string): string {
  return queueUrl.split('/').pop() ?? '';
}
