/** The API's shapes the dashboard reads (contract "Platform API"; docs/openapi.json has the full schemas). */
import type { Permission, Role } from '../../../shared/auth/permissions';

export type { Permission, Role };

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

interface User {
  id: string;
  email: string;
  fullName: string;
  /** Only in GET /auth/me: the IANA zone the dashboard shows and reads times in. */
  timeZone?: string;
}

export interface LoginResult {
  user: User;
  accessToken: string;
  refreshToken: string;
}

export interface Me {
  user: User;
  account: { id: string; name: string; suspended: boolean };
  role: Role;
  permissions: Permission[];
  platformAdmin: boolean;
}

export const MESSAGE_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'FAILED', 'BLOCKED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface Message {
  id: string;
  status: MessageStatus;
  deliveryStatus: string | null;
  to: string;
  /** The text as sent; null once content retention removed it. */
  body: string | null;
  segments: number;
  encoding: 'GSM-7' | 'UCS-2';
  cost: number;
  source: MessageSource;
  createdAt: string;
  updatedAt: string;
  moderation?: { verdict: 'ALLOWED' | 'FLAGGED' | 'BLOCKED'; categories: string[] };
  campaignId?: string;
  sentAt?: string;
}

export const MESSAGE_SOURCES = ['api', 'dashboard', 'campaign', 'system'] as const;
type MessageSource = (typeof MESSAGE_SOURCES)[number];

/** One step of a message's history (GET /messages/{id}/events). */
export interface MessageEvent {
  at: string;
  status: MessageStatus;
  detail: string | null;
  explanation: string | null;
}

export interface Template {
  id: string;
  name: string;
  body: string;
  variables: string[];
  createdAt: string;
  updatedAt: string;
}

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: ('sms.send' | 'sms.read' | 'verify')[];
  rateLimitPerMinute: number;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface Member {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  joinedAt: string;
}

export interface Invite {
  id: string;
  email: string;
  role: Role;
  status: 'PENDING' | 'ACCEPTED' | 'REVOKED' | 'EXPIRED';
  createdAt: string;
  expiresAt: string;
  token?: string;
}

export type FlagStatus = 'OPEN' | 'DISMISSED' | 'CONFIRMED' | 'ACCOUNT_SUSPENDED';

export interface Flag {
  id: string;
  accountId: string;
  messageId: string;
  categories: string[];
  severity: 'HIGH' | 'LOW';
  status: FlagStatus;
  excerpt: string;
  createdAt: string;
  reviewedAt?: string;
  note?: string;
}

export interface LedgerEntry {
  id: string;
  type: 'DEBIT' | 'REFUND' | 'CREDIT';
  amount: number;
  reason: string;
  messageId: string | null;
  createdAt: string;
}

export interface AuditEntry {
  id: string;
  actor: { type: string; id: string };
  action: string;
  target?: { type: string; id: string };
  ip?: string;
  createdAt: string;
}

export type VendorSettings =
  | { configured: false }
  | { configured: true; provider: string; senderId: string | null; configuredAt: string };
