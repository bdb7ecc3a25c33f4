/**
 * The one record loop of every SQS worker (docs/decisions/1220-one-record-loop.md): each record parsed by its zod
 * schema and handled on its own, at most `concurrency` at a time, and a partial batch response
 * (ReportBatchItemFailures) naming the records SQS must deliver again.
 *
 * - A record that is not JSON or not of the schema is reported failed with one clear log line (what it should have
 *   been, where it is wrong; never its body): SQS delivers it again up to the queue's maxReceiveCount, then moves it
 *   to the dead-letter queue, whose alarm tells operations. It never fails the rest of the batch.
 * - A job whose handling throws is logged and reported failed; the others go on.
 * - A job may ask to be delivered again without an error by resolving to `REDELIVER` (a transient vendor failure whose
 *   delay the job has set on the record's visibility).
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod/mini';
import { type Logger, traceFields } from '../logger';

/** What a job resolves to when its record must be delivered again though nothing went wrong. */
export const REDELIVER = 'redeliver';

export interface RecordLoop<S extends z.ZodMiniType> {
  /** What a record holds, in the log lines: "send job" gives "malformed send job" and "send job failed; …". */
  readonly what: string;
  /** The record's body, once parsed as JSON. */
  readonly schema: S;
  /**
   * Records handled at once: 1 one after the other (long jobs, or a lane whose work per batch must stay bounded);
   * `Infinity` the whole batch side by side.
   */
  readonly concurrency: number;
  /** The fields that name the job in every log line about it. */
  readonly fields?: (job: z.output<S>) => Record<string, unknown>;
  readonly run: (job: z.output<S>, log: Logger, record: SQSRecord) => Promise<unknown>;
}

/** Where a malformed body is wrong, without its values (a body may hold personal data). */
function problemsOf(error: unknown): unknown {
  if (error instanceof SyntaxError) return 'not JSON';
  const issues = (error as { issues?: { path: PropertyKey[]; code: string; expected?: string }[] }).issues;
  if (!issues) return error;
  return issues.map(
    (i) => `${i.path.map(String).join('.') || '(body)'}: ${i.code}${i.expected ? ` (expected ${i.expected})` : ''}`,
  );
}

export async function processRecords<S extends z.ZodMiniType>(
  log: Logger,
  event: SQSEvent,
  loop: RecordLoop<S>,
): Promise<SQSBatchResponse> {
  const records = event.Records;
  const failed = new Array<boolean>(records.length).fill(false);

  const handle = async (record: SQSRecord, index: number): Promise<void> => {
    const recordLog = log.child({
      ...traceFields(),
      sqsMessageId: record.messageId,
      receiveCount: record.attributes?.ApproximateReceiveCount,
    });
    let job: z.output<S>;
    try {
      job = loop.schema.parse(JSON.parse(record.body)) as z.output<S>;
    } catch (error) {
      recordLog.error(`malformed ${loop.what}; reported failed, dead-lettered after its last receive`, {
        problems: problemsOf(error),
      });
      failed[index] = true;
      return;
    }
    const fields = loop.fields?.(job) ?? {};
    try {
      if ((await loop.run(job, recordLog.child(fields), record)) === REDELIVER) failed[index] = true;
    } catch (error) {
      recordLog.error(`${loop.what} failed; will be redelivered`, { error, ...fields });
      failed[index] = true;
    }
  };

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < records.length) {
      const index = next++;
      await handle(records[index]!, index);
    }
  };
  const workers = Math.max(1, Math.min(loop.concurrency, records.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return {
    batchItemFailures: records.filter((_, i) => failed[i]).map((record) => ({ itemIdentifier: record.messageId })),
  };
}
