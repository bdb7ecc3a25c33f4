/**
 * The ports of Twilio-form callbacks (docs/decisions/1604, 1605): the webhook worker's signing keys (a key's record
 * read on every callback, so a revocation takes effect at once; its opened value cached per container for five
 * minutes, keyed by the sealed text, so KMS is asked once per key per container and a key's value lives no longer
 * than that in memory).
 */
import { metricsOf } from '../aws/emf-metrics';
import { webhookQueueOf } from '../aws/webhook-queue';
import { ApiKeyRepository } from '../db/api-key-repository';
import { tableOf } from '../db/table';
import { once, type Runtime } from '../runtime';
import { signingKey, type TwilioCallbackDeps } from '../twilio/deliver-callbacks';
import { postWebhook } from '../webhooks/sender';
import { secretBoxOf } from './secret-box';
import { urlPolicyOf } from './webhooks';

const OPENED_FOR_MS = 5 * 60_000;

export function twilioCallbackDepsOf(rt: Runtime): TwilioCallbackDeps {
  return once(rt, 'twilio-callbacks', () => {
    const apiKeys = new ApiKeyRepository(tableOf(rt));
    const secrets = secretBoxOf(rt);
    const opened = new Map<string, { until: number; value: Promise<string> }>();
    const open = (sealed: string, context: Record<string, string>) => {
      const now = Date.now();
      const hit = opened.get(sealed);
      if (hit && hit.until > now) return hit.value;
      if (opened.size > 1000) opened.clear();
      const value = secrets.open(sealed, context);
      value.catch(() => opened.delete(sealed));
      opened.set(sealed, { until: now + OPENED_FOR_MS, value });
      return value;
    };
    return {
      clock: rt.clock,
      queue: webhookQueueOf(rt),
      metrics: metricsOf(rt),
      signingKey: (accountId, keyId) =>
        signingKey({ keyById: (a, k) => apiKeys.findById(a, k), open }, accountId, keyId),
      post: (url, body, headers) => postWebhook(url, body, headers, urlPolicyOf(rt)),
    };
  });
}
