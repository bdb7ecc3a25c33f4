/** The vendors' callbacks and events, wired: receipts settle messages, replies are received. */
import { MessageRepository } from '../db/message-repository';
import { ReceiptRepository } from '../db/receipt-repository';
import { tableOf } from '../db/table';
import { receiveReplies } from '../inbound/receive';
import type { CallbackDeps } from '../messages/callbacks';
import { lookUpUnconfirmed } from '../messages/settle';
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
