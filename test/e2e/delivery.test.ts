import { ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as sendWorker } from '../../functions/send-worker';
import { SqsSendQueue, sqsClientOf } from '../../shared/aws/sqs-queue';
import { newId } from '../../shared/ids';
import {
  deliverMessage,
  MAX_ATTEMPTS,
  MISSING_MESSAGE_PATIENCE_MS,
  MISSING_MESSAGE_RETRY_SECONDS,
} from '../../shared/messages/deliver';
import type { SendJob, SendQueue } from '../../shared/messages/send-queue';
import { createAccount, publicClient, startTestStack, type TestStack } from '../support/stack';

async function receiveOne(stack: TestStack): Promise<SQSRecord> {
  for (let i = 0; i < 10; i++) {
    const res = await sqsClientOf(stack.rt).send(
      new ReceiveMessageCommand({ QueueUrl: stack.queueUrl, MaxNumberOfMessages: 1, WaitTimeSeconds: 1 }),
    );
    const m = res.Messages?.[0];
    if (m) {
      return {
        messageId: m.MessageId!,
        receiptHandle: m.ReceiptHandle!,
        body: m.Body!,
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: '0',
          SenderId: 'x',
          ApproximateFirstReceiveTimestamp: '0',
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:af-south-1:000000000000:q',
        awsRegion: 'af-south-1',
      };
    }
  }
  throw new Error('no message on the queue');
}

/** The real queue, which a test can make refuse every job for a while (the enqueue after a send's write failing). */
class BreakableQueue implements SendQueue {
  real?: SendQueue;
  broken = false;
  async enqueue(job: SendJob, delaySeconds?: number) {
    if (this.broken) throw new Error('queue unreachable');
    await this.real!.enqueue(job, delaySeconds);
  }
  delayRedelivery(receiptHandle: string, seconds: number) {
    return this.real!.delayRedelivery(receiptHandle, seconds);
  }
}

