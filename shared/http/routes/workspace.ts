/**
 * Contracts of templates, vendor settings, billing and push tokens (contract "Account routes"); the
 * dashboard send is in send.ts, with the public one; the message list in messages.ts.
 */

import { LimitsPatch } from '../../billing/spend';
import { RegisterInput, UnregisterInput } from '../../push/push-token';
import { TemplateInput } from '../../templates/template';
import { VendorSettingsInput } from '../../vendors/vendor-settings';
import { defineRoute } from '../contract';
import { ListQuery, pathParams } from '../pagination';

const template = pathParams('template');

export const templatesCreate = defineRoute({
  id: 'templates-create',
  method: 'POST',
  path: '/templates',
  auth: 'bearer',
  permission: 'templates.manage',
  request: { body: TemplateInput },
});

export const templatesList = defineRoute({
  id: 'templates-list',
  method: 'GET',
  path: '/templates',
  auth: 'bearer',
  permission: 'messages.read',
  request: { query: ListQuery },
});

export const templatesGet = defineRoute({
  id: 'templates-get',
  method: 'GET',
  path: '/templates/{id}',
  auth: 'bearer',
  permission: 'messages.read',
  request: { params: template },
});

export const templatesUpdate = defineRoute({
  id: 'templates-update',
  method: 'PUT',
  path: '/templates/{id}',
  auth: 'bearer',
  permission: 'templates.manage',
  request: { params: template, body: TemplateInput },
});

export const templatesDelete = defineRoute({
  id: 'templates-delete',
  method: 'DELETE',
  path: '/templates/{id}',
  auth: 'bearer',
  permission: 'templates.manage',
  request: { params: template },
});

export const smsVendorGet = defineRoute({
  id: 'sms-vendor-get',
  method: 'GET',
  path: '/settings/sms-vendor',
  auth: 'bearer',
  permission: 'accounts.manage',
});

export const smsVendorPut = defineRoute({
  id: 'sms-vendor-put',
  method: 'PUT',
  path: '/settings/sms-vendor',
  auth: 'bearer',
  permission: 'accounts.manage',
  request: { body: VendorSettingsInput },
});

export const smsVendorDelete = defineRoute({
  id: 'sms-vendor-delete',
  method: 'DELETE',
  path: '/settings/sms-vendor',
  auth: 'bearer',
  permission: 'accounts.manage',
});

export const billingBalance = defineRoute({
  id: 'billing-balance',
  method: 'GET',
  path: '/billing/balance',
  auth: 'bearer',
  permission: 'billing.manage',
});

export const settingsLimitsGet = defineRoute({
  id: 'settings-limits-get',
  method: 'GET',
  path: '/settings/limits',
  auth: 'bearer',
  permission: 'billing.manage',
});

export const settingsLimitsUpdate = defineRoute({
  id: 'settings-limits-update',
  method: 'PATCH',
  path: '/settings/limits',
  auth: 'bearer',
  permission: 'billing.manage',
  request: { body: LimitsPatch },
});

export const billingTransactions = defineRoute({
  id: 'billing-transactions',
  method: 'GET',
  path: '/billing/transactions',
  auth: 'bearer',
  permission: 'billing.manage',
  request: { query: ListQuery },
});

export const pushTokensRegister = defineRoute({
  id: 'push-tokens-register',
  method: 'POST',
  path: '/push-tokens',
  auth: 'bearer',
  request: { body: RegisterInput },
});

export const pushTokensUnregister = defineRoute({
  id: 'push-tokens-unregister',
  method: 'POST',
  path: '/push-tokens/unregister',
  auth: 'bearer',
  request: { body: UnregisterInput },
});
