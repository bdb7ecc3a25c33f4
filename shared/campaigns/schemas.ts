/** Response schemas of the campaign routes (the OpenAPI document). */
import * as z from 'zod/mini';
import { CAMPAIGN_KINDS, CAMPAIGN_STATUSES, RECIPIENT_STATUSES, STATUS_REASON_CODES } from './campaign';

const count = () => z.number().check(z.int(), z.minimum(0));

export const CampaignSchema = z
  .strictObject({
    id: z.string().check(z.describe('cmp_ and a ULID')),
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    kind: z.enum(CAMPAIGN_KINDS),
    body: z.optional(z.string()),
    templateId: z.optional(z.string()),
    audience: z.strictObject({
      listIds: z.optional(z.array(z.string())),
      contactIds: z.optional(z.array(z.string())),
    }),
    senderId: z.optional(z.string()),
    scheduledAt: z.optional(z.iso.datetime()),
    heldUntil: z
      .optional(z.iso.datetime())
      .check(z.describe('A marketing campaign outside the direct-marketing hours waits until then')),
    launchedAt: z.optional(z.iso.datetime()),
    completedAt: z.optional(z.iso.datetime()),
    statusReason: z.optional(
      z
        .strictObject({ code: z.enum(STATUS_REASON_CODES), message: z.string() })
        .check(
          z.describe(
            'Why the service stopped or paused the campaign by itself: ACCOUNT_SUSPENDED (its unsent recipients ended ' +
              'FAILED account_suspended) or SPEND_LIMIT_EXCEEDED (PAUSED: the daily spend cap left no room for the ' +
              'audience as it was at expansion; resume once there is)',
          ),
        ),
    ),
    counts: z
      .strictObject({
        recipients: count(),
        queued: count(),
        sent: count(),
        delivered: count(),
        failed: count(),
        blocked: count(),
        optedOut: count(),
        skipped: count(),
      })
      .check(z.describe('Every recipient in exactly one count after `recipients`, by its latest state')),
    reservedCredits: count(),
    spentCredits: count(),
    createdBy: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .check(z.meta({ id: 'Campaign', description: 'A campaign' }));

export const CampaignPreviewSchema = z
  .strictObject({
    recipients: count(),
    optedOut: count(),
    estimatedSegments: count(),
    estimatedCost: count(),
    samples: z.array(
      z.strictObject({
        contactId: z.string(),
        to: z.string(),
        text: z.string(),
        segments: count(),
        moderation: z.strictObject({
          verdict: z.enum(['ALLOWED', 'FLAGGED', 'BLOCKED']),
          categories: z.array(z.enum(['HATE_SPEECH', 'ABUSE', 'RACISM', 'SPAM'])),
        }),
      }),
    ),
  })
  .check(z.meta({ id: 'CampaignPreview', description: 'What a launch would send and cost' }));

export const RecipientSchema = z
  .strictObject({
    contactId: z.string(),
    to: z.string(),
    messageId: z.nullable(z.string()),
    status: z.enum(RECIPIENT_STATUSES),
    deliveryStatus: z.nullable(z.string()),
  })
  .check(z.meta({ id: 'CampaignRecipient', description: 'One recipient of a campaign' }));

export const SandboxClockSchema = z
  .strictObject({ now: z.iso.datetime() })
  .check(z.meta({ id: 'SandboxClock', description: "The local stage's time" }));
