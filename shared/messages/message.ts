import type { ModerationCategory, ModerationVerdict } from '../moderation/types';
import type { Encoding } from './segments';

export const MESSAGE_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'FAILED', 'BLOCKED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type MessageSource = 'api' | 'dashboard' | 'campaign';

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
