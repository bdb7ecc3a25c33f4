/**
 * The change-stream relay's ports: the webhook queue, the account's subscriptions, the campaign's public view and its
 * counters (a settlement its settler did not count).
 */
import { webhookBatchSenderOf } from '../aws/webhook-queue';
import { publicCampaign } from '../campaigns/campaign';
import { CampaignMessageRepository } from '../db/campaign-message-repository';
import { CampaignRepository } from '../db/campaign-repository';
import { MessageRepository } from '../db/message-repository';
import { tableOf } from '../db/table';
import { TwilioSettingsRepository } from '../db/twilio-settings-repository';
import { UsageRepository } from '../db/usage-repository';
import { once, type Runtime } from '../runtime';
import type { RelayDeps } from '../webhooks/relay';

export const eventRelayDepsOf = (rt: Runtime): RelayDeps =>
  once(rt, 'event-relay', () => {
    const messages = new MessageRepository(tableOf(rt));
    const campaigns = new CampaignRepository(tableOf(rt));
    const campaignMessages = new CampaignMessageRepository(tableOf(rt));
    const twilioSettings = new TwilioSettingsRepository(tableOf(rt));
    const usage = new UsageRepository(tableOf(rt));
    return {
      // The account's daily usage counters (decision 1535): one write per account and day of the batch.
      addUsage: (deltas, seed) => usage.add(deltas, seed),
      enqueue: webhookBatchSenderOf(rt),
      // The copy of the subscriptions every balance shard carries (one read per account per batch).
      subscriptions: async (accountId) => (await messages.shard(accountId))?.webhookEvents,
      // A campaign message's settlement, counted here when its settler died before counting it (decision 0715).
      // A consistent read first: the fast path has usually counted it, and a read costs less than a cancelled transaction.
      countSettled: async (message, status) => {
        const now = await messages.get(message.id);
        if (!now || now.campaignCounted || now.status !== status) return false;
        return (await campaignMessages.countSettled(now, status)).ok;
      },
      // Replies in Twilio's form go where the account's Twilio settings say (decision 1605).
      // Both a URL and a signing key, or nothing: a reply is never posted unsigned.
      incomingTarget: async (accountId) => {
        const { incomingMessageUrl: url, signingKeyId } = await twilioSettings.get(accountId);
        return url && signingKeyId ? { url, signingKeyId } : undefined;
      },
      campaign: async (campaignId) => {
        const found = await campaigns.get(campaignId);
        return found ? publicCampaign(found.campaign, found.progress) : null;
      },
    };
  });
