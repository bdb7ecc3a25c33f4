import { ChangeMessageVisibilityCommand, SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';

/** What travels on the send queue: just enough to find the message; the table is the source of truth. */
export interface SendJob {
  messageId: string;
  accountId: string;
}

export class MessageQueue {
  constructor(
    private readonly sqs: SQSClient,
    private readonly queueUrl: string | undefined,
  ) {}

  async enqueue(job: SendJob, delaySeconds = 0): Promise<void> {
    if (!this.queueUrl) throw new Error('QUEUE_URL is not configured for this function');
    await this.sqs.send(
      new SendMessageCommand({
        QueueUrl: this.queueUrl,
        MessageBody: JSON.stringify(job),
        DelaySeconds: delaySeconds,
      }),
    );
  }

  /** Delays the next delivery of a received message: the backoff of a transient vendor failure. */
  async delayRedelivery(receiptHandle: string, seconds: number): Promise<void> {
    if (!this.queueUrl) throw new Error('QUEUE_URL is not configured for this function');
    await this.sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: this.queueUrl,
        ReceiptHandle: receiptHandle,
        VisibilityTimeout: seconds,
      }),
    );
  }
}
