/**
 * The two webhook lanes (docs/decisions/1020-webhook-isolation.md), on the delivery use case with in-memory ports:
 * which job goes to which lane, that a failing endpoint is never posted to from the events lane, and that nothing is
 * lost on the way (the event is stored before it is deferred).
 */
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../shared/logger';
import {
  handleWebhookJob,
  type OpenedEndpoint,
  type WebhookDeliveryDeps,
} from '../../../shared/webhooks/deliver-webhooks';
import type {
  DeliveryAttempt,
  EndpointJob,
  WebhookEvent,
  WebhookJob,
  WebhookLane,
  WebhookRecord,
} from '../../../shared/webhooks/webhook';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const log = createLogger('error', {}, () => undefined);

function endpoint(id: string, failingSince?: string): OpenedEndpoint {
  const webhook: WebhookRecord = {
    id,
    accountId: 'acc_1',
    url: `https://example.com/${id}`,
    events: ['message.sent'],
    description: null,
    secrets: [],
    disabled: false,
    ...(failingSince ? { failingSince } : {}),
    createdAt: new Date(NOW).toISOString(),
    updatedAt: new Date(NOW).toISOString(),
    version: 1,
  };
  return { webhook, secrets: ['c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0'] };
}

function world(endpoints: OpenedEndpoint[], answer: (url: string) => number | undefined) {
  const queued: { job: WebhookJob; delay: number | undefined; lane: WebhookLane | undefined }[] = [];
  const posted: string[] = [];
  const attempts: DeliveryAttempt[] = [];
  const events = new Map<string, WebhookEvent & { accountId: string }>();
  const forgotten: string[] = [];
  const marked: string[] = [];
  const deps: WebhookDeliveryDeps = {
    webhooks: {
      putEvent: async (accountId: string, event: WebhookEvent) => void events.set(event.id, { ...event, accountId }),
      getEvent: async (id: string) => events.get(id),
      addAttempt: async (a: DeliveryAttempt) => void attempts.push(a),
      markFailing: async (_a: string, id: string) => {
        marked.push(id);
        return { ok: true };
      },
      clearFailing: async () => undefined,
    } as never,
    queue: { send: async (job, delay, lane) => void queued.push({ job, delay, lane }) },
    clock: { now: () => NOW },
    endpoints: async () => endpoints,
    post: async (url) => {
      posted.push(url);
      const statusCode = answer(url);
      return statusCode === undefined ? { error: 'timed out', durationMs: 10_000 } : { statusCode, durationMs: 5 };
    },
    disable: async () => undefined,
    forget: (accountId) => void forgotten.push(accountId),
  };
  return { deps, queued, posted, attempts, events, forgotten, marked };
}

const event: WebhookEvent = { id: 'evt_1', type: 'message.sent', createdAt: new Date(NOW).toISOString(), data: {} };

describe('webhook lanes', () => {
  it('posts a new event to healthy endpoints at once and defers a failing one to the retry lane, stored first', async () => {
    const w = world([endpoint('whk_ok'), endpoint('whk_bad', new Date(NOW - 60_000).toISOString())], () => 200);
    await handleWebhookJob(w.deps, { type: 'event', accountId: 'acc_1', event }, log);
    expect(w.posted).toEqual(['https://example.com/whk_ok']);
    expect(w.queued).toEqual([
      {
        job: {
          type: 'attempt',
          accountId: 'acc_1',
          webhookId: 'whk_bad',
          eventId: 'evt_1',
          attempt: 1,
          notBefore: NOW,
        },
        delay: 0,
        lane: 'retry',
      },
    ]);
    expect(w.events.get('evt_1')).toMatchObject({ accountId: 'acc_1', type: 'message.sent' });

    // The deferred job, on the retry lane, is attempt 1 of that endpoint (and its failure schedules attempt 2 there).
    const retry = world([endpoint('whk_bad', new Date(NOW - 60_000).toISOString())], () => undefined);
    retry.events.set('evt_1', { ...event, accountId: 'acc_1' });
    await handleWebhookJob(retry.deps, w.queued[0]!.job as EndpointJob, log);
    expect(retry.posted).toEqual(['https://example.com/whk_bad']);
    expect(retry.attempts).toMatchObject([{ attempt: 1, error: 'timed out', statusCode: null }]);
    expect(retry.queued).toMatchObject([{ job: { type: 'attempt', attempt: 2 }, delay: 5, lane: 'retry' }]);
  });

  it('posts a test event even to a failing endpoint (tests come on the retry lane)', async () => {
    const w = world([endpoint('whk_bad', new Date(NOW - 60_000).toISOString())], () => 200);
    await handleWebhookJob(w.deps, { type: 'event', accountId: 'acc_1', event, webhookId: 'whk_bad' }, log);
    expect(w.posted).toEqual(['https://example.com/whk_bad']);
    expect(w.queued).toEqual([]);
  });

  it('marks the first failure and forgets the cached endpoints, so the next event of the account is deferred', async () => {
    const w = world([endpoint('whk_new')], () => undefined);
    await handleWebhookJob(w.deps, { type: 'event', accountId: 'acc_1', event }, log);
    expect(w.marked).toEqual(['whk_new']);
    expect(w.forgotten).toEqual(['acc_1']);
    expect(w.queued).toMatchObject([{ job: { type: 'attempt', attempt: 2 }, lane: 'retry' }]);
  });

  it('hops a long wait on the retry lane', async () => {
    const w = world([endpoint('whk_x')], () => 200);
    const job: WebhookJob = {
      type: 'attempt',
      accountId: 'acc_1',
      webhookId: 'whk_x',
      eventId: 'evt_1',
      attempt: 3,
      notBefore: NOW + 1800_000,
    };
    await handleWebhookJob(w.deps, job, log);
    expect(w.posted).toEqual([]);
    expect(w.queued).toEqual([{ job, delay: 900, lane: 'retry' }]);
  });
});
