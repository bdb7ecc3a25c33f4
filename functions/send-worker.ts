import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { z } from 'zod';
import { deliverMessage } from '../shared/messages/deliver';
import { repositories } from '../shared/repositories';
import { runtime } from '../shared/runtime';

const Job = z.object({ messageId: z.string().min(1), accountId: z.string().min(1) });

/**
 * The moderation-and-send worker. Each record is handled on its own; a record that must be tried again (a transient
 * vendor failure, or an error of ours) is reported in batchItemFailures so SQS redelivers only that one, after the
 * backoff set on its visibility. A malformed record is logged and dropped: redelivering it cannot make it valid.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const repos = repositories(rt);
  const failures: SQSBatchResponse['batchItemFailures'] = [];

  await Promise.all(
    event.Records.map(async (record: SQSRecord) => {
      const log = rt.log.child({
        sqsMessageId: record.messageId,
        receiveCount: record.attributes?.ApproximateReceiveCount,
      });
      let job: z.infer<typeof Job>;
      try {
        job = Job.parse(JSON.parse(record.body));
      } catch (error) {
        log.error('malformed send job dropped', { error });
        return;
      }
      try {
        const result = await deliverMessage(
          rt,
          repos,
          job.messageId,
          log.child({ messageId: job.messageId }),
          job.accountId,
        );
        if (result.kind === 'retry') {
          await rt.queue.delayRedelivery(record.receiptHandle, result.delaySeconds);
          failures.push({ itemIdentifier: record.messageId });
        }
      } catch (error) {
        log.error('delivery failed; will be redelivered', { error, messageId: job.messageId });
        failures.push({ itemIdentifier: record.messageId });
      }
    }),
  );
  return { batchItemFailures: failures };
};
