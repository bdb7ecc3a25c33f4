import { type DynamoDBDocumentClient, PutCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../audit/audit';
import { decodeCursor, encodeCursor, type Page, stripKeys, type TransactItems, transactWrite } from './items';
import { ALL_AUDIT, keys } from './keys';

/** The audit trail: per account (newest first) and platform-wide through gsi2. */
export class AuditRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** The put of an entry, for writing it in the same transaction as the change it records. */
  put(entry: AuditEntry) {
    return {
      Put: {
        TableName: this.tableName,
        Item: {
          ...keys.audit(entry.accountId, entry.id),
          ...keys.auditGlobalIndex(entry.id),
          entity: 'Audit',
          ...entry,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }

  async record(entry: AuditEntry): Promise<void> {
    await this.db.send(new PutCommand(this.put(entry).Put));
  }

  /** Writes `changes` and the entry in one transaction (the entry last), so the trail records exactly what happened. */
  async recordWith(entry: AuditEntry, changes: TransactItems): Promise<void> {
    await transactWrite(this.db, [...changes, this.put(entry)]);
  }

  async listByAccount(accountId: string, limit: number, cursor?: string): Promise<Page<AuditEntry>> {
    return this.newestFirst(
      { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.auditPartition(accountId) } },
      limit,
      cursor,
    );
  }

  /** Every account's entries, newest first; `accountId` narrows to one account. */
  async listAll(limit: number, cursor?: string, accountId?: string): Promise<Page<AuditEntry>> {
    if (accountId) return this.listByAccount(accountId, limit, cursor);
    return this.newestFirst(
      { IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': ALL_AUDIT } },
      limit,
      cursor,
    );
  }

  private async newestFirst(
    query: Pick<QueryCommandInput, 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeValues'>,
    limit: number,
    cursor?: string,
  ): Promise<Page<AuditEntry>> {
    const page = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        ...query,
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor),
      }),
    );
    return {
      items: (page.Items ?? []).map((i) => stripKeys<AuditEntry>(i)),
      nextCursor: encodeCursor(page.LastEvaluatedKey),
    };
  }
}
