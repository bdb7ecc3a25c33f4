/**
 * Webhook endpoints of an account, their events and their delivery log (contract Part 2, "Webhooks"): the records,
 * the ports, the jobs of the webhook queue, and the routes' use cases (`accounts.manage`). Delivery is in
 * deliver-webhooks.ts; the request bodies are in the route contract (shared/http/routes/webhooks.ts).
 */
import type * as z from 'zod/mini';
import { type AuditEntry, actorAudit } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { requireVerifiedEmail } from '../auth/verified-email';
import { conflict, notFound, validationError } from '../errors';
import type { WebhookInput, WebhookPatch } from '../http/routes/webhooks';
import { newId } from '../ids';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import type { SecretBox } from '../vendors/vendor';

import { WEBHOOK_EVENTS, type WebhookEventType } from './events';
import { newWebhookSecret } from './signing';

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

function publicWebhook(w: WebhookRecord) {
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

function publicAttempt(a: DeliveryAttempt) {
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

/** At most this many endpoints per account: each event fans out to all of them. */
const MAX_WEBHOOKS = 10;
/** A rotated-out secret keeps signing alongside the new one this long. */
const ROTATION_OVERLAP_MS = 24 * 3600_000;

export interface WebhookDeps {
  webhooks: WebhookStore;
  secrets: SecretBox;
  queue: WebhookQueue;
  /** Why a URL may not be an endpoint, or undefined (shared/webhooks/sender.ts with the stage's policy). */
  checkUrl(url: string): Promise<string | undefined>;
  /** Copies the events the account's endpoints subscribe to onto its balance shards (what the send path reads). */
  subscriptions(accountId: string, events: WebhookEventType[]): Promise<void>;
}

export const webhookSecretContext = (accountId: string, webhookId: string) => ({
  accountId,
  webhookId,
  use: 'webhook-secret',
});

async function urlOrThrow(deps: WebhookDeps, url: string) {
  const why = await deps.checkUrl(url);
  if (why) throw validationError('Request body is not valid', [{ path: 'url', message: `${url} ${why}` }]);
}

async function existing(deps: WebhookDeps, accountId: string, id: string) {
  const found = await deps.webhooks.get(accountId, id);
  if (!found) throw notFound('Webhook');
  return found;
}

/** After any change: the union of what enabled endpoints subscribe to, onto the shards the senders read. */
export async function resubscribe(deps: Pick<WebhookDeps, 'webhooks' | 'subscriptions'>, accountId: string) {
  const all = await deps.webhooks.all(accountId);
  const events = new Set(all.filter((w) => !w.disabled).flatMap((w) => w.events));
  await deps.subscriptions(accountId, [...events].sort());
}

/** `POST /webhooks`: 201 with the secret, shown only here. */
export async function createWebhook(
  deps: WebhookDeps,
  { actor, input }: { actor: Actor; input: z.output<typeof WebhookInput> },
) {
  const { accountId } = actor.principal;
  requireVerifiedEmail(actor.principal, 'create a webhook');
  await urlOrThrow(deps, input.url);
  if ((await deps.webhooks.all(accountId)).length >= MAX_WEBHOOKS) {
    throw conflict(`An account has at most ${MAX_WEBHOOKS} webhook endpoints`);
  }
  const id = newId('whk', actor.nowMs);
  const secret = newWebhookSecret();
  const at = new Date(actor.nowMs).toISOString();
  const webhook: WebhookRecord = {
    id,
    accountId,
    url: input.url,
    events: [...new Set(input.events)],
    description: input.description ? input.description : null,
    secrets: [{ sealed: await deps.secrets.seal(secret, webhookSecretContext(accountId, id)), createdAt: at }],
    disabled: false,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  await deps.webhooks.create(
    webhook,
    actorAudit(actor, 'webhook.created', { type: 'webhook', id }, { url: webhook.url, events: webhook.events }),
  );
  await resubscribe(deps, accountId);
  return { ...publicWebhook(webhook), secret };
}

export async function listWebhooks(
  deps: Pick<WebhookDeps, 'webhooks'>,
  { accountId, page }: { accountId: string; page: PageRequest },
) {
  const found = await deps.webhooks.list(accountId, page);
  return { items: found.items.map(publicWebhook), nextCursor: found.nextCursor };
}

export async function getWebhook(deps: WebhookDeps, { accountId, id }: { accountId: string; id: string }) {
  return publicWebhook(await existing(deps, accountId, id));
}

/** `PATCH /webhooks/{id}`: url, events, description; `disabled: false` re-enables a disabled endpoint. */
export async function updateWebhook(
  deps: WebhookDeps,
  { actor, id, input }: { actor: Actor; id: string; input: z.output<typeof WebhookPatch> },
) {
  // A new URL is a new destination for the account's events: as good as creating an endpoint.
  if (input.url !== undefined) requireVerifiedEmail(actor.principal, 'point a webhook at a new URL');
  const current = await existing(deps, actor.principal.accountId, id);
  if (input.url !== undefined) await urlOrThrow(deps, input.url);
  const next: WebhookRecord = {
    ...current,
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
    ...(input.description !== undefined ? { description: input.description || null } : {}),
    ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
    updatedAt: new Date(actor.nowMs).toISOString(),
    version: current.version + 1,
  };
  if (input.disabled === false) {
    delete next.failingSince;
    delete next.disabledReason;
  }
  const entry = actorAudit(actor, 'webhook.updated', { type: 'webhook', id }, { fields: Object.keys(input) });
  const written = await deps.webhooks.replace(current, next, entry);
  if (!written.ok) throw conflict('The webhook changed meanwhile; try again');
  await resubscribe(deps, actor.principal.accountId);
  return publicWebhook(next);
}

export async function deleteWebhook(deps: WebhookDeps, { actor, id }: { actor: Actor; id: string }) {
  if (
    !(
      await deps.webhooks.delete(
        actor.principal.accountId,
        id,
        actorAudit(actor, 'webhook.deleted', { type: 'webhook', id }),
      )
    ).ok
  ) {
    throw notFound('Webhook');
  }
  await resubscribe(deps, actor.principal.accountId);
}

/** `POST /webhooks/{id}/rotate-secret`: a new secret; the old one keeps signing beside it for 24 hours. */
export async function rotateWebhookSecret(deps: WebhookDeps, { actor, id }: { actor: Actor; id: string }) {
  const accountId = actor.principal.accountId;
  const current = await existing(deps, accountId, id);
  const secret = newWebhookSecret();
  const at = new Date(actor.nowMs).toISOString();
  const until = new Date(actor.nowMs + ROTATION_OVERLAP_MS).toISOString();
  const stillValid = current.secrets.filter((s) => !s.expiresAt || s.expiresAt > at);
  const next: WebhookRecord = {
    ...current,
    // The newest first; every other one expires within the overlap.
    secrets: [
      { sealed: await deps.secrets.seal(secret, webhookSecretContext(accountId, id)), createdAt: at },
      ...stillValid.map((s) => ({ ...s, expiresAt: s.expiresAt && s.expiresAt < until ? s.expiresAt : until })),
    ],
    updatedAt: new Date(actor.nowMs).toISOString(),
    version: current.version + 1,
  };
  const written = await deps.webhooks.replace(
    current,
    next,
    actorAudit(actor, 'webhook.secret_rotated', { type: 'webhook', id }),
  );
  if (!written.ok) throw conflict('The webhook changed meanwhile; try again');
  return { ...publicWebhook(next), secret };
}

/** `POST /webhooks/{id}/test`: a `webhook.test` event to this endpoint, whatever it subscribed to. */
export async function testWebhook(deps: WebhookDeps, { actor, id }: { actor: Actor; id: string }) {
  const accountId = actor.principal.accountId;
  const webhook = await existing(deps, accountId, id);
  const event: WebhookEvent = {
    id: newId('evt', actor.nowMs),
    type: 'webhook.test',
    createdAt: new Date(actor.nowMs).toISOString(),
    data: { webhookId: webhook.id, message: 'A test event from the SMS platform' },
  };
  // The retry lane: a tenant fires tests at will (60 a minute) at endpoints that may hang (decision 1020).
  await deps.queue.send({ type: 'event', accountId, event, webhookId: webhook.id }, 0, 'retry');
  return { eventId: event.id };
}

export async function listDeliveries(
  deps: WebhookDeps,
  { accountId, id, page }: { accountId: string; id: string; page: PageRequest },
) {
  await existing(deps, accountId, id);
  const result = await deps.webhooks.attempts(id, page);
  return { items: result.items.map(publicAttempt), nextCursor: result.nextCursor };
}

/** `POST /webhooks/{id}/deliveries/{deliveryId}/retry`: that delivery's event again, now, once. */
export async function retryDelivery(
  deps: WebhookDeps,
  { actor, id, deliveryId }: { actor: Actor; id: string; deliveryId: string },
) {
  const accountId = actor.principal.accountId;
  await existing(deps, accountId, id);
  const attempt = await deps.webhooks.attempt(id, deliveryId);
  if (!attempt || attempt.accountId !== accountId) throw notFound('Delivery');
  await deps.queue.send(
    {
      type: 'attempt',
      accountId,
      webhookId: id,
      eventId: attempt.eventId,
      attempt: attempt.attempt + 1,
      notBefore: actor.nowMs,
      manual: true,
    },
    0,
    'retry',
  );
  return { eventId: attempt.eventId };
}
