/**
 * The send queue over SQS: what the moderation-and-send worker consumes. Created on first use, only by the functions
 * that queue messages (the send routes, the worker, the sweeper).
 */
import { ChangeMessageVisibilityCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SendJob, SendQueue } from '../messages/send-queue';
import { once, type Runtime } from '../runtime';
import { localCredentials } from './local';

export class SqsSendQueue implements SendQueue {
  constructor(
    private readonly sqs: SQSClient,
    private readonly queueUrl: string | undefined,
  ) {}

  private url(): string {
    if (!this.queueUrl) throw new Error('Invalid configuration: QUEUE_URL must be set for this function');
    return this.queueUrl;
  }

  async enqueue(job: SendJob, delaySeconds = 0): Promise<void> {
    await this.sqs.send(
      new SendMessageCommand({ QueueUrl: this.url(), MessageBody: JSON.stringify(job), DelaySeconds: delaySeconds }),
    );
  }

  async delayRedelivery(receiptHandle: string, seconds: number): Promise<void> {
    await this.sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: this.url(),
        ReceiptHandle: receiptHandle,
        VisibilityTimeout: seconds,
      }),
    );
  }
}

/** The runtime's SQS client (the local stack's queue poller uses it too). */
export function sqsClientOf(rt: Runtime): SQSClient {
  return once(
    rt,
    'sqs',
    () =>
      new SQSClient({
        region: rt.config.AWS_REGION,
        ...(rt.config.SQS_ENDPOINT ? { endpoint: rt.config.SQS_ENDPOINT, credentials: localCredentials() } : {}),
      }),
  );
}

/** The runtime's send queue (tests may install their own). */
export function queueOf(rt: Runtime): SendQueue {
  return rt.overrides.queue ?? once(rt, 'send-queue', () => new SqsSendQueue(sqsClientOf(rt), rt.config.QUEUE_URL));
}
