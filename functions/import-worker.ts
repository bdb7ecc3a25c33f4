import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { runImport } from '../shared/contacts/import';
import { once, runtime } from '../shared/runtime';
import { importRunDeps } from '../shared/wiring/contacts';

const Job = z.object({ importId: z.string().check(z.minLength(1)), accountId: z.string().check(z.minLength(1)) });

/**
 * The contact-import worker: one job per file. A job that fails is redelivered and resumes after the last checkpoint;
 * a malformed one is logged and dropped.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const deps = once(rt, 'import-worker', () => importRunDeps(rt));
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const log = rt.log.child({ sqsMessageId: record.messageId });
    let job: z.output<typeof Job>;
    try {
      job = Job.parse(JSON.parse(record.body));
    } catch (error) {
      log.error('malformed import job dropped', { error });
      continue;
    }
    try {
      await runImport(deps, job, log.child({ importId: job.importId }));
    } catch (error) {
      log.error('import failed; will be redelivered', { error, importId: job.importId });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
};
