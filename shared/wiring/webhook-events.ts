/**
 * Webhook events published by everything that makes them (send routes, the worker, receipts, replies): one queue
 * message each, never a wait for a customer endpoint. Kept apart from the webhook routes' wiring so that the send
 * routes carry no key service or vendor client.
 */
import { webhookQueueOf } from '../aws/webhook-queue';
import { MessageRepository } from '../db/message-repository';
import { tableOf } from '../db/table';
import type { MessageEvents } from '../messages/deliver';
import { publicMessage } from '../messages/message';
import type { SettledHook } from '../messages/settle';
import type { Runtime } from '../runtime';
import { publishEvent } from '../webhooks/deliver-webhooks';
import type { WebhookEventType } from '../webhooks/webhook';

/** Events from code that holds a balance shard already (`subscribed`: its copy of the subscriptions). */
export function webhookPublisherOf(rt: Runtime) {
  return (
    accountId: string,
    subscribed: readonly string[] | undefined,
    type: WebhookEventType,
    data: unknown,
    nowMs: number,
  ) =>
    rt.config.WEBHOOK_QUEUE_URL
      ? publishEvent({ queue: webhookQueueOf(rt), log: rt.log }, { accountId, subscribed, type, data, nowMs })
      : Promise.resolve();
}

/** Events from code that does not hold a shard: one shard is read for the subscriptions. */
export function webhookEventsOf(rt: Runtime) {
  const messages = new MessageRepository(tableOf(rt));
  const publish = webhookPublisherOf(rt);
  return async (accountId: string, type: WebhookEventType, data: unknown, nowMs: number) => {
    if (!rt.config.WEBHOOK_QUEUE_URL) return;
    const shard = await messages.shard(accountId);
    await publish(accountId, shard?.webhookEvents, type, data, nowMs);
  };
}

const MESSAGE_EVENT = {
  SENT: 'message.sent',
  DELIVERED: 'message.delivered',
  FAILED: 'message.failed',
  BLOCKED: 'message.blocked',
} as const;

/** A message's new status as its webhook event (data: the message as the API returns it). */
export function messageEventsOf(rt: Runtime): MessageEvents {
  const publish = webhookPublisherOf(rt);
  return async (message, subscribed) => {
    const type = MESSAGE_EVENT[message.status as keyof typeof MESSAGE_EVENT];
    if (type) await publish(message.accountId, subscribed, type, publicMessage(message), rt.clock.now());
  };
}

/** What a receipt or a lookup settled, as a webhook event (one shard read for the subscriptions). */
export function settledHookOf(rt: Runtime): SettledHook {
  const events = webhookEventsOf(rt);
  return async (message, status, detail) => {
    const nowMs = rt.clock.now();
    const settled = { ...message, status, deliveryStatus: detail, updatedAt: new Date(nowMs).toISOString() };
    await events(message.accountId, MESSAGE_EVENT[status], publicMessage(settled), nowMs);
  };
}
