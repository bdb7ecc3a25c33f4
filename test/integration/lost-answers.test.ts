/**
 * DynamoDB answers lost on the wire (found by the soak test, test/support/soak.ts): the SDK sends the request again,
 * so a conditional write that did happen meets its own condition the second time. The worker must recognise its own
 * claim, or the message stays SENDING, becomes SENT `unconfirmed` and is never handed over nor refunded.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { repositories } from '../../local/repositories';
import type { LedgerEntry } from '../../shared/accounts/account';
import { provisionOwner } from '../../shared/accounts/provision';
import { ManualClock } from '../../shared/clock';
import { loadConfig } from '../../shared/config';
import { MessageRepository } from '../../shared/db/message-repository';
import { tableOf } from '../../shared/db/table';
import { newId } from '../../shared/ids';
import { createLogger } from '../../shared/logger';
import { deliverMessage } from '../../shared/messages/deliver';
import type { MessageRecord } from '../../shared/messages/message';
import { createRuntime, type Runtime } from '../../shared/runtime';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import { freshResources } from '../support/aws';

type Middleware = (
  next: (args: { input?: Record<string, unknown> }) => Promise<unknown>,
  context: { commandName?: string },
) => (args: { input?: Record<string, unknown> }) => Promise<unknown>;

/** Inside the SDK's retry loop: the next `times` calls of `command` are served, then their answer is lost. */
function loseAnswers(rt: Runtime, command: string, times: number): { lost: number } {
  const state = { lost: 0 };
  const middleware: Middleware = (next, context) => async (args) => {
    const result = await next(args);
    if (context.commandName === command && state.lost < times) {
      state.lost += 1;
      throw Object.assign(new Error('Connection timed out after the request was sent'), {
        name: 'TimeoutError',
        $metadata: {},
      });
    }
    return result;
  };
  (tableOf(rt).db.middlewareStack as unknown as { addRelativeTo: (m: Middleware, o: object) => void }).addRelativeTo(
    middleware,
    { name: `lose-${command}-${Math.random()}`, relation: 'after', toMiddleware: 'retryMiddleware' },
  );
  return state;
}

describe('lost DynamoDB answers in the send worker', () => {
  let rt: Runtime;
  let accountId: string;
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 10));

  beforeAll(async () => {
    const { tableName } = await freshResources('lost-answers');
    rt = createRuntime(
      loadConfig({
        STAGE: 'test',
        TABLE_NAME: tableName,
        DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
        LOG_LEVEL: 'error',
      }),
      { clock },
    );
    const { account } = await provisionOwner(repositories(rt), {
      email: `lost-${Date.now()}@example.co.za`,
      fullName: 'Lost Answers',
      accountName: 'Lost Answers',
      openingCredits: 10,
      vendor: { provider: 'sandbox' },
      nowMs: clock.now(),
    });
    accountId = account.id;
  });

  async function queued(): Promise<MessageRecord> {
    const now = new Date(clock.now()).toISOString();
    const message: MessageRecord = {
      id: newId('msg', clock.now()),
      accountId,
      to: '+27821234567',
      body: 'Your code is 123456',
      status: 'QUEUED',
      deliveryStatus: null,
      segments: 1,
      encoding: 'GSM-7',
      cost: 1,
      shard: 0,
      source: 'api',
      createdAt: now,
      updatedAt: now,
      vendor: 'sandbox',
      attempts: 0,
    };
    const debit: LedgerEntry = {
      id: newId('txn', clock.now()),
      accountId,
      type: 'DEBIT',
      amount: -1,
      reason: `SMS ${message.id}`,
      messageId: message.id,
      createdAt: now,
    };
    const outcome = await new MessageRepository(tableOf(rt)).accept({ message, debit });
    expect(outcome).toEqual({ ok: true });
    return message;
  }

  it('a claim whose answer was lost is still the worker’s own: handed over once and delivered', async () => {
    const message = await queued();
    const sandbox = new SandboxVendor();
    const lost = loseAnswers(rt, 'UpdateItemCommand', 1);
    const messages = new MessageRepository(tableOf(rt));
    const result = await deliverMessage(
      { messages, vendors: createVendorRegistry(sandbox), clock },
      { messageId: message.id, accountId, queuedAtMs: clock.now() },
      createLogger('error'),
    );
    expect(lost.lost).toBe(1);
    expect(result).toEqual({ kind: 'done', status: 'DELIVERED' });
    expect(sandbox.received.map((s) => s.reference)).toEqual([message.id]);
    const stored = await messages.get(message.id);
    expect(stored).toMatchObject({ status: 'DELIVERED', attempts: 1 });
  });

  it('a read of the vendor settings that fails leaves the message unclaimed, so its redelivery hands it over', async () => {
    const message = await queued();
    const sandbox = new SandboxVendor();
    const repository = new MessageRepository(tableOf(rt));
    let failures = 1;
    // The store as the worker sees it, with one failed shard read (DynamoDB errors after the SDK's own retries).
    const messages = Object.assign(Object.create(repository) as MessageRepository, {
      shard: async (account: string, shard?: number) => {
        if (failures-- > 0) throw Object.assign(new Error('Throughput exceeded'), { name: 'ThrottlingException' });
        return repository.shard(account, shard);
      },
    });
    const deps = { messages, vendors: createVendorRegistry(sandbox), clock };
    const job = { messageId: message.id, accountId, queuedAtMs: clock.now() };
    await expect(deliverMessage(deps, job, createLogger('error'))).rejects.toThrow('Throughput exceeded');
    expect(await repository.get(message.id)).toMatchObject({ status: 'QUEUED', attempts: 0 });
    // SQS redelivers the job.
    expect(await deliverMessage(deps, job, createLogger('error'))).toEqual({ kind: 'done', status: 'DELIVERED' });
    expect(sandbox.received.map((s) => s.reference)).toEqual([message.id]);
  });

  it('a second claim of a message claimed by another delivery is still refused', async () => {
    const message = await queued();
    const messages = new MessageRepository(tableOf(rt));
    const first = await messages.claim(message.id, clock.now(), 120_000);
    expect(first).toMatchObject({ ok: true, message: { status: 'SENDING' } });
    expect(await messages.claim(message.id, clock.now(), 120_000)).toEqual({ ok: false, reason: 'TAKEN' });
  });
});

