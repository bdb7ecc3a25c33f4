/**
 * The messages of a campaign's recipients: written with their chunk's results (and the markers of numbers the account
 * has sent to), read back by a worker that settles a stopped worker's hand-overs, and counted in the campaign's
 * counters once a receipt or a status lookup settles them (docs/decisions/0711).
 */
import { type CampaignMessageStore, emptyProgress } from '../campaigns/campaign';
import { type MessageRecord, UNCONFIRMED_DETAIL } from '../messages/message';
import { type Result, refused } from '../result';
import { counterAdd } from './campaign-counters';
import { batchGet, batchPut, itemAt, stripKeys, transactWrite } from './items';
import { CAMPAIGN_COUNTER_SHARDS, keys } from './keys';
import { resultOf } from './refusal';
import { contentTtl, msOf } from './retention';
import { markSentTo } from './sent-to';
import type { Table } from './table';

export class CampaignMessageRepository implements CampaignMessageStore {
  constructor(private readonly table: Table) {}

  async putMessages(messages: MessageRecord[], lookupsFromMs?: number): Promise<void> {
    if (messages.length === 0) return;
    // Their numbers are ones the account has sent to (decision 0830): one small marker each, after the messages.
    await this.putMessageItems(messages, lookupsFromMs);
    await markSentTo(this.table, messages, Date.now());
  }

  private async putMessageItems(messages: MessageRecord[], lookupsFromMs?: number): Promise<void> {
    await batchPut(
      this.table,
      messages.flatMap((m) => [
        {
          ...keys.message(m.id),
          // An unknown outcome waits in the pending index for the sweeper's status lookups, as a single send's does.
          ...(m.status === 'SENT' && m.deliveryStatus === UNCONFIRMED_DETAIL
            ? keys.pendingMessageIndex(
                lookupsFromMs === undefined ? m.updatedAt : new Date(lookupsFromMs).toISOString(),
                m.id,
              )
            : {}),
          entity: 'Message',
          ...m,
          // The state its chunk counts it in: a receipt that moves it on later moves the counts from there.
          tallied: m.status,
          ttl: contentTtl(this.table, msOf(m.createdAt, Date.now())),
        },
        {
          ...keys.messageListEntry(m.accountId, m.id),
          entity: 'MessageListEntry',
          ttl: contentTtl(this.table, msOf(m.createdAt, Date.now())),
        },
      ]),
    );
  }

  async storedMessages(messageIds: string[]): Promise<Map<string, MessageRecord>> {
    if (messageIds.length === 0) return new Map();
    const found = await batchGet(
      this.table,
      messageIds.map((id) => keys.message(id)),
    );
    const stored = new Map<string, MessageRecord>();
    for (const id of messageIds) {
      const item = itemAt(found, keys.message(id));
      if (item) stored.set(id, stripKeys<MessageRecord>(item));
    }
    return stored;
  }

  async countSettled(
    message: MessageRecord,
    status: 'DELIVERED' | 'FAILED',
  ): Promise<Result<'COUNTED' | 'NOT_IN_CAMPAIGN'>> {
    if (!message.campaignId) return refused('NOT_IN_CAMPAIGN');
    const delta = emptyProgress();
    delta.sent = -1;
    delta[status === 'DELIVERED' ? 'delivered' : 'failed'] = 1;
    if (status === 'FAILED') delta.refunded = message.cost;
    return resultOf(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
            Key: keys.message(message.id),
            UpdateExpression: 'SET campaignCounted = :status',
            ConditionExpression: '#status = :status AND attribute_not_exists(campaignCounted)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': status },
          },
        },
        // Any shard of the campaign's counters: receipts of a busy campaign spread over all of them (docs/capacity.md).
        counterAdd(this.table, message.campaignId, Math.floor(Math.random() * CAMPAIGN_COUNTER_SHARDS), delta),
      ]),
      'COUNTED',
    );
  }
}
