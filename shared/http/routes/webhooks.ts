/** Contracts of the webhook endpoints (contract Part 2, "Webhooks"): every route needs accounts.manage. */
import * as z from 'zod/mini';
import { WEBHOOK_EVENTS } from '../../webhooks/events';
import { defineRoute } from '../contract';
import { ListQuery, pathParams } from '../pagination';

const webhook = pathParams('webhook');
const common = { auth: 'bearer', permission: 'accounts.manage' } as const;

export const WebhookInput = z.strictObject({
  url: z.string().check(z.trim(), z.minLength(8), z.maxLength(2048)),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `events must be among: ${WEBHOOK_EVENTS.join(', ')}` }))
    .check(z.minLength(1, 'events needs at least one event'), z.maxLength(WEBHOOK_EVENTS.length)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});

export const WebhookPatch = z.strictObject({
  url: z.optional(WebhookInput.shape.url),
  events: z.optional(WebhookInput.shape.events),
  description: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500)))),
  /** false re-enables an endpoint that was disabled (its failure run starts again). */
  disabled: z.optional(z.boolean()),
});

export const webhooksCreate = defineRoute({
  id: 'webhooks-create',
  method: 'POST',
  path: '/webhooks',
  ...common,
  request: { body: WebhookInput },
});
export const webhooksList = defineRoute({
  id: 'webhooks-list',
  method: 'GET',
  path: '/webhooks',
  ...common,
  request: { query: ListQuery },
});
export const webhooksGet = defineRoute({
  id: 'webhooks-get',
  method: 'GET',
  path: '/webhooks/{id}',
  ...common,
  request: { params: webhook },
});
export const webhooksUpdate = defineRoute({
  id: 'webhooks-update',
  method: 'PATCH',
  path: '/webhooks/{id}',
  ...common,
  request: { params: webhook, body: WebhookPatch },
});
export const webhooksDelete = defineRoute({
  id: 'webhooks-delete',
  method: 'DELETE',
  path: '/webhooks/{id}',
  ...common,
  request: { params: webhook },
});
export const webhooksRotateSecret = defineRoute({
  id: 'webhooks-rotate-secret',
  method: 'POST',
  path: '/webhooks/{id}/rotate-secret',
  ...common,
  request: { params: webhook },
});
export const webhooksTest = defineRoute({
  id: 'webhooks-test',
  method: 'POST',
  path: '/webhooks/{id}/test',
  ...common,
  // One tenant's test events must not flood the shared webhook workers (issue 26 finding 6).
  limits: [{ per: 'account', perMinute: 60 }],
  request: { params: webhook },
});
export const webhookDeliveriesList = defineRoute({
  id: 'webhook-deliveries-list',
  method: 'GET',
  path: '/webhooks/{id}/deliveries',
  ...common,
  request: { params: webhook, query: ListQuery },
});
export const webhookDeliveriesRetry = defineRoute({
  id: 'webhook-deliveries-retry',
  method: 'POST',
  path: '/webhooks/{id}/deliveries/{deliveryId}/retry',
  ...common,
  limits: [{ per: 'account', perMinute: 60 }],
  request: { params: pathParams('webhook delivery', 'id', 'deliveryId') },
});
