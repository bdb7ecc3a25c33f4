import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiKeyRecord, ApiKeyStore } from '../api-keys/api-key';
import type { AuditEntry } from '../audit/audit';
import { idPattern } from '../ids';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import { auditPut, putAudited } from './audit-repository';
import { apiKeyByHash, touchApiKey } from './credentials-repository';
import { stripKeys, type TransactItem, transactWrite } from './items';
import { keys } from './keys';
import { listNewestFirst } from './newest-first';
import { resultOf } from './refusal';
import { queryAll, type Table } from './table';

const KEY_ID = idPattern('key');
const toRecord = (item: Record<string, unknown>) => stripKeys<ApiKeyRecord>(item);

export class ApiKeyRepository implements ApiKeyStore {
  constructor(private readonly table: Table) {}

  async create(record: ApiKeyRecord, audit?: AuditEntry): Promise<void> {
    const put = {
      TableName: this.table.name,
      Item: {
        ...keys.apiKey(record.hash),
        ...keys.apiKeyIndex(record.accountId, record.id),
        entity: 'ApiKey',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    };
    await putAudited(this.table, put, audit);
  }

  findByHash(hash: string): Promise<ApiKeyRecord | undefined> {
    return apiKeyByHash(this.table, hash);
  }

  async findById(accountId: string, keyId: string): Promise<ApiKeyRecord | undefined> {
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
        ExpressionAttributeValues: { ':pk': keys.apiKeyIndexPartition(accountId), ':sk': keyId },
      }),
    );
    const item = result.Items?.[0];
    return item ? toRecord(item) : undefined;
  }

  page(accountId: string, page: PageRequest): Promise<Page<ApiKeyRecord>> {
    return listNewestFirst<ApiKeyRecord>(
      this.table,
      { partitions: [keys.apiKeyIndexPartition(accountId)], index: 'gsi1', position: KEY_ID },
      page,
    );
  }

  async listAll(accountId: string): Promise<ApiKeyRecord[]> {
    const items = await queryAll(this.table, {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.apiKeyIndexPartition(accountId) },
    });
    return items.map(toRecord);
  }

  touch(hash: string, at: string, notAfter: string): Promise<void> {
    return touchApiKey(this.table, hash, at, notAfter);
  }

  async update(
    accountId: string,
    hash: string,
    changes: { name?: string; rateLimitPerMinute?: number; dailySpendLimit?: number | null },
    audit: AuditEntry,
  ): Promise<Result<'NOT_LIVE'>> {
    const sets: string[] = [];
    const removes: string[] = [];
    const values: Record<string, unknown> = { ':acc': accountId };
    if (changes.name !== undefined) {
      sets.push('#name = :name');
      values[':name'] = changes.name;
    }
    if (changes.rateLimitPerMinute !== undefined) {
      sets.push('rateLimitPerMinute = :limit');
      values[':limit'] = changes.rateLimitPerMinute;
    }
    if (changes.dailySpendLimit === null) removes.push('dailySpendLimit');
    else if (changes.dailySpendLimit !== undefined) {
      sets.push('dailySpendLimit = :cap');
      values[':cap'] = changes.dailySpendLimit;
    }
    const expression = [
      sets.length ? `SET ${sets.join(', ')}` : '',
      removes.length ? `REMOVE ${removes.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return this.live(
      {
        Update: {
          TableName: this.table.name,
          Key: keys.apiKey(hash),
          UpdateExpression: expression,
          ConditionExpression: 'accountId = :acc AND attribute_not_exists(revokedAt)',
          ...(changes.name !== undefined ? { ExpressionAttributeNames: { '#name': 'name' } } : {}),
          ExpressionAttributeValues: values,
        },
      },
      audit,
    );
  }

  revoke(accountId: string, hash: string, at: string, audit: AuditEntry): Promise<Result<'NOT_LIVE'>> {
    return this.live(
      {
        Update: {
          TableName: this.table.name,
          Key: keys.apiKey(hash),
          // The sealed value goes with the revocation (decision 1604): a revoked key keeps no reversible copy.
          UpdateExpression: 'SET revokedAt = :at REMOVE sealedValue',
          ConditionExpression: 'accountId = :acc AND attribute_not_exists(revokedAt)',
          ExpressionAttributeValues: { ':at': at, ':acc': accountId },
        },
      },
      audit,
    );
  }

  /** A change of a live key of the account with its audit entry; NOT_LIVE when the key's condition fails. */
  private live(change: TransactItem, audit: AuditEntry): Promise<Result<'NOT_LIVE'>> {
    return resultOf(transactWrite(this.table, [change, auditPut(this.table, audit)]), 'NOT_LIVE');
  }
}
