/**
 * Webhook endpoints (a handful per account, one partition), the events kept for retries (a partition each, 30 days)
 * and the delivery log of each endpoint over DELIVERY_LOG_SHARDS partitions, so one busy endpoint's log is no hot
 * partition (docs/capacity.md).
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../audit/audit';
import { idPattern } from '../ids';
import type { Page, PageRequest } from '../page';
import { ok, type Result, refused } from '../result';
import type { DeliveryAttempt, WebhookEvent, WebhookRecord, WebhookStore } from '../webhooks/webhook';
import { auditedIfExists, auditPut } from './audit-repository';
import { decodeAfter, encodeAfter, listScope } from './cursor';
import { stripKeys, transactWrite } from './items';
import { deliveryKeys } from './keys';
import { listNewestFirst } from './newest-first';
import { refusalIn, refusalOf, resultOf } from './refusal';
import { cappedTtl, msOf } from './retention';
import type { Table } from './table';

const ATTEMPT_ID = idPattern('dlv');
const EVENT_SECONDS = 30 * 24 * 3600;
const ATTEMPT_SECONDS = 30 * 24 * 3600;

const WHK_ID = idPattern('whk');

export class WebhookRepository implements WebhookStore {
  constructor(private readonly table: Table) {}

  private item(webhook: WebhookRecord) {
    return { ...deliveryKeys.webhook(webhook.accountId, webhook.id), entity: 'Webhook', ...webhook };
  }

  async create(webhook: WebhookRecord, audit: AuditEntry): Promise<void> {
    await transactWrite(this.table, [
      {
        Put: { TableName: this.table.name, Item: this.item(webhook), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      auditPut(this.table, audit),
    ]);
  }

  async get(accountId: string, webhookId: string): Promise<WebhookRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({
        TableName: this.table.name,
        Key: deliveryKeys.webhook(accountId, webhookId),
        ConsistentRead: true,
      }),
    );
    return result.Item ? toWebhook(result.Item) : undefined;
  }

  async all(accountId: string): Promise<WebhookRecord[]> {
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': deliveryKeys.webhookPartition(accountId) },
        ConsistentRead: true,
      }),
    );
    return (result.Items ?? []).map(toWebhook);
  }

  /** The account's endpoints newest first, a page at a time (`?limit=`, `?cursor=`: the contract's list convention). */
  async list(accountId: string, page: PageRequest): Promise<Page<WebhookRecord>> {
    const scope = listScope(deliveryKeys.webhookPartition(accountId));
    const after = decodeAfter(page.cursor, WHK_ID, scope);
    const newestFirst = (await this.all(accountId)).sort((a, b) => (a.id < b.id ? 1 : -1));
    const rest = after === undefined ? newestFirst : newestFirst.filter((w) => w.id < after);
    const items = rest.slice(0, page.limit);
    const more = rest.length > items.length;
    return { items, nextCursor: more ? encodeAfter(items[items.length - 1]!.id, scope) : null };
  }

  async replace(before: WebhookRecord, after: WebhookRecord, audit?: AuditEntry): Promise<Result<'CHANGED'>> {
    // Version 0 is an endpoint stored before versions: it has none yet (decision 1211).
    const sameVersion =
      before.version === 0
        ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(version)' }
        : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': before.version } };
    const refusal = await refusalIn(
      transactWrite(this.table, [
        { Put: { TableName: this.table.name, Item: this.item(after), ...sameVersion } },
        ...(audit ? [auditPut(this.table, audit)] : []),
      ]),
    );
    if (refusal?.at(0)) return refused('CHANGED');
    if (refusal) throw refusal.error;
    return ok();
  }

  async delete(accountId: string, webhookId: string, audit: AuditEntry): Promise<Result<'MISSING'>> {
    return auditedIfExists(
      this.table,
      {
        Delete: {
          TableName: this.table.name,
          Key: deliveryKeys.webhook(accountId, webhookId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      audit,
    );
  }

  async markFailing(accountId: string, webhookId: string, since: string): Promise<Result<'MARKED'>> {
    return resultOf(
      this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: deliveryKeys.webhook(accountId, webhookId),
          UpdateExpression: 'SET failingSince = :since',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(failingSince)',
          ExpressionAttributeValues: { ':since': since },
        }),
      ),
      'MARKED',
    );
  }

  async clearFailing(accountId: string, webhookId: string): Promise<void> {
    try {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: deliveryKeys.webhook(accountId, webhookId),
          UpdateExpression: 'REMOVE failingSince',
          ConditionExpression: 'attribute_exists(failingSince)',
        }),
      );
    } catch (error) {
      if (!refusalOf(error)) throw error;
    }
  }

  async putEvent(accountId: string, event: WebhookEvent, nowMs: number): Promise<void> {
    await this.table.db.send(
      new PutCommand({
        TableName: this.table.name,
        Item: {
          ...deliveryKeys.event(event.id),
          entity: 'WebhookEvent',
          accountId,
          ...event,
          ttl: cappedTtl(this.table, nowMs, EVENT_SECONDS),
        },
      }),
    );
  }

  async getEvent(eventId: string): Promise<(WebhookEvent & { accountId: string }) | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: deliveryKeys.event(eventId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<WebhookEvent & { accountId: string }>(result.Item) : undefined;
  }

  async addAttempt(attempt: DeliveryAttempt): Promise<void> {
    await this.table.db.send(
      new PutCommand({
        TableName: this.table.name,
        Item: {
          ...deliveryKeys.deliveryAttempt(attempt.webhookId, attempt.id),
          entity: 'WebhookAttempt',
          ...attempt,
          ttl: cappedTtl(this.table, msOf(attempt.createdAt, Date.now()), ATTEMPT_SECONDS),
        },
      }),
    );
  }

  attempts(webhookId: string, page: PageRequest): Promise<Page<DeliveryAttempt>> {
    return listNewestFirst<DeliveryAttempt>(
      this.table,
      { partitions: deliveryKeys.deliveryLogPartitions(webhookId), position: ATTEMPT_ID, consistent: true },
      page,
    );
  }

  async attempt(webhookId: string, attemptId: string): Promise<DeliveryAttempt | undefined> {
    const result = await this.table.db.send(
      new GetCommand({
        TableName: this.table.name,
        Key: deliveryKeys.deliveryAttempt(webhookId, attemptId),
        ConsistentRead: true,
      }),
    );
    return result.Item ? stripKeys<DeliveryAttempt>(result.Item) : undefined;
  }
}

/** An endpoint as stored; one stored before versions reads as version 0 (decision 1211). */
function toWebhook(item: Record<string, unknown>): WebhookRecord {
  const record = stripKeys<WebhookRecord>(item);
  return { ...record, version: record.version ?? 0 };
}
