import { type DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TemplateRecord } from '../templates/template';
import { decodeAfterCursor, encodeAfterCursor, idPattern } from './id-cursor';
import { cancellationCodes, type Page, stripKeys, type TransactItems, transactWrite } from './items';
import { keys } from './keys';

type TransactItem = TransactItems[number];

const TEMPLATE_ID = idPattern('tpl');

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
    await this.db.send(new PutCommand({ TableName: this.tableName, Item: this.item(template) }));
  }

  private item(template: TemplateRecord) {
    return { ...keys.template(template.accountId, template.id), entity: 'Template', ...template };
  }

  /** An account's templates, newest first (ids are time-ordered); the cursor resumes after the last id returned. */
  async list(accountId: string, limit: number, cursor?: string): Promise<Page<TemplateRecord>> {
    const after = decodeAfterCursor(cursor, TEMPLATE_ID);
    const { pk, skPrefix } = keys.templatePrefix(accountId);
    // One more than asked for: a next page is announced only when there is one.
    const page = await this.db.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ScanIndexForward: false,
        Limit: limit + 1,
        ConsistentRead: true,
        ...(after ? { ExclusiveStartKey: keys.template(accountId, after) } : {}),
      }),
    );
    const items = (page.Items ?? []).map((i) => stripKeys<TemplateRecord>(i));
    if (items.length <= limit) return { items, nextCursor: null };
    const shown = items.slice(0, limit);
    return { items: shown, nextCursor: encodeAfterCursor(shown[shown.length - 1]!.id) };
  }

  /** Creates a template, with its audit entry in the same transaction. */
  async create(template: TemplateRecord, audit?: TransactItem): Promise<void> {
    await transactWrite(this.db, [
      {
        Put: { TableName: this.tableName, Item: this.item(template), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      ...(audit ? [audit] : []),
    ]);
  }

  /** Replaces an existing template; false when it does not exist (any more). */
  async replace(template: TemplateRecord, audit?: TransactItem): Promise<boolean> {
    return this.conditional([
      { Put: { TableName: this.tableName, Item: this.item(template), ConditionExpression: 'attribute_exists(pk)' } },
      ...(audit ? [audit] : []),
    ]);
  }

  /** Deletes a template; false when there was none. */
  async delete(accountId: string, templateId: string, audit?: TransactItem): Promise<boolean> {
    return this.conditional([
      {
        Delete: {
          TableName: this.tableName,
          Key: keys.template(accountId, templateId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...(audit ? [audit] : []),
    ]);
  }

  private async conditional(items: TransactItem[]): Promise<boolean> {
    try {
      await transactWrite(this.db, items);
      return true;
    } catch (error) {
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
      throw error;
    }
  }
}
