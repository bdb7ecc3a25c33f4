/**
 * Campaigns wired for the routes that read or edit them: the table only, so these functions carry no queue or
 * scheduler client (the routes that start or stop sending are wired in campaign-control.ts).
 */
import type { CampaignEditDeps, RecipientDeps } from '../campaigns/manage-campaigns';
import { CampaignChunkRepository } from '../db/campaign-chunk-repository';
import { CampaignMessageRepository } from '../db/campaign-message-repository';
import { CampaignRepository } from '../db/campaign-repository';
import { ContactListRepository } from '../db/contact-repository';
import { tableOf } from '../db/table';
import { TemplateRepository } from '../db/template-repository';
import type { Runtime } from '../runtime';

export const campaignEditDeps = (rt: Runtime): CampaignEditDeps => ({
  campaigns: new CampaignRepository(tableOf(rt)),
  templates: new TemplateRepository(tableOf(rt)),
  lists: new ContactListRepository(tableOf(rt)),
});

/** The routes that read a campaign's recipients (the list and the report): its chunks and their messages too. */
export const campaignRecipientDeps = (rt: Runtime): RecipientDeps => ({
  campaigns: new CampaignRepository(tableOf(rt)),
  chunks: new CampaignChunkRepository(tableOf(rt)),
  campaignMessages: new CampaignMessageRepository(tableOf(rt)),
});
