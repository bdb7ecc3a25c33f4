/**
 * Campaign counters that follow receipts: a settled campaign message moves its campaign's counts (and, failed, its
 * refunded credits) in the process that settled it (docs/decisions/0711). The settlement's webhook events come from
 * the change stream (decision 1010), so this is the only settle hook.
 */
import { CampaignMessageRepository } from '../db/campaign-message-repository';
import { tableOf } from '../db/table';
import type { SettledHook } from '../messages/settle';
import type { Runtime } from '../runtime';

export function campaignCountsHookOf(rt: Runtime): SettledHook {
  const campaigns = new CampaignMessageRepository(tableOf(rt));
  return async (message, status) => {
    if (message.source === 'campaign' && message.campaignId) await campaigns.countSettled(message, status);
  };
}
