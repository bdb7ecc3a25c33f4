/**
 * Campaigns: the campaign item (its own partition, listed through gsi1, and through gsi2 while the sweeper may need
 * it) and its counter shards (shared/db/campaign-counters.ts). The launch takes the reservation from the balance shards
 * in one transaction; the end gives back what was not spent in another: a constant number of balance writes per
 * campaign. Its chunks of recipients are in shared/db/campaign-chunk-repository.ts, their messages in
 * shared/db/campaign-message-repository.ts.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BalanceShard, LedgerEntry } from '../accounts/account';
import type { AuditEntry } from '../audit/audit';
import { spendQuota, spendShards, spendSubject } from '../billing/spend';
import {
  type CampaignRecord,
  type CampaignStatus,
  type CampaignStore,
  type LaunchSpend,
  type Progress,
  type PublicCampaign,
  publicCampaign,
  type ReserveOutcome,
  type Revision,
  type StatusReason,
} from '../campaigns/campaign';
import { idPattern } from '../ids';
import type { Page, PageRequest } from '../page';
import { ok, type Result, refused } from '../result';
import { AccountRepository, ledgerPut, shardBalanceUpdate } from './account-repository';
import { auditPut } from './audit-repository';
import { counterAdd, movesCounts, progressOf } from './campaign-counters';
import { batchGet, itemAt, stripKeys, type TransactItem, transactWrite } from './items';
import { contactKeys, SHARDS } from './keys';
import { listNewestFirst } from './newest-first';
import { refusalIn, resultOf } from './refusal';
import { spendByShard, spendCounterAdd } from './spend-repository';
import { queryAll, type Table } from './table';

const CAMPAIGN_ID = idPattern('cmp');

const isActive = (c: CampaignRecord) =>
  c.status !== 'DRAFT' && c.status !== 'COMPLETED' && c.releasedCredits === undefined;

export class CampaignRepository implements CampaignStore {
  private readonly accounts: AccountRepository;

  constructor(private readonly table: Table) {
    this.accounts = new AccountRepository(table);
  }

  private item(c: CampaignRecord): Record<string, unknown> {
    return {
      ...contactKeys.campaign(c.id),
      ...contactKeys.campaignIndex(c.accountId, c.id),
      ...(isActive(c) ? contactKeys.activeCampaignIndex(c.id) : {}),
      entity: 'Campaign',
      ...c,
    };
  }

  async get(campaignId: string) {
    const key = contactKeys.campaign(campaignId);
    const found = await batchGet(this.table, [key, ...contactKeys.campaignCounters(campaignId)]);
    const item = itemAt(found, key);
    if (!item) return undefined;
    return { campaign: stripKeys<CampaignRecord>(item), progress: progressOf(found, campaignId) };
  }

  list(accountId: string, page: PageRequest, status?: CampaignStatus): Promise<Page<PublicCampaign>> {
    return listNewestFirst<PublicCampaign>(
      this.table,
      {
        partitions: [contactKeys.campaignIndexPartition(accountId)],
        index: 'gsi1',
        position: CAMPAIGN_ID,
        resolve: async (items) => {
          const campaigns = items.map((i) => stripKeys<CampaignRecord>(i));
          const found = await batchGet(
            this.table,
            campaigns.flatMap((c) => contactKeys.campaignCounters(c.id)),
          );
          // The index is eventually consistent: the campaign's own item is the truth for its status.
          const own = await batchGet(
            this.table,
            campaigns.map((c) => contactKeys.campaign(c.id)),
          );
          return campaigns.map((c) => {
            const item = itemAt(own, contactKeys.campaign(c.id));
            return item ? publicCampaign(stripKeys<CampaignRecord>(item), progressOf(found, c.id)) : undefined;
          });
        },
        ...(status ? { keep: (c: PublicCampaign) => c.status === status } : {}),
      },
      page,
    );
  }

  async create(campaign: CampaignRecord, audit: AuditEntry): Promise<void> {
    await transactWrite(this.table, [
      {
        Put: { TableName: this.table.name, Item: this.item(campaign), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      auditPut(this.table, audit),
    ]);
  }

  private conditionalPut(next: CampaignRecord, from: readonly CampaignStatus[], expected: Revision): TransactItem {
    const names = from.map((_, i) => `:from${i}`);
    return {
      Put: {
        TableName: this.table.name,
        Item: this.item({ ...next, rev: (expected.rev ?? 0) + 1 }),
        ConditionExpression: `#status IN (${names.join(', ')}) AND updatedAt = :updatedAt AND ${
          expected.rev === undefined ? 'attribute_not_exists(rev)' : 'rev = :rev'
        }`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ...Object.fromEntries(from.map((s, i) => [`:from${i}`, s])),
          ':updatedAt': expected.updatedAt,
          ...(expected.rev === undefined ? {} : { ':rev': expected.rev }),
        },
      },
    };
  }

  async replace(
    next: CampaignRecord,
    from: readonly CampaignStatus[],
    expected: Revision,
    audit?: AuditEntry,
  ): Promise<Result<'CHANGED'>> {
    return resultOf(
      transactWrite(this.table, [
        this.conditionalPut(next, from, expected),
        ...(audit ? [auditPut(this.table, audit)] : []),
      ]),
      'CHANGED',
    );
  }

  async delete(campaign: CampaignRecord, audit: AuditEntry): Promise<Result<'CHANGED'>> {
    return resultOf(
      transactWrite(this.table, [
        {
          Delete: {
            TableName: this.table.name,
            Key: contactKeys.campaign(campaign.id),
            ConditionExpression: '#status = :draft',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':draft': 'DRAFT' },
          },
        },
        auditPut(this.table, audit),
      ]),
      'CHANGED',
    );
  }

  /**
   * Takes `amount` credits from the shards (richest first, from a snapshot of all of them) with `extra` in the same
   * transaction: at most SHARDS balance writes, whatever the campaign's size. Retried when a shard moved meanwhile.
   */
  private async reserve(
    accountId: string,
    amount: number,
    entry: LedgerEntry | undefined,
    extra: TransactItem[],
  ): Promise<ReserveOutcome> {
    for (let attempt = 1; ; attempt++) {
      const shards: BalanceShard[] | undefined = amount > 0 ? await this.accounts.shardsSnapshot(accountId) : [];
      if (!shards) return refused('CHANGED');
      if (shards.some((s) => s.suspended)) return refused('ACCOUNT_SUSPENDED');
      const total = shards.reduce((sum, s) => sum + s.balance, 0);
      if (total < amount) return refused('INSUFFICIENT_BALANCE', { balance: total });
      const takes: TransactItem[] = [];
      let missing = amount;
      let first: number | undefined;
      for (const shard of [...shards].sort((a, b) => b.balance - a.balance)) {
        if (missing <= 0) break;
        const take = Math.min(shard.balance, missing);
        if (take <= 0) continue;
        first ??= shard.shard;
        takes.push(shardBalanceUpdate(this.table, accountId, shard.shard, -take));
        missing -= take;
      }
      const items = [...extra, ...takes, ...(entry ? [ledgerPut(this.table, entry, first ?? 0)] : [])];
      const refusal = await refusalIn(transactWrite(this.table, items));
      if (!refusal) return ok();
      if (refusal.among(0, extra.length)) return refused('CHANGED');
      if (attempt >= 8) throw refusal.error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }

  async launch(
    next: CampaignRecord,
    reservation: LedgerEntry | undefined,
    audit: AuditEntry,
    spend?: LaunchSpend,
  ): Promise<ReserveOutcome> {
    const draft = await this.get(next.id);
    if (draft?.campaign.status !== 'DRAFT') return refused('CHANGED');
    const amount = -(reservation?.amount ?? 0);
    const counters = spend && amount > 0 ? await this.spendCounters(spend, amount) : [];
    if (!counters) return refused('SPEND_LIMIT_EXCEEDED', { cap: spend!.cap });
    return this.reserve(next.accountId, amount, reservation, [
      this.conditionalPut(next, ['DRAFT'], draft.campaign),
      auditPut(this.table, audit),
      ...counters,
    ]);
  }

  /**
   * The day's spend counters of a cap, taking `amount` credits: spread over the shards with room (one read of them
   * all), each conditional on its share; undefined when the cap has less room left than `amount`.
   */
  private async spendCounters(spend: LaunchSpend, amount: number): Promise<TransactItem[] | undefined> {
    const { cap, day, nowMs } = spend;
    const subject = spendSubject(cap);
    const count = spendShards(cap.limit);
    const used = (await spendByShard(this.table, subject, day)).slice(0, count);
    const items: TransactItem[] = [];
    let missing = amount;
    for (const [shard, spent] of used.entries()) {
      const take = Math.min(missing, spendQuota(cap.limit, count, shard) - spent);
      if (take <= 0) continue;
      items.push(spendCounterAdd(this.table, { subject, day, limit: cap.limit, shard }, take, nowMs));
      missing -= take;
      if (missing === 0) return items;
    }
    return undefined;
  }

  async topUp(campaignId: string, entry: LedgerEntry, spend?: LaunchSpend): Promise<ReserveOutcome> {
    const amount = -entry.amount;
    // The cap is checked where the credits leave: in the top-up's own transaction, with the day's counters.
    const counters = spend && amount > 0 ? await this.spendCounters(spend, amount) : [];
    if (!counters) return refused('SPEND_LIMIT_EXCEEDED', { cap: spend!.cap });
    return this.reserve(entry.accountId, amount, entry, [
      {
        Update: {
          TableName: this.table.name,
          Key: contactKeys.campaign(campaignId),
          UpdateExpression: 'ADD reservedCredits :more',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(releasedCredits)',
          ExpressionAttributeValues: { ':more': amount },
        },
      },
      ...counters,
    ]);
  }

  async pauseUnexpanded(campaignId: string, reason: StatusReason, nowMs: number): Promise<Result<'CHANGED'>> {
    return resultOf(
      this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: contactKeys.campaign(campaignId),
          UpdateExpression:
            'SET #status = :paused, statusReason = :reason, updatedAt = :now REMOVE expandingUntil, heldUntil',
          ConditionExpression: '#status = :sending AND attribute_not_exists(expanded)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':paused': 'PAUSED',
            ':sending': 'SENDING',
            ':reason': reason,
            ':now': new Date(nowMs).toISOString(),
          },
        }),
      ),
      'CHANGED',
    );
  }

  async markSuspended(campaignId: string, nowMs: number): Promise<Result<'CHANGED'>> {
    const reason: StatusReason = {
      code: 'ACCOUNT_SUSPENDED',
      message: 'The account was suspended: recipients not yet sent to end FAILED (account_suspended), uncharged',
    };
    return resultOf(
      this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: contactKeys.campaign(campaignId),
          UpdateExpression: 'SET #status = :sending, statusReason = :reason, updatedAt = :now REMOVE heldUntil',
          ConditionExpression:
            '#status IN (:scheduled, :sending, :paused) AND attribute_not_exists(releasedCredits) AND ' +
            '(attribute_not_exists(statusReason) OR statusReason.code <> :code)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':sending': 'SENDING',
            ':scheduled': 'SCHEDULED',
            ':paused': 'PAUSED',
            ':reason': reason,
            ':code': reason.code,
            ':now': new Date(nowMs).toISOString(),
          },
        }),
      ),
      'CHANGED',
    );
  }

  async claimExpansion(campaignId: string, nowMs: number, leaseMs: number): Promise<Result<'TAKEN'>> {
    return resultOf(
      this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: contactKeys.campaign(campaignId),
          UpdateExpression: 'SET expandingUntil = :until',
          ConditionExpression:
            'attribute_exists(pk) AND attribute_not_exists(expanded) AND ' +
            '(attribute_not_exists(expandingUntil) OR expandingUntil < :now)',
          ExpressionAttributeValues: { ':until': nowMs + leaseMs, ':now': nowMs },
        }),
      ),
      'TAKEN',
    );
  }

  async markExpanded(
    campaign: CampaignRecord,
    totals: { recipients: number; chunks: number; lanes: number },
    found: Progress,
  ): Promise<Result<'EXPANDED'>> {
    return resultOf(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
            Key: contactKeys.campaign(campaign.id),
            UpdateExpression: 'SET expanded = :yes, chunks = :chunks, lanes = :lanes, recipients = :recipients',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(expanded)',
            ExpressionAttributeValues: {
              ':yes': true,
              ':chunks': totals.chunks,
              ':lanes': totals.lanes,
              ':recipients': totals.recipients,
            },
          },
        },
        ...(movesCounts(found) ? [counterAdd(this.table, campaign.id, 0, found)] : []),
      ]),
      'EXPANDED',
    );
  }

  /**
   * Sets or lifts a marketing hold on a SENDING campaign. A hold is never set on a campaign a suspension stopped
   * (decision 0709): a worker that read the campaign before the sweeper marked it would otherwise hold it until the
   * hours open, and the stop would wait for them.
   */
  async hold(campaignId: string, heldUntil: string | undefined, nowMs: number): Promise<Result<'CHANGED'>> {
    return resultOf(
      this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: contactKeys.campaign(campaignId),
          UpdateExpression: heldUntil
            ? 'SET heldUntil = :until, updatedAt = :now'
            : 'SET updatedAt = :now REMOVE heldUntil',
          ConditionExpression: heldUntil
            ? '#status = :sending AND (attribute_not_exists(statusReason) OR statusReason.code <> :suspended)'
            : '#status = :sending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':sending': 'SENDING',
            ':now': new Date(nowMs).toISOString(),
            ...(heldUntil ? { ':until': heldUntil, ':suspended': 'ACCOUNT_SUSPENDED' } : {}),
          },
        }),
      ),
      'CHANGED',
    );
  }

  async release(
    campaign: CampaignRecord,
    status: 'COMPLETED' | 'CANCELLED',
    spent: number,
    entry: LedgerEntry | undefined,
    audit: AuditEntry,
    nowMs: number,
  ): Promise<Result<'CHANGED'>> {
    const now = new Date(nowMs).toISOString();
    const shard = Math.floor(Math.random() * SHARDS);
    return resultOf(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
            Key: contactKeys.campaign(campaign.id),
            UpdateExpression: `SET #status = :status, releasedCredits = :back, spentCredits = :spent, updatedAt = :now${
              status === 'COMPLETED' ? ', completedAt = :now' : ''
            } REMOVE gsi2pk, gsi2sk, heldUntil`,
            ConditionExpression: 'attribute_not_exists(releasedCredits) AND #status = :current',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':status': status,
              ':back': entry?.amount ?? 0,
              ':spent': spent,
              ':now': now,
              ':current': campaign.status,
            },
          },
        },
        ...(entry
          ? [
              shardBalanceUpdate(this.table, campaign.accountId, shard, entry.amount),
              ledgerPut(this.table, entry, shard),
            ]
          : []),
        auditPut(this.table, audit),
      ]),
      'CHANGED',
    );
  }

  async active(): Promise<CampaignRecord[]> {
    const items = await queryAll(this.table, {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': contactKeys.activeCampaignPartition() },
    });
    return items.map((i) => stripKeys<CampaignRecord>(i));
  }
}
