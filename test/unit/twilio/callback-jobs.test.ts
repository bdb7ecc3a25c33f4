import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../shared/logger';
import type { Metrics } from '../../../shared/metrics';
import { incomingMessageJob, statusCallbackOfChange } from '../../../shared/twilio/callback-jobs';
import { handleTwilioCallback, type SigningKey } from '../../../shared/twilio/deliver-callbacks';
import { type ItemChange, relayChanges } from '../../../shared/webhooks/relay';
import type { TwilioCallbackJob, WebhookJob } from '../../../shared/webhooks/webhook';

const log = createLogger('error', {}, () => undefined);
const at = '2026-11-22T08:00:00.000Z';
const URL_ = 'https://example.com/status?x=1';
const TOKEN = `sk_live_${'k'.repeat(43)}`;
const message = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'msg_01JD0000000000000000000000',
  accountId: 'acc_01JD0000000000000000000000',
  status,
  deliveryStatus: null,
  to: '+27825550001',
  segments: 1,
  cost: 1,
  createdAt: at,
  updatedAt: at,
  apiKeyId: 'key_1',
  statusCallback: URL_,
  ...extra,
});
const change = (before: unknown, after: unknown, entity = 'Message'): ItemChange => ({
  entity,
  ...(before ? { before: before as Record<string, unknown> } : {}),
  ...(after ? { after: after as Record<string, unknown> } : {}),
  position: '1',
});

describe('Twilio status callbacks derived from message changes (decision 1604)', () => {
  it('makes one per Twilio status reached after creation: sent, delivered, undelivered, failed (a block at once)', () => {
    const status = (before: Record<string, unknown> | undefined, after: Record<string, unknown>) =>
      statusCallbackOfChange(change(before, after))?.params.MessageStatus;
    expect(status(undefined, message('QUEUED'))).toBeUndefined();
    expect(status(message('QUEUED'), message('SENDING'))).toBeUndefined();
    expect(status(message('SENDING'), message('SENT'))).toBe('sent');
    expect(status(message('SENT'), message('SENT', { deliveryStatus: 'x' }))).toBeUndefined();
    expect(status(message('SENT'), message('DELIVERED'))).toBe('delivered');
    expect(status(message('SENT', { vendorMessageId: 'v' }), message('FAILED', { vendorMessageId: 'v' }))).toBe(
      'undelivered',
    );
    expect(status(message('SENDING'), message('FAILED'))).toBe('failed');
    // A scheduled message: none when it is created, one when it is canceled (decision 1607).
    expect(status(undefined, message('QUEUED', { scheduled: true, sendAt: at }))).toBeUndefined();
    expect(
      status(
        message('QUEUED', { scheduled: true, sendAt: at }),
        message('FAILED', { scheduled: true, sendAt: at, deliveryStatus: 'canceled' }),
      ),
    ).toBe('canceled');
    const blocked = statusCallbackOfChange(change(undefined, message('BLOCKED')));
    expect(blocked?.params).toMatchObject({ MessageStatus: 'failed', ErrorCode: '30007' });
    expect(blocked).toMatchObject({ type: 'twilio', keyId: 'key_1', url: URL_, attempt: 1 });
    // Without a callback URL or a sending key: none.
    expect(statusCallbackOfChange(change(message('SENDING'), message('SENT', { statusCallback: undefined })))).toBe(
      undefined,
    );
    expect(statusCallbackOfChange(change(message('SENDING'), message('SENT', { apiKeyId: undefined })))).toBe(
      undefined,
    );
    // Relayed again, the same id.
    const a = statusCallbackOfChange(change(message('SENDING'), message('SENT')));
    expect(statusCallbackOfChange(change(message('SENDING'), message('SENT')))?.id).toBe(a?.id);
  });

  it('queues status callbacks whatever the webhook subscriptions, and replies only where the settings name a target', async () => {
    const queued: WebhookJob[] = [];
    const reply = {
      id: 'inb_01JD0000000000000000000000',
      accountId: 'acc_2',
      from: '+27825550002',
      to: 'Shop',
      body: 'Hello',
      receivedAt: at,
      optOut: false,
      provider: 'sandbox',
      vendorMessageId: 'v',
    };
    const failed = await relayChanges(
      {
        enqueue: async (jobs) => void queued.push(...jobs),
        subscriptions: async () => [],
        campaign: async () => null,
        incomingTarget: async (accountId) =>
          accountId === 'acc_2' ? { url: 'https://example.com/in', signingKeyId: 'key_2' } : undefined,
      },
      [
        change(message('SENDING'), message('SENT')),
        change(undefined, reply, 'Inbound'),
        change(undefined, { ...reply, accountId: 'acc_3', id: 'inb_01JD0000000000000000000001' }, 'Inbound'),
      ],
      log,
    );
    expect(failed).toBeUndefined();
    expect(queued.map((j) => j.type === 'twilio' && [j.keyId, j.url])).toEqual([
      ['key_1', URL_],
      ['key_2', 'https://example.com/in'],
    ]);
  });
});

