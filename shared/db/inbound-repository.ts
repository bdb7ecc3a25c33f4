/**
 * Inbound messages: each in one of INBOUND_SHARDS list partitions of its account (newest first by id), stored once per
 * vendor message id with a marker written in the same transaction; and the claims of AWS origination identities.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { idPattern } from '../ids';
import type { InboundRecord, InboundStore } from '../inbound/inbound';
import type { Page, PageRequest } from '../page';
import type { OriginatorStore } from '../vendors/vendor-settings';
import { failedAt, isConditionFailure, transactWrite } from './items';
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

  async accountOfOriginator(provider: string, identity: string): Promise<string | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: deliveryKeys.originator(provider, identity) }),
    );
    return typeof result.Item?.accountId === 'string' ? result.Item.accountId : undefined;
  }
}

export class OriginatorRepository implements OriginatorStore {
  constructor(private readonly table: Table) {}

  async claim(provider: string, identity: string, accountId: string): Promise<boolean> {
    try {
      await this.table.db.send(
        new PutCommand({
          TableName: this.table.name,
          Item: { ...deliveryKeys.originator(provider, identity), entity: 'Originator', accountId },
          ConditionExpression: 'attribute_not_exists(pk) OR accountId = :me',
          ExpressionAttributeValues: { ':me': accountId },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
