import * as z from 'zod/mini';
import { BalanceSchema, LedgerEntrySchema, LimitsSchema } from '../shared/billing/schemas';
import { messagesEvents, messagesGet, messagesList, usageGet } from '../shared/http/routes/messages';
import { messagesSend } from '../shared/http/routes/send';
import {
  billingBalance,
  billingTransactions,
  pushTokensRegister,
  pushTokensUnregister,
  settingsLimitsGet,
  settingsLimitsUpdate,
  smsVendorDelete,
  smsVendorGet,
  smsVendorPut,
  templatesCreate,
  templatesDelete,
  templatesGet,
  templatesList,
  templatesUpdate,
} from '../shared/http/routes/workspace';
import { MessageEventSchema, PublicMessageSchema } from '../shared/messages/schemas';
import { PushTokenSchema } from '../shared/push/schemas';
import { TemplateSchema } from '../shared/templates/schemas';
import { USAGE_COUNTERS } from '../shared/usage/usage';
import { VendorSettingsSchema } from '../shared/vendors/schemas';
import { errorResponse, noContent, notFoundOf, pageOf } from './route-docs';
import { type RouteDefinition, route, SHARDED_READS_MB } from './route-table';
import { SEND_DOCS } from './send-route-docs';

const UsageCountsShape = Object.fromEntries(USAGE_COUNTERS.map((k) => [k, z.number()])) as Record<
  (typeof USAGE_COUNTERS)[number],
  z.ZodMiniNumber
>;
const UsageSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  days: z.array(z.strictObject({ day: z.string(), ...UsageCountsShape })),
  totals: z.strictObject(UsageCountsShape),
});

