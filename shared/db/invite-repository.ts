import { type DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { InviteRecord } from '../accounts/invite';
import type { MembershipRecord, UserRecord } from '../accounts/user';
import { cancellationCodes, type Page, stripKeys, type TransactItems, transactWrite } from './items';
import { keys } from './keys';
import { pageNewestFirst } from './newest-first';
import { EmailTakenError, type UserRepository } from './user-repository';

/** The invite is not pending any more, or has expired, by the time it is accepted. */
export class InviteUnavailableError extends Error {
  constructor() {
    super('invite is no longer pending');
    this.name = 'InviteUnavailableError';
  }
}

/** The invited user is a member of the account already; their role is left as it is. */
export class AlreadyMemberError extends Error {
  constructor() {
    super('already a member of this account');
    this.name = 'AlreadyMemberError';
  }
}

const toRecord = (item: Record<string, unknown>) => stripKeys<InviteRecord>(item);

export class InviteRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly users: UserRepository,
  ) {}

  async create(record: InviteRecord): Promise<void> {
    await this.db.send(new PutCommand(this.createItem(record).Put));
  }

  async findByTokenHash(tokenHash: string): Promise<InviteRecord | undefined> {
    const result = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.invite(tokenHash), ConsistentRead: true }),
    );
    return result.Item ? toRecord(result.Item) : undefined;
  }

  async listByAccount(accountId: string): Promise<InviteRecord[]> {
    const result = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.inviteIndexPartition(accountId) },
        ScanIndexForward: false,
      }),
    );
    return (result.Items ?? []).map(toRecord);
  }

  /**
   * Accepts an invite in one transaction: the invite moves from PENDING to ACCEPTED only while unexpired, the membership
   * is created only if the user is not a member yet, and a new user (with their e-mail marker) is created with it.
   * So an invite is used at most once, even by concurrent requests, and never changes an existing member's role. The
   * audit entry, when given, is written in the same transaction, so it exists exactly when the acceptance does.
   */
  async accept(
    invite: InviteRecord,
    membership: MembershipRecord,
    now: string,
    options: { newUser?: UserRecord; audit?: TransactItems[number] } = {},
  ): Promise<void> {
    const membershipPut = this.users.membershipPut(membership);
    const userPuts = options.newUser ? this.users.userPuts(options.newUser) : [];
    try {
      await transactWrite(this.db, [
        {
          Update: {
            TableName: this.tableName,
            Key: keys.invite(invite.tokenHash),
            UpdateExpression: 'SET #status = :accepted, acceptedAt = :now, acceptedBy = :user',
            ConditionExpression: '#status = :pending AND expiresAt > :now',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':accepted': 'ACCEPTED',
              ':pending': 'PENDING',
              ':now': now,
              ':user': membership.userId,
            },
          },
        },
        { Put: { ...membershipPut.Put, ConditionExpression: 'attribute_not_exists(pk)' } },
        ...userPuts,
        ...(options.audit ? [options.audit] : []),
      ]);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes[0] === 'ConditionalCheckFailed') throw new InviteUnavailableError();
      if (codes[1] === 'ConditionalCheckFailed') throw new AlreadyMemberError();
      if (codes.slice(2, 2 + userPuts.length).includes('ConditionalCheckFailed')) throw new EmailTakenError();
      throw error;
    }
  }

  /** An invite of an account by its id (an index read), or undefined when the account has no such invite. */
  async findById(accountId: string, inviteId: string): Promise<InviteRecord | undefined> {
    const result = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
        ExpressionAttributeValues: { ':pk': keys.inviteIndexPartition(accountId), ':sk': inviteId },
      }),
    );
    const item = result.Items?.[0];
    return item ? toRecord(item) : undefined;
  }

  /** A revocation for a transaction; its condition fails unless the invite is this account's and still PENDING. */
  revokeItem(invite: InviteRecord, at: string) {
    return {
      Update: {
        TableName: this.tableName,
        Key: keys.invite(invite.tokenHash),
        UpdateExpression: 'SET #status = :revoked, revokedAt = :at',
        ConditionExpression: 'accountId = :acc AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':revoked': 'REVOKED',
          ':pending': 'PENDING',
          ':acc': invite.accountId,
          ':at': at,
        },
      },
    };
  }

  /** The put of a new invite, for creating it in the same transaction as its audit entry. */
  createItem(record: InviteRecord) {
    return {
      Put: {
        TableName: this.tableName,
        Item: {
          ...keys.invite(record.tokenHash),
          ...keys.inviteIndex(record.accountId, record.id),
          entity: 'Invite',
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  }

  /** A page of an account's invites (every status), newest first. */
  async page(accountId: string, page: { limit: number; cursor?: string }): Promise<Page<InviteRecord>> {
    return pageNewestFirst<InviteRecord>(
      this.db,
      {
        tableName: this.tableName,
        indexName: 'gsi1',
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        partition: keys.inviteIndexPartition(accountId),
        idPrefix: 'inv',
      },
      page,
    );
  }
}
