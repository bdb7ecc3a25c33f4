import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { processRecords } from '../shared/aws/sqs-records';
import { applyCallback, type DeferredCallback } from '../shared/messages/callbacks';
import { runtime } from '../shared/runtime';
import { callbackDeps } from '../shared/wiring/callbacks';

/**
 * An overflow-lane message as its worker parses it. Loose objects: a field a vendor's reader adds to its receipts or
 * replies travels through the lane unchanged.
 */
const DeferredCallbackSchema: z.ZodMiniType<DeferredCallback> = z.looseObject({
  accountId: z.string().check(z.minLength(1)),
  provider: z.string().check(z.minLength(1)),
  content: z.looseObject({
    receipts: z.array(
      z.looseObject({
        provider: z.string(),
        key: z.string(),
        byReference: z.boolean(),
        state: z.enum(['delivered', 'failed', 'pending', 'unknown']),
        detail: z.string(),
      }),
    ),
    inbound: z.array(
      z.looseObject({ vendorMessageId: z.string(), from: z.string(), to: z.string(), body: z.string() }),
    ),
  }),
});

/**
 * Consumes the overflow lane (docs/decisions/1021-callback-limit-per-account.md): vendor callbacks that passed their
 * check but came past their account's limit, applied as the callback route would have (receipts settle, a failure
 * waits for the vendor's lookup, replies are stored once by their vendor id). The lane's event source runs a bounded
 * number of batches at a time; a record whose handling failed is reported for redelivery.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const deps = callbackDeps(rt);
  return processRecords(rt.log.child({ fn: 'callback-overflow-worker' }), event, {
    what: 'deferred callback',
    schema: DeferredCallbackSchema,
    // One after the other: the lane bounds the work one account's flood can cause, so a batch must not multiply it.
    concurrency: 1,
    run: async (job, log) => {
      const applied = await applyCallback(deps, job.accountId, job.provider, job.content, log);
      log.info('deferred callback applied', { accountId: job.accountId, provider: job.provider, ...applied });
    },
  });
};
