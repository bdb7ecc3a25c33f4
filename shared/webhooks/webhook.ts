/** Webhook endpoints of an account, their events and their delivery log (contract Part 2, "Webhooks"). */
import * as z from 'zod/mini';
import type { AuditEntry } from '../audit/audit';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';

import { WEBHOOK_EVENTS, type WebhookEventType } from './events';

export { WEBHOOK_EVENTS, type WebhookEventType };

/** An event as its endpoints receive it: `data` is the message, campaign, reply or opt-out as the API returns it. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: unknown;
}

/** A signing secret (sealed at rest); a rotated-out one keeps signing until `expiresAt`. */
interface WebhookSecret {
  sealed: string;
  createdAt: string;
  expiresAt?: string;
}

export interface WebhookRecord {
  id: string;
  accountId: string;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  secrets: WebhookSecret[];
  disabled: boolean;
  /** Since when every delivery failed (cleared by a success): past five days the endpoint is disabled. */
  failingSince?: string;
  disabledReason?: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Optimistic concurrency, as for contacts: every replacement is conditional on the version it read. An endpoint
   * stored before versions reads as 0 (docs/decisions/1211-webhook-version.md).
   */
  version: number;
}

export function publicWebhook(w: WebhookRecord) {
  return {
    id: w.id,
    url: w.url,
    events: w.events,
    description: w.description,
    disabled: w.disabled,
    createdAt: w.createdAt,
  };
}

/** One attempt of delivering an event to an endpoint, as `GET /webhooks/{id}/deliveries` shows it. */
export interface DeliveryAttempt {
  id: string;
  webhookId: string;
  accountId: string;
  eventId: string;
  eventType: WebhookEventType;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  nextAttemptAt: string | null;
  createdAt: string;
}

export function publicAttempt(a: DeliveryAttempt) {
  return {
    id: a.id,
    eventId: a.eventId,
    eventType: a.eventType,
    attempt: a.attempt,
    statusCode: a.statusCode,
    error: a.error,
    durationMs: a.durationMs,
    nextAttemptAt: a.nextAttemptAt,
    createdAt: a.createdAt,
  };
}

/** Endpoints, events kept for retries, and the delivery log (shared/db/webhook-repository.ts). */
export interface WebhookStore {
  create(webhook: WebhookRecord, audit: AuditEntry): Promise<void>;
  get(accountId: string, webhookId: string): Promise<WebhookRecord | undefined>;
  /** Every endpoint of the account (a handful): the lists and the fan-out read them in one query. */
  all(accountId: string): Promise<WebhookRecord[]>;
  /** A page of them, newest first. */
  list(accountId: string, page: PageRequest): Promise<Page<WebhookRecord>>;
  /** Replaces `before` by `after` (same id), conditional on `before.version`; CHANGED when it moved meanwhile. */
  replace(before: WebhookRecord, after: WebhookRecord, audit?: AuditEntry): Promise<Result<'CHANGED'>>;
  /** Deletes an endpoint with its audit entry; MISSING when there was none. */
  delete(accountId: string, webhookId: string, audit: AuditEntry): Promise<Result<'MISSING'>>;
  /** Marks the first failure of a run; MARKED when one is marked already. */
  markFailing(accountId: string, webhookId: string, since: string): Promise<Result<'MARKED'>>;
  /** Clears the failure run after a success (only when one is marked). */
  clearFailing(accountId: string, webhookId: string): Promise<void>;
  putEvent(accountId: string, event: WebhookEvent, nowMs: number): Promise<void>;
  getEvent(eventId: string): Promise<(WebhookEvent & { accountId: string }) | undefined>;
  addAttempt(attempt: DeliveryAttempt): Promise<void>;
  attempts(webhookId: string, page: PageRequest): Promise<Page<DeliveryAttempt>>;
  attempt(webhookId: string, attemptId: string): Promise<DeliveryAttempt | undefined>;
}

/**
 * A request in Twilio's own form (a status callback or an incoming message: docs/decisions/1604, 1605), posted
 * form-encoded to the URL the integrator gave and signed (`X-Twilio-Signature`) with the key `keyId`'s value, opened
 * when it is posted; retried on the retry lane with the webhooks' delays, not before `notBefore`.
 */
export interface TwilioCallbackJob {
  type: 'twilio';
  /** Derived from the change (the same when relayed again): sent as `I-Twilio-Idempotency-Token`. */
  id: string;
  accountId: string;
  keyId: string;
  url: string;
  params: Record<string, string>;
  attempt: number;
  notBefore?: number;
}

/** The jobs of the webhook queue. */
export type WebhookJob =
  | TwilioCallbackJob
  /** A new event: stored, and delivered to every subscribed endpoint (or only `webhookId`: a test event). */
  | { type: 'event'; accountId: string; event: WebhookEvent; webhookId?: string }
  /** A retry (or a manual one) of an event to one endpoint, not before `notBefore`. */
  | {
      type: 'attempt';
      accountId: string;
      webhookId: string;
      eventId: string;
      attempt: number;
      notBefore: number;
      manual?: boolean;
    };

/** The jobs that go to the account's webhook endpoints (the rest are Twilio-form callbacks). */
export type EndpointJob = Exclude<WebhookJob, TwilioCallbackJob>;

/**
 * The lanes of the webhook queue (docs/decisions/1020-webhook-isolation.md): `events` holds the change stream's new
 * events; `retry` holds retries (automatic and manual), tests and deliveries to endpoints that are failing, with its
 * own bounded concurrency, so an endpoint that hangs cannot hold the workers that deliver other tenants' events.
 */
export type WebhookLane = 'events' | 'retry';

/** The webhook queue (SQS; delays of at most 15 minutes, longer waits hop). */
export interface WebhookQueue {
  send(job: WebhookJob, delaySeconds?: number, lane?: WebhookLane): Promise<void>;
}

export const WebhookInput = z.strictObject({
  url: z.string().check(z.trim(), z.minLength(8), z.maxLength(2048)),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `events must be among: ${WEBHOOK_EVENTS.join(', ')}` }))
    .check(z.minLength(1, 'events needs at least one event'), z.maxLength(WEBHOOK_EVENTS.length)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});

export const WebhookPatch = z.strictObject({
  url: z.optional(WebhookInput.shape.url),
  events: z.optional(WebhookInput.shape.events),
  description: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500)))),
  /** false re-enables an endpoint that was disabled (its failure run starts again). */
  disabled: z.optional(z.boolean()),
});
