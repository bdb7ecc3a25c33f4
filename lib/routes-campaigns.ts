import * as z from 'zod/mini';
import {
  CampaignPreviewSchema,
  CampaignSchema,
  RecipientSchema,
  SandboxClockSchema,
} from '../shared/campaigns/schemas';
import {
  campaignRecipientsList,
  campaignReportGet,
  campaignsCancel,
  campaignsCreate,
  campaignsDelete,
  campaignsGet,
  campaignsLaunch,
  campaignsList,
  campaignsPause,
  campaignsPreview,
  campaignsResume,
  campaignsUpdate,
} from '../shared/http/routes/campaigns';
import { sandboxClockReset, sandboxClockSet } from '../shared/http/routes/sandbox-clock';
import { errorResponse, noContent, notFoundOf, pageOf } from './route-docs';
import { type RouteDefinition, route, SHARDED_READS_MB } from './route-table';

const state = errorResponse(
  "The campaign's status does not allow this (CAMPAIGN_STATE), or another request changed it meanwhile (CONFLICT: " +
    'read it again and retry)',
  ['CAMPAIGN_STATE', 'CONFLICT'],
);
const campaign = { description: 'The campaign', schema: CampaignSchema };
/** Routes that walk a whole audience (preview, launch) read up to a few hundred thousand contacts. */
const AUDIENCE_MB = 1024;

