/** Contracts of campaigns (contract Part 2): writes need campaigns.manage, reads messages.read; and the sandbox clock. */
import * as z from 'zod/mini';
import { CAMPAIGN_STATUSES, CampaignInput, CampaignPatch, LaunchInput, RECIPIENT_FILTERS } from '../campaigns/campaign';
import { defineRoute } from '../http/contract';
import { listQuery, pathParams } from '../http/pagination';

const campaign = pathParams('campaign');

export const campaignsCreate = defineRoute({
  id: 'campaigns-create',
  method: 'POST',
  path: '/campaigns',
  auth: 'bearer',
  permission: 'campaigns.manage',
  request: { body: CampaignInput },
});

export const campaignsList = defineRoute({
  id: 'campaigns-list',
  method: 'GET',
  path: '/campaigns',
  auth: 'bearer',
  permission: 'messages.read',
  request: { query: listQuery({ status: z.optional(z.enum(CAMPAIGN_STATUSES)) }) },
});

export const campaignsGet = defineRoute({
  id: 'campaigns-get',
  method: 'GET',
  path: '/campaigns/{id}',
  auth: 'bearer',
  permission: 'messages.read',
  request: { params: campaign },
});

export const campaignsUpdate = defineRoute({
  id: 'campaigns-update',
  method: 'PATCH',
  path: '/campaigns/{id}',
  auth: 'bearer',
  permission: 'campaigns.manage',
  request: { params: campaign, body: CampaignPatch },
});

export const campaignsDelete = defineRoute({
  id: 'campaigns-delete',
  method: 'DELETE',
  path: '/campaigns/{id}',
  auth: 'bearer',
  permission: 'campaigns.manage',
  request: { params: campaign },
});

export const campaignsPreview = defineRoute({
  id: 'campaigns-preview',
  method: 'POST',
  path: '/campaigns/{id}/preview',
  auth: 'bearer',
  permission: 'campaigns.manage',
  request: { params: campaign },
});

export const campaignsLaunch = defineRoute({
  id: 'campaigns-launch',
  method: 'POST',
  path: '/campaigns/{id}/launch',
  auth: 'bearer',
  permission: 'campaigns.manage',
  request: { params: campaign, body: z.optional(LaunchInput) },
});

export const campaignsPause = defineRoute({
  id: 'campaigns-pause',
  method: 'POST',
  path: '/campaigns/{id}/pause',
  auth: 'bearer',
  permission: 'campaigns.manage',
  request: { params: campaign },
});

export const campaignsResume = defineRoute({
  id: 'campaigns-resume',
  method: 'POST',
  path: '/campaigns/{id}/resume',
  auth: 'bearer',
  permission: 'campaigns.manage',
  request: { params: campaign },
});

export const campaignsCancel = defineRoute({
  id: 'campaigns-cancel',
  method: 'POST',
  path: '/campaigns/{id}/cancel',
  auth: 'bearer',
  permission: 'campaigns.manage',
  request: { params: campaign },
});

export const campaignRecipientsList = defineRoute({
  id: 'campaign-recipients-list',
  method: 'GET',
  path: '/campaigns/{id}/recipients',
  auth: 'bearer',
  permission: 'messages.read',
  request: { params: campaign, query: listQuery({ status: z.optional(z.enum(RECIPIENT_FILTERS)) }) },
});

export const campaignReportGet = defineRoute({
  id: 'campaign-report-get',
  method: 'GET',
  path: '/campaigns/{id}/report',
  auth: 'bearer',
  permission: 'messages.read',
  request: { params: campaign },
});

export const sandboxClockSet = defineRoute({
  id: 'sandbox-clock-set',
  method: 'PUT',
  path: '/sandbox/clock',
  auth: 'none',
  request: {
    body: z.strictObject({
      now: z.iso.datetime({ offset: true }).check(z.describe('The time the service uses from now on (it runs on)')),
    }),
  },
});

export const sandboxClockReset = defineRoute({
  id: 'sandbox-clock-reset',
  method: 'DELETE',
  path: '/sandbox/clock',
  auth: 'none',
});
