import type { MemberChange, MemberChangeRefusal, TeamStore } from '../accounts/team';
import { ok, type Result, refused } from '../result';
import { auditPut } from './audit-repository';
import { type TransactItem, transactWrite } from './items';
import { keys } from './keys';
import { refusalIn } from './refusal';
import type { Table } from './table';

/**
 * Role changes and removals of an account's members, each one transaction: the member's update or delete (only while
 * their role is still `from`), a condition check on every membership that must still be OWNER, and the audit entry.
 * DynamoDB transactions are serialisable, so "another OWNER exists" holds at commit, not only when it was read.
 */
export class TeamRepository implements TeamStore {
  constructor(private readonly table: Table) {}

  async apply(change: MemberChange): Promise<Result<MemberChangeRefusal>> {
    const key = keys.membership(change.accountId, change.userId);
    const condition = { ConditionExpression: '#role = :from', ExpressionAttributeNames: { '#role': 'role' } };
    const write: TransactItem =
      change.to === undefined
        ? {
            Delete: {
              TableName: this.table.name,
              Key: key,
              ...condition,
              ExpressionAttributeValues: { ':from': change.from },
            },
          }
        : {
            Update: {
              TableName: this.table.name,
              Key: key,
              UpdateExpression: 'SET #role = :to',
              ...condition,
              ExpressionAttributeValues: { ':from': change.from, ':to': change.to },
            },
          };
    const owners = [...new Set(change.mustStayOwners)].filter((id) => id !== change.userId);
    const checks: TransactItem[] = owners.map((ownerId) => ({
      ConditionCheck: {
        TableName: this.table.name,
        Key: keys.membership(change.accountId, ownerId),
        ConditionExpression: '#role = :owner',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':owner': 'OWNER' },
      },
    }));
    const refusal = await refusalIn(transactWrite(this.table, [write, ...checks, auditPut(this.table, change.audit)]));
    if (!refusal) return ok();
    if (refusal.at(0)) return refused('MEMBER_CHANGED');
    if (refusal.among(1, checks.length)) return refused('OWNER_GONE');
    throw refusal.error;
  }
}
