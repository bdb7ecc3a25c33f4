import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { runtime } from '../shared/runtime';
import { handleWebhookJob } from '../shared/webhooks/deliver-webhooks';
import type { WebhookJob } from '../shared/webhooks/webhook';
import { webhookDeliveryDepsOf } from '../shared/wiring/webhooks';

/**
 * Consumes the webhook queue: new events to their endpoints, retries when due. Records are handled side by side (a
 * hanging endpoint holds only its own record, 10 seconds at most); a record whose handling failed is reported for
 * redelivery, a malformed one is dropped.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const deps = webhookDeliveryDepsOf(rt);
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  await Promise.all(
    event.Records.map(async (record) => {
      const log = rt.log.child({ sqsMessageId: record.messageId });
      let job: WebhookJob;
      try {
        job = JSON.parse(record.body) as WebhookJob;
        if (job.type !== 'event' && job.type !== 'attempt') throw new Error('unknown job type');
      } catch (error) {
        log.error('malformed webhook job dropped', { error });
        return;
      }
      try {
        await handleWebhookJob(deps, job, log);
      } catch (error) {
        log.error('webhook job failed; will be redelivered', { error });
        failures.push({ itemIdentifier: record.messageId });
      }
    }),
  );
  return { batchItemFailures: failures };
};
