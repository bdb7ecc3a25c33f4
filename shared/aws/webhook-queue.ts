/** The webhook queue on SQS: JSON jobs, delayed up to 15 minutes (longer waits hop, shared/webhooks/). */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { once, type Runtime } from '../runtime';
import type { WebhookJob, WebhookQueue } from '../webhooks/webhook';
import { sqsClientOf } from './sqs-queue';

export function webhookQueueOf(rt: Runtime): WebhookQueue {
  return once(rt, 'webhook-queue', () => ({
    async send(job: WebhookJob, delaySeconds = 0) {
      const url = rt.config.WEBHOOK_QUEUE_URL;
      if (!url) throw new Error('Invalid configuration: WEBHOOK_QUEUE_URL must be set for this function');
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
