/**
 * Receipts that arrived before their message could take them, and the links of vendor ids (Twilio's SID) to our
 * messages: one small item per key, each written with one UpdateItem that also returns what the other side wrote
 * (shared/messages/receipts.ts). Items expire a week on: no receipt comes later than SMS validity (3 days).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { KeptReceipt, ReceiptStore } from '../messages/receipts';
import { batchGet, itemAt } from './items';
import { deliveryKeys } from './keys';
import { refusalOf } from './refusal';
import type { Table } from './table';

const KEEP_SECONDS = 7 * 24 * 3600;
/** A key is named by a handful of receipts at most; past this, later ones are not kept (the first final one wins). */
const MAX_KEPT = 10;

export class ReceiptRepository implements ReceiptStore {
  constructor(private readonly table: Table) {}

  async keep(provider: string, key: string, receipt: KeptReceipt, nowMs: number): Promise<{ messageId?: string }> {
    const result = await this.table.db
      .send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: deliveryKeys.receipt(provider, key),
          UpdateExpression:
            'SET receipts = list_append(if_not_exists(receipts, :none), :one), entity = :entity, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(receipts) OR size(receipts) < :most',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':none': [],
            ':one': [receipt],
            ':entity': 'Receipt',
            ':ttl': Math.floor(nowMs / 1000) + KEEP_SECONDS,
            ':most': MAX_KEPT,
          },
          ReturnValues: 'ALL_NEW',
        }),
      )
      .catch(async (error: unknown) => {
        if (!refusalOf(error)) throw error;
        // Full: this receipt is not kept, but the link may be there.
        const read = await this.table.db.send(
          new GetCommand({
            TableName: this.table.name,
            Key: deliveryKeys.receipt(provider, key),
            ConsistentRead: true,
          }),
        );
        return { Attributes: read.Item };
      });
    const messageId = result.Attributes?.messageId;
    return typeof messageId === 'string' ? { messageId } : {};
  }

  async link(provider: string, key: string, messageId: string, nowMs: number): Promise<KeptReceipt[]> {
    const result = await this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: deliveryKeys.receipt(provider, key),
        UpdateExpression: 'SET messageId = :id, entity = :entity, #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':id': messageId,
          ':entity': 'Receipt',
          ':ttl': Math.floor(nowMs / 1000) + KEEP_SECONDS,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (result.Attributes?.receipts as KeptReceipt[] | undefined) ?? [];
  }

  async kept(provider: string, messageIds: readonly string[]): Promise<Map<string, KeptReceipt[]>> {
    const found = await batchGet(
      this.table,
      messageIds.map((id) => deliveryKeys.receipt(provider, id)),
    );
    const out = new Map<string, KeptReceipt[]>();
    for (const id of messageIds) {
      const receipts = itemAt(found, deliveryKeys.receipt(provider, id))?.receipts as KeptReceipt[] | undefined;
      if (receipts?.length) out.set(id, receipts);
    }
    return out;
  }
}