/** Templates, dashboard messages, vendor settings, billing and push tokens (contract "Account routes"); part of the one route table in lib/routes.ts. */
export const workspaceRoutes: RouteDefinition[] = [
  // Templates (templates.manage; reads: messages.read)
  route(templatesCreate, {
    access: { table: ['PutItem'] },
    summary: 'Save a message template',
    responses: { 201: { description: 'The template, with the {{variables}} found', schema: TemplateSchema } },
  }),
  route(templatesList, {
    access: { table: ['Query'] },
    summary: "List the account's templates, newest first",
    responses: { 200: { description: 'A page of templates', schema: pageOf(TemplateSchema) } },
  }),
  route(templatesGet, {
    access: { table: ['GetItem'] },
    summary: 'Get a template',
    responses: { 200: { description: 'The template', schema: TemplateSchema }, 404: notFoundOf('template') },
  }),
  route(templatesUpdate, {
    access: { table: ['GetItem', 'PutItem'] },
    summary: "Replace a template's name and body",
    responses: {
      200: { description: 'The template as it is now', schema: TemplateSchema },
      404: notFoundOf('template'),
    },
  }),
  route(templatesDelete, {
    access: { table: ['GetItem', 'PutItem', 'DeleteItem'] },
    summary: 'Delete a template',
    responses: { 204: noContent('Deleted'), 404: notFoundOf('template') },
  }),

  // Dashboard messages
  route(messagesSend, {
    reservedConcurrency: 20,
    access: {
      table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
      sendQueue: true,
    },
    memoryMb: 512,
    summary: 'Send one SMS from the dashboard',
    ...SEND_DOCS,
    responses: {
      ...SEND_DOCS.responses,
      403: errorResponse(
        'FORBIDDEN: the role lacks messages.send; ACCOUNT_SUSPENDED: the account ' +
          'is suspended (sending is disabled, reads still work)',
        ['FORBIDDEN', 'ACCOUNT_SUSPENDED'],
      ),
    },
  }),
  route(messagesList, {
    memoryMb: SHARDED_READS_MB,
    access: { table: ['BatchGetItem', 'Query'] },
    summary: "List the account's messages, newest first, optionally by status, number, source, campaign and date",
    responses: { 200: { description: 'A page of messages of every source', schema: pageOf(PublicMessageSchema) } },
  }),
  route(messagesGet, {
    access: { table: ['GetItem'] },
    summary: 'Get a message',
    responses: { 200: { description: 'The message', schema: PublicMessageSchema }, 404: notFoundOf('message') },
  }),
  route(usageGet, {
    access: { table: ['Query'] },
    summary: "The account's daily usage over 7, 30 or 90 days (South African days), from its aggregate",
    responses: { 200: { description: 'Every day of the period, today last, and the totals', schema: UsageSchema } },
  }),
  route(messagesEvents, {
    access: { table: ['GetItem'] },
    summary: "A message's history, oldest first, each vendor code in words",
    responses: {
      200: { description: 'The history', schema: z.strictObject({ items: z.array(MessageEventSchema) }) },
      404: notFoundOf('message'),
    },
  }),

  // SMS vendor settings. Only PUT seals credentials (kms:Encrypt); GET shows the stored mask and DELETE removes,
  // so neither needs the key (docs/decisions/0401-vendor-secrets.md).
  route(smsVendorGet, {
    access: { table: ['GetItem'] },
    summary: "The account's SMS vendor settings, credentials masked",
    responses: {
      200: { description: 'The settings, or `{"configured": false}`', schema: VendorSettingsSchema },
      403: errorResponse('The role lacks accounts.manage', ['FORBIDDEN']),
    },
  }),
  route(smsVendorPut, {
    access: { table: ['GetItem', 'PutItem', 'UpdateItem'], vendorSecrets: 'seal' },
    summary: 'Configure the SMS vendor (credentials stored encrypted)',
    description:
      '`provider` is `sandbox` (no credentials), `clickatell` (`credentials: {"apiKey": "..."}`), `twilio` ' +
      '(`credentials: {"accountSid": "AC...", "authToken": "..."}`) or `aws` (AWS End User Messaging SMS: ' +
      "`credentials: {}` and `originationIdentity`, the stack's own role sends). Credentials are sealed with " +
      'envelope encryption and never returned or logged (audited as vendor.configured). `callbackUrl` is what to give ' +
      'Twilio or Clickatell for status and reply callbacks; a Clickatell URL carries a new secret with every PUT, ' +
      'shown in full only in this answer.',
    responses: {
      200: { description: 'The settings, credentials masked', schema: VendorSettingsSchema },
      403: errorResponse("The role lacks accounts.manage, or the caller's e-mail is not verified yet", ['FORBIDDEN']),
      409: errorResponse('aws: the origination identity is configured on another account', ['CONFLICT']),
    },
  }),
  route(smsVendorDelete, {
    access: { table: ['GetItem', 'PutItem', 'UpdateItem'] },
    summary: 'Remove the SMS vendor settings',
    responses: {
      204: noContent('Removed (or there were none): sends answer 503 VENDOR_NOT_CONFIGURED until a new PUT'),
      403: errorResponse('The role lacks accounts.manage', ['FORBIDDEN']),
    },
  }),

  // Billing
  route(billingBalance, {
    memoryMb: SHARDED_READS_MB,
    access: { table: ['GetItem', 'BatchGetItem'] },
    summary: 'The SMS credit balance',
    responses: {
      200: { description: 'The balance, the same figure as GET /public/balance', schema: BalanceSchema },
      403: errorResponse('The role lacks billing.manage', ['FORBIDDEN']),
    },
  }),
  route(settingsLimitsGet, {
    memoryMb: SHARDED_READS_MB,
    access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
    summary: 'The daily spend caps of the account and its API keys, and what each spent today',
    responses: { 200: { description: "The caps and today's spend", schema: LimitsSchema } },
  }),
  route(settingsLimitsUpdate, {
    memoryMb: SHARDED_READS_MB,
    access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'] },
    summary: "Set or clear the account's daily spend cap",
    description:
      'Credits per Africa/Johannesburg day that every send of the account together may spend (the dashboard and ' +
      'every key); a send past it is 429 `SPEND_LIMIT_EXCEEDED` and charges nothing. `null` removes the cap. Audited ' +
      '(`limits.updated`). API keys may carry a cap of their own (`POST/PATCH /api-keys`).',
    examples: { cap: { summary: 'At most 5,000 credits a day', value: { dailySpendLimit: 5000 } } },
    responses: { 200: { description: 'The caps as they are now', schema: LimitsSchema } },
  }),
  route(billingTransactions, {
    memoryMb: SHARDED_READS_MB,
    access: { table: ['Query'] },
    summary: 'The ledger: every debit, refund and credit, newest first',
    responses: { 200: { description: 'A page of ledger entries', schema: pageOf(LedgerEntrySchema) } },
  }),

  // Push notification devices (any signed-in user)
  route(pushTokensRegister, {
    access: { table: ['GetItem', 'PutItem', 'UpdateItem'] },
    summary: "Register a device's push token for the signed-in user",
    description:
      'Idempotent: registering the same token again answers 201 with the same id, the platform given last kept. A ' +
      'token moves from another user of the same account; one held by a user of another account is refused ' +
      '(docs/decisions/0801-push-token-binding.md).',
    responses: {
      201: {
        description: 'Registered for the caller (new, again, or moved within the account)',
        schema: PushTokenSchema,
      },
      409: errorResponse('The token is registered to a user of another account', ['CONFLICT']),
    },
  }),
  route(pushTokensUnregister, {
    access: { table: ['DeleteItem'] },
    summary: "Unregister one of the signed-in user's push tokens",
    responses: { 204: noContent("Done, whether or not the token was the caller's (nothing is revealed)") },
  }),
];
