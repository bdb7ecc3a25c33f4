/**
 * Every item of one account, walked in a fixed order of kinds (steps), for the POPIA export and the account's deletion
 * (shared/privacy/account-privacy.ts). A step is one or more partitions (of the table or of gsi1) the account owns;
 * the walk's position is (step, partition, the last key read), so an export cursor and a deletion job resume at
 * exactly the next item. Deletion goes in BatchWriteItem calls of 25 keys, retrying UnprocessedItems; the ledger
 * and the audit trail are exported but never deleted.
 */
import {
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { LedgerEntry } from '../accounts/account';
import type { AuditEntry } from '../audit/audit';
import { invalidCursor } from '../errors';
import type { Page, PageRequest } from '../page';
import type {
  AccountDataStore,
  DeletionJob,
  DeletionProgress,
  ExportItem,
  ExportType,
} from '../privacy/account-privacy';
import type { Result } from '../result';
import { ledgerPut } from './account-repository';
import { auditPut } from './audit-repository';
import { listScope } from './cursor';
import { batchGet, itemAt, stripKeys, transactWrite } from './items';
import { contactKeys, deliveryKeys, type ItemKey, keys, SHARDS } from './keys';
import { OriginationRepository } from './origination-repository';
import { refusalOf, resultOf } from './refusal';
import type { Table } from './table';

interface Step {
  type: ExportType;
  /** Partitions of the table, or of gsi1 (items found through the index are deleted by their own key). */
  partitions: string[];
  index?: 'gsi1';
  skPrefix?: string;
  /** Exported but never deleted (the ledger, the audit trail), or deleted but not exported (nothing to show). */
  keep?: boolean;
  noExport?: boolean;
}

/** Attributes never exported, whatever the item: secrets, their hashes and sealed values. */
const SECRET_FIELDS = new Set([
  'hash',
  'passwordHash',
  'secrets',
  'secret',
  'tokenHash',
  'currentTokenHash',
  'credentialsCiphertext',
  'callbackTokenHash',
  'memberIds',
]);

function steps(accountId: string): Step[] {
  const base = `ACCOUNT#${accountId}`;
  return [
    { type: 'account', partitions: [base], skPrefix: 'ACCOUNT', keep: true },
    { type: 'apiKey', partitions: [keys.apiKeyIndexPartition(accountId)], index: 'gsi1' },
    { type: 'member', partitions: [base], skPrefix: 'MEMBER#' },
    { type: 'webhook', partitions: [deliveryKeys.webhookPartition(accountId)] },
    { type: 'invite', partitions: [keys.inviteIndexPartition(accountId)], index: 'gsi1', noExport: true },
    { type: 'template', partitions: [base], skPrefix: 'TEMPLATE#' },
    { type: 'contact', partitions: contactKeys.contactPartitions(accountId) },
    { type: 'list', partitions: [base], skPrefix: 'LIST#' },
    { type: 'message', partitions: keys.messageListPartitions(accountId) },
    { type: 'reply', partitions: deliveryKeys.inboundPartitions(accountId) },
    { type: 'optOut', partitions: [contactKeys.optOutIndexPartition(accountId)], index: 'gsi1' },
    { type: 'campaign', partitions: [contactKeys.campaignIndexPartition(accountId)], index: 'gsi1' },
    { type: 'flag', partitions: keys.flagIndexPartitions(accountId), index: 'gsi1' },
    { type: 'ledger', partitions: keys.ledgerPartitions(accountId), keep: true },
    { type: 'audit', partitions: [keys.auditPartition(accountId)], keep: true },
  ];
}

/** A deletion page: a BatchWriteItem's worth of items read, their own and dependent keys deleted with them. */
const DELETE_PAGE = 25;

export class AccountDataRepository implements AccountDataStore {
  constructor(private readonly table: Table) {}

  // ---- the walk --------------------------------------------------------------------------------------------------

  private async query(
    step: Step,
    partition: number,
    limit: number,
    after: Record<string, unknown> | undefined,
  ): Promise<{ items: Record<string, unknown>[]; after?: Record<string, unknown> }> {
    const pk = step.partitions[partition]!;
    const byIndex = step.index === 'gsi1';
    const result = await this.table.db.send(
      new QueryCommand({
        TableName: this.table.name,
        ...(byIndex ? { IndexName: 'gsi1' } : { ConsistentRead: true }),
        KeyConditionExpression: `${byIndex ? 'gsi1pk' : 'pk'} = :pk${step.skPrefix ? ' AND begins_with(sk, :prefix)' : ''}`,
        ExpressionAttributeValues: { ':pk': pk, ...(step.skPrefix ? { ':prefix': step.skPrefix } : {}) },
        Limit: limit,
        ...(after ? { ExclusiveStartKey: after } : {}),
      }),
    );
    return {
      items: (result.Items ?? []) as Record<string, unknown>[],
      ...(result.LastEvaluatedKey ? { after: result.LastEvaluatedKey as Record<string, unknown> } : {}),
    };
  }

  /** The position after a page: the same partition again, the next partition, the next step, or the end. */
  private static next(
    all: Step[],
    at: DeletionProgress,
    after: Record<string, unknown> | undefined,
  ): DeletionProgress | undefined {
    if (after) return { step: at.step, partition: at.partition, after };
    if (at.partition + 1 < all[at.step]!.partitions.length) return { step: at.step, partition: at.partition + 1 };
    if (at.step + 1 < all.length) return { step: at.step + 1, partition: 0 };
    return undefined;
  }

  // ---- export ----------------------------------------------------------------------------------------------------

  async exportPage(accountId: string, page: PageRequest): Promise<Page<ExportItem>> {
    const all = steps(accountId);
    const scope = listScope('export', accountId);
    let at: DeletionProgress | undefined = decodeExportCursor(page.cursor, scope, all);
    const out: ExportItem[] = [];
    while (at && out.length < page.limit) {
      const step = all[at.step]!;
      if (step.noExport) {
        at = AccountDataRepository.next(all, { step: at.step, partition: step.partitions.length - 1 }, undefined);
        continue;
      }
      const read = await this.query(step, at.partition, page.limit - out.length, at.after);
      out.push(...(await this.exported(step, read.items)));
      at = AccountDataRepository.next(all, at, read.after);
    }
    return { items: out, nextCursor: at ? encodeExportCursor(at, scope) : null };
  }

  private async exported(step: Step, items: Record<string, unknown>[]): Promise<ExportItem[]> {
    let records = items.map((item) => stripKeys<Record<string, unknown>>(item));
    if (step.type === 'message') {
      const found = await batchGet(
        this.table,
        items.map((i) => keys.message(String(i.sk))),
      );
      records = items
        .map((i) => itemAt(found, keys.message(String(i.sk))))
        .filter((i): i is Record<string, unknown> => i !== undefined)
        .map((i) => stripKeys<Record<string, unknown>>(i));
    }
    if (step.type === 'member') {
      const found = await batchGet(
        this.table,
        records.map((m) => keys.user(String(m.userId))),
      );
      records = records.map((m) => {
        const user = itemAt(found, keys.user(String(m.userId)));
        return { ...m, ...(user ? { email: user.email, fullName: user.fullName } : {}) };
      });
    }
    if (step.type === 'account') {
      records = records.map(({ vendor, ...account }) => {
        const v = vendor as Record<string, unknown> | undefined;
        return {
          ...account,
          ...(v ? { vendor: { provider: v.provider, senderId: v.senderId, configuredAt: v.configuredAt } } : {}),
        };
      });
    }
    return records.map((data) => ({ type: step.type, data: withoutSecrets(data) }));
  }

  async record(entry: AuditEntry): Promise<void> {
    await this.table.db.send(new PutCommand(auditPut(this.table, entry).Put!));
  }

  // ---- deletion --------------------------------------------------------------------------------------------------

  async lock(job: DeletionJob, audit: AuditEntry): Promise<'locked' | 'missing' | 'closing'> {
    const closedAt = job.requestedAt;
    try {
      await transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
            Key: keys.account(job.accountId),
            UpdateExpression: 'SET closedAt = :at, suspended = :true',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(closedAt)',
            ExpressionAttributeValues: { ':at': closedAt, ':true': true },
          },
        },
        ...Array.from({ length: SHARDS }, (_, n) => ({
          Update: {
            TableName: this.table.name,
            Key: keys.accountShard(job.accountId, n),
            UpdateExpression: 'SET closed = :true, suspended = :true',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':true': true },
          },
        })),
        {
          Put: {
            TableName: this.table.name,
            Item: { ...keys.accountDeletion(job.accountId), entity: 'AccountDeletion', ...job },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        auditPut(this.table, audit),
      ]);
      return 'locked';
    } catch (error) {
      if (!refusalOf(error)) throw error;
      const account = await this.table.db.send(
        new GetCommand({ TableName: this.table.name, Key: keys.account(job.accountId), ConsistentRead: true }),
      );
      if (!account.Item) return 'missing';
      if (account.Item.closedAt) return 'closing';
      throw error;
    }
  }

  async detach(accountId: string, nowMs: number): Promise<void> {
    const at = new Date(nowMs).toISOString();
    const apiKeys = await this.drain(keys.apiKeyIndexPartition(accountId), 'gsi1');
    for (const key of apiKeys) {
      try {
        await this.table.db.send(
          new UpdateCommand({
            TableName: this.table.name,
            Key: { pk: key.pk, sk: key.sk },
            UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :at)',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': at },
          }),
        );
      } catch (error) {
        if (!refusalOf(error)) throw error;
      }
    }
    const members = await this.drain(`ACCOUNT#${accountId}`, undefined, 'MEMBER#');
    await this.deleteKeys(members.map((m) => ({ pk: String(m.pk), sk: String(m.sk) })));
    // Origination identities assigned to it go back to the platform (only those it still holds).
    await new OriginationRepository(this.table).releaseAll(accountId);
  }

  async job(accountId: string): Promise<DeletionJob | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.accountDeletion(accountId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<DeletionJob>(result.Item) : undefined;
  }

  async deleteNext(accountId: string, from: DeletionProgress): Promise<{ next?: DeletionProgress; deleted: number }> {
    const all = steps(accountId);
    const step = all[from.step];
    if (!step) return { deleted: 0 };
    if (step.keep)
      return { ...nextOf(AccountDataRepository.next(all, lastPartition(all, from), undefined)), deleted: 0 };
    const read = await this.query(step, from.partition, DELETE_PAGE, from.after);
    const doomed: ItemKey[] = [];
    for (const item of read.items) doomed.push(...(await this.dependents(step, accountId, item)));
    await this.deleteKeys(doomed);
    return { ...nextOf(AccountDataRepository.next(all, from, read.after)), deleted: doomed.length };
  }

  /** The item's own key and the keys of what goes with it (a message with its list entry, a list with its members). */
  private async dependents(step: Step, accountId: string, item: Record<string, unknown>): Promise<ItemKey[]> {
    const own = { pk: String(item.pk), sk: String(item.sk) };
    switch (step.type) {
      case 'message':
        return [own, keys.message(String(item.sk))];
      case 'contact':
        return typeof item.phone === 'string' ? [own, contactKeys.phone(accountId, item.phone)] : [own];
      case 'list': {
        const listId = String(item.id);
        const members = await this.drainAll(contactKeys.memberPartitions(listId));
        return [own, ...members];
      }
      case 'webhook': {
        const attempts = await this.drainAll(deliveryKeys.deliveryLogPartitions(String(item.id)));
        return [own, ...attempts];
      }
      case 'campaign': {
        const id = String(item.id);
        const chunks = typeof item.chunks === 'number' ? item.chunks : 0;
        const controls = await this.drainAll(contactKeys.chunkControlPartitions(id));
        return [
          own,
          ...contactKeys.campaignCounters(id),
          ...Array.from({ length: chunks }, (_, n) => contactKeys.chunkData(id, n)),
          ...controls,
        ];
      }
      default:
        return [own];
    }
  }

  /** Every key of a partition (of the table or of gsi1): the dependents of one item, a handful of pages at most. */
  private async drain(partition: string, index?: 'gsi1', skPrefix?: string): Promise<ItemKey[]> {
    const found: ItemKey[] = [];
    let after: Record<string, unknown> | undefined;
    do {
      const read = await this.query(
        { type: 'audit', partitions: [partition], ...(index ? { index } : {}), ...(skPrefix ? { skPrefix } : {}) },
        0,
        1000,
        after,
      );
      found.push(...read.items.map((i) => ({ pk: String(i.pk), sk: String(i.sk) })));
      after = read.after;
    } while (after);
    return found;
  }

  private async drainAll(partitions: string[]): Promise<ItemKey[]> {
    const all = await Promise.all(partitions.map((p) => this.drain(p)));
    return all.flat();
  }

  /** BatchWriteItem deletes, 25 keys a call, UnprocessedItems retried with backoff. Deleting a missing key is fine. */
  private async deleteKeys(doomed: readonly ItemKey[]): Promise<void> {
    const unique = [...new Map(doomed.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
    for (let i = 0; i < unique.length; i += 25) {
      let pending: { DeleteRequest: { Key: Record<string, unknown> } }[] | undefined = unique
        .slice(i, i + 25)
        .map((k) => ({ DeleteRequest: { Key: { pk: k.pk, sk: k.sk } } }));
      for (let attempt = 0; pending && pending.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
        if (attempt > 10) throw new Error(`BatchWriteItem left ${pending.length} deletes unprocessed`);
        const result: BatchWriteCommandOutput = await this.table.db.send(
          new BatchWriteCommand({ RequestItems: { [this.table.name]: pending } }),
        );
        pending = result.UnprocessedItems?.[this.table.name] as typeof pending;
      }
    }
  }

  async saveProgress(accountId: string, progress: DeletionProgress, deleted: number): Promise<void> {
    await this.table.db.send(
      new UpdateCommand({
        TableName: this.table.name,
        Key: keys.accountDeletion(accountId),
        UpdateExpression: 'SET progress = :progress, deleted = :deleted',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':progress': progress, ':deleted': deleted, ':pending': 'PENDING' },
      }),
    );
  }

  async forgetUsers(accountId: string, userIds: readonly string[]): Promise<number> {
    let forgotten = 0;
    for (const userId of userIds) {
      const user = await this.table.db.send(
        new GetCommand({ TableName: this.table.name, Key: keys.user(userId), ConsistentRead: true }),
      );
      if (!user.Item) continue;
      const others = (await this.drain(keys.membershipByUser(userId, accountId).gsi1pk, 'gsi1')).filter(
        (k) => k.pk !== `ACCOUNT#${accountId}`,
      );
      if (others.length > 0) {
        if (user.Item.defaultAccountId === accountId) {
          await this.table.db.send(
            new UpdateCommand({
              TableName: this.table.name,
              Key: keys.user(userId),
              UpdateExpression: 'SET defaultAccountId = :other',
              ExpressionAttributeValues: { ':other': others[0]!.pk.slice('ACCOUNT#'.length) },
            }),
          );
        }
        continue;
      }
      const links = await this.drain(`USER#${userId}#IDENTITIES`, 'gsi1');
      const pushTokens = await this.drain(keys.pushTokenByUserPartition(userId), 'gsi1');
      await this.deleteKeys([keys.user(userId), keys.userEmail(String(user.Item.email)), ...links, ...pushTokens]);
      forgotten += 1;
    }
    return forgotten;
  }

  async balance(accountId: string): Promise<number> {
    const shardKeys = Array.from({ length: SHARDS }, (_, n) => keys.accountShard(accountId, n));
    const found = await batchGet(this.table, shardKeys);
    return shardKeys.reduce((sum, k) => sum + Number(itemAt(found, k)?.balance ?? 0), 0);
  }

  async finish(job: DeletionJob, closing: LedgerEntry | undefined, audit: AuditEntry): Promise<Result<'FINISHED'>> {
    const finished = await resultOf(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
            Key: keys.accountDeletion(job.accountId),
            UpdateExpression: 'SET #status = :done, completedAt = :at, deleted = :deleted REMOVE progress, memberIds',
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':done': 'DONE',
              ':pending': 'PENDING',
              ':at': job.completedAt,
              ':deleted': job.deleted,
            },
          },
        },
        ...(closing ? [ledgerPut(this.table, closing, 0)] : []),
        auditPut(this.table, audit),
        { Delete: { TableName: this.table.name, Key: keys.account(job.accountId) } },
      ]),
      'FINISHED',
    );
    if (!finished.ok) return finished;
    await this.deleteKeys(Array.from({ length: SHARDS }, (_, n) => keys.accountShard(job.accountId, n)));
    return finished;
  }
}

