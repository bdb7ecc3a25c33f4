/** Webhooks wired: the routes and the worker (events come from the table's change stream: shared/wiring/event-relay.ts). */
import { webhookQueueOf } from '../aws/webhook-queue';
import { setWebhookEvents } from '../db/account-repository';
import { tableOf } from '../db/table';
import { WebhookRepository } from '../db/webhook-repository';
import { once, type Runtime } from '../runtime';
import type { OpenedEndpoint, WebhookDeliveryDeps } from '../webhooks/deliver-webhooks';
import { postWebhook, refusedUrl, systemResolver, type UrlPolicy } from '../webhooks/sender';
import type { WebhookRecord } from '../webhooks/webhook';
import { type WebhookDeps, webhookSecretContext } from '../webhooks/webhook';
import { secretBoxOf } from './secret-box';

/** Endpoints are read again after this long (a change of URL, events or secret takes effect within it). */
const ENDPOINTS_FOR_MS = 30_000;

export function urlPolicyOf(rt: Runtime): UrlPolicy {
  return {
    allowLoopback: rt.config.WEBHOOK_ALLOW_LOOPBACK ?? rt.config.STAGE === 'local',
    resolve: rt.overrides.resolveHost ?? systemResolver,
  };
}

export const webhookDeps = (rt: Runtime): WebhookDeps => ({
  webhooks: new WebhookRepository(tableOf(rt)),
  secrets: secretBoxOf(rt),
  queue: webhookQueueOf(rt),
  checkUrl: (url) => refusedUrl(url, urlPolicyOf(rt)),
  subscriptions: (accountId, events) => setWebhookEvents(tableOf(rt), accountId, events),
});

/** The worker's dependencies, with a per-container cache of each account's endpoints and their opened secrets. */
export function webhookDeliveryDepsOf(rt: Runtime): WebhookDeliveryDeps {
  return once(rt, 'webhook-delivery', () => {
    const webhooks = new WebhookRepository(tableOf(rt));
    const secrets = secretBoxOf(rt);
    const cache = new Map<string, { until: number; value: Promise<OpenedEndpoint[]> }>();
    const open = async (w: WebhookRecord, nowMs: number): Promise<OpenedEndpoint> => ({
      webhook: w,
      secrets: await Promise.all(
        w.secrets
          .filter((s) => !s.expiresAt || Date.parse(s.expiresAt) > nowMs)
          .map((s) => secrets.open(s.sealed, webhookSecretContext(w.accountId, w.id))),
      ),
    });
    return {
      webhooks,
      queue: webhookQueueOf(rt),
      clock: rt.clock,
      endpoints(accountId, fresh = false) {
        const now = Date.now();
        const hit = cache.get(accountId);
        if (hit && hit.until > now && !fresh) return hit.value;
        if (cache.size > 5000) cache.clear();
        const value = webhooks.all(accountId).then((all) => Promise.all(all.map((w) => open(w, rt.clock.now()))));
        value.catch(() => cache.delete(accountId));
        cache.set(accountId, { until: now + ENDPOINTS_FOR_MS, value });
        return value;
      },
      post: (url, body, headers) => postWebhook(url, body, headers, urlPolicyOf(rt)),
      forget: (accountId) => cache.delete(accountId),
      async disable(webhook, audit) {
        const next = {
          ...webhook,
          disabled: true,
          disabledReason: 'no successful delivery for 5 days',
          version: webhook.version + 1,
        };
        if ((await webhooks.replace(webhook, next, audit)).ok) {
          cache.delete(webhook.accountId);
          const all = await webhooks.all(webhook.accountId);
          const events = [...new Set(all.filter((w) => !w.disabled).flatMap((w) => w.events))].sort();
          await setWebhookEvents(tableOf(rt), webhook.accountId, events);
        }
      },
    };
  });
}
