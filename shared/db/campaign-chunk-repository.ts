/**
 * A campaign's chunks of recipients: per chunk a data item (their texts and states) and a small control item (state,
 * lease, attempt and the write-ahead of hand-overs) in one of 16 partitions. A worker claims a chunk, paces its
 * hand-overs at the account's rate under the claim, and ends its attempt with the chunk's results and the counts they
 * moved in one transaction (docs/decisions/0704, 0706).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CampaignChunkStore, ChunkControl, HandingStep, Progress, Recipient } from '../campaigns/campaign';
import type { FlagRecord } from '../moderation/flag';
import { ok, type Result, refused } from '../result';
import { counterAdd, movesCounts } from './campaign-counters';
import { flagPut } from './flag-repository';
import { batchGet, batchPut, itemAt, stripKeys, type TransactItem, transactWrite } from './items';
import { contactKeys } from './keys';
import { refusalIn, refusalOf, resultOf } from './refusal';
import { contentTtl } from './retention';
import { queryAll, type Table } from './table';

const PACE_TTL_SECONDS = 3600;

export class CampaignChunkRepository implements CampaignChunkStore {
  constructor(private readonly table: Table) {}

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

  async openChunks(campaignId: string): Promise<ChunkControl[]> {
    const pages = await Promise.all(
      contactKeys.chunkControlPartitions(campaignId).map((partition) =>
        queryAll(this.table, {
          KeyConditionExpression: 'pk = :pk',
          FilterExpression: '#status <> :done',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pk': partition, ':done': 'DONE' },
          ConsistentRead: true,
        }),
      ),
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
        ...(movesCounts(moves) ? [counterAdd(this.table, campaignId, control.chunk, moves)] : []),
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
}
