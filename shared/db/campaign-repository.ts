/**
 * Campaigns: the campaign item (its own partition, listed through gsi1, and through gsi2 while the sweeper may need
 * it), 16 counter shards, and per chunk of recipients a data item (their texts and states) and a small control item
 * (state and lease) in one of 16 partitions. The launch takes the reservation from the balance shards in one
 * transaction; the end gives back what was not spent in another: a constant number of balance writes per campaign.
 */
import { GetCommand, QueryCommand, type QueryCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BalanceShard, LedgerEntry } from '../accounts/account';
import type { AuditEntry } from '../audit/audit';
import { spendQuota, spendShards, spendSubject } from '../billing/spend';
import {
  type CampaignRecord,
  type CampaignStatus,
  type CampaignStore,
  type ChunkControl,
  emptyProgress,
  type HandingStep,
  type LaunchSpend,
  type Progress,
  type PublicCampaign,
  publicCampaign,
  type Recipient,
  type ReserveOutcome,
  type Revision,
  type StatusReason,
} from '../campaigns/campaign';
import { idPattern } from '../ids';
import { type MessageRecord, UNCONFIRMED_DETAIL } from '../messages/message';
import type { FlagRecord } from '../moderation/flag';
import type { Page, PageRequest } from '../page';
import { ok, type Result, refused } from '../result';
import { AccountRepository, ledgerPut, shardBalanceUpdate } from './account-repository';
import { auditPut } from './audit-repository';
import { flagPut } from './flag-repository';
import { batchGet, batchPut, itemAt, stripKeys, type TransactItem, transactWrite } from './items';
import { CAMPAIGN_COUNTER_SHARDS, contactKeys, keys, SHARDS } from './keys';
import { listNewestFirst } from './newest-first';
import { refusalIn, refusalOf, resultOf } from './refusal';
import { contentTtl, msOf } from './retention';
import { markSentTo } from './sent-to';
import { spendByShard, spendCounterAdd } from './spend-repository';
import type { Table } from './table';

