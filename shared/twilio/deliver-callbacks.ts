/**
 * Twilio-form requests from the webhook queue (docs/decisions/1604-twilio-status-callbacks.md, 1605): each is signed
 * when it is posted, with the value of the key that sent the message (or the key the settings name, for replies),
 * opened from its sealed copy. At least once: a failure is tried again on the retry lane with the webhooks' delays
 * (5 s … 10 h, 27.6 hours in all), and the receiver can drop a repeat by `I-Twilio-Idempotency-Token`. A key revoked
 * (or deleted, or never sealed) signs nothing: the request is dropped, logged and counted, never sent unsigned.
 */
import type { ApiKeyRecord } from '../api-keys/api-key';
import { apiKeyValueContext } from '../api-keys/api-key';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import { count, METRIC, type Metrics } from '../metrics';
import { RETRY_DELAYS_S } from '../webhooks/deliver-webhooks';
import type { PostResult } from '../webhooks/sender';
import type { TwilioCallbackJob, WebhookQueue } from '../webhooks/webhook';
import { signedForm } from './callbacks';

const MAX_QUEUE_DELAY_S = 900;
const HOP_MARGIN_MS = 60_000;

/** The value that signs for a key, or why there is none. */
export type SigningKey = { token: string } | { refused: 'revoked' | 'unknown' | 'unsealed' };

export interface SigningKeyDeps {
  /** The key record by its id (revocation is read on every request: it takes effect for the next callback). */
  keyById(accountId: string, keyId: string): Promise<ApiKeyRecord | undefined>;
  /** Opens a sealed value (the wiring caches what it opened for a short while). */
  open(sealed: string, context: Record<string, string>): Promise<string>;
}

/** The key's value to sign with: only for a key of the account that is not revoked and has a sealed copy. */
export async function signingKey(deps: SigningKeyDeps, accountId: string, keyId: string): Promise<SigningKey> {
  const key = await deps.keyById(accountId, keyId);
  if (!key || key.accountId !== accountId) return { refused: 'unknown' };
  if (key.revokedAt) return { refused: 'revoked' };
  if (!key.sealedValue) return { refused: 'unsealed' };
  return { token: await deps.open(key.sealedValue, apiKeyValueContext(accountId, keyId)) };
}

export interface TwilioCallbackDeps {
  clock: Clock;
  queue: WebhookQueue;
  signingKey(accountId: string, keyId: string): Promise<SigningKey>;
  post(url: string, body: string, headers: Record<string, string>): Promise<PostResult>;
  metrics: Metrics;
}

/** Posts one Twilio-form request, or puts its next attempt on the retry lane; true when the receiver took it. */
export async function handleTwilioCallback(
  deps: TwilioCallbackDeps,
  job: TwilioCallbackJob,
  log: Logger,
): Promise<boolean> {
  const nowMs = deps.clock.now();
  if (job.notBefore !== undefined && job.notBefore - nowMs > HOP_MARGIN_MS) {
    await deps.queue.send(job, Math.min(MAX_QUEUE_DELAY_S, Math.ceil((job.notBefore - nowMs) / 1000)), 'retry');
    return false;
  }
  // What is logged names the request, never the key's value, the URL (its query may carry the receiver's own
  // secrets) or the signed text.
  const about = { callbackId: job.id, keyId: job.keyId, messageSid: job.params.MessageSid, attempt: job.attempt };
  const key = await deps.signingKey(job.accountId, job.keyId);
  if ('refused' in key) {
    count(deps.metrics, METRIC.twilioCallbacksDropped, { Reason: key.refused });
    log.warn('twilio callback dropped: its signing key cannot sign', { ...about, reason: key.refused });
    return false;
  }
  const form = signedForm(key.token, job.url, job.params);
  const result = await deps.post(job.url, form.body, {
    ...form.headers,
    'I-Twilio-Idempotency-Token': job.id,
    'User-Agent': 'TwilioProxy/1.1 (sms-platform)',
  });
  const ok = result.statusCode !== undefined && result.statusCode >= 200 && result.statusCode < 300;
  if (ok) return true;
  const delay = RETRY_DELAYS_S[job.attempt - 1];
  if (delay === undefined) {
    count(deps.metrics, METRIC.twilioCallbacksDropped, { Reason: 'exhausted' });
    log.warn('twilio callback given up after its last attempt', { ...about, error: result.error });
    return false;
  }
  log.info('twilio callback failed; tried again later', { ...about, error: result.error, delaySeconds: delay });
  await deps.queue.send(
    { ...job, attempt: job.attempt + 1, notBefore: nowMs + delay * 1000 },
    Math.min(MAX_QUEUE_DELAY_S, delay),
    'retry',
  );
  return false;
}
