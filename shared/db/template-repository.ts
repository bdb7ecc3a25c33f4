import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TemplateRecord } from '../templates/template';
import { stripKeys } from './items';
import { keys } from './keys';

export class TemplateRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** A template of this account, or undefined; another account's id is simply not found under this partition. */
  async get(accountId: string, templateId: string): Promise<TemplateRecord | undefined> {
    const result = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: keys.template(accountId, templateId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<TemplateRecord>(result.Item) : undefined;
  }

  async put(template: TemplateRecord): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...keys.template(template.accountId, template.id), entity: 'Template', ...template },
      }),
    );
  }
}
