import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ApiKeyRecord } from '../api-keys/api-key';
import { isConditionFailure, type Page, stripKeys } from './items';
import { keys } from './keys';
import { pageNewestFirst } from './newest-first';

const toRecord = (item: Record<string, unknown>) => stripKeys<ApiKeyRecord>(item);

export class ApiKeyRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async create(record: ApiKeyRecord): Promise<void> {
    await this.db.send(new PutCommand(this.createItem(record).Put));
  }

  /** The authorizer's look-up: one strongly consistent read, so a revocation is seen on the very next request. */
  async findByHash(hash: string): Promise<ApiKeyRecord | undefined> {
    const result = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.apiKey(hash), ConsistentRead: true }),
    );
    return result.Item ? toRecord(result.Item) : undefined;
  }

  async listByAccount(accountId: string): Promise<ApiKeyRecord[]> {
    const items: ApiKeyRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.apiKeyIndexPartition(accountId) },
          ScanIndexForward: false,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) items.push(toRecord(item));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }

  async findById(accountId: string, keyId: string): Promise<ApiKeyRecord | undefined> {
    const result = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
        ExpressionAttributeValues: { ':pk': keys.apiKeyIndexPartition(accountId), ':sk': keyId },
      }),
    );
    const item = result.Items?.[0];
    return item ? toRecord(item) : undefined;
  }

  /** Revokes a key of an account; false when it does not exist there or was already revoked. */
  async revoke(accountId: string, hash: string, at: string): Promise<boolean> {
    try {
      await this.db.send(new UpdateCommand(this.revokeItem(accountId, hash, at).Update));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Best-effort "last used" stamp, at most once a minute per key, so it never becomes a write per request. */
  async touch(hash: string, at: string, notAfter: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keys.apiKey(hash),
          UpdateExpression: 'SET lastUsedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :cutoff)',
          ExpressionAttributeValues: { ':at': at, ':cutoff': notAfter },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /** The put of a new key, for creating it in the same transaction as its audit entry. */
  createItem(record: ApiKeyRecord) {
    return {
      Put: {
        TableName: this.tableName,
        Item: {
          ...keys.apiKey(record.hash),
          ...keys.apiKeyIndex(record.accountId, record.id),
          entity: 'ApiKey',
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }

  /** A revocation for a transaction; its condition fails when the key is another account's or already revoked. */
  revokeItem(accountId: string, hash: string, at: string) {
    return {
      Update: {
        TableName: this.tableName,
        Key: keys.apiKey(hash),
        UpdateExpression: 'SET revokedAt = :at',
        ConditionExpression: 'accountId = :acc AND attribute_not_exists(revokedAt)',
        ExpressionAttributeValues: { ':at': at, ':acc': accountId },
      },
    };
  }

  /** A change of name and/or limit for a transaction; its condition fails on another account's or a revoked key. */
  updateItem(accountId: string, hash: string, changes: { name?: string; rateLimitPerMinute?: number }) {
    const sets: string[] = [];
    const values: Record<string, unknown> = { ':acc': accountId };
    if (changes.name !== undefined) {
      sets.push('#name = :name');
      values[':name'] = changes.name;
    }
    if (changes.rateLimitPerMinute !== undefined) {
      sets.push('rateLimitPerMinute = :limit');
      values[':limit'] = changes.rateLimitPerMinute;
    }
    return {
      Update: {
        TableName: this.tableName,
        Key: keys.apiKey(hash),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'accountId = :acc AND attribute_not_exists(revokedAt)',
        ...(changes.name !== undefined ? { ExpressionAttributeNames: { '#name': 'name' } } : {}),
        ExpressionAttributeValues: values,
      },
    };
  }

  /** A page of an account's keys (revoked ones included), newest first. */
  async page(accountId: string, page: { limit: number; cursor?: string }): Promise<Page<ApiKeyRecord>> {
    return pageNewestFirst<ApiKeyRecord>(
      this.db,
      {
        tableName: this.tableName,
        indexName: 'gsi1',
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        partition: keys.apiKeyIndexPartition(accountId),
        idPrefix: 'key',
      },
      page,
    );
  }
}
