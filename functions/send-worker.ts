import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { flushMetrics, metricsOf } from '../shared/aws/emf-metrics';
import { queueOf } from '../shared/aws/sqs-queue';
import { MessageRepository } from '../shared/db/message-repository';
import { ReceiptRepository } from '../shared/db/receipt-repository';
import { tableOf } from '../shared/db/table';
import { traceFields } from '../shared/logger';
import { type DeliveryDeps, deliverMessage } from '../shared/messages/deliver';
import { once, runtime } from '../shared/runtime';
import { vendorsOf } from '../shared/wiring/vendors';
import { sealedOpenerOf } from '../shared/wiring/verify-key';

const Job = z.object({ messageId: z.string().check(z.minLength(1)), accountId: z.string().check(z.minLength(1)) });

/**
 * The moderation-and-send worker. Each record is handled on its own; a record that must be tried again (a transient
 * vendor failure, a message not stored yet, or an error of ours) is reported in batchItemFailures so SQS redelivers
 * only that one, after the delay set on its visibility. A malformed record is logged and dropped: redelivering it
 * cannot make it valid.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const rt = runtime();
  const deps = once(
    rt,
    'send-worker',
    (): DeliveryDeps => ({
      messages: new MessageRepository(tableOf(rt)),
      vendors: vendorsOf(rt),
      clock: rt.clock,
      metrics: metricsOf(rt),
      receipts: new ReceiptRepository(tableOf(rt)),
      openSealed: sealedOpenerOf(rt),
    }),
  );
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  await Promise.all(
    event.Records.map(async (record: SQSRecord) => {
      const log = rt.log.child({
        ...traceFields(),
        sqsMessageId: record.messageId,
        receiveCount: record.attributes?.ApproximateReceiveCount,
      });
      let job: z.output<typeof Job>;
      try {
        job = Job.parse(JSON.parse(record.body));
      } catch (error) {
        log.error('malformed send job dropped', { error });
        return;
      }
      try {
        const queuedAtMs = Number(record.attributes?.SentTimestamp ?? rt.clock.now());
        const result = await deliverMessage(deps, { ...job, queuedAtMs }, log.child({ messageId: job.messageId }));
        if (result.kind === 'retry') {
          await queueOf(rt).delayRedelivery(record.receiptHandle, result.delaySeconds);
          failures.push({ itemIdentifier: record.messageId });
        }
      } catch (error) {
        log.error('delivery failed; will be redelivered', { error, messageId: job.messageId });
        failures.push({ itemIdentifier: record.messageId });
      }
    }),
  );
  flushMetrics(rt);
  return { batchItemFailures: failures };
};
