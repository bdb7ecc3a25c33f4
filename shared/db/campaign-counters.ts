/**
 * A campaign's counters: 16 shards of its progress (what its chunks, expansion and receipts moved), added to in the
 * transactions that move them and summed when the campaign is read (docs/capacity.md).
 */
import { emptyProgress, type Progress } from '../campaigns/campaign';
import { itemAt, type TransactItem } from './items';
import { CAMPAIGN_COUNTER_SHARDS, contactKeys } from './keys';
import type { Table } from './table';

const PROGRESS_FIELDS = [
  'sent',
  'delivered',
  'failed',
  'blocked',
  'optedOut',
  'skipped',
  'spent',
  'refunded',
  'chunksDone',
] as const;

/** True when `delta` moves any count. */
export const movesCounts = (delta: Progress) => PROGRESS_FIELDS.some((f) => delta[f] !== 0);

/** The campaign's progress: the sum of its counter shards among `found` (a batch read of contactKeys.campaignCounters). */
export function progressOf(found: Map<string, Record<string, unknown>>, campaignId: string): Progress {
  const progress = emptyProgress();
  for (const key of contactKeys.campaignCounters(campaignId)) {
    const item = itemAt(found, key);
    if (!item) continue;
    for (const field of PROGRESS_FIELDS) progress[field] += Number(item[field] ?? 0);
  }
  return progress;
}

/** Adds `delta` to one counter shard of the campaign (`shard` modulo their number), in a transaction. */
export function counterAdd(table: Table, campaignId: string, shard: number, delta: Progress): TransactItem {
  const fields = PROGRESS_FIELDS.filter((f) => delta[f] !== 0);
  return {
    Update: {
      TableName: table.name,
      Key: contactKeys.campaignCounter(campaignId, shard % CAMPAIGN_COUNTER_SHARDS),
      UpdateExpression: `ADD ${fields.map((f) => `#${f} :${f}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(fields.map((f) => [`#${f}`, f])),
      ExpressionAttributeValues: Object.fromEntries(fields.map((f) => [`:${f}`, delta[f]])),
    },
  };
}
