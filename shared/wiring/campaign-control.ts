/** Campaigns wired for the routes that start or stop sending (launch, resume, cancel): the job queue and scheduler. */
import { campaignSchedulerOf } from '../aws/campaign-scheduler';
import { jobQueueOf } from '../aws/job-queue';
import type { CampaignDeps, CampaignJob } from '../campaigns/campaign';
import { AudienceRepository } from '../db/audience-repository';
import { CampaignRepository } from '../db/campaign-repository';
import { ContactListRepository } from '../db/contact-repository';
import { MessageRepository } from '../db/message-repository';
import { tableOf } from '../db/table';
import { TemplateRepository } from '../db/template-repository';
import type { Runtime } from '../runtime';
import { sandboxAllowedOn } from '../vendors/vendor';

export const campaignDeps = (rt: Runtime): CampaignDeps => ({
  campaigns: new CampaignRepository(tableOf(rt)),
  templates: new TemplateRepository(tableOf(rt)),
  lists: new ContactListRepository(tableOf(rt)),
  audience: new AudienceRepository(tableOf(rt)),
  messages: new MessageRepository(tableOf(rt)),
  queue: jobQueueOf<CampaignJob>(rt, 'campaign'),
  scheduler: campaignSchedulerOf(rt),
  clock: rt.overrides.sandboxClock ?? rt.clock,
  sandboxAllowed: sandboxAllowedOn(rt.config.STAGE),
});
