import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { processRecords } from '../shared/aws/sqs-records';
import { runtime } from '../shared/runtime';
import { handleWebhookJob } from '../shared/webhooks/deliver-webhooks';
import { WEBHOOK_EVENTS, type WebhookJob } from '../shared/webhooks/webhook';
import { webhookDeliveryDepsOf } from '../shared/wiring/webhooks';

/**
 * A webhook queue message as the worker parses it: one that is not a `WebhookJob` is dead-lettered, never run. Loose
 * objects: a field added to a job travels through the queue unchanged.
 */
const WebhookJobSchema: z.ZodMiniType<WebhookJob> = z.union([
  z.looseObject({
    type: z.literal('event'),
    accountId: z.string(),
    event: z.object({ id: z.string(), type: z.enum(WEBHOOK_EVENTS), createdAt: z.string(), data: z.unknown() }),
    webhookId: z.optional(z.string()),
  }),
  z.looseObject({
    type: z.literal('attempt'),
    accountId: z.string(),
    webhookId: z.string(),
    eventId: z.string(),
    attempt: z.number(),
    notBefore: z.number(),
    manual: z.optional(z.boolean()),
  }),
]);

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
