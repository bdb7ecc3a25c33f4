/**
 * The campaign functions that moderate (the worker and the preview), wired apart from shared/wiring/campaigns.ts so
 * that the other campaign routes do not carry the classifier, and only the worker carries the vendors.
 */
import { campaignSchedulerOf } from '../aws/campaign-scheduler';
import { metricsOf } from '../aws/emf-metrics';
import { jobQueueOf } from '../aws/job-queue';
import type { CampaignJob } from '../campaigns/campaign';
import type { RunDeps } from '../campaigns/run-deps';
import { systemClock } from '../clock';
import { AudienceRepository } from '../db/audience-repository';
import { CampaignChunkRepository } from '../db/campaign-chunk-repository';
import { CampaignMessageRepository } from '../db/campaign-message-repository';
import { CampaignRepository } from '../db/campaign-repository';
import { MessageRepository } from '../db/message-repository';
import { ReceiptRepository } from '../db/receipt-repository';
import { tableOf } from '../db/table';
import { applyKeptReceipts } from '../messages/receipts';
import { lookUpUnconfirmed } from '../messages/settle';
import type { Runtime } from '../runtime';
import { campaignDeps } from './campaign-control';
import { campaignCountsHookOf } from './campaign-counts';
import { moderationOf } from './moderation';
import { vendorsOf } from './vendors';

export const campaignRunDeps = (rt: Runtime): RunDeps => {
  const messages = new MessageRepository(tableOf(rt));
  const receipts = {
    messages,
    receipts: new ReceiptRepository(tableOf(rt)),
    clock: rt.clock,
    onSettled: campaignCountsHookOf(rt),
    // A kept failure the tenant could have forged waits for the vendor's status lookup (decision 0822).
    confirmFailure: async (messageId: string) => {
      const message = await messages.get(messageId);
      if (!message) return 'missing' as const;
      const deps = { messages, vendors: vendorsOf(rt), clock: rt.clock, onSettled: campaignCountsHookOf(rt) };
      return lookUpUnconfirmed(deps, message, rt.log.child({ fn: 'confirm-failure' }));
    },
  };
  return {
    campaigns: new CampaignRepository(tableOf(rt)),
    chunks: new CampaignChunkRepository(tableOf(rt)),
    campaignMessages: new CampaignMessageRepository(tableOf(rt)),
    audience: new AudienceRepository(tableOf(rt)),
    messages,
    vendors: vendorsOf(rt),
    moderation: moderationOf(rt),
    queue: jobQueueOf<CampaignJob>(rt, 'campaign'),
    scheduler: campaignSchedulerOf(rt),
    clock: rt.overrides.sandboxClock ?? rt.clock,
    realClock: rt.overrides.realClock ?? systemClock,
    lookupClock: rt.clock,
    ratePerSecond: rt.config.CAMPAIGN_RATE_PER_SECOND,
    metrics: metricsOf(rt),
    // Campaign messages take the receipts that came back before they were stored (their webhook events come from the
    // change stream, like every message's).
    handedOver: async (sent, vendor, _subscribed, log) => {
      const settled = sent.filter((m) => m.status === 'SENT');
      if (vendor?.receiptsBy && settled.length > 0) {
        await applyKeptReceipts(receipts, vendor.provider, vendor.receiptsBy, settled, log);
      }
    },
  };
};

/** The preview moderates its samples: only its function carries the classifier. */
export const campaignPreviewDeps = (rt: Runtime) => ({ ...campaignDeps(rt), moderation: moderationOf(rt) });
