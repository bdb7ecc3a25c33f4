import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { processRecords } from '../shared/aws/sqs-records';
import { runDeletion } from '../shared/privacy/account-privacy';
import { once, runtime } from '../shared/runtime';
import { deletionRunDeps } from '../shared/wiring/privacy';

const Job = z.object({ accountId: z.string().check(z.minLength(1), z.maxLength(100)) });

/**
 * The account-deletion worker: one job per account. A job that fails is redelivered and resumes from the progress
 * saved in its job item; a second delivery of a finished job does nothing.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const deps = once(rt, 'account-deletion-worker', () => deletionRunDeps(rt));
  return processRecords(rt.log, event, {
    what: 'account deletion job',
    schema: Job,
    // One long job at a time: each saves its progress and resumes from it when redelivered.
    concurrency: 1,
    fields: (job) => ({ accountId: job.accountId }),
    run: (job, log) => runDeletion(deps, job, log),
  });
};
