import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { runtime } from '../shared/runtime';
import { handleTwilioCallback } from '../shared/twilio/deliver-callbacks';
import { handleWebhookJob } from '../shared/webhooks/deliver-webhooks';
import type { WebhookJob } from '../shared/webhooks/webhook';
import { twilioCallbackDepsOf } from '../shared/wiring/twilio-callbacks';
import { webhookDeliveryDepsOf } from '../shared/wiring/webhooks';

/**
 * Consumes the webhook queue: new events to their endpoints, retries when due, and Twilio-form callbacks (status
 * callbacks, replies to the incoming message URL: docs/decisions/1604, 1605). Records are handled side by side (a
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
        if (job.type !== 'event' && job.type !== 'attempt' && job.type !== 'twilio')
          throw new Error('unknown job type');
      } catch (error) {
        log.error('malformed webhook job dropped', { error });
        return;
      }
      try {
        if (job.type === 'twilio') await handleTwilioCallback(twilioCallbackDepsOf(rt), job, log);
        else await handleWebhookJob(deps, job, log);
      } catch (error) {
        log.error('webhook job failed; will be redelivered', { error });
        failures.push({ itemIdentifier: record.messageId });
      }
    }),
  );
  return { batchItemFailures: failures };
};
