import { beforeAll, describe, expect, inject, it } from 'vitest';
import { actorAudit } from '../../shared/audit/audit';
import type { Actor } from '../../shared/auth/actor';
import {
  type CampaignDeps,
  type CampaignJob,
  type CampaignRecord,
  type CampaignStatus,
  type CampaignStore,
  cancelCampaign,
  pauseCampaign,
  resumeCampaign,
} from '../../shared/campaigns/campaign';
import type { RunDeps } from '../../shared/campaigns/run-deps';
import { hold } from '../../shared/campaigns/start-campaign';
import { loadConfig } from '../../shared/config';
import { CampaignRepository } from '../../shared/db/campaign-repository';
import { tableOf } from '../../shared/db/table';
import { DomainError } from '../../shared/errors';
import { newId } from '../../shared/ids';
import { createRuntime } from '../../shared/runtime';
import { freshResources } from '../support/aws';

/**
 * Pause, resume and cancel name a status, not a revision the caller read: a campaign write the workers make between
 * the route's read and its conditional replace is read again and the transition retried, 3 attempts in all, before
 * 409 CONFLICT (decision 0714). The competing write is the worker's own `hold` (it moves `updatedAt` while SENDING),
 * made on real DynamoDB Local by a wrapper around the real repository, right after the route's read.
 */
