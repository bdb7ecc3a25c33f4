/**
 * "A number on which the account has sent before" (issue 26 finding 4, decision 0830): a small marker per (account,
 * phone), written after a message to that phone is accepted (not blocked, not the service's own), so an opt-out
 * confirmation goes only to a number the account paid to reach. One PutItem (1 WCU) after the send's commit, outside
 * its transaction (two sends to one phone never conflict), skipped when this container wrote the same marker within the
 * hour; a lost marker only withholds a confirmation. It holds a phone: kept for the content retention period.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageRecord } from '../messages/message';
import { batchPut } from './items';
import { contactKeys } from './keys';
import { contentTtl } from './retention';
import type { Table } from './table';

const REWRITE_AFTER_MS = 3600_000;
/** When this container last wrote each marker; bounded, cleared when full. */
const written = new Map<string, number>();

/** Whether a message makes its phone a number the account has sent to. */
const countsAsSent = (m: Pick<MessageRecord, 'status' | 'source'>) => m.status !== 'BLOCKED' && m.source !== 'system';

function due(accountId: string, phone: string, nowMs: number): boolean {
  const key = `${accountId}#${phone}`;
  const last = written.get(key);
  if (last !== undefined && nowMs - last < REWRITE_AFTER_MS) return false;
  if (written.size > 50_000) written.clear();
  written.set(key, nowMs);
  return true;
}

function markerItem(table: Table, accountId: string, phone: string, nowMs: number) {
  return { ...contactKeys.sentTo(accountId, phone), entity: 'SentTo', at: nowMs, ttl: contentTtl(table, nowMs) };
}

/** Marks the phones of accepted messages as sent to (one batch for a campaign chunk); never throws. */
export async function markSentTo(
  table: Table,
  messages: Pick<MessageRecord, 'accountId' | 'to' | 'status' | 'source'>[],
  nowMs: number,
): Promise<void> {
  const seen = new Set<string>();
  const items = messages
    .filter(countsAsSent)
    .filter((m) => {
      const key = `${m.accountId}#${m.to}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return due(m.accountId, m.to, nowMs);
    })
    .map((m) => markerItem(table, m.accountId, m.to, nowMs));
  if (items.length === 0) return;
  try {
    if (items.length === 1) await table.db.send(new PutCommand({ TableName: table.name, Item: items[0] }));
    else await batchPut(table, items);
  } catch {
    // Best effort: the send stands; the number only misses an opt-out confirmation. Written again next time.
    for (const m of messages) written.delete(`${m.accountId}#${m.to}`);
  }
}

/** Whether the account has sent to the phone (within the content retention period). */
export async function hasSentTo(table: Table, accountId: string, phone: string): Promise<boolean> {
  const result = await table.db.send(
    new GetCommand({ TableName: table.name, Key: contactKeys.sentTo(accountId, phone), ConsistentRead: true }),
  );
  return result.Item !== undefined;
}
