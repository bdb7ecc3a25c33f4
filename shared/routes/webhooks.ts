/** Contracts of the webhook endpoints (contract Part 2, "Webhooks"): every route needs accounts.manage. */
import { defineRoute } from '../http/contract';
import { ListQuery, pathParams } from '../http/pagination';
import { WebhookInput, WebhookPatch } from '../webhooks/webhook';

const webhook = pathParams('webhook');
const common = { auth: 'bearer', permission: 'accounts.manage' } as const;

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
