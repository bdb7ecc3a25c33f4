/** Response schema of every message route (the OpenAPI document). */
import * as z from 'zod/mini';
import type { ModerationCategory, ModerationVerdict } from '../moderation/types';
import { MESSAGE_SOURCES, MESSAGE_STATUSES } from './message';
import type { Encoding } from './segments';

const ENCODINGS = ['GSM-7', 'UCS-2'] as const satisfies readonly Encoding[];
const VERDICTS = ['ALLOWED', 'FLAGGED', 'BLOCKED'] as const satisfies readonly ModerationVerdict[];
const CATEGORIES = ['HATE_SPEECH', 'ABUSE', 'RACISM', 'SPAM'] as const satisfies readonly ModerationCategory[];

/**
 * PublicMessage as a schema (test/unit/openapi.test.ts checks at compile time that it and the type describe the same
 * object).
 */
export const PublicMessageSchema = z
  .strictObject({
    id: z.string().check(z.describe('Message id: msg_ and a ULID')),
    status: z.enum(MESSAGE_STATUSES),
    deliveryStatus: z
      .nullable(z.string())
      .check(z.describe('Provider or failure detail when available; otherwise null')),
    to: z.string().check(z.describe('The recipient in E.164 (+27...)')),
    body: z
      .nullable(z.string())
      .check(z.describe('The text as sent (templates filled); null once the content retention period removed it')),
    segments: z.number().check(z.int(), z.minimum(1)),
    encoding: z.enum(ENCODINGS),
    cost: z
      .number()
      .check(z.int(), z.minimum(0), z.describe('Credits charged: one per segment; 0 for a BLOCKED message')),
    source: z.enum(MESSAGE_SOURCES),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    moderation: z
      .optional(z.strictObject({ verdict: z.enum(VERDICTS), categories: z.array(z.enum(CATEGORIES)) }))
      .check(
        z.describe('Present when moderation raised anything: FLAGGED (sent, flagged for review) or BLOCKED (not sent)'),
      ),
    campaignId: z.optional(z.string()).check(z.describe('The campaign of a campaign message (source "campaign")')),
    sentAt: z
      .optional(z.iso.datetime())
      .check(z.describe('When the message was handed to the vendor (campaign messages)')),
  })
  .check(z.meta({ id: 'Message', description: 'A message, as every message route returns it' }));

/** One step of a message's history (`GET /messages/{id}/events`, shared/messages/history.ts). */
export const MessageEventSchema = z
  .strictObject({
    at: z.iso.datetime(),
    status: z.enum(MESSAGE_STATUSES).check(z.describe('The state the message entered')),
    detail: z
      .nullable(z.string())
      .check(z.describe("What the service or the vendor said, as the message's deliveryStatus holds it")),
    explanation: z
      .nullable(z.string())
      .check(
        z.describe("The detail in words: a vendor's status or error code explained; null when it says it already"),
      ),
  })
  .check(z.meta({ id: 'MessageEvent', description: "One step of a message's history" }));
