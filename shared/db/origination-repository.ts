/**
 * Assigned AWS origination identities: one item per identity (its owner, taken with a conditional put, so one
 * identity has one owner) and the account's list on its account item, written in one transaction (decision 0820).
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../audit/audit';
import type { OriginationStore } from '../vendors/origination';
import { auditPut } from './audit-repository';
import { type TransactItem, transactWrite } from './items';
import { deliveryKeys, keys, SHARDS } from './keys';
import { refusalOf } from './refusal';
import type { Table } from './table';

export class OriginationRepository implements OriginationStore {
  constructor(private readonly table: Table) {}

  private async account(accountId: string) {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.account(accountId), ConsistentRead: true }),
    );
    return result.Item;
  }

  async assigned(accountId: string): Promise<string[] | undefined> {
    const item = await this.account(accountId);
    if (!item || item.closedAt) return undefined;
    return Array.isArray(item.originationIdentities) ? (item.originationIdentities as string[]) : [];
  }

  async replace(
    accountId: string,
    change: { previous: string[]; next: string[]; removeVendor: boolean },
    audit: AuditEntry,
  ): Promise<{ ok: true } | { ok: false; taken?: string; changed?: true }> {
    const added = change.next.filter((x) => !change.previous.includes(x));
    const released = change.previous.filter((x) => !change.next.includes(x));
    const at = audit.createdAt;
    const items: TransactItem[] = [
      {
        Update: {
          TableName: this.table.name,
          Key: keys.account(accountId),
          UpdateExpression: `SET originationIdentities = :next${change.removeVendor ? ' REMOVE vendor' : ''}`,
          ConditionExpression:
            change.previous.length > 0
              ? 'attribute_exists(pk) AND attribute_not_exists(closedAt) AND originationIdentities = :previous'
              : 'attribute_exists(pk) AND attribute_not_exists(closedAt) AND ' +
                '(attribute_not_exists(originationIdentities) OR size(originationIdentities) = :zero)',
          ExpressionAttributeValues: {
            ':next': change.next,
            ...(change.previous.length > 0 ? { ':previous': change.previous } : { ':zero': 0 }),
          },
        },
      },
      ...added.map(
        (identity): TransactItem => ({
          Put: {
            TableName: this.table.name,
            Item: {
              ...deliveryKeys.originator('aws', identity),
              entity: 'OriginationIdentity',
              identity,
              accountId,
              assignedAt: at,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }),
      ),
      ...released.map(
        (identity): TransactItem => ({
          Delete: {
            TableName: this.table.name,
            Key: deliveryKeys.originator('aws', identity),
            ConditionExpression: 'accountId = :me',
            ExpressionAttributeValues: { ':me': accountId },
          },
        }),
      ),
      ...(change.removeVendor
        ? Array.from(
            { length: SHARDS },
            (_, n): TransactItem => ({
              Update: {
                TableName: this.table.name,
                Key: keys.accountShard(accountId, n),
                UpdateExpression: 'REMOVE vendor',
                ConditionExpression: 'attribute_exists(pk)',
              },
            }),
          )
        : []),
      auditPut(this.table, audit),
    ];
    try {
      await transactWrite(this.table, items);
      return { ok: true };
    } catch (error) {
      const failed = refusalOf(error)?.failed[0];
      if (failed === undefined) throw error;
      if (failed >= 1 && failed <= added.length) return { ok: false, taken: added[failed - 1]! };
      return { ok: false, changed: true };
    }
  }

  async ownerOf(identity: string): Promise<string | undefined> {
    const result = await this.table.db.send(
      new GetCommand({
        TableName: this.table.name,
        Key: deliveryKeys.originator('aws', identity),
        ConsistentRead: true,
      }),
    );
    const accountId = typeof result.Item?.accountId === 'string' ? result.Item.accountId : undefined;
    if (!accountId) return undefined;
    // Replies follow the assignment only while its owner sends with AWS from an open account.
    const account = await this.account(accountId);
    if (!account || account.closedAt || (account.vendor as { provider?: string } | undefined)?.provider !== 'aws') {
      return undefined;
    }
    return accountId;
  }

  /** Releases what the account holds (its deletion): an identity another account holds now is left alone. */
  async releaseAll(accountId: string): Promise<void> {
    const item = await this.account(accountId);
    const held = Array.isArray(item?.originationIdentities) ? (item.originationIdentities as string[]) : [];
    for (const identity of held) {
      try {
        await this.table.db.send(
          new DeleteCommand({
            TableName: this.table.name,
            Key: deliveryKeys.originator('aws', identity),
            ConditionExpression: 'accountId = :me',
            ExpressionAttributeValues: { ':me': accountId },
          }),
        );
      } catch (error) {
        if (!refusalOf(error)) throw error;
      }
    }
  }
}