describe('the moderation-and-send worker, on the real queue (no poller)', () => {
  let stack: TestStack;
  const queue = new BreakableQueue();
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false, overrides: { queue } });
    queue.real = new SqsSendQueue(sqsClientOf(stack.rt), stack.queueUrl);
  });
  afterAll(async () => stack?.stop());

  it('the same SQS message delivered twice reaches the vendor once and ends DELIVERED', async () => {
    const { apiKey } = await createAccount(stack);
    const sent = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821234567', body: 'once only' });
    const record = await receiveOne(stack);
    const event: SQSEvent = { Records: [record] };
    const [first, second] = await Promise.all([sendWorker(event), sendWorker(event)]);
    expect(first.batchItemFailures).toEqual([]);
    expect(second.batchItemFailures).toEqual([]);
    await sendWorker(event);
    expect(stack.sandbox.received.filter((s) => s.reference === sent.body.id)).toHaveLength(1);
    const status = await publicClient(stack, apiKey).get(`/public/sms/${sent.body.id}`);
    expect(status.body.status).toBe('DELIVERED');
    expect(status.body.deliveryStatus).toBeTruthy();
  });

  it('a permanent vendor failure ends FAILED with detail and refunds the charge', async () => {
    const { apiKey, accountId } = await createAccount(stack, { credits: 3 });
    const sent = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821230000', body: 'hi' });
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(2);
    const response = await sendWorker({ Records: [await receiveOne(stack)] });
    expect(response.batchItemFailures).toEqual([]);
    const message = await stack.repos.messages.get(sent.body.id);
    expect(message?.status).toBe('FAILED');
    expect(message?.deliveryStatus).toMatch(/unreachable/);
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(3);
    const ledger = await stack.repos.accounts.ledger(accountId, { limit: 100 });
    expect(ledger.items.filter((e) => e.type === 'REFUND')).toHaveLength(1);
  });

  it('a transient failure is retried with backoff (reported as a batch item failure) and ends FAILED and refunded when attempts run out', async () => {
    const { apiKey, accountId } = await createAccount(stack, { credits: 3 });
    const sent = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821239999', body: 'hi' });
    const record = await receiveOne(stack);
    const response = await sendWorker({ Records: [record] });
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: record.messageId }]);
    const afterFirst = await stack.repos.messages.get(sent.body.id);
    expect(afterFirst?.status).toBe('QUEUED');
    expect(afterFirst?.attempts).toBe(1);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverMessage(
        { messages: stack.repos.messages, vendors: stack.rt.overrides.vendors!, clock: stack.clock },
        { messageId: sent.body.id, accountId, queuedAtMs: stack.clock.now() },
        stack.rt.log,
      );
    }
    const final = await stack.repos.messages.get(sent.body.id);
    expect(final?.status).toBe('FAILED');
    expect(final?.deliveryStatus).toMatch(/gave up after 4 attempts/);
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(3);
    expect(stack.sandbox.received.filter((s) => s.reference === sent.body.id)).toHaveLength(MAX_ATTEMPTS);
  });

  it('a failed enqueue after the write leaves the message to the sweeper, which queues it again', async () => {
    const { apiKey } = await createAccount(stack);
    queue.broken = true;
    let sent: Awaited<ReturnType<ReturnType<typeof publicClient>['post']>>;
    try {
      sent = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821234567', body: 'not lost' });
    } finally {
      queue.broken = false;
    }
    expect(sent.status).toBe(201);
    expect((await stack.repos.messages.get(sent.body.id))?.status).toBe('QUEUED');
    expect(await stack.service.sweep()).toEqual({
      requeued: 0,
      failed: 0,
      unconfirmed: 0,
      settled: 0,
      oldestPendingSeconds: 0,
    });
    stack.clock.advance(3 * 60_000);
    expect((await stack.service.sweep()).requeued).toBeGreaterThanOrEqual(1);
    // Drain what the sweeper queued (earlier tests may have left nothing else).
    for (let i = 0; i < 5; i++) {
      const message = await stack.repos.messages.get(sent.body.id);
      if (message?.status === 'DELIVERED') break;
      await sendWorker({ Records: [await receiveOne(stack)] });
    }
    expect((await stack.repos.messages.get(sent.body.id))?.status).toBe('DELIVERED');
  });
  it('waits for a message whose job arrived before its transaction committed, and drops the job of one never stored', async () => {
    const { accountId, apiKey } = await createAccount(stack);
    const deps = { messages: stack.repos.messages, vendors: stack.rt.overrides.vendors!, clock: stack.clock };
    const early = { messageId: newId('msg', stack.clock.now()), accountId, queuedAtMs: stack.clock.now() };
    expect(await deliverMessage(deps, early, stack.rt.log)).toEqual({
      kind: 'retry',
      delaySeconds: MISSING_MESSAGE_RETRY_SECONDS,
    });
    const stale = { ...early, queuedAtMs: stack.clock.now() - MISSING_MESSAGE_PATIENCE_MS - 1 };
    expect(await deliverMessage(deps, stale, stack.rt.log)).toEqual({ kind: 'done', status: 'dropped' });
    expect(stack.sandbox.received.some((s) => s.reference === early.messageId)).toBe(false);

    // Once its message is stored, a job is delivered as usual.
    const sent = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0821234567', body: 'arrives late' });
    const job = { messageId: sent.body.id, accountId, queuedAtMs: stack.clock.now() };
    expect(await deliverMessage(deps, job, stack.rt.log)).toEqual({ kind: 'done', status: 'DELIVERED' });
  });
});

describe('the worker behind the local event source mapping', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: true });
  });
  afterAll(async () => stack?.stop());

  it('takes an accepted message to DELIVERED with no further action', async () => {
    const { apiKey } = await createAccount(stack);
    const sent = await publicClient(stack, apiKey).post('/public/sms/send', { to: '0831234567', body: 'hello' });
    let status = '';
    for (let i = 0; i < 50 && status !== 'DELIVERED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await publicClient(stack, apiKey).get(`/public/sms/${sent.body.id}`)).body.status;
    }
    expect(status).toBe('DELIVERED');
  });
});
