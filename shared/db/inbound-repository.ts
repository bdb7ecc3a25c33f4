/**
 * Inbound messages: each in one of INBOUND_SHARDS list partitions of its account (newest first by id), stored once per
 * vendor message id with a marker written in the same transaction.
 */
import { idPattern } from '../ids';
import type { InboundRecord, InboundStore } from '../inbound/inbound';
import type { Page, PageRequest } from '../page';
import { failedAt, transactWrite } from './items';
import { deliveryKeys } from './keys';
import { listNewestFirst } from './newest-first';
import { contentTtl, msOf } from './retention';
import type { Table } from './table';

const INBOUND_ID = idPattern('inb');
/** Vendors redeliver a callback within hours; the marker outlives that. */
const SEEN_SECONDS = 7 * 24 * 3600;

export class InboundRepository implements InboundStore {
  constructor(private readonly table: Table) {}

  async add(record: InboundRecord): Promise<boolean> {
    try {
      await transactWrite(this.table, [
        {
          Put: {
            TableName: this.table.name,
            Item: {
              ...deliveryKeys.inboundSeen(record.provider, record.vendorMessageId),
              entity: 'InboundSeen',
              inboundId: record.id,
              ttl: Math.floor(Date.parse(record.receivedAt) / 1000) + SEEN_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: this.table.name,
            Item: {
              ...deliveryKeys.inbound(record.accountId, record.id),
              entity: 'Inbound',
              ...record,
              ttl: contentTtl(this.table, msOf(record.receivedAt, Date.now())),
            },
          },
        },
      ]);
      return true;
    } catch (error) {
      if (failedAt(error, 0)) return false;
      throw error;
    }
  }

  list(accountId: string, page: PageRequest): Promise<Page<InboundRecord>> {
    return listNewestFirst<InboundRecord>(
      this.table,
      { partitions: deliveryKeys.inboundPartitions(accountId), position: INBOUND_ID, consistent: true },
      page,
    );
  }
}
