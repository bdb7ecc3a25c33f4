import { type DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountRecord } from '../accounts/account';
import type { MembershipRecord, UserRecord } from '../accounts/user';
import type { AccountRepository } from './account-repository';
import { cancellationCodes, stripKeys, type TransactItems, transactWrite } from './items';
import { keys } from './keys';

export class EmailTakenError extends Error {
  constructor() {
    super('e-mail already registered');
    this.name = 'EmailTakenError';
  }
}

export class UserRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly accounts: AccountRepository,
  ) {}

  async get(userId: string): Promise<UserRecord | undefined> {
    const result = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.user(userId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<UserRecord>(result.Item) : undefined;
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const marker = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.userEmail(email), ConsistentRead: true }),
    );
    const userId = marker.Item?.userId as string | undefined;
    return userId ? this.get(userId) : undefined;
  }

  userPuts(user: UserRecord) {
    return [
      {
        Put: {
          TableName: this.tableName,
          Item: { ...keys.userEmail(user.email), entity: 'EmailMarker', userId: user.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: this.tableName,
          Item: { ...keys.user(user.id), entity: 'User', ...user, email: user.email },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
  }

  membershipPut(membership: MembershipRecord) {
    return {
      Put: {
        TableName: this.tableName,
        Item: {
          ...keys.membership(membership.accountId, membership.userId),
          ...keys.membershipByUser(membership.userId, membership.accountId),
          entity: 'Membership',
          ...membership,
        },
      },
    };
  }

  /**
   * Creates a user with a new account they own, in one transaction; the e-mail marker makes e-mails unique
   * case-insensitively. Throws EmailTakenError when the e-mail is registered already.
   */
  async createWithAccount(user: UserRecord, account: AccountRecord, membership: MembershipRecord): Promise<void> {
    await this.transact([...this.userPuts(user), this.accounts.createItem(account), this.membershipPut(membership)]);
  }

  /** Creates a user who joins an existing account (invites). */
  async createMember(user: UserRecord, membership: MembershipRecord): Promise<void> {
    await this.transact([...this.userPuts(user), this.membershipPut(membership)]);
  }

  private async transact(items: TransactItems) {
    try {
      await transactWrite(this.db, items);
    } catch (error) {
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') throw new EmailTakenError();
      throw error;
    }
  }

  async membership(accountId: string, userId: string): Promise<MembershipRecord | undefined> {
    const result = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.membership(accountId, userId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<MembershipRecord>(result.Item) : undefined;
  }

  /** The accounts a user belongs to (eventually consistent index), oldest first. */
  async accountsOf(userId: string): Promise<MembershipRecord[]> {
    const { gsi1pk } = keys.membershipByUser(userId, '');
    const result = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
      }),
    );
    return (result.Items ?? []).map((i) => stripKeys<MembershipRecord>(i));
  }

  async members(accountId: string): Promise<MembershipRecord[]> {
    const { pk, skPrefix } = keys.membershipPrefix(accountId);
    const result = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ConsistentRead: true,
      }),
    );
    return (result.Items ?? []).map((i) => stripKeys<MembershipRecord>(i));
  }

  async setPlatformAdmin(userId: string, platformAdmin: boolean): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET platformAdmin = :v',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':v': platformAdmin },
      }),
    );
  }

  /** Sets the platform-admin flag for a transaction; its condition fails when the user is missing or already so. */
  platformAdminItem(userId: string, platformAdmin: boolean) {
    return {
      Update: {
        TableName: this.tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET platformAdmin = :v',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(platformAdmin) OR platformAdmin <> :v)',
        ExpressionAttributeValues: { ':v': platformAdmin },
      },
    };
  }
}
