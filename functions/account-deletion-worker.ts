import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { runDeletion } from '../shared/privacy/account-privacy';
import { once, runtime } from '../shared/runtime';
import { deletionRunDeps } from '../shared/wiring/privacy';

const Job = z.object({ accountId: z.string().check(z.minLength(1), z.maxLength(100)) });

/**
 * The account-deletion worker: one job per account. A job that fails is redelivered and resumes from the progress
 * saved in its job item; a second delivery of a finished job does nothing; a malformed one is logged and dropped.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const deps = once(rt, 'account-deletion-worker', () => deletionRunDeps(rt));
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const log = rt.log.child({ sqsMessageId: record.messageId });
    let job: z.output<typeof Job>;
    try {
      job = Job.parse(JSON.parse(record.body));
    } catch (error) {
      log.error('malformed account deletion job dropped', { error });
      continue;
    }
    try {
      await runDeletion(deps, job, log.child({ accountId: job.accountId }));
    } catch (error) {
      log.error('account deletion failed; will be redelivered', { error, accountId: job.accountId });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
};
