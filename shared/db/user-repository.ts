import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountRecord } from '../accounts/account';
import type { MembershipRecord, UserRecord, UserStore } from '../accounts/user';
import type { AuditEntry } from '../audit/audit';
import type { Page, PageRequest } from '../page';
import { ok, type Result, refused } from '../result';
import { accountCreateItems } from './account-repository';
import { auditPut } from './audit-repository';
import { decodeAfter, encodeAfter, listScope } from './cursor';
import { stripKeys, type TransactItem, type TransactItems, transactWrite } from './items';
import { keys } from './keys';
import { refusalIn, refusalOf, resultOf } from './refusal';
import { queryAll, type Table } from './table';

/** The puts of a new user and the marker that keeps e-mails unique whatever their letter case. */
export function userPuts(table: Table, user: UserRecord): TransactItem[] {
  return [
    {
      Put: {
        TableName: table.name,
        Item: { ...keys.userEmail(user.email), entity: 'EmailMarker', userId: user.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table.name,
        Item: { ...keys.user(user.id), entity: 'User', ...user },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** The put of a membership; `isNew` makes it fail when the user is a member already. */
export function membershipPut(table: Table, membership: MembershipRecord, isNew = false): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: {
        ...keys.membership(membership.accountId, membership.userId),
        ...keys.membershipByUser(membership.userId, membership.accountId),
        entity: 'Membership',
        ...membership,
      },
      ...(isNew ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
    },
  };
}

/** A member's position in the list: when they joined, then their id. */
const positionOf = (m: Pick<MembershipRecord, 'createdAt' | 'userId'>) => `${m.createdAt}#${m.userId}`;
const MEMBER_POSITION = /^\d{4}-\d\d-\d\dT[\d:.]+Z#usr_[0-9A-HJKMNP-TV-Z]{26}$/;

export class UserRepository implements UserStore {
  constructor(private readonly table: Table) {}

  private async getItem(key: { pk: string; sk: string }) {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: key, ConsistentRead: true }),
    );
    return result.Item;
  }

  async get(userId: string): Promise<UserRecord | undefined> {
    const item = await this.getItem(keys.user(userId));
    return item ? stripKeys<UserRecord>(item) : undefined;
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const marker = await this.getItem(keys.userEmail(email));
    const userId = marker?.userId as string | undefined;
    return userId ? this.get(userId) : undefined;
  }

  createWithAccount(
    user: UserRecord,
    account: AccountRecord,
    membership: MembershipRecord,
  ): Promise<Result<'EMAIL_TAKEN'>> {
    return this.create([
      ...userPuts(this.table, user),
      ...accountCreateItems(this.table, account),
      membershipPut(this.table, membership),
    ]);
  }

  async addOwnAccount(
    userId: string,
    fromDefault: string,
    account: AccountRecord,
    membership: MembershipRecord,
  ): Promise<Result<'MOVED'>> {
    return resultOf(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
            Key: keys.user(userId),
            UpdateExpression: 'SET defaultAccountId = :account',
            ConditionExpression: 'defaultAccountId = :from',
            ExpressionAttributeValues: { ':account': account.id, ':from': fromDefault },
          },
        },
        ...accountCreateItems(this.table, account),
        membershipPut(this.table, membership, true),
      ]),
      'MOVED',
    );
  }

  createMember(user: UserRecord, membership: MembershipRecord): Promise<Result<'EMAIL_TAKEN'>> {
    return this.create([...userPuts(this.table, user), membershipPut(this.table, membership)]);
  }

  /** The user's items come first: the e-mail marker's condition is item 0. */
  private async create(items: TransactItems): Promise<Result<'EMAIL_TAKEN'>> {
    const refusal = await refusalIn(transactWrite(this.table, items));
    if (!refusal) return ok();
    if (refusal.at(0)) return refused('EMAIL_TAKEN');
    throw refusal.error;
  }

  async membership(accountId: string, userId: string): Promise<MembershipRecord | undefined> {
    const item = await this.getItem(keys.membership(accountId, userId));
    return item ? stripKeys<MembershipRecord>(item) : undefined;
  }

  async accountsOf(userId: string): Promise<MembershipRecord[]> {
    const { gsi1pk } = keys.membershipByUser(userId, '');
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
      }),
    );
    return (result.Items ?? []).map((i) => stripKeys<MembershipRecord>(i));
  }

  async members(accountId: string): Promise<MembershipRecord[]> {
    const { pk, skPrefix } = keys.membershipPrefix(accountId);
    const items = await queryAll(this.table, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ConsistentRead: true,
    });
    return items.map((item) => stripKeys<MembershipRecord>(item));
  }

  /**
   * A page of members, newest first by the time they joined (then by id). An account has tens of members, not
   * thousands, so the page is cut from the whole list, read consistently; the cursor names the last member shown.
   */
  async membersPage(accountId: string, page: PageRequest): Promise<Page<MembershipRecord>> {
    const scope = listScope('members', accountId);
    const after = decodeAfter(page.cursor, MEMBER_POSITION, scope);
    const all = (await this.members(accountId)).sort((a, b) => positionOf(b).localeCompare(positionOf(a)));
    const start = after === undefined ? 0 : all.findIndex((m) => positionOf(m) < after);
    const items = start < 0 ? [] : all.slice(start, start + page.limit);
    const more = start >= 0 && start + page.limit < all.length;
    return { items, nextCursor: more ? encodeAfter(positionOf(items.at(-1)!), scope) : null };
  }

  async setTimeZone(userId: string, timeZone: string): Promise<Result<'MISSING', { user: UserRecord }>> {
    try {
      const { Attributes } = await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: keys.user(userId),
          UpdateExpression: 'SET #zone = :zone',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#zone': 'timeZone' },
          ExpressionAttributeValues: { ':zone': timeZone },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? ok({ user: stripKeys<UserRecord>(Attributes) }) : refused('MISSING');
    } catch (error) {
      if (refusalOf(error)) return refused('MISSING');
      throw error;
    }
  }

  async markVerified(userId: string): Promise<Result<'MISSING'>> {
    return resultOf(
      this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: keys.user(userId),
          UpdateExpression: 'SET emailVerified = :true',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':true': true },
        }),
      ),
      'MISSING',
    );
  }

  /**
   * One transaction: the user's epoch raised from the one read (so two concurrent changes cannot both pass), the
   * credentials set, and the kept session moved to the new epoch. Retried from a fresh read when the epoch moved.
   */
  async endSessions(
    user: UserRecord,
    options: { credentials?: { passwordHash: string | null; verified: boolean }; keep?: string } = {},
  ): Promise<Result<'MISSING', { user: UserRecord }>> {
    let current: UserRecord | undefined = user;
    for (let attempt = 0; attempt < 5 && current; attempt++) {
      const from = current.sessionEpoch ?? 0;
      const sets = ['sessionEpoch = :next'];
      const removes: string[] = [];
      const values: Record<string, unknown> = { ':next': from + 1 };
      const { credentials, keep } = options;
      if (credentials?.verified) {
        sets.push('emailVerified = :true');
        values[':true'] = true;
      }
      if (credentials && credentials.passwordHash === null) removes.push('passwordHash');
      else if (credentials) {
        sets.push('passwordHash = :hash');
        values[':hash'] = credentials.passwordHash;
      }
      const items: TransactItems = [
        {
          Update: {
            TableName: this.table.name,
            Key: keys.user(current.id),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression:
              from === 0
                ? 'attribute_exists(pk) AND (attribute_not_exists(sessionEpoch) OR sessionEpoch = :from)'
                : 'sessionEpoch = :from',
            ExpressionAttributeValues: { ...values, ':from': from },
          },
        },
      ];
      if (keep) {
        items.push({
          Update: {
            TableName: this.table.name,
            Key: keys.refreshFamily(keep),
            UpdateExpression: 'SET epoch = :next',
            ConditionExpression: 'userId = :user',
            ExpressionAttributeValues: { ':next': from + 1, ':user': current.id },
          },
        });
      }
      try {
        await transactWrite(this.table, items);
        const after = await this.get(current.id);
        return after ? ok({ user: after }) : refused('MISSING');
      } catch (error) {
        if (!refusalOf(error)?.at(0)) throw error;
        current = await this.get(current.id);
      }
    }
    if (!current) return refused('MISSING');
    throw new Error('The user changed under every attempt to end their sessions');
  }

  async setPlatformAdmin(userId: string, platformAdmin: boolean, audit: AuditEntry): Promise<Result<'UNCHANGED'>> {
    return resultOf(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
            Key: keys.user(userId),
            UpdateExpression: 'SET platformAdmin = :v',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(platformAdmin) OR platformAdmin <> :v)',
            ExpressionAttributeValues: { ':v': platformAdmin },
          },
        },
        auditPut(this.table, audit),
      ]),
      'UNCHANGED',
    );
  }
}