describe('lost DynamoDB answers when a send is accepted', () => {
  it.each([
    ['the SDK gave up', 'throttled'],
    ['its retry was cancelled by a conflict and sent anew', 'conflict'],
  ] as const)(
    'a transaction that committed but whose answer was lost (%s) is still accepted, not an error',
    async (_, then) => {
      const { tableName } = await freshResources('lost-accept');
      const clock = new ManualClock(Date.UTC(2026, 10, 23, 10));
      const rt = createRuntime(
        loadConfig({
          STAGE: 'test',
          TABLE_NAME: tableName,
          DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
          LOG_LEVEL: 'error',
        }),
        { clock },
      );
      const { account } = await provisionOwner(repositories(rt), {
        email: `lost-accept-${Date.now()}@example.co.za`,
        fullName: 'Lost Accept',
        accountName: 'Lost Accept',
        openingCredits: 10,
        vendor: { provider: 'sandbox' },
        nowMs: clock.now(),
      });
      // The first attempt is served and its answer lost; the SDK's retries are throttled until it gives up.
      let attempts = 0;
      const middleware: Middleware = (next, context) => async (args) => {
        if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
        attempts += 1;
        if (attempts === 1) {
          await next(args);
          throw Object.assign(new Error('timed out'), { name: 'TimeoutError', $metadata: {} });
        }
        if (then === 'conflict' && attempts === 2) {
          throw Object.assign(new Error('cancelled'), {
            name: 'TransactionCanceledException',
            $metadata: { httpStatusCode: 400 },
            CancellationReasons: [
              { Code: 'TransactionConflict' },
              { Code: 'None' },
              { Code: 'None' },
              { Code: 'None' },
            ],
          });
        }
        if (then === 'conflict') return next(args);
        throw Object.assign(new Error('throttled'), {
          name: 'ThrottlingException',
          $metadata: { httpStatusCode: 400 },
        });
      };
      (
        tableOf(rt).db.middlewareStack as unknown as { addRelativeTo: (m: Middleware, o: object) => void }
      ).addRelativeTo(middleware, { name: 'lose-accept', relation: 'after', toMiddleware: 'retryMiddleware' });
      const now = new Date(clock.now()).toISOString();
      const message: MessageRecord = {
        id: newId('msg', clock.now()),
        accountId: account.id,
        to: '+27821234567',
        body: 'Your code is 654321',
        status: 'QUEUED',
        deliveryStatus: null,
        segments: 1,
        encoding: 'GSM-7',
        cost: 1,
        shard: 0,
        source: 'api',
        createdAt: now,
        updatedAt: now,
        vendor: 'sandbox',
        attempts: 0,
      };
      const messages = new MessageRepository(tableOf(rt));
      const debit: LedgerEntry = {
        id: newId('txn', clock.now()),
        accountId: account.id,
        type: 'DEBIT',
        amount: -1,
        reason: `SMS ${message.id}`,
        messageId: message.id,
        createdAt: now,
      };
      // The opening credit sits in one shard: the message is charged there.
      const shards = await repositories(rt).accounts.shardsSnapshot(account.id);
      message.shard = shards!.find((x) => x.balance >= 1)!.shard;
      const outcome = await messages.accept({ message, debit });
      expect(attempts).toBeGreaterThan(1);
      expect(outcome).toEqual({ ok: true });
      expect(await messages.get(message.id)).toMatchObject({ status: 'QUEUED', cost: 1 });
      expect((await repositories(rt).accounts.withBalance(account.id))?.balance).toBe(9);
    },
  );
});
