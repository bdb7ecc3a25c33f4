/**
 * Campaign counters that follow receipts: a settled campaign message moves its campaign's counts (and, failed, its
 * refunded credits) before the webhook events of the settlement (docs/decisions/0711).
 */
import { CampaignRepository } from '../db/campaign-repository';
import { tableOf } from '../db/table';
import type { SettledHook } from '../messages/settle';
import type { Runtime } from '../runtime';

export function withCampaignCounts(rt: Runtime, next: SettledHook): SettledHook {
  const campaigns = new CampaignRepository(tableOf(rt));
  return async (message, status, detail) => {
    if (message.source === 'campaign' && message.campaignId) await campaigns.countSettled(message, status);
    await next(message, status, detail);
  };
}
