/**
 * The API's shapes for the account-security, spend-limit, reply, opt-out and webhook pages (contract Parts 2 and 3;
 * docs/openapi.json has the full schemas). Kept apart from types.ts so the pages of parallel work do not collide.
 */
import { WEBHOOK_EVENTS, type WebhookEventType } from '../../../shared/webhooks/events';
import type { ApiKey, Me } from './types';

/** GET /auth/me with the user's e-mail verification. */
export type MeVerified = Me & { user: Me['user'] & { emailVerified: boolean } };

export type CappedApiKey = ApiKey & { dailySpendLimit: number | null };

export interface Limits {
  dailySpendLimit: number | null;
  spentToday: number;
  day: string;
  timeZone: string;
  apiKeys: { id: string; name: string; dailySpendLimit: number; spentToday: number }[];
}

export interface InboundMessage {
  id: string;
  from: string;
  to: string;
  body: string;
  receivedAt: string;
  optOut: boolean;
}

export interface OptOut {
  phone: string;
  source: 'manual' | 'inbound' | 'import';
  reason: string | null;
  createdAt: string;
}

export { WEBHOOK_EVENTS };
export type WebhookEvent = WebhookEventType;

export interface Webhook {
  id: string;
  url: string;
  events: WebhookEvent[];
  description: string | null;
  disabled: boolean;
  createdAt: string;
}

export type WebhookWithSecret = Webhook & { secret: string };

export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: WebhookEvent;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  nextAttemptAt: string | null;
  createdAt: string;
}

/** GET /auth/providers: the identity providers the dashboard can send a user to. */
export interface AuthProvider {
  name: string;
  label: string;
  authorizationUrl: string;
  clientId: string;
  scope: string;
}
