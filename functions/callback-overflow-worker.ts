import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { applyCallback, type DeferredCallback } from '../shared/messages/callbacks';
import { runtime } from '../shared/runtime';
import { callbackDeps } from '../shared/wiring/callbacks';

/**
 * Consumes the overflow lane (docs/decisions/1021-callback-limit-per-account.md): vendor callbacks that passed their
 * check but came past their account's limit, applied as the callback route would have (receipts settle, a failure
 * waits for the vendor's lookup, replies are stored once by their vendor id). The lane's event source runs a bounded
 * number of batches at a time; a record whose handling failed is reported for redelivery, a malformed one dropped.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const deps = callbackDeps(rt);
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  // One after the other: the lane bounds the work one account's flood can cause, so a batch must not multiply it.
  for (const record of event.Records) {
    const log = rt.log.child({ fn: 'callback-overflow-worker', sqsMessageId: record.messageId });
    let job: DeferredCallback;
    try {
      job = JSON.parse(record.body) as DeferredCallback;
      if (!job.accountId || !job.provider || !Array.isArray(job.content?.receipts)) throw new Error('not a callback');
      if (!Array.isArray(job.content.inbound)) throw new Error('not a callback');
    } catch (error) {
      log.error('malformed deferred callback dropped', { error });
      continue;
    }
    try {
      const applied = await applyCallback(deps, job.accountId, job.provider, job.content, log);
      log.info('deferred callback applied', { accountId: job.accountId, provider: job.provider, ...applied });
    } catch (error) {
      log.error('deferred callback failed; will be redelivered', { error });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
};
