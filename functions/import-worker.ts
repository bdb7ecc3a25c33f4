import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { processRecords } from '../shared/aws/sqs-records';
import { runImport } from '../shared/contacts/import';
import { once, runtime } from '../shared/runtime';
import { importRunDeps } from '../shared/wiring/contacts';

const Job = z.object({ importId: z.string().check(z.minLength(1)), accountId: z.string().check(z.minLength(1)) });

/**
 * The contact-import worker: one job per file. A job that fails is redelivered and resumes after the last checkpoint.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const deps = once(rt, 'import-worker', () => importRunDeps(rt));
  return processRecords(rt.log, event, {
    what: 'import job',
    schema: Job,
    // One long job at a time: each saves its progress and resumes from it when redelivered.
    concurrency: 1,
    fields: (job) => ({ importId: job.importId }),
    run: (job, log) => runImport(deps, job, log),
  });
};