describe('posting a Twilio callback (decisions 1604, 1605)', () => {
  const job = incomingMessageJob(
    {
      id: 'inb_01JD0000000000000000000000',
      accountId: 'acc_2',
      from: '+27825550002',
      to: 'Shop',
      body: 'Hello',
      receivedAt: at,
      optOut: false,
      provider: 'sandbox',
      vendorMessageId: 'v',
    },
    { url: URL_, signingKeyId: 'key_2' },
  );
  function world(key: SigningKey, status: number | undefined) {
    const posted: { url: string; body: string; headers: Record<string, string> }[] = [];
    const queued: { job: TwilioCallbackJob; delay: number | undefined; lane: string | undefined }[] = [];
    const counted: string[] = [];
    const metrics: Metrics = { add: (name, _v, _u, d) => void counted.push(`${name}:${d?.Reason}`) };
    return {
      posted,
      queued,
      counted,
      deps: {
        clock: { now: () => Date.parse(at) },
        queue: {
          send: async (j: WebhookJob, delay?: number, lane?: string) =>
            void queued.push({ job: j as TwilioCallbackJob, delay, lane }),
        },
        signingKey: async () => key,
        post: async (url: string, body: string, headers: Record<string, string>) => {
          posted.push({ url, body, headers });
          return status === undefined
            ? { error: 'ECONNREFUSED', durationMs: 1 }
            : { statusCode: status, durationMs: 1 };
        },
        metrics,
      },
    };
  }

  it('posts the form signed so twilio.validateRequest accepts it, with the idempotency token', async () => {
    const w = world({ token: TOKEN }, 204);
    expect(await handleTwilioCallback(w.deps, job, log)).toBe(true);
    const [post] = w.posted;
    const params = Object.fromEntries(new URLSearchParams(post!.body));
    expect(params).toMatchObject({ Body: 'Hello', From: '+27825550002', SmsStatus: 'received' });
    expect(twilio.validateRequest(TOKEN, post!.headers['X-Twilio-Signature']!, URL_, params)).toBe(true);
    expect(post!.headers['I-Twilio-Idempotency-Token']).toBe(job.id);
    expect(w.queued).toEqual([]);
  });

  it('tries a failure again on the retry lane, 5 seconds on, then gives up after the last delay', async () => {
    const w = world({ token: TOKEN }, 500);
    expect(await handleTwilioCallback(w.deps, job, log)).toBe(false);
    expect(w.queued).toMatchObject([
      { job: { attempt: 2, notBefore: Date.parse(at) + 5000 }, delay: 5, lane: 'retry' },
    ]);
    const last = world({ token: TOKEN }, undefined);
    await handleTwilioCallback(last.deps, { ...job, attempt: 8 }, log);
    expect(last.queued).toEqual([]);
    expect(last.counted).toEqual(['TwilioCallbacksDropped:exhausted']);
  });

  it('drops what a revoked key would sign: nothing posted, unsigned or otherwise, and counted', async () => {
    for (const refused of ['revoked', 'unknown', 'unsealed'] as const) {
      const w = world({ refused }, 200);
      expect(await handleTwilioCallback(w.deps, job, log)).toBe(false);
      expect(w.posted).toEqual([]);
      expect(w.counted).toEqual([`TwilioCallbacksDropped:${refused}`]);
    }
  });
});