describe('campaign writes that race the campaign workers: pause, resume and cancel retry; a hold yields to a suspension', () => {
  let real: CampaignRepository;
  let clockMs = Date.parse('2026-03-02T10:00:00.000Z');
  const tick = () => (clockMs += 1000);

  beforeAll(async () => {
    const { tableName } = await freshResources('cmptrn');
    real = new CampaignRepository(
      tableOf(
        createRuntime(
          loadConfig({ STAGE: 'test', TABLE_NAME: tableName, DYNAMODB_ENDPOINT: inject('dynamoEndpoint') }),
        ),
      ),
    );
  });

  async function stored(status: CampaignStatus): Promise<{ accountId: string; id: string }> {
    const accountId = newId('acc');
    const id = newId('cmp');
    const at = new Date(tick()).toISOString();
    const campaign: CampaignRecord = {
      id,
      accountId,
      name: 'spring sale',
      status,
      kind: 'marketing',
      body: 'Hello',
      audience: { listIds: [newId('lst')] },
      recipients: 10,
      reservedCredits: 10,
      createdBy: newId('usr'),
      createdAt: at,
      updatedAt: at,
      ...(status === 'DRAFT' ? {} : { launchedAt: at, text: 'Hello', expanded: true, chunks: 1, lanes: 1 }),
    };
    await real.create(campaign, actorAudit(actor(accountId), 'campaign.created', { type: 'campaign', id }));
    return { accountId, id };
  }

  /**
   * The real repository, except that each of the first `competing` reads is followed by a write of the campaign
   * worker (a hold set or cleared while SENDING, or a pause of its own undone: whatever moves `updatedAt` in the
   * status read), so the route's conditional replace of what it read is refused.
   */
  function racing(competing: number) {
    const counts = { reads: 0, replaces: 0 };
    const campaigns: CampaignStore = Object.create(real);
    campaigns.get = async (campaignId) => {
      const read = await real.get(campaignId);
      counts.reads++;
      if (read && counts.reads <= competing) await compete(read.campaign);
      return read;
    };
    campaigns.replace = (...args) => {
      counts.replaces++;
      return real.replace(...args);
    };
    return { campaigns, counts };
  }

  /** A worker's write of the campaign in the status it has: it keeps the status and moves the revision. */
  async function compete(campaign: CampaignRecord) {
    if (campaign.status === 'SENDING') {
      await real.hold(campaign.id, new Date(tick() + 60_000).toISOString(), tick());
      return;
    }
    const moved = { ...campaign, updatedAt: new Date(tick()).toISOString() };
    expect((await real.replace(moved, [campaign.status], campaign)).ok).toBe(true);
  }

  function depsWith(campaigns: CampaignStore) {
    const sent: CampaignJob[] = [];
    const deps = {
      campaigns,
      queue: {
        send: async (job: CampaignJob) => {
          sent.push(job);
        },
        sendBatch: async (jobs: CampaignJob[]) => {
          sent.push(...jobs);
        },
      },
      messages: { shard: async () => ({ suspended: false }) },
    } as unknown as CampaignDeps;
    return { deps, sent };
  }

  const actor = (accountId: string): Actor => ({
    principal: {
      type: 'user',
      userId: newId('usr'),
      accountId,
      role: 'OWNER',
      permissions: ['campaigns.manage'],
      platformAdmin: false,
    },
    ip: '192.0.2.1',
    nowMs: tick(),
  });

  it('pauses a SENDING campaign whose first read lost to a worker write: read again, the second write takes', async () => {
    const { accountId, id } = await stored('SENDING');
    const { campaigns, counts } = racing(1);
    const paused = await pauseCampaign({ campaigns }, { actor: actor(accountId), id });
    expect(paused.status).toBe('PAUSED');
    expect(counts.replaces).toBe(2);
    const now = (await real.get(id))!.campaign;
    expect(now.status).toBe('PAUSED');
    // The worker's write happened and was kept: the pause was written on top of it, not over a stale read.
    expect(now.heldUntil).toBeDefined();
  });

  it('resumes a PAUSED campaign whose first read lost to a write of the workers, and queues its wake once', async () => {
    const { accountId, id } = await stored('PAUSED');
    const { campaigns, counts } = racing(1);
    const { deps, sent } = depsWith(campaigns);
    const resumed = await resumeCampaign(deps, { actor: actor(accountId), id });
    expect(resumed.status).toBe('SENDING');
    expect(counts.replaces).toBe(2);
    expect(sent).toEqual([{ type: 'wake', campaignId: id }]);
    expect((await real.get(id))!.campaign.status).toBe('SENDING');
  });

  it('cancels a SENDING campaign whose first read lost to a worker write, and queues its finalise once', async () => {
    const { accountId, id } = await stored('SENDING');
    const { campaigns, counts } = racing(1);
    const { deps, sent } = depsWith(campaigns);
    const cancelled = await cancelCampaign(deps, { actor: actor(accountId), id });
    expect(cancelled.status).toBe('CANCELLED');
    expect(counts.replaces).toBe(2);
    expect(sent).toEqual([{ type: 'finalise', campaignId: id }]);
    expect((await real.get(id))!.campaign.status).toBe('CANCELLED');
  });

  it('answers 409 CONFLICT after 3 attempts when the workers win every time, and writes nothing of its own', async () => {
    const { accountId, id } = await stored('SENDING');
    const { campaigns, counts } = racing(Number.POSITIVE_INFINITY);
    const refused = await pauseCampaign({ campaigns }, { actor: actor(accountId), id }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      message: 'The campaign was changed by another request meanwhile; read it again and retry',
    });
    expect(counts.replaces).toBe(3);
    expect((await real.get(id))!.campaign.status).toBe('SENDING');
  });

  it('answers 409 CAMPAIGN_STATE, not CONFLICT, when the write it lost to was a cancel', async () => {
    const { accountId, id } = await stored('SENDING');
    const campaigns: CampaignStore = Object.create(real);
    let first = true;
    campaigns.get = async (campaignId) => {
      const read = await real.get(campaignId);
      if (read && first) {
        first = false;
        const cancelled = { ...read.campaign, status: 'CANCELLED' as const, updatedAt: new Date(tick()).toISOString() };
        expect((await real.replace(cancelled, ['SENDING'], read.campaign)).ok).toBe(true);
      }
      return read;
    };
    await expect(pauseCampaign({ campaigns }, { actor: actor(accountId), id })).rejects.toMatchObject({
      code: 'CAMPAIGN_STATE',
    });
    expect((await real.get(id))!.campaign.status).toBe('CANCELLED');
  });

  it('never holds a campaign a suspension stopped after the worker read it; the worker wakes it at once (decision 0709)', async () => {
    const { id } = await stored('SENDING');
    const read = (await real.get(id))!.campaign;
    // The sweeper stops the campaign between the worker's read and its marketing hold.
    expect((await real.markSuspended(id, tick())).ok).toBe(true);
    const woken: CampaignJob[] = [];
    const scheduled: number[] = [];
    const deps = {
      campaigns: real,
      queue: { send: async (job: CampaignJob) => void woken.push(job) },
      scheduler: { wakeAt: async (_id: string, atMs: number) => void scheduled.push(atMs) },
    } as unknown as RunDeps;
    await hold(deps, read, Date.parse('2026-03-01T10:00:00.000Z'));
    const after = (await real.get(id))!.campaign;
    expect(after.heldUntil).toBeUndefined();
    expect(after.statusReason?.code).toBe('ACCOUNT_SUSPENDED');
    expect(scheduled).toEqual([]);
    expect(woken).toEqual([{ type: 'wake', campaignId: id }]);
  });
});