function nextOf(next: DeletionProgress | undefined): { next?: DeletionProgress } {
  return next ? { next } : {};
}

function lastPartition(all: Step[], at: DeletionProgress): DeletionProgress {
  return { step: at.step, partition: all[at.step]!.partitions.length - 1 };
}

function withoutSecrets(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([name]) => !SECRET_FIELDS.has(name)));
}

function encodeExportCursor(at: DeletionProgress, scope: string): string {
  return Buffer.from(JSON.stringify({ s: at.step, p: at.partition, k: at.after ?? null, list: scope })).toString(
    'base64url',
  );
}

/** The position of an export cursor; 400 unless this account's export issued it and its key is in its partition. */
function decodeExportCursor(cursor: string | undefined, scope: string, all: Step[]): DeletionProgress {
  if (cursor === undefined) return { step: 0, partition: 0 };
  let parsed: { s?: unknown; p?: unknown; k?: unknown; list?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) ?? {};
  } catch {
    throw invalidCursor();
  }
  const { s, p, k, list } = parsed;
  if (list !== scope || !Number.isInteger(s) || !Number.isInteger(p)) throw invalidCursor();
  const step = all[s as number];
  if (!step || (p as number) < 0 || (p as number) >= step.partitions.length) throw invalidCursor();
  if (k === null || k === undefined) return { step: s as number, partition: p as number };
  const key = k as Record<string, unknown>;
  const names = step.index === 'gsi1' ? ['pk', 'sk', 'gsi1pk', 'gsi1sk'] : ['pk', 'sk'];
  const partitionName = step.index === 'gsi1' ? 'gsi1pk' : 'pk';
  if (
    typeof key !== 'object' ||
    Object.keys(key).length !== names.length ||
    !names.every((n) => typeof key[n] === 'string') ||
    key[partitionName] !== step.partitions[p as number]
  ) {
    throw invalidCursor();
  }
  return { step: s as number, partition: p as number, after: key };
}
