import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../auth/permissions';
import { cancellationCodes, type TransactItems, transactWrite } from './items';
import { keys } from './keys';

type TransactItem = TransactItems[number];

/** The member's role is no longer the one the change was decided on (changed or removed meanwhile). */
export class MemberChangedError extends Error {
  constructor() {
    super('the member changed meanwhile');
    this.name = 'MemberChangedError';
  }
}

/** A membership the change relied on (the acting OWNER, or the OWNER who keeps the account owned) is not an OWNER any more. */
export class OwnerGoneError extends Error {
  constructor() {
    super('an owner the change relied on is not an owner any more');
    this.name = 'OwnerGoneError';
  }
}

export interface MemberChange {
  accountId: string;
  userId: string;
  /** The role the change was decided on; the write happens only while the member still has it. */
  from: Role;
  /** The new role, or undefined to remove the member. */
  to?: Role;
  /**
   * Members that must be OWNER at the moment of the write (the acting OWNER, the other OWNER who keeps the account
   * owned). Checked in the same transaction, so two concurrent demotions of two owners cannot both succeed.
   */
  mustStayOwners: string[];
  audit: TransactItem;
}

/**
 * Role changes and removals of an account's members, each one transaction: the member's update or delete (only while
 * their role is still `from`), a condition check on every membership that must still be OWNER, and the audit entry.
 * DynamoDB transactions are serialisable, so "another OWNER exists" holds at commit, not only when it was read.
 */
export class TeamRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async apply(change: MemberChange): Promise<void> {
    const key = keys.membership(change.accountId, change.userId);
    const condition = { ConditionExpression: '#role = :from', ExpressionAttributeNames: { '#role': 'role' } };
    const write: TransactItem =
      change.to === undefined
        ? {
            Delete: {
              TableName: this.tableName,
              Key: key,
              ...condition,
              ExpressionAttributeValues: { ':from': change.from },
            },
          }
        : {
            Update: {
              TableName: this.tableName,
              Key: key,
              UpdateExpression: 'SET #role = :to',
              ...condition,
              ExpressionAttributeValues: { ':from': change.from, ':to': change.to },
            },
          };
    const owners = [...new Set(change.mustStayOwners)].filter((id) => id !== change.userId);
    const checks: TransactItem[] = owners.map((ownerId) => ({
      ConditionCheck: {
        TableName: this.tableName,
        Key: keys.membership(change.accountId, ownerId),
        ConditionExpression: '#role = :owner',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':owner': 'OWNER' },
      },
    }));
    try {
      await transactWrite(this.db, [write, ...checks, change.audit]);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes[0] === 'ConditionalCheckFailed') throw new MemberChangedError();
      if (codes.slice(1, 1 + checks.length).includes('ConditionalCheckFailed')) throw new OwnerGoneError();
      throw error;
    }
  }
}
