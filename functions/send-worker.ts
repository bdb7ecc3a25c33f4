import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { flushMetrics } from '../shared/aws/emf-metrics';
import { processRecords } from '../shared/aws/sqs-records';
import { runtime } from '../shared/runtime';
import { deliverJobOf } from '../shared/wiring/delivery';

const Job = z.object({ messageId: z.string().check(z.minLength(1)), accountId: z.string().check(z.minLength(1)) });

/**
 * The moderation-and-send worker, the whole batch side by side. A record that must be tried again (a transient vendor
 * failure, a message not stored yet, or an error of ours) is reported in batchItemFailures so SQS redelivers only that
 * one, after the delay set on its visibility.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const result = await processRecords(rt.log, event, {
    what: 'send job',
    schema: Job,
    concurrency: Number.POSITIVE_INFINITY,
    fields: (job) => ({ messageId: job.messageId }),
    run: deliverJobOf(rt),
  });
  flushMetrics(rt);
  return result;
};
