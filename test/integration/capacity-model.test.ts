/**
 * The capacity model (bench/capacity-model.ts) in front of the run's DynamoDB Local, through the real SDK with
 * retries off so that throttling surfaces: a partition is refused beyond its scaled rate, exactly as AWS answers,
 * while the same load spread over partitions passes; and everything it lets through is forwarded unchanged.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type CapacityModel, startCapacityModel } from '../../bench/capacity-model';
import { localAwsConfig } from '../../local/services/aws-clients';
import { cancellationCodes } from '../../shared/db/refusal';
import { freshResources } from '../support/aws';

/** 10 WCU and 30 RCU per partition per second, a burst of one second's worth. */
const SCALE = 0.01;
const WCU = 1000 * SCALE;
const RCU = 3000 * SCALE;

let model: CapacityModel;
let tableName: string;
let viaModel: DynamoDBDocumentClient;
let direct: DynamoDBDocumentClient;

const documentClient = (endpoint: string) =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ ...localAwsConfig(endpoint), maxAttempts: 1 }));

beforeAll(async () => {
  tableName = (await freshResources('capacity-model')).tableName;
  model = await startCapacityModel({ target: inject('dynamoEndpoint'), scale: SCALE });
  viaModel = documentClient(model.endpoint);
  direct = documentClient(inject('dynamoEndpoint'));
});

afterAll(async () => {
  viaModel?.destroy();
  direct?.destroy();
  await model?.stop();
});

/** Runs every call at once; the outcomes, and how long the burst took (the bucket refills meanwhile). */
async function burst<T>(count: number, call: (i: number) => Promise<T>) {
  const started = performance.now();
  const outcomes = await Promise.allSettled(Array.from({ length: count }, (_, i) => call(i)));
  const seconds = (performance.now() - started) / 1000;
  const passed = outcomes.filter((o) => o.status === 'fulfilled').length;
  const errors = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as Record<string, unknown>] : []));
  return { passed, errors, seconds };
}

/** Units a bucket can hand out during a burst: the full burst, what refilled meanwhile, and one of rounding. */
const atMost = (perSecond: number, seconds: number) => perSecond + Math.ceil(perSecond * seconds) + 1;

