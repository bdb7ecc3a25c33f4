/** The events a webhook can subscribe to (contract Part 2, "Webhooks"): no imports, so the dashboard reuses it. */
export const WEBHOOK_EVENTS = [
  'message.sent',
  'message.delivered',
  'message.failed',
  'message.blocked',
  'campaign.completed',
  'inbound.received',
  'optout.created',
  'webhook.test',
  'verification.approved',
  'verification.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
