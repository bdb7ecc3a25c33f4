/**
 * The campaign functions that moderate (the worker and the preview), wired apart from shared/wiring/campaigns.ts so
 * that the other campaign routes do not carry the classifier, and only the worker carries the vendors.
 */
import { campaignSchedulerOf } from '../aws/campaign-scheduler';
import { jobQueueOf } from '../aws/job-queue';
import type { CampaignJob } from '../campaigns/campaign';
import type { RunDeps } from '../campaigns/run-campaign';
import { systemClock } from '../clock';
import { AudienceRepository } from '../db/audience-repository';
import { CampaignRepository } from '../db/campaign-repository';
import { MessageRepository } from '../db/message-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';
import { campaignDeps } from './campaign-control';
import { moderationOf } from './moderation';
import { vendorsOf } from './vendors';

export const campaignRunDeps = (rt: Runtime): RunDeps => ({
  campaigns: new CampaignRepository(tableOf(rt)),
  audience: new AudienceRepository(tableOf(rt)),
  messages: new MessageRepository(tableOf(rt)),
  vendors: vendorsOf(rt),
  moderation: moderationOf(rt),
  queue: jobQueueOf<CampaignJob>(rt, 'campaign'),
  scheduler: campaignSchedulerOf(rt),
  clock: rt.overrides.sandboxClock ?? rt.clock,
  realClock: systemClock,
  ratePerSecond: rt.config.CAMPAIGN_RATE_PER_SECOND,
});

/** The preview moderates its samples: only its function carries the classifier. */
export const campaignPreviewDeps = (rt: Runtime) => ({ ...campaignDeps(rt), moderation: moderationOf(rt) });
