/** The send worker, wired: the hand-over of each queued message (shared/messages/deliver.ts). */
import type { SQSRecord } from 'aws-lambda';
import { metricsOf } from '../aws/emf-metrics';
import { queueOf } from '../aws/sqs-queue';
import { REDELIVER } from '../aws/sqs-records';
import { MessageRepository } from '../db/message-repository';
import { ReceiptRepository } from '../db/receipt-repository';
import { tableOf } from '../db/table';
import type { Logger } from '../logger';
import { type DeliveryDeps, deliverMessage } from '../messages/deliver';
import { once, type Runtime } from '../runtime';
import { vendorsOf } from './vendors';
import { sealedOpenerOf } from './verify-key';

const deliveryDeps = (rt: Runtime): DeliveryDeps => ({
  messages: new MessageRepository(tableOf(rt)),
  vendors: vendorsOf(rt),
  clock: rt.clock,
  // Validity periods are read on the clock schedules read (decision 1609).
  ...(rt.overrides.sandboxClock ? { scheduleClock: rt.overrides.sandboxClock } : {}),
  metrics: metricsOf(rt),
  receipts: new ReceiptRepository(tableOf(rt)),
  // A verification's text, sealed beside its masked body (decision 1701): opened just before the hand-over.
  openSealed: sealedOpenerOf(rt),
});

/**
 * The handling of one send job: the hand-over, and for a transient failure the record's visibility set to the backoff
 * delay and the record reported for redelivery (`REDELIVER`).
 */
export function deliverJobOf(rt: Runtime) {
  const deps = once(rt, 'send-worker', () => deliveryDeps(rt));
  return async (job: { messageId: string; accountId: string }, log: Logger, record: SQSRecord): Promise<unknown> => {
    const queuedAtMs = Number(record.attributes?.SentTimestamp ?? rt.clock.now());
    const result = await deliverMessage(deps, { ...job, queuedAtMs }, log);
    if (result.kind !== 'retry') return undefined;
    await queueOf(rt).delayRedelivery(record.receiptHandle, result.delaySeconds);
    return REDELIVER;
  };
}
