/**
 * Inbound messages: each in one of INBOUND_SHARDS list partitions of its account (newest first by id), stored once per
 * vendor message id with a marker written in the same transaction.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { idPattern } from '../ids';
import type { InboundRecord, InboundStore } from '../inbound/inbound';
import type { Page, PageRequest } from '../page';
import { type Result, refused } from '../result';
import { transactWrite } from './items';
import { contactKeys, deliveryKeys } from './keys';
import { listNewestFirst } from './newest-first';
import { resultOf } from './refusal';
import { contentTtl, msOf } from './retention';
import { hasSentTo } from './sent-to';
import type { Table } from './table';

const INBOUND_ID = idPattern('inb');
/**
 * Vendors redeliver a callback within hours; a signed callback can be replayed by whoever captured it, with no time in
 * its signature (Twilio): the marker is kept 400 days, so a replayed START cannot undo a later STOP (decision 0821).
 */
const SEEN_SECONDS = 400 * 24 * 3600;

export class InboundRepository implements InboundStore {
  constructor(private readonly table: Table) {}

  async add(record: InboundRecord): Promise<Result<'STORED'>> {
    return resultOf(
      transactWrite(this.table, [
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
      ]),
      'STORED',
    );
  }

  list(accountId: string, page: PageRequest, keep?: (r: InboundRecord) => boolean): Promise<Page<InboundRecord>> {
    return listNewestFirst<InboundRecord>(
      this.table,
      {
        partitions: deliveryKeys.inboundPartitions(accountId),
        position: INBOUND_ID,
        consistent: true,
        ...(keep ? { keep } : {}),
      },
      page,
    );
  }

  knowsNumber(accountId: string, phone: string): Promise<boolean> {
    return hasSentTo(this.table, accountId, phone);
  }

  async countConfirmation(
    accountId: string,
    day: string,
    segments: number,
    room: number,
    nowMs: number,
  ): Promise<Result<'FULL'>> {
    if (segments > room) return refused('FULL');
    return resultOf(
      this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: contactKeys.confirmations(accountId, day),
          UpdateExpression: 'ADD #segments :s SET #entity = :e, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(#segments) OR #segments <= :most',
          ExpressionAttributeNames: { '#segments': 'segments', '#entity': 'entity', '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':s': segments,
            ':most': room - segments,
            ':e': 'OptOutConfirmations',
            ':ttl': Math.floor(nowMs / 1000) + 2 * 24 * 3600,
          },
        }),
      ),
      'FULL',
    );
  }

  async claimConfirmation(accountId: string, phone: string, day: string, nowMs: number): Promise<Result<'TAKEN'>> {
    return resultOf(
      this.table.db.send(
        new PutCommand({
          TableName: this.table.name,
          Item: {
            pk: `ACCOUNT#${accountId}#OPTOUTCONFIRM#${phone}`,
            sk: 'OPTOUTCONFIRM',
            entity: 'OptOutConfirmation',
            day,
            ttl: Math.floor(nowMs / 1000) + 2 * 24 * 3600,
          },
          ConditionExpression: 'attribute_not_exists(pk) OR #day <> :day',
          ExpressionAttributeNames: { '#day': 'day' },
          ExpressionAttributeValues: { ':day': day },
        }),
      ),
      'TAKEN',
    );
  }
}
