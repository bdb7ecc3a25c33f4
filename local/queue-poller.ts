import { DeleteMessageBatchCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

export interface QueuePollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  queueArn?: string;
  handler: (event: SQSEvent) => Promise<SQSBatchResponse | undefined>;
  batchSize?: number;
  /** Long-poll wait per receive, seconds. */
  waitSeconds?: number;
  onError?: (error: unknown) => void;
}

export interface QueuePoller {
  stop(): Promise<void>;
  /** Resolves once a receive came back empty with nothing in flight (tests use it to wait for the worker). */
  idle(): Promise<void>;
}

/**
 * Does locally what Lambda's SQS event source mapping does: long-polls the queue, invokes the worker with an SQS event,
 * deletes the records that succeeded and leaves those named in batchItemFailures (or all, if the worker threw) to
 * reappear after their visibility timeout, so the queue's redrive policy moves poison messages to the DLQ.
 */
export function startQueuePoller(options: QueuePollerOptions): QueuePoller {
  const batchSize = options.batchSize ?? 10;
  const queueArn = options.queueArn ?? `arn:aws:sqs:af-south-1:000000000000:${options.queueUrl.split('/').pop()}`;
  let running = true;
  let idleWaiters: (() => void)[] = [];

  const loop = async () => {
    while (running) {
      try {
        const received = await options.sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: batchSize,
            WaitTimeSeconds: options.waitSeconds ?? 1,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
        );
        const messages = received.Messages ?? [];
        if (messages.length === 0) {
          const waiters = idleWaiters;
          idleWaiters = [];
          for (const w of waiters) w();
          continue;
        }
        const records: SQSRecord[] = messages.map((m) => ({
          messageId: m.MessageId!,
          receiptHandle: m.ReceiptHandle!,
          body: m.Body ?? '',
          attributes: {
            ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1',
            SentTimestamp: m.Attributes?.SentTimestamp ?? String(Date.now()),
            SenderId: m.Attributes?.SenderId ?? 'local',
            ApproximateFirstReceiveTimestamp: m.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
          },
          messageAttributes: {},
          md5OfBody: m.MD5OfBody ?? '',
          eventSource: 'aws:sqs',
          eventSourceARN: queueArn,
          awsRegion: 'af-south-1',
        }));
        let failed: Set<string>;
        try {
          const response = await options.handler({ Records: records });
          failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        } catch (error) {
          options.onError?.(error);
          failed = new Set(records.map((r) => r.messageId));
        }
        const done = records.filter((r) => !failed.has(r.messageId));
        if (done.length > 0) {
          await options.sqs.send(
            new DeleteMessageBatchCommand({
              QueueUrl: options.queueUrl,
              Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
            }),
          );
        }
      } catch (error) {
        if (!running) break;
        options.onError?.(error);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const finished = loop();

  return {
    async stop() {
      running = false;
      await finished;
    },
    idle: () => new Promise<void>((resolve) => idleWaiters.push(resolve)),
  };
}
