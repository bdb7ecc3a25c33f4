import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../audit/audit';
import { idPattern } from '../ids';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import type { TemplateRecord, TemplateStore } from '../templates/template';
import { auditedIfExists, auditPut } from './audit-repository';
import { stripKeys, type TransactItem, transactWrite } from './items';
import { keys } from './keys';
import { listNewestFirst } from './newest-first';
import type { Table } from './table';

const TEMPLATE_ID = idPattern('tpl');

export class TemplateRepository implements TemplateStore {
  constructor(private readonly table: Table) {}

  async get(accountId: string, templateId: string): Promise<TemplateRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.template(accountId, templateId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<TemplateRecord>(result.Item) : undefined;
  }

  list(accountId: string, page: PageRequest): Promise<Page<TemplateRecord>> {
    return listNewestFirst<TemplateRecord>(
      this.table,
      {
        partitions: [keys.templatePartition(accountId)],
        prefix: keys.templateSortKey(''),
        position: TEMPLATE_ID,
        consistent: true,
      },
      page,
    );
  }

  private put(template: TemplateRecord, condition: string): TransactItem {
    return {
      Put: {
        TableName: this.table.name,
        Item: { ...keys.template(template.accountId, template.id), entity: 'Template', ...template },
        ConditionExpression: condition,
      },
    };
  }

  async create(template: TemplateRecord, audit: AuditEntry): Promise<void> {
    await transactWrite(this.table, [this.put(template, 'attribute_not_exists(pk)'), auditPut(this.table, audit)]);
  }

  replace(template: TemplateRecord, audit: AuditEntry): Promise<Result<'MISSING'>> {
    return this.ifExists(this.put(template, 'attribute_exists(pk)'), audit);
  }

  delete(accountId: string, templateId: string, audit: AuditEntry): Promise<Result<'MISSING'>> {
    return this.ifExists(
      {
        Delete: {
          TableName: this.table.name,
          Key: keys.template(accountId, templateId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      audit,
    );
  }

  private ifExists(change: TransactItem, audit: AuditEntry): Promise<Result<'MISSING'>> {
    return auditedIfExists(this.table, change, audit);
  }
}
