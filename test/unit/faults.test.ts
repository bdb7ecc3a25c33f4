/** The fault switch (local/faults, docs/decisions/1150-fault-injection.md): its syntax, its refusal, its faults. */
import { DynamoDBClient, GetItemCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { injectAwsFaults } from '../../local/faults/aws-faults';
import { FaultInjector, formatFaultSpec, parseFaultSpec } from '../../local/faults/injector';
import { faultsFromConfig } from '../../local/faults/install';
import { faultyVendor } from '../../local/faults/vendor-faults';
import { loadConfig } from '../../shared/config';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';

const always = (target: 'dynamodb' | 'vendor') =>
  new FaultInjector({ shares: { dynamodb: 0, sqs: 0, vendor: 0, kill: 0, [target]: 1 }, seed: 1 });

describe('the fault switch', () => {
  it('reads target=share pairs and a seed, and says what is wrong with anything else', () => {
    const spec = parseFaultSpec('dynamodb=0.1, sqs=0.05,vendor=1,kill=0.02,seed=7');
    expect(spec).toEqual({ shares: { dynamodb: 0.1, sqs: 0.05, vendor: 1, kill: 0.02 }, seed: 7 });
    expect(parseFaultSpec(formatFaultSpec(spec))).toEqual(spec);
    expect(() => parseFaultSpec('dynamo=0.1')).toThrow(/FAULTS: "dynamo=0.1"/);
    expect(() => parseFaultSpec('sqs=2')).toThrow(/share 0 to 1/);
  });

  it('is off by default and refused on every stage but local and test', () => {
    expect(faultsFromConfig(loadConfig({ TABLE_NAME: 't' }))).toBeUndefined();
    expect(faultsFromConfig(loadConfig({ TABLE_NAME: 't', STAGE: 'test', FAULTS: 'sqs=0.5' }))?.spec.shares.sqs).toBe(
      0.5,
    );
    for (const stage of ['prod', 'staging', 'dev']) {
      expect(() => loadConfig({ TABLE_NAME: 't', STAGE: stage, FAULTS: 'dynamodb=0.1' })).toThrow(
        `FAULTS: fault injection is refused on stage ${stage}`,
      );
    }
  });

  it('the same seed gives the same faults', () => {
    const rolls = (seed: number) => {
      const injector = new FaultInjector({ shares: { dynamodb: 0.3, sqs: 0, vendor: 0, kill: 0 }, seed });
      return Array.from({ length: 50 }, () => injector.roll('dynamodb'));
    };
    expect(rolls(42)).toEqual(rolls(42));
    expect(rolls(42)).not.toEqual(rolls(43));
  });
});

describe('AWS faults: an SDK middleware inside the retry loop', () => {
  // Never reached: every attempt fails before it is sent (the answer-lost kind is left out by the seeds used here).
  const client = () =>
    new DynamoDBClient({
      region: 'af-south-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 3,
    });

  it('fails each attempt as AWS would, the SDK retries the retryable ones, and every fault is counted', async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const injector = new FaultInjector({ shares: { dynamodb: 1, sqs: 0, vendor: 0, kill: 0 }, seed });
      const ddb = client();
      injectAwsFaults(ddb, 'dynamodb', injector);
      const error = (await ddb
        .send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' }, sk: { S: 'b' } } }))
        .catch((e: unknown) => e)) as Error & { $metadata?: { attempts?: number } };
      const kinds = [...injector.counts.keys()];
      if (kinds.includes('dynamodb.answer-lost')) continue; // that kind reaches the (absent) endpoint
      expect([
        'ProvisionedThroughputExceededException',
        'ThrottlingException',
        'InternalServerError',
        'TimeoutError',
      ]).toContain(error.name);
      // Throttling, 5xx and time-outs are all retried by the SDK: three attempts, three faults.
      expect(injector.total()).toBe(3);
    }
  });

  it('cancels a transaction with a reason per item, as DynamoDB does, and does not retry it', async () => {
    let seen = false;
    for (let seed = 1; seed <= 60 && !seen; seed++) {
      const injector = new FaultInjector({ shares: { dynamodb: 1, sqs: 0, vendor: 0, kill: 0 }, seed });
      const ddb = client();
      injectAwsFaults(ddb, 'dynamodb', injector);
      const item = { Put: { TableName: 't', Item: { pk: { S: 'a' }, sk: { S: 'b' } } } };
      const error = (await ddb
        .send(new TransactWriteItemsCommand({ TransactItems: [item, item, item] }))
        .catch((e: unknown) => e)) as Error & { CancellationReasons?: { Code: string }[] };
      if (error.name !== 'TransactionCanceledException') continue;
      seen = true;
      // Not retried: it ends the call (whatever faults the attempts before it met).
      expect(injector.counts.get('dynamodb.transaction-canceled')).toBe(1);
      expect(error.CancellationReasons).toHaveLength(3);
      expect(error.CancellationReasons!.filter((r) => r.Code !== 'None')).toHaveLength(1);
      expect(['TransactionConflict', 'ThrottlingError']).toContain(
        error.CancellationReasons!.find((r) => r.Code !== 'None')!.Code,
      );
    }
    expect(seen).toBe(true);
  });
});

describe('vendor faults (the sandbox of npm start)', () => {
  it('down: not taken, a transient failure; answer lost: taken, an unknown outcome the lookup settles', async () => {
    const sandbox = new SandboxVendor();
    const injector = always('vendor');
    const vendor = faultyVendor(sandbox, injector);
    const outcomes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const result = await vendor.send({ reference: `msg_${i}`, to: '+27821234567', body: 'hi' });
      outcomes.add(result.outcome);
      if (result.outcome === 'unknown') {
        expect(await sandbox.status({ reference: `msg_${i}` })).toMatchObject({ state: 'delivered' });
      }
      if (result.outcome === 'transient-failure') {
        expect(sandbox.received.some((s) => s.reference === `msg_${i}`)).toBe(false);
      }
    }
    expect(outcomes).toEqual(new Set(['unknown', 'transient-failure']));
    expect((injector.counts.get('vendor.unavailable') ?? 0) + (injector.counts.get('vendor.answer-lost') ?? 0)).toBe(
      20,
    );
  });
});
