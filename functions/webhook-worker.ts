import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { processRecords } from '../shared/aws/sqs-records';
import { runtime } from '../shared/runtime';
import { handleWebhookJob } from '../shared/webhooks/deliver-webhooks';
import { WebhookJobSchema } from '../shared/webhooks/webhook';
import { webhookDeliveryDepsOf } from '../shared/wiring/webhooks';

/**
 * Consumes the webhook queue: new events to their endpoints, retries when due. Records are handled side by side (a
 * hanging endpoint holds only its own record, 10 seconds at most); a record whose handling failed is reported for
 * redelivery.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const deps = webhookDeliveryDepsOf(rt);
  return processRecords(rt.log, event, {
    what: 'webhook job',
    schema: WebhookJobSchema,
    concurrency: Number.POSITIVE_INFINITY,
    run: (job, log) => handleWebhookJob(deps, job, log),
  });
};
