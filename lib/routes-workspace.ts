import type { RouteDefinition } from './routes';

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
  },
  {
    id: 'templates-list',
    method: 'GET',
    path: '/templates',
    auth: 'bearer',
    permission: 'messages.read',
    access: { table: 'read' },
    summary: "List the account's templates, newest first",
  },
  {
    id: 'templates-get',
    method: 'GET',
    path: '/templates/{id}',
    auth: 'bearer',
    permission: 'messages.read',
    access: { table: 'read' },
    summary: 'Get a template',
  },
  {
    id: 'templates-update',
    method: 'PUT',
    path: '/templates/{id}',
    auth: 'bearer',
    permission: 'templates.manage',
    access: { table: 'readWrite' },
    summary: "Replace a template's name and body",
  },
  {
    id: 'templates-delete',
    method: 'DELETE',
    path: '/templates/{id}',
    auth: 'bearer',
    permission: 'templates.manage',
    access: { table: 'readWrite' },
    summary: 'Delete a template',
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
  },
  {
    id: 'messages-list',
    method: 'GET',
    path: '/messages',
    auth: 'bearer',
    permission: 'messages.read',
    access: { table: 'read' },
    summary: "List the account's messages, newest first, optionally by status",
  },
  {
    id: 'messages-get',
    method: 'GET',
    path: '/messages/{id}',
    auth: 'bearer',
    permission: 'messages.read',
    access: { table: 'read' },
    summary: 'Get a message',
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
  },
  {
    id: 'sms-vendor-put',
    method: 'PUT',
    path: '/settings/sms-vendor',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'readWrite', vendorSecrets: true },
    summary: 'Configure the SMS vendor (credentials stored encrypted)',
  },
  {
    id: 'sms-vendor-delete',
    method: 'DELETE',
    path: '/settings/sms-vendor',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'readWrite' },
    summary: 'Remove the SMS vendor settings',
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
  },
  {
    id: 'billing-transactions',
    method: 'GET',
    path: '/billing/transactions',
    auth: 'bearer',
    permission: 'billing.manage',
    access: { table: 'read' },
    summary: 'The ledger: every debit, refund and credit, newest first',
  },

  // Push notification devices (any signed-in user)
  {
    id: 'push-tokens-register',
    method: 'POST',
    path: '/push-tokens',
    auth: 'bearer',
    access: { table: 'readWrite' },
    summary: "Register a device's push token for the signed-in user",
  },
  {
    id: 'push-tokens-unregister',
    method: 'POST',
    path: '/push-tokens/unregister',
    auth: 'bearer',
    access: { table: 'readWrite' },
    summary: "Unregister one of the signed-in user's push tokens",
  },
];
