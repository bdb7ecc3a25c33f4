/**
 * Events to customers' endpoints, from the webhook queue: at least once, 10-second timeout, any 2xx is a success; the
 * first retry 5 seconds on, then 5 minutes, 30 minutes, 2, 5, 10 and 10 hours (27.6 hours in all); every attempt is in
 * the delivery log; an endpoint with no success for five days is disabled and audited. Sending never waits for any
 * of this: the senders only put an event on the queue (docs/decisions/1003-webhook-delivery.md).
 *
 * Two lanes (docs/decisions/1020-webhook-isolation.md): new events are posted at once only to endpoints whose last
 * attempt succeeded; an endpoint that is failing (or hangs: a timeout is a failure) gets its new events as attempt 1 on
 * the retry lane, with the retries, the tests and the manual retries, so it holds only that lane's bounded concurrency.
 */
import { auditEntry } from '../audit/audit';
import { type Clock, systemClock } from '../clock';
import { newId } from '../ids';
import type { Logger } from '../logger';
import type { PostResult } from './sender';
import { signedHeaders } from './signing';
import type {
  DeliveryAttempt,
  EndpointJob,
  WebhookEvent,
  WebhookEventType,
  WebhookQueue,
  WebhookRecord,
  WebhookStore,
} from './webhook';

/** Seconds before attempt n + 1 after attempt n failed (n = 1…7); none after the eighth. */
export const RETRY_DELAYS_S = [5, 300, 1800, 7200, 18_000, 36_000, 36_000];
const DISABLE_AFTER_MS = 5 * 24 * 3600_000;
/** SQS delays a message at most 15 minutes: longer waits hop. */
const MAX_QUEUE_DELAY_S = 900;
const HOP_MARGIN_MS = 60_000;

/** An endpoint with the secrets that sign now (opened). */
export interface OpenedEndpoint {
  webhook: WebhookRecord;
  secrets: string[];
}

export interface WebhookDeliveryDeps {
  webhooks: WebhookStore;
  queue: WebhookQueue;
  clock: Clock;
  /**
   * Real time, for `webhook-timestamp`: receivers reject signatures far from their own clock (replay protection), so
   * it never follows the local stage's movable clock. Default: the system clock.
   */
  wallClock?: Clock;
  /** The account's endpoints with their secrets opened (cached a little per container). */
  endpoints(accountId: string, fresh?: boolean): Promise<OpenedEndpoint[]>;
  post(url: string, body: string, headers: Record<string, string>): Promise<PostResult>;
  /** Disables a dead endpoint (audited `webhook.disabled`) and takes it out of the subscriptions. */
  disable(webhook: WebhookRecord, audit: ReturnType<typeof auditEntry>): Promise<void>;
  /** Forgets the account's cached endpoints (an endpoint started or stopped failing: the lanes follow at once). */
  forget?(accountId: string): void;
}

