/**
 * The consuming side of a background-job queue (shared/aws/job-queue.ts): one long job at a time, each record on its
 * own. A malformed record is logged and dropped (redelivering it would fail the same way); a job that throws is
 * reported in batchItemFailures, so SQS redelivers only it, and the job resumes from the progress it saved.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { Logger } from '../logger';

export interface JobRecordsOptions<J> {
  /** What a job is, in the log lines: "import" gives "malformed import job dropped" and "import failed; …". */
  readonly what: string;
  /** The job from its parsed body; throws when it is malformed. */
  readonly parse: (body: unknown) => J;
  /** The fields that name the job in every log line about it. */
  readonly fields: (job: J) => Record<string, unknown>;
  readonly run: (job: J, log: Logger) => Promise<unknown>;
}

export async function runJobRecords<J>(
  log: Logger,
  event: SQSEvent,
  options: JobRecordsOptions<J>,
): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const recordLog = log.child({ sqsMessageId: record.messageId });
    let job: J;
    try {
      job = options.parse(JSON.parse(record.body));
    } catch (error) {
      recordLog.error(`malformed ${options.what} job dropped`, { error });
      continue;
    }
    try {
      await options.run(job, recordLog.child(options.fields(job)));
    } catch (error) {
      recordLog.error(`${options.what} failed; will be redelivered`, { error, ...options.fields(job) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
