/** The refund of a message that ended FAILED: its ledger entry, written with the move in one transaction. */
import type { LedgerEntry } from '../accounts/account';
import { newId } from '../ids';
import { count, METRIC, type Metrics, noMetrics } from '../metrics';
import type { MessageRecord, MessageStatus, MessageStore } from './message';

export function refundEntry(message: MessageRecord, nowMs: number, reason: string): LedgerEntry | undefined {
  if (message.cost <= 0) return undefined;
  return {
    id: newId('txn', nowMs),
    accountId: message.accountId,
    type: 'REFUND',
    amount: message.cost,
    reason: `Refund for ${message.id}: ${reason}`,
    messageId: message.id,
    createdAt: new Date(nowMs).toISOString(),
  };
}

/** Ends a message FAILED with its refund, from whichever state it is in now; counted once it is. */
export async function failWithRefund(
  { messages, metrics = noMetrics }: { messages: MessageStore; metrics?: Metrics },
  message: MessageRecord,
  from: MessageStatus,
  detail: string,
  nowMs: number,
): Promise<boolean> {
  const refund = refundEntry(message, nowMs, detail);
  const { ok: failed } = await messages.failAndRefund(message, from, detail, refund, nowMs);
  if (failed) {
    count(metrics, METRIC.failed);
    if (refund) count(metrics, METRIC.refunded);
  }
  return failed;
}
