import { z } from 'zod';
import type { ModerationCategory, ModerationVerdict } from '../moderation/types';
import type { Encoding } from './segments';

export const MESSAGE_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'FAILED', 'BLOCKED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_SOURCES = ['api', 'dashboard', 'campaign'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

/** States after which nothing more is owed to the message: the sweeper leaves these alone. */
export const SETTLED_STATUSES: readonly MessageStatus[] = ['SENT', 'DELIVERED', 'FAILED', 'BLOCKED'];

export interface MessageRecord {
  id: string;
  accountId: string;
  to: string;
  body: string;
  templateId?: string;
  status: MessageStatus;
  deliveryStatus: string | null;
  segments: number;
  encoding: Encoding;
  /** Credits charged; 0 for a blocked message. */
  cost: number;
  source: MessageSource;
  createdAt: string;
  updatedAt: string;
  moderation?: { verdict: ModerationVerdict; categories: ModerationCategory[] };
  /** Vendor provider chosen at acceptance. */
  vendor: string;
  senderId?: string;
  /** Hand-over attempts made so far. */
  attempts: number;
  /** While SENDING: until when the claiming worker owns the message. */
  leaseUntil?: number;
  vendorMessageId?: string;
  apiKeyId?: string;
  userId?: string;
}

/** The message body of the contract, returned by every message route. */
export type PublicMessage = Pick<
  MessageRecord,
  | 'id'
  | 'status'
  | 'deliveryStatus'
  | 'to'
  | 'segments'
  | 'encoding'
  | 'cost'
  | 'source'
  | 'createdAt'
  | 'updatedAt'
  | 'moderation'
>;

const ENCODINGS = ['GSM-7', 'UCS-2'] as const satisfies readonly Encoding[];
const VERDICTS = ['ALLOWED', 'FLAGGED', 'BLOCKED'] as const satisfies readonly ModerationVerdict[];
const CATEGORIES = ['HATE_SPEECH', 'ABUSE', 'RACISM', 'SPAM'] as const satisfies readonly ModerationCategory[];

/**
 * PublicMessage as a schema: the response of every message route in the OpenAPI document (test/unit/openapi.test.ts
 * checks at compile time that it and the type above describe the same object).
 */
export const PublicMessageSchema = z
  .strictObject({
    id: z.string().describe('Message id: msg_ and a ULID'),
    status: z.enum(MESSAGE_STATUSES),
    deliveryStatus: z.string().nullable().describe('Provider or failure detail when available; otherwise null'),
    to: z.string().describe('The recipient in E.164 (+27...)'),
    segments: z.number().int().min(1),
    encoding: z.enum(ENCODINGS),
    cost: z.number().int().min(0).describe('Credits charged: one per segment; 0 for a BLOCKED message'),
    source: z.enum(MESSAGE_SOURCES),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    moderation: z
      .strictObject({ verdict: z.enum(VERDICTS), categories: z.array(z.enum(CATEGORIES)) })
      .optional()
      .describe('Present when moderation raised anything: FLAGGED (sent, flagged for review) or BLOCKED (not sent)'),
  })
  .meta({ id: 'Message', description: 'A message, as every message route returns it' });

export function publicMessage(m: MessageRecord): PublicMessage {
  return {
    id: m.id,
    status: m.status,
    deliveryStatus: m.deliveryStatus,
    to: m.to,
    segments: m.segments,
    encoding: m.encoding,
    cost: m.cost,
    source: m.source,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
    ...(m.moderation ? { moderation: m.moderation } : {}),
  };
}
