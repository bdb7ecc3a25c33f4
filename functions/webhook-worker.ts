import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { processRecords } from '../shared/aws/sqs-records';
import { runtime } from '../shared/runtime';
import { handleTwilioCallback } from '../shared/twilio/deliver-callbacks';
import { handleWebhookJob } from '../shared/webhooks/deliver-webhooks';
import { WEBHOOK_EVENTS, type WebhookJob } from '../shared/webhooks/webhook';
import { twilioCallbackDepsOf } from '../shared/wiring/twilio-callbacks';
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
  z.looseObject({
    type: z.literal('twilio'),
    id: z.string(),
    accountId: z.string(),
    keyId: z.string(),
    url: z.string(),
    params: z.record(z.string(), z.string()),
    attempt: z.number(),
    notBefore: z.optional(z.number()),
  }),
]);

/**
 * Consumes the webhook queue: new events to their endpoints, retries when due, and Twilio-form callbacks (status
 * callbacks, replies to the incoming message URL: docs/decisions/1604, 1605). Records are handled side by side (a
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
    run: (job, log) =>
      job.type === 'twilio'
        ? handleTwilioCallback(twilioCallbackDepsOf(rt), job, log)
        : handleWebhookJob(deps, job, log),
  });
};
