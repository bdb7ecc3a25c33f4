/** The webhook routes (contract Part 2, "Webhooks", `accounts.manage`). */
import type * as z from 'zod/mini';
import { type AuditAction, actorAudit } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { requireVerifiedEmail } from '../auth/verified-email';
import { conflict, notFound, validationError } from '../errors';
import { newId } from '../ids';
import type { PageRequest } from '../page';
import type { SecretBox } from '../vendors/vendor';
import { newWebhookSecret } from './signing';
import {
  publicAttempt,
  publicWebhook,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookInput,
  type WebhookPatch,
  type WebhookQueue,
  type WebhookRecord,
  type WebhookStore,
} from './webhook';

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

function audit(actor: Actor, action: AuditAction, id: string, details?: Record<string, unknown>) {
  return actorAudit(actor, action, { type: 'webhook', id }, details);
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
    audit(actor, 'webhook.created', id, { url: webhook.url, events: webhook.events }),
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
  const entry = audit(actor, 'webhook.updated', id, { fields: Object.keys(input) });
  const written = await deps.webhooks.replace(current, next, entry);
  if (!written.ok) throw conflict('The webhook changed meanwhile; try again');
  await resubscribe(deps, actor.principal.accountId);
  return publicWebhook(next);
}

export async function deleteWebhook(deps: WebhookDeps, { actor, id }: { actor: Actor; id: string }) {
  if (!(await deps.webhooks.delete(actor.principal.accountId, id, audit(actor, 'webhook.deleted', id))).ok) {
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
  const written = await deps.webhooks.replace(current, next, audit(actor, 'webhook.secret_rotated', id));
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
