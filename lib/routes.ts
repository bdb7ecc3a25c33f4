/**
 * The one table of HTTP routes: each route's run-time contract (shared/http/routes/, what its function imports) joined with
 * what only the CDK stack and the OpenAPI document need: what the function may touch in AWS (turned into its IAM
 * grants), its memory and timeout, and its documentation. The CDK stack (lib/api.ts), the local gateway
 * (local/gateway.ts) and the OpenAPI document (lib/openapi.ts) are all generated from it, so a route can never exist
 * in one and not the other. The handler of a route is `functions/<id>.ts`, exporting `handler`.
 */
import { BalanceSchema } from '../shared/billing/schemas';
import { publicBalance, publicGetSms } from '../shared/http/routes/public';
import { publicSendSms } from '../shared/http/routes/send';
import { health, openapiDocument } from '../shared/http/routes/service';
import { PublicMessageSchema } from '../shared/messages/schemas';
import { HealthSchema, OpenApiDocumentSchema } from '../shared/service-schemas';
import { errorResponse, notFoundOf } from './route-docs';
import { type RouteDefinition, route, SHARDED_READS_MB } from './route-table';
import { accountRoutes } from './routes-account';
import { adminRoutes } from './routes-admin';
import { authRoutes } from './routes-auth';
import { campaignRoutes } from './routes-campaigns';
import { contactRoutes } from './routes-contacts';
import { deliveryRoutes } from './routes-delivery';
import { moderationRoutes } from './routes-moderation';
import { teamRoutes } from './routes-team';
import { twilioRoutes } from './routes-twilio';
import { twilioVerifyRoutes } from './routes-twilio-verify';
import { verifyRoutes } from './routes-verify';
import { webhookRoutes } from './routes-webhooks';
import { workspaceRoutes } from './routes-workspace';
import { SEND_DOCS } from './send-route-docs';

export const routes: readonly RouteDefinition[] = [
  route(health, {
    access: {},
    summary: 'Service health and version',
    responses: { 200: { description: 'The service is up', schema: HealthSchema } },
  }),
  route(openapiDocument, {
    access: {},
    summary: 'This OpenAPI 3.1 document',
    description: 'Generated from the route table; the local stack renders it at /docs.',
    responses: { 200: { description: 'The OpenAPI 3.1 document of this API', schema: OpenApiDocumentSchema } },
  }),

  // Public API (X-API-Key)
  route(publicSendSms, {
    reservedConcurrency: 50,
    access: {
      table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
      sendQueue: true,
    },
    memoryMb: 512,
    summary: 'Send one SMS',
    ...SEND_DOCS,
    responses: {
      ...SEND_DOCS.responses,
      403: errorResponse(
        'INSUFFICIENT_SCOPE: the key lacks sms.send; ACCOUNT_SUSPENDED: the account is suspended (sending is ' +
          'disabled, reads still work)',
        ['INSUFFICIENT_SCOPE', 'ACCOUNT_SUSPENDED'],
      ),
    },
  }),
  route(publicGetSms, {
    access: { table: ['GetItem'] },
    summary: 'Get the status of a message',
    responses: { 200: { description: 'The message', schema: PublicMessageSchema }, 404: notFoundOf('message') },
  }),
  route(publicBalance, {
    memoryMb: SHARDED_READS_MB,
    access: { table: ['GetItem', 'BatchGetItem'] },
    summary: 'Get the account balance',
    responses: { 200: { description: 'The SMS credit balance', schema: BalanceSchema } },
  }),

  ...authRoutes,
  ...teamRoutes,
  ...workspaceRoutes,
  ...moderationRoutes,
  ...adminRoutes,
  ...contactRoutes,
  ...campaignRoutes,
  ...deliveryRoutes,
  ...webhookRoutes,
  ...accountRoutes,
  ...twilioRoutes,
  ...twilioVerifyRoutes,
  ...verifyRoutes,
];
