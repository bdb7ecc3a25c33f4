/**
 * Accounts: the account item (name, suspension, vendor settings) and its SHARDS balance shards. The balance is the sum
 * of the shards; each shard also carries a copy of the suspension and the vendor settings, written in the same
 * transaction as the account's own, so a send reads one shard and never the account item (docs/capacity.md).
 */
import { GetCommand, TransactGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { encodeTime } from 'ulid';
import type {
  AccountRecord,
  AccountStore,
  AccountWithBalance,
  BalanceShard,
  LedgerEntry,
  VendorSettings,
} from '../accounts/account';
import type { AuditEntry } from '../audit/audit';
import { idPattern } from '../ids';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import { auditPut } from './audit-repository';
import { batchGet, itemAt, stripKeys, type TransactItem, transactWrite } from './items';
import { ALL_ACCOUNTS, keys, SHARDS, shardOf } from './keys';
import { listNewestFirst } from './newest-first';
import { resultOf } from './refusal';
import { queryPages, type Table } from './table';

const ACCOUNT_ID = idPattern('acc');
const LEDGER_ID = idPattern('txn');
const ALL_SHARDS = Array.from({ length: SHARDS }, (_, n) => n);

/** What a shard copies of the vendor settings: enough to send, never the mask shown to people. */
function shardVendor(vendor: VendorSettings | undefined) {
  if (!vendor) return undefined;
  const { credentialsMask: _mask, ...rest } = vendor;
  return rest;
}

/** The puts of a new account and its empty balance shards, for the transaction that creates its first user. */
export function accountCreateItems(table: Table, account: AccountRecord): TransactItem[] {
  return [
    {
      Put: {
        TableName: table.name,
        Item: { ...keys.account(account.id), ...keys.accountIndex(account.id), entity: 'Account', ...account },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...ALL_SHARDS.map((shard) => ({
      Put: {
        TableName: table.name,
        Item: {
          ...keys.accountShard(account.id, shard),
          entity: 'BalanceShard',
          accountId: account.id,
          shard,
          balance: 0,
          suspended: account.suspended,
          ...(account.vendor ? { vendor: shardVendor(account.vendor) } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
  ];
}

/** The suspension (or reinstatement) of an account and every shard, for a transaction (a flag review, an admin). */
export function suspensionItems(table: Table, accountId: string, suspended: boolean): TransactItem[] {
  return [keys.account(accountId), ...ALL_SHARDS.map((n) => keys.accountShard(accountId, n))].map((Key) => ({
    Update: {
      TableName: table.name,
      Key,
      UpdateExpression: 'SET suspended = :s',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':s': suspended },
    },
  }));
}

/** The put of a ledger entry, in the ledger partition of `shard`. */
export function ledgerPut(table: Table, entry: LedgerEntry, shard: number): TransactItem {
  return {
    Put: {
      TableName: table.name,
      Item: { ...keys.ledgerEntry(entry.accountId, entry.id, shard), entity: 'LedgerEntry', ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Adds `amount` (negative to take) to one balance shard; taking never leaves the shard below zero. */
export function shardBalanceUpdate(table: Table, accountId: string, shard: number, amount: number): TransactItem {
  return {
    Update: {
      TableName: table.name,
      Key: keys.accountShard(accountId, shard),
      UpdateExpression: 'ADD balance :amount',
      ConditionExpression: amount < 0 ? 'attribute_exists(pk) AND balance >= :needed' : 'attribute_exists(pk)',
      ExpressionAttributeValues: amount < 0 ? { ':amount': amount, ':needed': -amount } : { ':amount': amount },
    },
  };
}

/** Spreads a credit over the shards as evenly as whole credits allow, starting at a shard chosen by the entry. */
function spread(amount: number, seed: string): Map<number, number> {
  const parts = new Map<number, number>();
  const base = Math.floor(amount / SHARDS);
  const rest = amount % SHARDS;
  const first = shardOf(seed, SHARDS);
  for (let i = 0; i < SHARDS; i++) {
    const part = base + (i < rest ? 1 : 0);
    if (part > 0) parts.set((first + i) % SHARDS, part);
  }
  return parts;
}

export function toShard(item: Record<string, unknown>): BalanceShard {
  return {
    accountId: String(item.accountId),
    shard: Number(item.shard),
    balance: Number(item.balance ?? 0),
    suspended: item.suspended === true,
    ...(item.closed === true ? { closed: true } : {}),
    ...(item.vendor ? { vendor: item.vendor as VendorSettings } : {}),
    ...(Array.isArray(item.webhookEvents) ? { webhookEvents: item.webhookEvents as string[] } : {}),
    ...(typeof item.dailySpendLimit === 'number' ? { dailySpendLimit: item.dailySpendLimit } : {}),
  };
}

/**
 * Copies the webhook events an account subscribes to onto its account item and every balance shard (what the senders
 * read beside their debit or claim): one write each, only when endpoints change.
 */
export async function setWebhookEvents(table: Table, accountId: string, events: readonly string[]): Promise<void> {
  await Promise.all(
    [keys.account(accountId), ...ALL_SHARDS.map((n) => keys.accountShard(accountId, n))].map((Key) =>
      table.db.send(
        new UpdateCommand({
          TableName: table.name,
          Key,
          UpdateExpression: events.length ? 'SET webhookEvents = :e' : 'REMOVE webhookEvents',
          ConditionExpression: 'attribute_exists(pk)',
          ...(events.length ? { ExpressionAttributeValues: { ':e': [...events] } } : {}),
        }),
      ),
    ),
  );
}

/**
 * Every balance shard as of one moment (TransactGetItems: a serialisable snapshot, at twice the read cost), for the
 * decisions a sum of separately read shards could get wrong while credit moves between them.
 */
export async function shardsSnapshot(table: Table, accountId: string): Promise<BalanceShard[] | undefined> {
  const result = await table.db.send(
    new TransactGetCommand({
      TransactItems: ALL_SHARDS.map((n) => ({
        Get: { TableName: table.name, Key: keys.accountShard(accountId, n) },
      })),
    }),
  );
  const items = (result.Responses ?? []).flatMap((r) => (r.Item ? [r.Item] : []));
  return items.length > 0 ? items.map(toShard) : undefined;
}

export class AccountRepository implements AccountStore {
  constructor(private readonly table: Table) {}

  async get(accountId: string): Promise<AccountRecord | undefined> {
    const result = await this.table.db.send(
      new GetCommand({ TableName: this.table.name, Key: keys.account(accountId), ConsistentRead: true }),
    );
    return result.Item ? stripKeys<AccountRecord>(result.Item) : undefined;
  }

  /** Every balance shard of the account (consistent reads), or undefined when it has none. */
  async shards(accountId: string): Promise<BalanceShard[] | undefined> {
    const shardKeys = ALL_SHARDS.map((n) => keys.accountShard(accountId, n));
    const found = await batchGet(this.table, shardKeys);
    const shards = shardKeys.map((k) => itemAt(found, k)).filter((i) => i !== undefined);
    return shards.length > 0 ? shards.map(toShard) : undefined;
  }

  /** Every balance shard as of one moment (shardsSnapshot). */
  shardsSnapshot(accountId: string): Promise<BalanceShard[] | undefined> {
    return shardsSnapshot(this.table, accountId);
  }

  async withBalance(accountId: string): Promise<AccountWithBalance | undefined> {
    const [account, shards] = await Promise.all([this.get(accountId), this.shards(accountId)]);
    if (!account) return undefined;
    return { ...account, balance: (shards ?? []).reduce((sum, s) => sum + s.balance, 0) };
  }

  async page(page: PageRequest): Promise<Page<AccountWithBalance>> {
    return listNewestFirst<AccountWithBalance>(
      this.table,
      {
        partitions: [ALL_ACCOUNTS],
        index: 'gsi2',
        position: ACCOUNT_ID,
        resolve: async (items) => {
          const accounts = items.map((i) => stripKeys<AccountRecord>(i));
          const balances = await Promise.all(accounts.map((a) => this.shards(a.id)));
          return accounts.map((a, i) => ({ ...a, balance: (balances[i] ?? []).reduce((s, b) => s + b.balance, 0) }));
        },
      },
      page,
    );
  }

  ledger(accountId: string, page: PageRequest): Promise<Page<LedgerEntry>> {
    return listNewestFirst<LedgerEntry>(
      this.table,
      { partitions: keys.ledgerPartitions(accountId), position: LEDGER_ID, consistent: true },
      page,
    );
  }

  /**
   * Credits debited from `fromMs` to `toMs` (net of nothing: refunds do not count), from the ledger's partitions read
   * by their ids' time; for showing an uncapped account's spend of a day, where no counter keeps it. With `apiKeyId`,
   * only the debits of that key's sends.
   */
  async debitedBetween(accountId: string, fromMs: number, toMs: number, apiKeyId?: string): Promise<number> {
    const from = `txn_${encodeTime(fromMs, 10)}`;
    const to = `txn_${encodeTime(toMs, 10)}~`; // after every id of that millisecond
    const sums = await Promise.all(
      keys.ledgerPartitions(accountId).map(async (partition) => {
        let total = 0;
        const debits = queryPages(this.table, {
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          FilterExpression: apiKeyId ? '#type = :debit AND apiKeyId = :key' : '#type = :debit',
          ProjectionExpression: 'amount',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':pk': partition,
            ':from': from,
            ':to': to,
            ':debit': 'DEBIT',
            ...(apiKeyId ? { ':key': apiKeyId } : {}),
          },
        });
        for await (const page of debits) for (const item of page) total -= Number(item.amount ?? 0);
        return total;
      }),
    );
    return sums.reduce((a, b) => a + b, 0);
  }

  async credit(entry: LedgerEntry, audit?: AuditEntry): Promise<Result<'MISSING'>> {
    const parts = [...spread(entry.amount, entry.id)];
    return resultOf(
      transactWrite(this.table, [
        ...parts.map(([shard, amount]) => shardBalanceUpdate(this.table, entry.accountId, shard, amount)),
        ledgerPut(this.table, entry, parts[0]?.[0] ?? 0),
        ...(audit ? [auditPut(this.table, audit)] : []),
      ]),
      'MISSING',
    );
  }

  async setSuspended(accountId: string, suspended: boolean, audit: AuditEntry[]): Promise<Result<'MISSING'>> {
    return resultOf(
      transactWrite(this.table, [
        ...suspensionItems(this.table, accountId, suspended),
        ...audit.map((e) => auditPut(this.table, e)),
      ]),
      'MISSING',
    );
  }

  setVendor(accountId: string, vendor: VendorSettings | undefined, audit: AuditEntry): Promise<Result<'MISSING'>> {
    // An AWS identity is written only while it is assigned to the account (decision 0820).
    const identity = vendor?.provider === 'aws' ? vendor.originationIdentity : undefined;
    return this.setOnAccountAndShards(accountId, 'vendor', vendor, shardVendor(vendor), audit, identity);
  }

  setDailySpendLimit(accountId: string, limit: number | undefined, audit: AuditEntry): Promise<Result<'MISSING'>> {
    return this.setOnAccountAndShards(accountId, 'dailySpendLimit', limit, limit, audit);
  }

  /** Sets (or removes) one attribute of the account and its copy on every shard, with the audit entry, at once. */
  private async setOnAccountAndShards(
    accountId: string,
    attribute: 'vendor' | 'dailySpendLimit',
    value: unknown,
    shardValue: unknown,
    audit: AuditEntry,
    assignedIdentity?: string,
  ): Promise<Result<'MISSING'>> {
    const set = (Key: { pk: string; sk: string }, v: unknown, identity?: string): TransactItem => ({
      Update: {
        TableName: this.table.name,
        Key,
        UpdateExpression: v !== undefined ? 'SET #a = :v' : 'REMOVE #a',
        ConditionExpression: identity
          ? 'attribute_exists(pk) AND contains(originationIdentities, :identity)'
          : 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#a': attribute },
        ...(v !== undefined || identity
          ? {
              ExpressionAttributeValues: {
                ...(v !== undefined ? { ':v': v } : {}),
                ...(identity ? { ':identity': identity } : {}),
              },
            }
          : {}),
      },
    });
    return resultOf(
      transactWrite(this.table, [
        set(keys.account(accountId), value, assignedIdentity),
        ...ALL_SHARDS.map((n) => set(keys.accountShard(accountId, n), shardValue)),
        auditPut(this.table, audit),
      ]),
      'MISSING',
    );
  }
}
