/** The vendors' callbacks and events, wired: receipts settle messages, replies are received. */
import { MessageRepository } from '../db/message-repository';
import { ReceiptRepository } from '../db/receipt-repository';
import { tableOf } from '../db/table';
import { receiveReplies } from '../inbound/receive';
import type { CallbackDeps } from '../messages/callbacks';
import type { Runtime } from '../runtime';
import { inboundDeps } from './inbound';
import { callbackReaderOf } from './vendors';

export const callbackDeps = (rt: Runtime): CallbackDeps & { signedUrl: (path: string, host?: string) => string } => {
  const messages = new MessageRepository(tableOf(rt));
  const inbound = inboundDeps(rt);
  return {
    inbound: async (accountId, provider, replies) => {
      await receiveReplies(inbound, { accountId, provider, replies, log: rt.log.child({ fn: 'inbound' }) });
    },
    messages,
    receipts: new ReceiptRepository(tableOf(rt)),
    clock: rt.clock,
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