/** Campaigns (contract Part 2) and the local stage's clock; part of the one route table in lib/routes.ts. */
export const campaignRoutes: RouteDefinition[] = [
  route(campaignsCreate, {
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem'] },
    summary: 'Create a campaign (DRAFT)',
    description:
      'Exactly one of `body` and `templateId`; `{{firstName}}`, `{{lastName}}`, `{{phone}}` and ' +
      '`{{attributes.<name>}}` are filled per contact. `kind` is `marketing` (default: held to the South African ' +
      'direct-marketing hours, ` Reply STOP to opt out` appended when the text lacks STOP) or `transactional`. A ' +
      '`senderId` that content moderation blocks is 400 `VALIDATION_ERROR` naming `senderId`.',
    responses: { 201: campaign, 404: errorResponse('No such template on the account', ['TEMPLATE_NOT_FOUND']) },
  }),
  route(campaignsList, {
    access: { table: ['BatchGetItem', 'Query'] },
    memoryMb: SHARDED_READS_MB,
    summary: 'List campaigns, newest first, optionally by status',
    responses: { 200: { description: 'A page of campaigns', schema: pageOf(CampaignSchema) } },
  }),
  route(campaignsGet, {
    access: { table: ['BatchGetItem'] },
    summary: 'Get a campaign with its counts',
    responses: { 200: campaign, 404: notFoundOf('campaign') },
  }),
  route(campaignsUpdate, {
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem'] },
    summary: 'Change a DRAFT or SCHEDULED campaign',
    description: 'A new `senderId` that content moderation blocks is 400 `VALIDATION_ERROR` naming `senderId`.',
    responses: { 200: campaign, 404: notFoundOf('campaign'), 409: state },
  }),
  route(campaignsDelete, {
    access: { table: ['BatchGetItem', 'DeleteItem', 'PutItem'] },
    summary: 'Delete a DRAFT campaign',
    responses: { 204: noContent('Deleted'), 404: notFoundOf('campaign'), 409: state },
  }),
  route(campaignsPreview, {
    access: { table: ['GetItem', 'BatchGetItem', 'Query'] },
    memoryMb: AUDIENCE_MB,
    timeoutSeconds: 28,
    summary: 'Preview: recipients, opted out, the cost estimate and up to five moderated samples',
    responses: { 200: { description: 'The preview', schema: CampaignPreviewSchema }, 404: notFoundOf('campaign') },
  }),
  route(campaignsLaunch, {
    access: {
      table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
      campaignQueue: true,
      scheduler: true,
    },
    memoryMb: AUDIENCE_MB,
    timeoutSeconds: 28,
    summary: 'Launch now or at `scheduledAt`: the estimated cost is reserved (audited campaign.sent)',
    description:
      'The estimate is reserved from the balance in one write (402 when short); what is not spent is released when ' +
      'the campaign ends. A marketing campaign outside the hours is SENDING with `heldUntil` (docs/decisions/0705). ' +
      "Under the account's daily spend cap the whole reservation counts on the day of the launch: past the cap, 429 " +
      '`SPEND_LIMIT_EXCEEDED` and nothing is reserved (docs/decisions/0808).',
    responses: {
      202: { description: 'SCHEDULED or SENDING', schema: CampaignSchema },
      402: errorResponse('The balance does not cover the estimate', ['INSUFFICIENT_BALANCE']),
      429: errorResponse("The reservation would pass the account's daily spend cap, or the stage throttle", [
        'TOO_MANY_REQUESTS',
        'SPEND_LIMIT_EXCEEDED',
      ]),
      403: errorResponse('The role lacks campaigns.manage, or the account is suspended', [
        'FORBIDDEN',
        'ACCOUNT_SUSPENDED',
      ]),
      404: notFoundOf('campaign'),
      409: state,
      503: errorResponse('No SMS vendor is configured', ['VENDOR_NOT_CONFIGURED']),
    },
  }),
  route(campaignsPause, {
    access: { table: ['BatchGetItem', 'PutItem'] },
    summary: 'Pause a SENDING campaign (sending stops within a second)',
    responses: { 200: campaign, 404: notFoundOf('campaign'), 409: state },
  }),
  route(campaignsResume, {
    // GetItem: a balance shard (a suspended account's campaigns are not resumed).
    access: { table: ['GetItem', 'BatchGetItem', 'PutItem'], campaignQueue: true },
    summary: 'Resume a PAUSED campaign',
    description:
      'A campaign the service paused (`statusReason` SPEND_LIMIT_EXCEEDED) expands again: past the cap still, it ' +
      'pauses again. A suspended account cannot resume (403 `ACCOUNT_SUSPENDED`).',
    responses: {
      200: campaign,
      403: errorResponse('The role lacks campaigns.manage, or the account is suspended', [
        'FORBIDDEN',
        'ACCOUNT_SUSPENDED',
      ]),
      404: notFoundOf('campaign'),
      409: state,
    },
  }),
  route(campaignsCancel, {
    access: { table: ['BatchGetItem', 'PutItem'], campaignQueue: true },
    summary: 'Cancel a campaign before it completes; the unspent reservation is released',
    responses: { 200: campaign, 404: notFoundOf('campaign'), 409: state },
  }),
  route(campaignRecipientsList, {
    access: { table: ['BatchGetItem'] },
    summary: "The campaign's recipients in audience order, optionally by status",
    responses: {
      200: { description: 'A page of recipients', schema: pageOf(RecipientSchema) },
      404: notFoundOf('campaign'),
    },
  }),
  route(campaignReportGet, {
    access: { table: ['BatchGetItem'] },
    memoryMb: AUDIENCE_MB,
    timeoutSeconds: 28,
    summary: 'The per-recipient report as CSV',
    responses: {
      200: {
        description: 'A header row (contactId,to,messageId,status,deliveryStatus), then one line per recipient',
        schema: z.string(),
        mediaType: 'text/csv',
      },
      404: notFoundOf('campaign'),
    },
  }),
  route(sandboxClockSet, {
    access: {},
    localOnly: true,
    summary: "Local stage only: set the service's time (schedules, marketing hours, daily caps); it runs on from there",
    responses: { 200: { description: 'The time now', schema: SandboxClockSchema }, 404: notFoundOf('route') },
  }),
  route(sandboxClockReset, {
    access: {},
    localOnly: true,
    summary: 'Local stage only: back to real time',
    responses: { 200: { description: 'The time now', schema: SandboxClockSchema }, 404: notFoundOf('route') },
  }),
];
