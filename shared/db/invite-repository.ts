import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AcceptRefusal, InviteRecord, InviteStore } from '../accounts/invite';
import type { MembershipRecord, UserRecord } from '../accounts/user';
import type { AuditEntry } from '../audit/audit';
import { idPattern } from '../ids';
import type { Page, PageRequest } from '../page';
import { ok, type Result, refused } from '../result';
import { auditPut, putAudited } from './audit-repository';
import { stripKeys, transactWrite } from './items';
import { keys } from './keys';
import { listNewestFirst } from './newest-first';
import { refusalIn } from './refusal';
import type { Table } from './table';
import { membershipPut, userPuts } from './user-repository';

const INVITE_ID = idPattern('inv');
const toRecord = (item: Record<string, unknown>) => stripKeys<InviteRecord>(item);

export class InviteRepository implements InviteStore {
  constructor(private readonly table: Table) {}

  async create(record: InviteRecord, audit?: AuditEntry): Promise<void> {
    const put = {
      TableName: this.table.name,
      Item: {
        ...keys.invite(record.tokenHash),
        ...keys.inviteIndex(record.accountId, record.id),
        entity: 'Invite',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    };
    await putAudited(this.table, put, audit);
  }

  async findByTokenHash(tokenHash: string): Promise<InviteRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.invite(tokenHash), ConsistentRead: true }),
    );
    return result.Item ? toRecord(result.Item) : undefined;
  }

  async findById(accountId: string, inviteId: string): Promise<InviteRecord | undefined> {
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
        ExpressionAttributeValues: { ':pk': keys.inviteIndexPartition(accountId), ':sk': inviteId },
      }),
    );
    const item = result.Items?.[0];
    return item ? toRecord(item) : undefined;
  }

  page(accountId: string, page: PageRequest): Promise<Page<InviteRecord>> {
    return listNewestFirst<InviteRecord>(
      this.table,
      { partitions: [keys.inviteIndexPartition(accountId)], index: 'gsi1', position: INVITE_ID },
      page,
    );
  }

  async revoke(invite: InviteRecord, at: string, audit: AuditEntry): Promise<Result<'NOT_PENDING'>> {
    const refusal = await refusalIn(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
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
        },
        auditPut(this.table, audit),
      ]),
    );
    if (refusal?.at(0)) return refused('NOT_PENDING');
    if (refusal) throw refusal.error;
    return ok();
  }

  async accept(
    invite: InviteRecord,
    membership: MembershipRecord,
    now: string,
    options: { newUser?: UserRecord; audit: AuditEntry },
  ): Promise<Result<AcceptRefusal>> {
    const newUser = options.newUser ? userPuts(this.table, options.newUser) : [];
    const refusal = await refusalIn(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
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
        membershipPut(this.table, membership, true),
        ...newUser,
        auditPut(this.table, options.audit),
      ]),
    );
    if (!refusal) return ok();
    if (refusal.at(0)) return refused('INVITE_UNAVAILABLE');
    if (refusal.at(1)) return refused('ALREADY_MEMBER');
    if (refusal.among(2, newUser.length)) return refused('EMAIL_TAKEN');
    throw refusal.error;
  }
}
