import { BalanceSchema, LedgerEntrySchema } from '../shared/billing/schemas';
import { ListQuery, pageOf } from '../shared/http/pagination';
import { StatusQuery } from '../shared/messages/dashboard-messages';
import { PublicMessageSchema } from '../shared/messages/message';
import { RegisterInput, UnregisterInput } from '../shared/push/push-token';
import { PushTokenSchema } from '../shared/push/schemas';
import { TemplateInput } from '../shared/templates/manage-templates';
import { TemplateSchema } from '../shared/templates/schemas';
import { VendorSettingsSchema } from '../shared/vendors/schemas';
import { VendorSettingsInput } from '../shared/vendors/vendor-settings';
import { errorResponse, noContent, notFoundOf, pathParams } from './route-docs';
import type { RouteDefinition } from './routes';
import { SEND_DOCS } from './send-route-docs';

/** Templates, dashboard messages, vendor settings, billing and push tokens (contract "Account routes"); part of the one route table in lib/routes.ts. */
export const workspaceRoutes: RouteDefinition[] = [
  // Templates (templates.manage; reads: messages.read)
  {
    id: 'templates-create',
    method: 'POST',
    path: '/templates',
    auth: 'bearer',
    permission: 'templates.manage',
    access: { table: 'readWrite' },
    summary: 'Save a message template',
    request: { body: TemplateInput },
    responses: { 201: { description: 'The template, with the {{variables}} found', schema: TemplateSchema } },
  },
  {
    id: 'templates-list',
    method: 'GET',
    path: '/templates',
    auth: 'bearer',
    permission: 'messages.read',
    access: { table: 'read' },
    summary: "List the account's templates, newest first",
    request: { query: ListQuery },
    responses: { 200: { description: 'A page of templates', schema: pageOf(TemplateSchema) } },
  },
  {
    id: 'templates-get',
    method: 'GET',
    path: '/templates/{id}',
    auth: 'bearer',
    permission: 'messages.read',
    access: { table: 'read' },
    summary: 'Get a template',
    request: { params: pathParams('template') },
    responses: { 200: { description: 'The template', schema: TemplateSchema }, 404: notFoundOf('template') },
  },
  {
    id: 'templates-update',
    method: 'PUT',
    path: '/templates/{id}',
    auth: 'bearer',
    permission: 'templates.manage',
    access: { table: 'readWrite' },
    summary: "Replace a template's name and body",
    request: { params: pathParams('template'), body: TemplateInput },
    responses: {
      200: { description: 'The template as it is now', schema: TemplateSchema },
      404: notFoundOf('template'),
    },
  },
  {
    id: 'templates-delete',
    method: 'DELETE',
    path: '/templates/{id}',
    auth: 'bearer',
    permission: 'templates.manage',
    access: { table: 'readWrite' },
    summary: 'Delete a template',
    request: { params: pathParams('template') },
    responses: { 204: noContent('Deleted'), 404: notFoundOf('template') },
  },

  // Dashboard messages
  {
    id: 'messages-send',
    method: 'POST',
    path: '/messages',
    auth: 'bearer',
    permission: 'messages.send',
    access: { table: 'readWrite', sendQueue: true },
    memoryMb: 512,
    summary: 'Send one SMS from the dashboard',
    ...SEND_DOCS,
    responses: {
      ...SEND_DOCS.responses,
      403: errorResponse(
        'FORBIDDEN: the role lacks messages.send, or the account no longer exists; ACCOUNT_SUSPENDED: the account ' +
          'is suspended (sending is disabled, reads still work)',
        ['FORBIDDEN', 'ACCOUNT_SUSPENDED'],
      ),
    },
  },
  {
    id: 'messages-list',
    method: 'GET',
    path: '/messages',
    auth: 'bearer',
    permission: 'messages.read',
    access: { table: 'read' },
    summary: "List the account's messages, newest first, optionally by status",
    request: { query: ListQuery.extend(StatusQuery.shape) },
    responses: { 200: { description: 'A page of messages of every source', schema: pageOf(PublicMessageSchema) } },
  },
  {
    id: 'messages-get',
    method: 'GET',
    path: '/messages/{id}',
    auth: 'bearer',
    permission: 'messages.read',
    access: { table: 'read' },
    summary: 'Get a message',
    request: { params: pathParams('message') },
    responses: { 200: { description: 'The message', schema: PublicMessageSchema }, 404: notFoundOf('message') },
  },

  // SMS vendor settings. Only PUT seals credentials (kms:Encrypt); GET shows the stored mask and DELETE removes,
  // so neither needs the key (docs/decisions/0401-vendor-secrets.md).
  {
    id: 'sms-vendor-get',
    method: 'GET',
    path: '/settings/sms-vendor',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'read' },
    summary: "The account's SMS vendor settings, credentials masked",
    responses: {
      200: { description: 'The settings, or `{"configured": false}`', schema: VendorSettingsSchema },
      403: errorResponse('The role lacks accounts.manage, or the account no longer exists', ['FORBIDDEN']),
    },
  },
  {
    id: 'sms-vendor-put',
    method: 'PUT',
    path: '/settings/sms-vendor',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'readWrite', vendorSecrets: true },
    summary: 'Configure the SMS vendor (credentials stored encrypted)',
    description:
      '`provider` is `sandbox` (no credentials) or `clickatell` (`credentials: {"apiKey": "..."}`). Credentials are ' +
      'sealed with envelope encryption and never returned or logged (audited as vendor.configured).',
    request: { body: VendorSettingsInput },
    responses: {
      200: { description: 'The settings, credentials masked', schema: VendorSettingsSchema },
      403: errorResponse('The role lacks accounts.manage, or the account no longer exists', ['FORBIDDEN']),
    },
  },
  {
    id: 'sms-vendor-delete',
    method: 'DELETE',
    path: '/settings/sms-vendor',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'readWrite' },
    summary: 'Remove the SMS vendor settings',
    responses: {
      204: noContent('Removed (or there were none): sends answer 503 VENDOR_NOT_CONFIGURED until a new PUT'),
      403: errorResponse('The role lacks accounts.manage, or the account no longer exists', ['FORBIDDEN']),
    },
  },

  // Billing
  {
    id: 'billing-balance',
    method: 'GET',
    path: '/billing/balance',
    auth: 'bearer',
    permission: 'billing.manage',
    access: { table: 'read' },
    summary: 'The SMS credit balance',
    responses: {
      200: { description: 'The balance, the same figure as GET /public/balance', schema: BalanceSchema },
      403: errorResponse('The role lacks billing.manage, or the account no longer exists', ['FORBIDDEN']),
    },
  },
  {
    id: 'billing-transactions',
    method: 'GET',
    path: '/billing/transactions',
    auth: 'bearer',
    permission: 'billing.manage',
    access: { table: 'read' },
    summary: 'The ledger: every debit, refund and credit, newest first',
    request: { query: ListQuery },
    responses: { 200: { description: 'A page of ledger entries', schema: pageOf(LedgerEntrySchema) } },
  },

  // Push notification devices (any signed-in user)
  {
    id: 'push-tokens-register',
    method: 'POST',
    path: '/push-tokens',
    auth: 'bearer',
    access: { table: 'readWrite' },
    summary: "Register a device's push token for the signed-in user",
    description:
      'Idempotent: registering the same token again answers the same id (docs/decisions/0403-push-tokens.md).',
    request: { body: RegisterInput },
    responses: {
      200: {
        description: 'Registered for the caller already (the platform given last is kept)',
        schema: PushTokenSchema,
      },
      201: { description: 'Registered now (new, or moved from another user)', schema: PushTokenSchema },
    },
  },
  {
    id: 'push-tokens-unregister',
    method: 'POST',
    path: '/push-tokens/unregister',
    auth: 'bearer',
    access: { table: 'readWrite' },
    summary: "Unregister one of the signed-in user's push tokens",
    request: { body: UnregisterInput },
    responses: { 204: noContent("Done, whether or not the token was the caller's (nothing is revealed)") },
  },
];