describe('capacity model', () => {
  it('refuses writes to one partition beyond its rate with ProvisionedThroughputExceededException', async () => {
    const { passed, errors, seconds } = await burst(60, (i) =>
      viaModel.send(new PutCommand({ TableName: tableName, Item: { pk: 'HOT#put', sk: `item-${i}`, n: i } })),
    );

    expect(passed).toBeGreaterThanOrEqual(WCU);
    expect(passed).toBeLessThanOrEqual(atMost(WCU, seconds));
    expect(errors.length).toBe(60 - passed);
    for (const error of errors) {
      expect(error.name).toBe('ProvisionedThroughputExceededException');
      expect((error.$metadata as { httpStatusCode: number }).httpStatusCode).toBe(400);
      expect(error.ThrottlingReasons).toEqual([
        { reason: 'TableWriteKeyRangeThroughputExceeded', resource: expect.stringMatching(`table/${tableName}$`) },
      ]);
      expect(String(error.message)).toMatch(/^Throughput exceeds the current capacity of your table or index/);
    }
    const hot = model.stats().partitions.find((p) => p.key === 'HOT#put');
    expect(hot).toMatchObject({ table: tableName, writeUnits: passed, throttled: errors.length });
  });

  it('lets the same writes through when they are spread over partitions', async () => {
    const { passed, errors } = await burst(60, (i) =>
      viaModel.send(new PutCommand({ TableName: tableName, Item: { pk: `COLD#${i}`, sk: 'item', n: i } })),
    );

    expect(errors).toEqual([]);
    expect(passed).toBe(60);
  });

  it('charges writes by the started KB', async () => {
    const big = 'x'.repeat(2500);
    const { passed } = await burst(20, (i) =>
      viaModel.send(new PutCommand({ TableName: tableName, Item: { pk: 'HOT#big', sk: `item-${i}`, big } })),
    );

    // 3 WCU each: three fit in a burst of 10, a fourth once the bucket refilled a little.
    expect(passed).toBeGreaterThanOrEqual(3);
    expect(passed).toBeLessThanOrEqual(5);
    expect(model.stats().partitions.find((p) => p.key === 'HOT#big')?.writeUnits).toBe(3 * passed);
  });

  it('refuses consistent reads of one partition beyond its rate', async () => {
    await direct.send(new PutCommand({ TableName: tableName, Item: { pk: 'HOT#get', sk: 'item' } }));

    const { passed, errors, seconds } = await burst(90, () =>
      viaModel.send(new GetCommand({ TableName: tableName, Key: { pk: 'HOT#get', sk: 'item' }, ConsistentRead: true })),
    );

    expect(passed).toBeGreaterThanOrEqual(RCU);
    expect(passed).toBeLessThanOrEqual(atMost(RCU, seconds));
    expect(errors.map((e) => e.name)).toEqual(errors.map(() => 'ProvisionedThroughputExceededException'));
    expect(errors[0]?.ThrottlingReasons).toEqual([
      { reason: 'TableReadKeyRangeThroughputExceeded', resource: expect.any(String) },
    ]);
  });

  it('cancels a throttled transaction with a ThrottlingError reason for the throttled item only', async () => {
    // Each transaction writes the hot partition (2 WCU) and a partition of its own.
    const { passed, errors, seconds } = await burst(30, (i) =>
      viaModel.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName, Item: { pk: `TXCOLD#${i}`, sk: 'item' } } },
            {
              Update: {
                TableName: tableName,
                Key: { pk: 'TXHOT', sk: 'counter' },
                UpdateExpression: 'ADD n :one',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      ),
    );

    expect(passed).toBeGreaterThanOrEqual(WCU / 2);
    expect(passed).toBeLessThanOrEqual(atMost(WCU, seconds) / 2);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error.name).toBe('TransactionCanceledException');
      expect(cancellationCodes(error)).toEqual(['None', 'ThrottlingError']);
      expect(error.message).toBe(
        'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ThrottlingError]',
      );
    }
    // Nothing of a refused transaction was written.
    const counter = await direct.send(
      new GetCommand({ TableName: tableName, Key: { pk: 'TXHOT', sk: 'counter' }, ConsistentRead: true }),
    );
    expect(counter.Item?.n).toBe(passed);
    const stats = model.stats();
    expect(stats.partitions.find((p) => p.key === 'TXHOT')?.writeUnits).toBe(2 * passed);
  });

  it('throttles a hot index partition on the index', async () => {
    const { errors } = await burst(40, (i) =>
      viaModel.send(
        new PutCommand({
          TableName: tableName,
          Item: { pk: `GSI#${i}`, sk: 'item', gsi1pk: 'HOT-INDEX', gsi1sk: String(i) },
        }),
      ),
    );

    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]?.ThrottlingReasons).toEqual([
      { reason: 'IndexWriteKeyRangeThroughputExceeded', resource: expect.stringMatching('/index/gsi1$') },
    ]);
    expect(model.stats().partitions.find((p) => p.index === 'gsi1' && p.key === 'HOT-INDEX')).toBeDefined();
  });

  it('answers throttled keys of a BatchGetItem as UnprocessedKeys and returns the others', async () => {
    const hotKeys = Array.from({ length: 40 }, (_, i) => ({ pk: 'HOT#batch', sk: `item-${i}` }));
    const coldKeys = Array.from({ length: 5 }, (_, i) => ({ pk: `COLD#${i}`, sk: 'item' }));

    const result = await viaModel.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: [...hotKeys, ...coldKeys], ConsistentRead: true } } }),
    );

    // 40 consistent reads are more than one partition's burst of 30: all of them are left for a retry.
    expect(result.UnprocessedKeys?.[tableName]).toEqual({ Keys: hotKeys, ConsistentRead: true });
    expect(result.Responses?.[tableName]?.map((i) => i.pk).sort()).toEqual(coldKeys.map((k) => k.pk).sort());
  });

  it('answers throttled puts of a BatchWriteItem as UnprocessedItems and writes the others', async () => {
    const hotPuts = Array.from({ length: 15 }, (_, i) => ({ PutRequest: { Item: { pk: 'HOT#bw', sk: `item-${i}` } } }));
    const coldPuts = Array.from({ length: 5 }, (_, i) => ({ PutRequest: { Item: { pk: `BWCOLD#${i}`, sk: 'item' } } }));

    const result = await viaModel.send(
      new BatchWriteCommand({ RequestItems: { [tableName]: [...hotPuts, ...coldPuts] } }),
    );

    // 15 WCU are more than one partition's burst of 10: all of them are left for a retry.
    expect(result.UnprocessedItems?.[tableName]).toEqual(hotPuts);
    const written = await Promise.all(
      [...hotPuts, ...coldPuts].map(({ PutRequest }) =>
        direct.send(new GetCommand({ TableName: tableName, Key: PutRequest.Item, ConsistentRead: true })),
      ),
    );
    expect(written.map((r) => r.Item !== undefined)).toEqual([
      ...hotPuts.map(() => false),
      ...coldPuts.map(() => true),
    ]);
  });

  it('forwards everything it admits unchanged', async () => {
    const item = {
      pk: 'SAME',
      sk: 'item',
      text: 'Sawubona — ünïcode ✓',
      number: 12345.678,
      negative: -7,
      flag: true,
      nothing: null,
      list: [1, 'two', { three: 3 }],
      map: { nested: { deeper: ['a', 'b'] } },
      strings: new Set(['x', 'y']),
      numbers: new Set([1, 2, 3]),
      bytes: new Uint8Array([0, 1, 2, 254, 255]),
    };
    await viaModel.send(new PutCommand({ TableName: tableName, Item: item }));
    const key = { pk: 'SAME', sk: 'item' };
    const read = (client: DynamoDBDocumentClient) =>
      client.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));

    expect((await read(viaModel)).Item).toEqual(item);
    expect((await read(viaModel)).Item).toEqual((await read(direct)).Item);

    const updated = await viaModel.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET #n = #n + :d',
        ExpressionAttributeNames: { '#n': 'number' },
        ExpressionAttributeValues: { ':d': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(updated.Attributes).toEqual({ ...item, number: 12346.678 });

    const query = (client: DynamoDBDocumentClient) =>
      client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': 'pk' },
          ExpressionAttributeValues: { ':pk': 'SAME' },
          ConsistentRead: true,
        }),
      );
    expect((await query(viaModel)).Items).toEqual((await query(direct)).Items);

    const conditional = viaModel.send(
      new PutCommand({ TableName: tableName, Item: key, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    await expect(conditional).rejects.toMatchObject({
      name: 'ConditionalCheckFailedException',
      message: 'The conditional request failed',
    });
  });
});
