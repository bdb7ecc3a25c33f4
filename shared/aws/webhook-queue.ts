/** The webhook queue on SQS: JSON jobs, delayed up to 15 minutes (longer waits hop, shared/webhooks/). */
import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { once, type Runtime } from '../runtime';
import type { WebhookJob, WebhookLane, WebhookQueue } from '../webhooks/webhook';
import { sqsClientOf } from './sqs-queue';

export function webhookQueueOf(rt: Runtime): WebhookQueue {
  return once(rt, 'webhook-queue', () => ({
    async send(job: WebhookJob, delaySeconds = 0, lane: WebhookLane = 'events') {
      // The retry lane is a queue of its own where deployed (docs/decisions/1020-webhook-isolation.md).
      const url = (lane === 'retry' ? rt.config.WEBHOOK_RETRY_QUEUE_URL : undefined) ?? rt.config.WEBHOOK_QUEUE_URL;
      if (!url) {
        throw new Error(
          `Invalid configuration: ${lane === 'retry' ? 'WEBHOOK_RETRY_QUEUE_URL' : 'WEBHOOK_QUEUE_URL'} must be set for this function`,
        );
      }
      await sqsClientOf(rt).send(
        new SendMessageCommand({
          QueueUrl: url,
          MessageBody: JSON.stringify(job),
          DelaySeconds: Math.max(0, Math.min(900, Math.round(delaySeconds))),
        }),
      );
    },
  }));
}

/** Puts jobs on the webhook queue ten to a request (SendMessageBatch); throws when any entry was refused. */
export function webhookBatchSenderOf(rt: Runtime): (jobs: WebhookJob[]) => Promise<void> {
  return async (jobs) => {
    const url = rt.config.WEBHOOK_QUEUE_URL;
    if (!url) throw new Error('Invalid configuration: WEBHOOK_QUEUE_URL must be set for this function');
    const batches: WebhookJob[][] = [];
    for (let i = 0; i < jobs.length; i += 10) batches.push(jobs.slice(i, i + 10));
    await Promise.all(
      batches.map(async (batch) => {
        const result = await sqsClientOf(rt).send(
          new SendMessageBatchCommand({
            QueueUrl: url,
            Entries: batch.map((job, i) => ({ Id: String(i), MessageBody: JSON.stringify(job) })),
          }),
        );
        if (result.Failed?.length) {
          throw new Error(
            `webhook queue refused ${result.Failed.length} of ${batch.length} events: ${result.Failed[0]?.Code}`,
          );
        }
      }),
    );
  };
}
