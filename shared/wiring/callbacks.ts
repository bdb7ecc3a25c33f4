/** The vendors' callbacks and events, wired: receipts settle messages, replies are received. */
import { MAX_RATE_LIMIT_PER_MINUTE } from '../api-keys/api-key';
import { metricsOf } from '../aws/emf-metrics';
import { jobQueueOf } from '../aws/job-queue';
import type { Config } from '../config';
import { MessageRepository } from '../db/message-repository';
import { limiterOf } from '../db/rate-window-store';
import { ReceiptRepository } from '../db/receipt-repository';
import { tableOf } from '../db/table';
import { tooManyRequests } from '../errors';
import { limitMessage } from '../http/contract';
import { callbacksClickatell, callbacksTwilio } from '../http/routes/delivery';
import { messagesSend } from '../http/routes/send';
import { receiveReplies } from '../inbound/receive';
import type { CallbackDeps, CallbackLimit, DeferredCallback } from '../messages/callbacks';
import { lookUpUnconfirmed } from '../messages/settle';
import { count, METRIC } from '../metrics';
import type { Runtime } from '../runtime';
import { campaignCountsHookOf } from './campaign-counts';
import { inboundDeps } from './inbound';
import { callbackReaderOf, vendorsOf } from './vendors';

export const callbackDeps = (rt: Runtime): CallbackDeps & { signedUrl: (path: string, host?: string) => string } => {
  const messages = new MessageRepository(tableOf(rt));
  const inbound = inboundDeps(rt);
  const onSettled = campaignCountsHookOf(rt);
  return {
    inbound: async (accountId, provider, replies) => {
      await receiveReplies(inbound, { accountId, provider, replies, log: rt.log.child({ fn: 'inbound' }) });
    },
    messages,
    receipts: new ReceiptRepository(tableOf(rt)),
    clock: rt.clock,
    onSettled,
    // Decision 0822: a failure the tenant could forge waits for the vendor's own status lookup.
    confirmFailure: async (messageId) => {
      const message = await messages.get(messageId);
      if (!message) return 'missing';
      const deps = { messages, vendors: vendorsOf(rt), clock: rt.clock, onSettled };
      return lookUpUnconfirmed(deps, message, rt.log.child({ fn: 'confirm-failure' }));
    },
    reader: callbackReaderOf(rt),
    shardOf: (accountId) => messages.shard(accountId),
    limit: callbackLimitOf(rt),
    signedUrl: (path, host) => {
      const base = publicBaseUrlOf(rt, host);
      if (!base) throw new Error('Invalid configuration: PUBLIC_BASE_URL must be set');
      return `${base}${path}`;
    },
  };
};

/**
 * The public base URL (…/api/v1) the vendors were given: configured when deployed; on the local stage, the address
 * the request came in on (what .data/local-credentials.json names as baseUrl).
 */
export function publicBaseUrlOf(rt: Runtime, host: string | undefined): string | undefined {
  if (rt.config.PUBLIC_BASE_URL) return rt.config.PUBLIC_BASE_URL.replace(/\/+$/, '');
  const local = rt.config.STAGE === 'local' || rt.config.STAGE === 'test';
  return local && host ? `http://${host}/api/v1` : undefined;
}

/** Callbacks counted for each message an account sends: a final status, a reply, and room (decision 1021). */
const CALLBACKS_PER_MESSAGE = 3;

/**
 * Admitted callbacks a second one shard of an account's counter takes at the limit: 100 writes of about 1.5 KB (2 WCU),
 * a fifth of a partition's 1,000 WCU/s (docs/capacity.md). The shards follow the limit (7 at the default, 64 at most);
 * the sliding window holds the limit exact over them.
 */
const CALLBACKS_PER_SHARD_PER_SECOND = 100;
const MAX_CALLBACK_LIMIT_SHARDS = 64;

export function callbackLimitShards(perMinute: number): number {
  return Math.min(MAX_CALLBACK_LIMIT_SHARDS, Math.max(1, Math.ceil(perMinute / 60 / CALLBACKS_PER_SHARD_PER_SECOND)));
}

/**
 * Checked callbacks one account may have applied in a rolling minute (decision 1021): three for each message of the
 * most one account sends in a minute through each path at once: one API key at the contract's highest limit, the
 * dashboard at its account limit and its campaigns at the stage's pace (37,200 at the default 30 a second).
 */
export function callbackLimitPerMinute(config: Config): number {
  if (config.CALLBACK_LIMIT_PER_MINUTE) return config.CALLBACK_LIMIT_PER_MINUTE;
  const dashboard = messagesSend.limits.find((rule) => rule.per === 'account')?.perMinute ?? 0;
  const campaigns = 60 * config.CAMPAIGN_RATE_PER_SECOND;
  return CALLBACKS_PER_MESSAGE * (MAX_RATE_LIMIT_PER_MINUTE + dashboard + campaigns);
}

/**
 * The per-account limit of checked callbacks: one counter for both vendors' routes (an account has one vendor), over
 * sharded per-second counters; past it, a callback waits on the overflow lane or is answered 429 (decision 1021).
 */
function callbackLimitOf(rt: Runtime): CallbackLimit {
  const perMinute = callbackLimitPerMinute(rt.config);
  const shards = callbackLimitShards(perMinute);
  return {
    async admit(accountId) {
      const hit = await limiterOf(rt).hit(`ACCOUNT#callbacks#${accountId}`, perMinute, rt.clock.now(), shards);
      return hit.allowed;
    },
    defer: (job) => jobQueueOf<DeferredCallback>(rt, 'callback').send(job),
    refused(provider) {
      const route = provider === 'twilio' ? callbacksTwilio : callbacksClickatell;
      count(metricsOf(rt), METRIC.rateLimited, { Route: route.id });
      return tooManyRequests(limitMessage(route, { per: 'account', perMinute }));
    },
  };
}
