/** Twilio Verify services: one small item per service beside its account (keys.verifyService; decision 1703). */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ok, type Result, refused } from '../result';
import type { VerifyService, VerifyServiceStore } from '../twilio/verify-service';
import { decodeAfter, encodeAfter, listScope } from './cursor';
import { stripKeys } from './items';
import { keys } from './keys';
import { resultOf } from './refusal';
import type { Table } from './table';

const SERVICE_SK = /^VERIFYSERVICE#vas_[0-9A-HJKMNP-TV-Z]{26}$/;

export class VerifyServiceRepository implements VerifyServiceStore {
  constructor(private readonly table: Table) {}

  async create(service: VerifyService): Promise<void> {
    await this.table.db.send(
      new PutCommand({
        TableName: this.table.name,
        Item: { ...keys.verifyService(service.accountId, service.id), entity: 'VerifyService', ...service },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async get(accountId: string, serviceId: string): Promise<VerifyService | undefined> {
    const result = await this.table.db.send(
      new GetCommand({
        TableName: this.table.name,
        Key: keys.verifyService(accountId, serviceId),
        ConsistentRead: true,
      }),
    );
    return result.Item ? stripKeys<VerifyService>(result.Item) : undefined;
  }

  /** The account's services, oldest first (ids are ULIDs), a page at a time; a cursor of another list is a 400. */
  async list(accountId: string, limit: number, cursor?: string) {
    const pk = keys.verifyService(accountId, '').pk;
    const scope = listScope(pk, 'VERIFYSERVICE');
    const after = decodeAfter(cursor, SERVICE_SK, scope);
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': 'VERIFYSERVICE#' },
        ...(after ? { ExclusiveStartKey: { pk, sk: after } } : {}),
        ConsistentRead: true,
        Limit: limit,
      }),
    );
    const items = (result.Items ?? []).map((item) => stripKeys<VerifyService>(item));
    const last = result.LastEvaluatedKey?.sk;
    return { items, nextCursor: typeof last === 'string' ? encodeAfter(last, scope) : null };
  }

  /** Writes a changed service if it still exists; MISSING when it does not (deleted meanwhile). */
  async update(service: VerifyService): Promise<Result<'MISSING'>> {
    return resultOf(
      this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: keys.verifyService(service.accountId, service.id),
          UpdateExpression: 'SET friendlyName = :name, codeLength = :length, updatedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':name': service.friendlyName,
            ':length': service.codeLength,
            ':at': service.updatedAt,
          },
        }),
      ),
      'MISSING',
    );
  }

  /** Deletes a service; MISSING when there was none. */
  async remove(accountId: string, serviceId: string): Promise<Result<'MISSING'>> {
    const result = await this.table.db.send(
      new DeleteCommand({
        TableName: this.table.name,
        Key: keys.verifyService(accountId, serviceId),
        ReturnValues: 'ALL_OLD',
      }),
    );
    return result.Attributes !== undefined ? ok() : refused('MISSING');
  }
}