/** One job of the webhook queue. */
export async function handleWebhookJob(deps: WebhookDeliveryDeps, job: EndpointJob, log: Logger): Promise<number> {
  const nowMs = deps.clock.now();
  if (job.type === 'event') {
    await deps.webhooks.putEvent(job.accountId, job.event, nowMs);
    const endpoints = await deps.endpoints(job.accountId, job.webhookId !== undefined);
    const targets = job.webhookId
      ? endpoints.filter((e) => e.webhook.id === job.webhookId)
      : endpoints.filter((e) => !e.webhook.disabled && e.webhook.events.includes(job.event.type));
    // A test (it comes on the retry lane) is attempted here; a new event goes to a failing endpoint through the retry
    // lane: stored above, so the retry finds it (decision 1020).
    const deferred = job.webhookId ? [] : targets.filter((e) => e.webhook.failingSince !== undefined);
    const now = targets.filter((e) => !deferred.includes(e));
    await Promise.all([
      ...now.map((e) => attempt(deps, e, job.event, 1, false, log)),
      ...deferred.map((e) =>
        deps.queue.send(
          {
            type: 'attempt',
            accountId: job.accountId,
            webhookId: e.webhook.id,
            eventId: job.event.id,
            attempt: 1,
            notBefore: nowMs,
          },
          0,
          'retry',
        ),
      ),
    ]);
    return targets.length;
  }
  // A wait longer than a queue delay hops; what is left of a shorter one is the queue's own imprecision.
  if (job.notBefore - nowMs > HOP_MARGIN_MS) {
    await deps.queue.send(job, Math.min(MAX_QUEUE_DELAY_S, Math.ceil((job.notBefore - nowMs) / 1000)), 'retry');
    return 0;
  }
  const [stored, endpoints] = await Promise.all([
    deps.webhooks.getEvent(job.eventId),
    deps.endpoints(job.accountId, job.manual === true),
  ]);
  const endpoint = endpoints.find((e) => e.webhook.id === job.webhookId);
  if (!stored || !endpoint || stored.accountId !== job.accountId) {
    log.warn('webhook retry of a gone event or endpoint dropped', { webhookId: job.webhookId, eventId: job.eventId });
    return 0;
  }
  if (endpoint.webhook.disabled && !job.manual) return 0;
  const { accountId: _a, ...event } = stored;
  await attempt(deps, endpoint, event, job.attempt, job.manual === true, log);
  return 1;
}

async function attempt(
  deps: WebhookDeliveryDeps,
  { webhook, secrets }: OpenedEndpoint,
  event: WebhookEvent,
  n: number,
  manual: boolean,
  log: Logger,
): Promise<void> {
  const body = JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt, data: event.data });
  const timestamp = Math.floor((deps.wallClock ?? systemClock).now() / 1000);
  const result = await deps.post(webhook.url, body, signedHeaders(secrets, event.id, timestamp, body));
  const nowMs = deps.clock.now();
  const ok = result.statusCode !== undefined && result.statusCode >= 200 && result.statusCode < 300;
  const delay = !ok && !manual ? RETRY_DELAYS_S[n - 1] : undefined;
  const record: DeliveryAttempt = {
    id: newId('dlv', nowMs),
    webhookId: webhook.id,
    accountId: webhook.accountId,
    eventId: event.id,
    eventType: event.type as WebhookEventType,
    attempt: n,
    statusCode: result.statusCode ?? null,
    error: ok ? null : (result.error ?? 'failed'),
    durationMs: result.durationMs,
    nextAttemptAt: delay !== undefined ? new Date(nowMs + delay * 1000).toISOString() : null,
    createdAt: new Date(nowMs).toISOString(),
  };
  await deps.webhooks.addAttempt(record);
  if (delay !== undefined) {
    await deps.queue.send(
      {
        type: 'attempt',
        accountId: webhook.accountId,
        webhookId: webhook.id,
        eventId: event.id,
        attempt: n + 1,
        notBefore: nowMs + delay * 1000,
      },
      Math.min(MAX_QUEUE_DELAY_S, delay),
      'retry',
    );
  }
  if (ok) {
    if (webhook.failingSince) {
      await deps.webhooks.clearFailing(webhook.accountId, webhook.id);
      deps.forget?.(webhook.accountId);
    }
    return;
  }
  log.info('webhook delivery failed', { webhookId: webhook.id, eventId: event.id, attempt: n, error: record.error });
  if (!webhook.failingSince) {
    await deps.webhooks.markFailing(webhook.accountId, webhook.id, record.createdAt);
    deps.forget?.(webhook.accountId);
    return;
  }
  if (!webhook.disabled && nowMs - Date.parse(webhook.failingSince) > DISABLE_AFTER_MS) {
    await deps.disable(
      webhook,
      auditEntry(
        {
          accountId: webhook.accountId,
          actor: { type: 'system', id: 'webhooks' },
          action: 'webhook.disabled',
          target: { type: 'webhook', id: webhook.id },
          details: { reason: 'no successful delivery for 5 days', failingSince: webhook.failingSince },
        },
        nowMs,
      ),
    );
    log.warn('webhook endpoint disabled: no success for 5 days', { webhookId: webhook.id });
  }
}
