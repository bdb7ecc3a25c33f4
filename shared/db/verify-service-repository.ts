/** Twilio Verify services: one small item per service beside its account (keys.verifyService; decision 1703). */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { VerifyService, VerifyServiceStore } from '../twilio/verify-service';
import { stripKeys } from './items';
import { keys } from './keys';
import type { Table } from './table';

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
}
