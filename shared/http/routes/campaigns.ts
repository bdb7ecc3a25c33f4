/** Contracts of campaigns (contract Part 2): writes need campaigns.manage, reads messages.read */
import * as z from 'zod/mini';
import { CAMPAIGN_KINDS, CAMPAIGN_STATUSES, RECIPIENT_FILTERS } from '../../campaigns/campaign';
import { codePoints, MAX_BODY_CHARACTERS } from '../../messages/text';
import { defineRoute } from '../contract';
import { listQuery, pathParams } from '../pagination';

const campaign = pathParams('campaign');

const Name = z.string({ error: 'name is required' }).check(z.trim(), z.minLength(1), z.maxLength(100));
const Body = z.string().check(
  z.minLength(1, 'body must not be empty'),
  z.refine((s) => codePoints(s) <= MAX_BODY_CHARACTERS, `body must be at most ${MAX_BODY_CHARACTERS} characters`),
  z.describe('The text, with {{firstName}}, {{lastName}}, {{phone}} or {{attributes.<name>}} filled per contact'),
);
/** A contact id (`idPattern('con')` of shared/ids.ts, written out: this module is in most bundles, ids.ts is not). */
const CONTACT_ID = /^con_[0-9A-HJKMNP-TV-Z]{26}$/;
const AudienceInput = z
  .strictObject({
    listIds: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(20))),
    contactIds: z.optional(
      z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(
        z.maxLength(1000),
        z.refine((ids) => ids.every((id) => CONTACT_ID.test(id)), {
          error: (issue) =>
            `not contact ids: ${[...new Set((issue.input as string[]).filter((id) => !CONTACT_ID.test(id)))].slice(0, 10).join(', ')}`,
        }),
      ),
    ),
  })
  .check(
    z.refine((a) => (a.listIds?.length ?? 0) + (a.contactIds?.length ?? 0) > 0, 'name at least one list or contact'),
  );
const SenderId = z.string().check(z.regex(/^[A-Za-z0-9 ]{1,11}$/, 'a sender id is 1 to 11 letters, digits or spaces'));

export const CampaignInput = z
  .strictObject({
    name: Name,
    body: z.optional(Body),
    templateId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    audience: AudienceInput,
    kind: z._default(z.enum(CAMPAIGN_KINDS), 'marketing'),
    senderId: z.optional(SenderId),
  })
  .check(
    z.refine((c) => (c.body === undefined) !== (c.templateId === undefined), {
      message: 'Exactly one of body and templateId is required',
      path: ['body'],
    }),
    z.meta({ id: 'CampaignInput', description: 'A new campaign (DRAFT)' }),
  );

export const CampaignPatch = z
  .strictObject({
    name: z.optional(Name),
    body: z.optional(Body),
    templateId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    audience: z.optional(AudienceInput),
    kind: z.optional(z.enum(CAMPAIGN_KINDS)),
    senderId: z.optional(z.nullable(SenderId)),
  })
  .check(
    z.refine((c) => c.body === undefined || c.templateId === undefined, {
      message: 'At most one of body and templateId',
      path: ['body'],
    }),
    z.meta({ id: 'CampaignPatch', description: 'Changes to a DRAFT or SCHEDULED campaign' }),
  );

export const LaunchInput = z.strictObject({
  scheduledAt: z.optional(z.iso.datetime({ offset: true }).check(z.describe('Start then instead of now'))),
});

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
