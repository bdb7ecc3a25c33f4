import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { runJobRecords } from '../shared/aws/job-records';
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
  return runJobRecords(rt.log, event, {
    what: 'account deletion',
    parse: (body) => Job.parse(body),
    fields: (job) => ({ accountId: job.accountId }),
    run: (job, log) => runDeletion(deps, job, log),
  });
};
