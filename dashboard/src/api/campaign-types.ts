/**
 * The shapes of contacts, lists, imports and campaigns as the API answers them (contract Part 2; docs/openapi.json has
 * the full schemas). Apart from types.ts so the pages of other areas do not change with these.
 */
import type { AuditEntry } from './types';

export interface FullContact {
  id: string;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  attributes: Record<string, string>;
  listIds: string[];
  optedOut: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export interface ContactImport {
  id: string;
  status: 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED';
  totalRows: number;
  created: number;
  updated: number;
  skipped: number;
  errors: { row: number; message: string }[];
  createdAt: string;
  completedAt: string | null;
}

export type CampaignStatus = 'DRAFT' | 'SCHEDULED' | 'SENDING' | 'PAUSED' | 'COMPLETED' | 'CANCELLED';
export type CampaignKind = 'marketing' | 'transactional';

export interface CampaignCounts {
  recipients: number;
  queued: number;
  sent: number;
  delivered: number;
  failed: number;
  blocked: number;
  optedOut: number;
  skipped: number;
}

export interface FullCampaign {
  id: string;
  name: string;
  status: CampaignStatus;
  kind: CampaignKind;
  body?: string;
  templateId?: string;
  audience: { listIds?: string[]; contactIds?: string[] };
  senderId?: string;
  scheduledAt?: string;
  heldUntil?: string;
  launchedAt?: string;
  completedAt?: string;
  counts: CampaignCounts;
  reservedCredits: number;
  spentCredits: number;
  createdAt: string;
  updatedAt: string;
}

export interface CampaignPreview {
  recipients: number;
  optedOut: number;
  estimatedSegments: number;
  estimatedCost: number;
  samples: {
    contactId: string;
    to: string;
    text: string;
    segments: number;
    moderation: { verdict: 'ALLOWED' | 'FLAGGED' | 'BLOCKED'; categories: string[] };
  }[];
}

/** A platform-wide audit entry (GET /admin/audit-log): the account's entry with its account. */
export interface PlatformAuditEntry extends AuditEntry {
  accountId: string;
}