const CAMPAIGN_ID = idPattern('cmp');
const PROGRESS_FIELDS = [
  'sent',
  'delivered',
  'failed',
  'blocked',
  'optedOut',
  'skipped',
  'spent',
  'refunded',
  'chunksDone',
] as const;
const PACE_TTL_SECONDS = 3600;

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

  private progressOf(found: Map<string, Record<string, unknown>>, campaignId: string): Progress {
    const progress = emptyProgress();
    for (const key of contactKeys.campaignCounters(campaignId)) {
      const item = itemAt(found, key);
      if (!item) continue;
      for (const field of PROGRESS_FIELDS) progress[field] += Number(item[field] ?? 0);
    }
    return progress;
  }

  async get(campaignId: string) {
    const key = contactKeys.campaign(campaignId);
    const found = await batchGet(this.table, [key, ...contactKeys.campaignCounters(campaignId)]);
    const item = itemAt(found, key);
    if (!item) return undefined;
    return { campaign: stripKeys<CampaignRecord>(item), progress: this.progressOf(found, campaignId) };
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
            return item ? publicCampaign(stripKeys<CampaignRecord>(item), this.progressOf(found, c.id)) : undefined;
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

  async countSettled(
    message: MessageRecord,
    status: 'DELIVERED' | 'FAILED',
  ): Promise<Result<'COUNTED' | 'NOT_IN_CAMPAIGN'>> {
    if (!message.campaignId) return refused('NOT_IN_CAMPAIGN');
    const delta = emptyProgress();
    delta.sent = -1;
    delta[status === 'DELIVERED' ? 'delivered' : 'failed'] = 1;
    if (status === 'FAILED') delta.refunded = message.cost;
    return resultOf(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
            Key: keys.message(message.id),
            UpdateExpression: 'SET campaignCounted = :status',
            ConditionExpression: '#status = :status AND attribute_not_exists(campaignCounted)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': status },
          },
        },
        // Any shard of the campaign's counters: receipts of a busy campaign spread over all of them (docs/capacity.md).
        this.counterAdd(message.campaignId, Math.floor(Math.random() * CAMPAIGN_COUNTER_SHARDS), delta),
      ]),
      'COUNTED',
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

  async putChunks(campaignId: string, chunks: Recipient[][], nowMs: number): Promise<void> {
    const items = chunks.flatMap((recipients, chunk) => [
      {
        ...contactKeys.chunkData(campaignId, chunk),
        entity: 'CampaignChunk',
        recipients,
        ttl: contentTtl(this.table, nowMs),
      },
      {
        ...contactKeys.chunkControl(campaignId, chunk),
        entity: 'CampaignChunkControl',
        chunk,
        status: recipients.some((r) => r.s === 'QUEUED') ? 'PENDING' : 'DONE',
        attempt: 0,
        updatedAt: nowMs,
      },
    ]);
    await batchPut(this.table, items, 8);
  }

  async markExpanded(
    campaign: CampaignRecord,
    totals: { recipients: number; chunks: number; lanes: number },
    found: Progress,
  ): Promise<Result<'EXPANDED'>> {
    const counted = PROGRESS_FIELDS.filter((f) => found[f] !== 0);
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
        ...(counted.length > 0 ? [this.counterAdd(campaign.id, 0, found)] : []),
      ]),
      'EXPANDED',
    );
  }

  private counterAdd(campaignId: string, shard: number, delta: Progress): TransactItem {
    const fields = PROGRESS_FIELDS.filter((f) => delta[f] !== 0);
    return {
      Update: {
        TableName: this.table.name,
        Key: contactKeys.campaignCounter(campaignId, shard % CAMPAIGN_COUNTER_SHARDS),
        UpdateExpression: `ADD ${fields.map((f) => `#${f} :${f}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(fields.map((f) => [`#${f}`, f])),
        ExpressionAttributeValues: Object.fromEntries(fields.map((f) => [`:${f}`, delta[f]])),
      },
    };
  }

  async openChunks(campaignId: string): Promise<ChunkControl[]> {
    const pages = await Promise.all(
      contactKeys.chunkControlPartitions(campaignId).map(async (partition) => {
        const items: Record<string, unknown>[] = [];
        let start: Record<string, unknown> | undefined;
        do {
          const page: QueryCommandOutput = await this.table.db.send(
            new QueryCommand({
              TableName: this.table.name,
              KeyConditionExpression: 'pk = :pk',
              FilterExpression: '#status <> :done',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':pk': partition, ':done': 'DONE' },
              ConsistentRead: true,
              ...(start ? { ExclusiveStartKey: start } : {}),
            }),
          );
          items.push(...(page.Items ?? []));
          start = page.LastEvaluatedKey;
        } while (start);
        return items;
      }),
    );
    return pages
      .flat()
      .map((i) => stripKeys<ChunkControl>(i))
      .sort((a, b) => a.chunk - b.chunk);
  }

  async claimChunk(
    campaignId: string,
    chunk: number,
    nowMs: number,
    leaseMs: number,
  ): Promise<Result<'DONE' | 'BUSY', { claim: ChunkControl }>> {
    try {
      const result = await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: contactKeys.chunkControl(campaignId, chunk),
          UpdateExpression: 'SET #status = :sending, leaseUntil = :lease, attempt = attempt + :one, updatedAt = :now',
          ConditionExpression: '#status = :pending OR (#status = :sending AND leaseUntil < :now)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':sending': 'SENDING',
            ':pending': 'PENDING',
            ':lease': nowMs + leaseMs,
            ':one': 1,
            ':now': nowMs,
          },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return ok({ claim: stripKeys<ChunkControl>(result.Attributes ?? {}) });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      const old = refusal.old(0);
      const status = old ? old.status : (await this.control(campaignId, chunk))?.status;
      return refused(status === 'SENDING' ? 'BUSY' : 'DONE');
    }
  }

  private async control(campaignId: string, chunk: number): Promise<ChunkControl | undefined> {
    const result = await this.table.db.send(
      new GetCommand({
        TableName: this.table.name,
        Key: contactKeys.chunkControl(campaignId, chunk),
        ConsistentRead: true,
      }),
    );
    return result.Item ? stripKeys<ChunkControl>(result.Item) : undefined;
  }

  async chunkData(campaignId: string, chunk: number): Promise<Recipient[] | undefined> {
    const result = await this.table.db.send(
      new GetCommand({
        TableName: this.table.name,
        Key: contactKeys.chunkData(campaignId, chunk),
        ConsistentRead: true,
      }),
    );
    return result.Item?.recipients as Recipient[] | undefined;
  }

  async chunksData(campaignId: string, chunks: number[]): Promise<Map<number, Recipient[]>> {
    const found = await batchGet(
      this.table,
      chunks.map((n) => contactKeys.chunkData(campaignId, n)),
    );
    return new Map(
      chunks.map((n) => [n, (itemAt(found, contactKeys.chunkData(campaignId, n))?.recipients ?? []) as Recipient[]]),
    );
  }

  async putMessages(messages: MessageRecord[], lookupsFromMs?: number): Promise<void> {
    if (messages.length === 0) return;
    // Their numbers are ones the account has sent to (decision 0830): one small marker each, after the messages.
    await this.putMessageItems(messages, lookupsFromMs);
    await markSentTo(this.table, messages, Date.now());
  }

  private async putMessageItems(messages: MessageRecord[], lookupsFromMs?: number): Promise<void> {
    await batchPut(
      this.table,
      messages.flatMap((m) => [
        {
          ...keys.message(m.id),
          // An unknown outcome waits in the pending index for the sweeper's status lookups, as a single send's does.
          ...(m.status === 'SENT' && m.deliveryStatus === UNCONFIRMED_DETAIL
            ? keys.pendingMessageIndex(
                lookupsFromMs === undefined ? m.updatedAt : new Date(lookupsFromMs).toISOString(),
                m.id,
              )
            : {}),
          entity: 'Message',
          ...m,
          // The state its chunk counts it in: a receipt that moves it on later moves the counts from there.
          tallied: m.status,
          ttl: contentTtl(this.table, msOf(m.createdAt, Date.now())),
        },
        {
          ...keys.messageListEntry(m.accountId, m.id),
          entity: 'MessageListEntry',
          ttl: contentTtl(this.table, msOf(m.createdAt, Date.now())),
        },
      ]),
    );
  }

  async storedMessages(messageIds: string[]): Promise<Map<string, MessageRecord>> {
    if (messageIds.length === 0) return new Map();
    const found = await batchGet(
      this.table,
      messageIds.map((id) => keys.message(id)),
    );
    const stored = new Map<string, MessageRecord>();
    for (const id of messageIds) {
      const item = itemAt(found, keys.message(id));
      if (item) stored.set(id, stripKeys<MessageRecord>(item));
    }
    return stored;
  }

  async finishChunk(
    campaignId: string,
    control: ChunkControl,
    recipients: Recipient[],
    delta: Progress,
    flags: FlagRecord[],
    done: boolean,
    nowMs: number,
  ): Promise<Result<'LOST'>> {
    const moves = done ? { ...delta, chunksDone: delta.chunksDone + 1 } : delta;
    const moved = PROGRESS_FIELDS.some((f) => moves[f] !== 0);
    return resultOf(
      transactWrite(this.table, [
        {
          Update: {
            TableName: this.table.name,
            Key: contactKeys.chunkControl(campaignId, control.chunk),
            UpdateExpression: 'SET #status = :status, updatedAt = :now REMOVE leaseUntil, handing',
            ConditionExpression: '#status = :sending AND attempt = :attempt',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':status': done ? 'DONE' : 'PENDING',
              ':now': nowMs,
              ':sending': 'SENDING',
              ':attempt': control.attempt,
            },
          },
        },
        {
          Put: {
            TableName: this.table.name,
            Item: {
              ...contactKeys.chunkData(campaignId, control.chunk),
              entity: 'CampaignChunk',
              recipients,
              ttl: contentTtl(this.table, nowMs),
            },
          },
        },
        ...(moved ? [this.counterAdd(campaignId, control.chunk, moves)] : []),
        ...flags.map((f) => flagPut(this.table, f)),
      ]),
      'LOST',
    );
  }

  async pace(
    accountId: string,
    campaignId: string,
    second: number,
    count: number,
    rate: number,
    handing?: { chunk: number; step: HandingStep; nowMs: number; leaseUntil: number },
  ): Promise<Result<'FULL' | 'STOPPED' | 'LOST'>> {
    const refusal = await refusalIn(
      transactWrite(this.table, [
        {
          ConditionCheck: {
            TableName: this.table.name,
            Key: contactKeys.campaign(campaignId),
            ConditionExpression: '#status = :sending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':sending': 'SENDING' },
          },
        },
        {
          Update: {
            TableName: this.table.name,
            Key: contactKeys.pace(accountId, second),
            UpdateExpression: 'ADD used :n SET #ttl = :ttl',
            ConditionExpression: 'attribute_not_exists(used) OR used <= :most',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':n': count, ':most': rate - count, ':ttl': second + PACE_TTL_SECONDS },
          },
        },
        ...(handing ? [this.writeAhead(campaignId, handing)] : []),
      ]),
    );
    if (!refusal) return ok();
    if (refusal.at(0)) return refused('STOPPED');
    if (refusal.at(2)) return refused('LOST');
    if (refusal.at(1)) return refused('FULL');
    throw refusal.error;
  }

  /**
   * A pacing step's write-ahead on the chunk's control item: its recipients appended to `handing` and the lease renewed,
   * conditional on the claim that writes it (same attempt, lease not lapsed). One small item (≈1 KB at most).
   */
  private writeAhead(
    campaignId: string,
    { chunk, step, nowMs, leaseUntil }: { chunk: number; step: HandingStep; nowMs: number; leaseUntil: number },
  ): TransactItem {
    return {
      Update: {
        TableName: this.table.name,
        Key: contactKeys.chunkControl(campaignId, chunk),
        UpdateExpression:
          'SET handing = list_append(if_not_exists(handing, :none), :step), leaseUntil = :lease, updatedAt = :now',
        ConditionExpression: '#status = :sending AND attempt = :attempt AND leaseUntil >= :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':none': [],
          ':step': [step],
          ':lease': leaseUntil,
          ':now': nowMs,
          ':sending': 'SENDING',
          ':attempt': step.a,
        },
      },
    };
  }

  async hold(campaignId: string, heldUntil: string | undefined, nowMs: number): Promise<void> {
    try {
      await this.table.db.send(
        new UpdateCommand({
          TableName: this.table.name,
          Key: contactKeys.campaign(campaignId),
          UpdateExpression: heldUntil
            ? 'SET heldUntil = :until, updatedAt = :now'
            : 'SET updatedAt = :now REMOVE heldUntil',
          ConditionExpression: '#status = :sending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':sending': 'SENDING',
            ':now': new Date(nowMs).toISOString(),
            ...(heldUntil ? { ':until': heldUntil } : {}),
          },
        }),
      );
    } catch (error) {
      if (!refusalOf(error)) throw error;
    }
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
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page: QueryCommandOutput = await this.table.db.send(
        new QueryCommand({
          TableName: this.table.name,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': contactKeys.activeCampaignPartition() },
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    return items.map((i) => stripKeys<CampaignRecord>(i));
  }
}
