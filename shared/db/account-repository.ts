import { type DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountRecord, LedgerEntry, VendorSettings } from '../accounts/account';
import { decodeCursor, encodeCursor, type Page, stripKeys, transactWrite } from './items';
import { ALL_ACCOUNTS, keys } from './keys';
import { pageNewestFirst } from './newest-first';

export class AccountRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(accountId: string): Promise<AccountRecord | undefined> {
    const result = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.account(accountId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<AccountRecord>(result.Item) : undefined;
  }

  /** Creates an account with a zero balance; opening credit goes through `credit`, so the ledger explains it. */
  async create(account: Omit<AccountRecord, 'balance'>): Promise<AccountRecord> {
    const record: AccountRecord = { ...account, balance: 0 };
    await transactWrite(this.db, [this.createItem(record)]);
    return record;
  }

  /** The put of an account item, for callers that create it inside a larger transaction. */
  createItem(account: AccountRecord) {
    return {
      Put: {
        TableName: this.tableName,
        Item: { ...keys.account(account.id), ...keys.accountIndex(account.id), entity: 'Account', ...account },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }

  /** Adds credits and writes the ledger entry in one transaction. */
  async credit(entry: LedgerEntry): Promise<void> {
    await transactWrite(this.db, this.creditItems(entry));
  }

  ledgerPut(entry: LedgerEntry) {
    return {
      Put: {
        TableName: this.tableName,
        Item: { ...keys.ledgerEntry(entry.accountId, entry.id), entity: 'LedgerEntry', ...entry },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }

  async ledger(accountId: string, limit = 100, cursor?: string): Promise<Page<LedgerEntry>> {
    const page = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.ledgerPartition(accountId) },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor),
        ConsistentRead: true,
      }),
    );
    return {
      items: (page.Items ?? []).map((i) => stripKeys<LedgerEntry>(i)),
      nextCursor: encodeCursor(page.LastEvaluatedKey),
    };
  }

  async setVendor(accountId: string, vendor: VendorSettings | undefined): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keys.account(accountId),
        UpdateExpression: vendor ? 'SET vendor = :vendor' : 'REMOVE vendor',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: vendor ? { ':vendor': vendor } : undefined,
      }),
    );
  }

  /** The vendor change as a transaction item, for writing it in one transaction with its audit entry. */
  vendorUpdate(accountId: string, vendor: VendorSettings | undefined) {
    return {
      Update: {
        TableName: this.tableName,
        Key: keys.account(accountId),
        UpdateExpression: vendor ? 'SET vendor = :vendor' : 'REMOVE vendor',
        ConditionExpression: 'attribute_exists(pk)',
        ...(vendor ? { ExpressionAttributeValues: { ':vendor': vendor } } : {}),
      },
    };
  }

  async setSuspended(accountId: string, suspended: boolean): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keys.account(accountId),
        UpdateExpression: 'SET suspended = :s',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':s': suspended },
      }),
    );
  }

  /** The update of `setSuspended`, for callers that suspend inside a larger transaction (a flag review). */
  suspendedUpdate(accountId: string, suspended: boolean) {
    return {
      Update: {
        TableName: this.tableName,
        Key: keys.account(accountId),
        UpdateExpression: 'SET suspended = :s',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':s': suspended },
      },
    };
  }

  /** The credit's two writes (balance and ledger entry), for a transaction that also writes their audit entry. */
  creditItems(entry: LedgerEntry) {
    return [
      {
        Update: {
          TableName: this.tableName,
          Key: keys.account(entry.accountId),
          UpdateExpression: 'ADD balance :amount',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':amount': entry.amount },
        },
      },
      this.ledgerPut(entry),
    ];
  }

  /** A page of every account, newest first (platform administration). */
  async page(page: { limit: number; cursor?: string }): Promise<Page<AccountRecord>> {
    return pageNewestFirst<AccountRecord>(
      this.db,
      {
        tableName: this.tableName,
        indexName: 'gsi2',
        partitionKey: 'gsi2pk',
        sortKey: 'gsi2sk',
        partition: ALL_ACCOUNTS,
        idPrefix: 'acc',
      },
      page,
    );
  }
}
