import {
  webhookDeliveriesList,
  webhookDeliveriesRetry,
  webhooksCreate,
  webhooksDelete,
  webhooksGet,
  webhooksList,
  webhooksRotateSecret,
  webhooksTest,
  webhooksUpdate,
} from '../shared/http/routes/webhooks';
import {
  DeliveryAttemptSchema,
  QueuedEventSchema,
  WebhookSchema,
  WebhookWithSecretSchema,
} from '../shared/webhooks/schemas';
import { errorResponse, noContent, notFoundOf, pageOf } from './route-docs';
import { type RouteDefinition, route, SHARDED_READS_MB } from './route-table';

const forbidden = errorResponse('The role lacks accounts.manage', ['FORBIDDEN']);
const gone = notFoundOf('webhook');
const changed = errorResponse('The webhook changed meanwhile, or the account has ten endpoints already', ['CONFLICT']);

/** Webhook endpoints (contract Part 2); part of lib/routes.ts. */
export const webhookRoutes: RouteDefinition[] = [
  route(webhooksCreate, {
    // Seals the signing secret (kms:Encrypt) and copies the subscriptions onto the balance shards.
    access: { table: ['Query', 'PutItem', 'UpdateItem'], vendorSecrets: 'seal' },
    summary: 'Add a webhook endpoint',
    description:
      'The URL must be `https` and resolve to a public address (no loopback, private, link-local or metadata ' +
      'addresses; checked again at every delivery, against the address connected to); the local stage also allows ' +
      '`http://127.0.0.1` and `localhost`. Events are signed as Standard Webhooks do (`webhook-id`, ' +
      '`webhook-timestamp`, `webhook-signature`), delivered at least once with retries for 27 hours.',
    responses: {
      201: { description: 'The endpoint and its secret', schema: WebhookWithSecretSchema },
      403: errorResponse("The role lacks accounts.manage, or the caller's e-mail is not verified yet", ['FORBIDDEN']),
      409: changed,
    },
  }),
  route(webhooksList, {
    access: { table: ['Query'] },
    summary: "The account's webhook endpoints",
    responses: { 200: { description: 'Every endpoint (at most ten)', schema: pageOf(WebhookSchema) }, 403: forbidden },
  }),
  route(webhooksGet, {
    access: { table: ['GetItem'] },
    summary: 'A webhook endpoint',
    responses: { 200: { description: 'The endpoint', schema: WebhookSchema }, 403: forbidden, 404: gone },
  }),
  route(webhooksUpdate, {
    access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'] },
    summary: 'Change a webhook endpoint; `disabled: false` re-enables it',
    responses: { 200: { description: 'The endpoint', schema: WebhookSchema }, 403: forbidden, 404: gone, 409: changed },
  }),
  route(webhooksDelete, {
    access: { table: ['Query', 'PutItem', 'UpdateItem', 'DeleteItem'] },
    summary: 'Remove a webhook endpoint',
    responses: { 204: noContent('Removed'), 403: forbidden, 404: gone },
  }),
  route(webhooksRotateSecret, {
    access: { table: ['GetItem', 'PutItem'], vendorSecrets: 'seal' },
    summary: 'A new signing secret; the old one keeps signing beside it for 24 hours',
    responses: {
      200: { description: 'The endpoint and its new secret', schema: WebhookWithSecretSchema },
      403: forbidden,
      404: gone,
      409: changed,
    },
  }),
  route(webhooksTest, {
    // BatchGetItem: the account-wide limit's counter shards (issue 26 finding 6).
    // The retry lane (decision 1020): tests to endpoints that may hang never hold the events lane.
    access: { table: ['GetItem', 'BatchGetItem'], webhookRetryQueue: true },
    summary: 'Send a webhook.test event to the endpoint',
    responses: { 202: { description: 'Queued', schema: QueuedEventSchema }, 403: forbidden, 404: gone },
  }),
  route(webhookDeliveriesList, {
    access: { table: ['GetItem', 'Query'] },
    memoryMb: SHARDED_READS_MB,
    summary: 'The delivery log of the endpoint: every attempt, newest first',
    responses: {
      200: { description: 'A page of attempts', schema: pageOf(DeliveryAttemptSchema) },
      403: forbidden,
      404: gone,
    },
  }),
  route(webhookDeliveriesRetry, {
    access: { table: ['GetItem', 'BatchGetItem'], webhookRetryQueue: true },
    summary: "Deliver that attempt's event again, now",
    responses: {
      202: { description: 'Queued', schema: QueuedEventSchema },
      403: forbidden,
      404: notFoundOf('delivery'),
    },
  }),
];
