/**
 * The per-account limit of the vendor callbacks (docs/decisions/1021-callback-limit-per-account.md), on the callback
 * use case with in-memory ports: counted only after the check, only for callbacks that change something, and past it
 * refused for Clickatell (which sends again) and deferred for Twilio (which does not), never dropped.
 */
import { describe, expect, it } from 'vitest';
import type { BalanceShard } from '../../../shared/accounts/account';
import { loadConfig } from '../../../shared/config';
import { tooManyRequests } from '../../../shared/errors';
import { createLogger } from '../../../shared/logger';
import { type CallbackDeps, type DeferredCallback, receiveCallback } from '../../../shared/messages/callbacks';
import type { CallbackContent } from '../../../shared/vendors/vendor';
import { callbackLimitPerMinute, callbackLimitShards } from '../../../shared/wiring/callbacks';

const log = createLogger('error', {}, () => undefined);
const reply = (id: string): CallbackContent => ({
  receipts: [],
  inbound: [{ vendorMessageId: id, from: '+27825550100', to: '+27870001000', body: 'Thanks' }],
});
const pending: CallbackContent = {
  receipts: [{ provider: 'twilio', key: 'SM1', byReference: false, state: 'pending', detail: 'Twilio: sent' }],
  inbound: [],
};

function world(provider: string, allowance: number, content: CallbackContent | 'invalid-signature') {
  const counted: string[] = [];
  const deferred: DeferredCallback[] = [];
  const received: string[] = [];
  const deps = {
    shardOf: async () => ({ vendor: { provider } }) as unknown as BalanceShard,
    reader: { read: async () => content },
    inbound: async (_accountId: string, _provider: string, replies: { vendorMessageId: string }[]) => {
      received.push(...replies.map((r) => r.vendorMessageId));
    },
    limit: {
      admit: async (accountId: string) => {
        counted.push(accountId);
        return counted.length <= allowance;
      },
      defer: async (job: DeferredCallback) => {
        deferred.push(job);
      },
      refused: () => tooManyRequests('Rate limit exceeded: 1 requests per minute per account for POST /callbacks'),
    },
  } as unknown as CallbackDeps;
  const receive = () =>
    receiveCallback(deps, { provider, accountId: 'acc_1', request: { url: '', headers: {}, body: '' }, log });
  return { receive, counted, deferred, received };
}

describe('per-account callback limit', () => {
  it('does not count a callback that fails its check', async () => {
    const w = world('clickatell', 1, 'invalid-signature');
    await expect(w.receive()).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect(w.counted).toEqual([]);
  });

  it('does not count a status that changes nothing', async () => {
    const w = world('twilio', 0, pending);
    expect(await w.receive()).toEqual({ receipts: ['not-final'], inbound: 0 });
    expect(w.counted).toEqual([]);
    expect(w.deferred).toEqual([]);
  });

  it('refuses a Clickatell callback past the limit (Clickatell sends it again), applying nothing', async () => {
    const w = world('clickatell', 0, reply('mo-1'));
    await expect(w.receive()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(w.received).toEqual([]);
    expect(w.deferred).toEqual([]);
  });

  it('defers a Twilio callback past the limit (Twilio would not send it again), with what it carries', async () => {
    const w = world('twilio', 0, reply('SM-mo-1'));
    expect(await w.receive()).toEqual({ receipts: [], inbound: 0, deferred: true });
    expect(w.received).toEqual([]);
    expect(w.deferred).toEqual([{ accountId: 'acc_1', provider: 'twilio', content: reply('SM-mo-1') }]);
  });

  it('applies a callback within the limit at once', async () => {
    const w = world('twilio', 1, reply('SM-mo-2'));
    expect(await w.receive()).toEqual({ receipts: [], inbound: 1 });
    expect(w.received).toEqual(['SM-mo-2']);
    expect(w.counted).toEqual(['acc_1']);
  });

  it('is sized at three callbacks per message of the most one account sends a minute, unless configured', () => {
    // One API key at 10,000 a minute, the dashboard's 600 per account, campaigns at 30 a second: 12,400 messages.
    expect(callbackLimitPerMinute(loadConfig({ TABLE_NAME: 't' }))).toBe(37_200);
    expect(callbackLimitPerMinute(loadConfig({ TABLE_NAME: 't', CAMPAIGN_RATE_PER_SECOND: '100' }))).toBe(49_800);
    expect(callbackLimitPerMinute(loadConfig({ TABLE_NAME: 't', CALLBACK_LIMIT_PER_MINUTE: '500' }))).toBe(500);
  });

  it('spreads the counter over shards that each take at most 100 admitted callbacks a second, 64 at most', () => {
    expect(callbackLimitShards(500)).toBe(1);
    expect(callbackLimitShards(37_200)).toBe(7);
    expect(callbackLimitShards(3 * 616_600)).toBe(64);
  });
});
