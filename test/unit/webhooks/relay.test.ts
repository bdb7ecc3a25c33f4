import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../shared/logger';
import { eventsOfChange, type ItemChange, relayChanges } from '../../../shared/webhooks/relay';
import type { WebhookJob } from '../../../shared/webhooks/webhook';

const log = createLogger('error', {}, () => undefined);
const at = '2026-11-22T08:00:00.000Z';
const message = (status: string) => ({
  id: 'msg_01JD0000000000000000000000',
  accountId: 'acc_1',
  status,
  deliveryStatus: null,
  to: '+27825550001',
  segments: 1,
  encoding: 'GSM-7',
  cost: 1,
  source: 'api',
  body: 'Hi',
  createdAt: at,
  updatedAt: at,
});
const change = (entity: string, before: unknown, after: unknown, position = '1'): ItemChange => ({
  entity,
  ...(before ? { before: before as Record<string, unknown> } : {}),
  ...(after ? { after: after as Record<string, unknown> } : {}),
  position,
});

describe('events derived from table changes (decision 1010)', () => {
  it('makes one event per message status reached, none for claims, retries or rewrites of the same status', () => {
    const types = (before: string | undefined, after: string) =>
      eventsOfChange(change('Message', before ? message(before) : undefined, message(after))).map((e) => e.event.type);
    expect(types(undefined, 'QUEUED')).toEqual([]);
    expect(types('QUEUED', 'SENDING')).toEqual([]);
    expect(types('SENDING', 'QUEUED')).toEqual([]);
    expect(types('SENDING', 'SENT')).toEqual(['message.sent']);
    expect(types('SENT', 'SENT')).toEqual([]);
    expect(types('SENT', 'DELIVERED')).toEqual(['message.delivered']);
    expect(types('SENDING', 'FAILED')).toEqual(['message.failed']);
    expect(types(undefined, 'BLOCKED')).toEqual(['message.blocked']);
    // A campaign message stored once handed over.
    expect(types(undefined, 'SENT')).toEqual(['message.sent']);
    const [sent] = eventsOfChange(change('Message', message('SENDING'), message('SENT')));
    expect(sent!.event.data).toMatchObject({ id: 'msg_01JD0000000000000000000000', status: 'SENT' });
    expect(sent!.event.data).not.toHaveProperty('accountId');
  });

  it('makes inbound.received, optout.created (whatever made the opt-out) and campaign.completed', () => {
    const inbound = { id: 'inb_1', accountId: 'acc_1', from: '+27825550001', to: 'x', body: 'STOP', receivedAt: at };
    expect(eventsOfChange(change('Inbound', undefined, inbound)).map((e) => e.event.type)).toEqual([
      'inbound.received',
    ]);
    for (const source of ['inbound', 'manual', 'import']) {
      const optOut = { id: 'opt_1', accountId: 'acc_1', phone: '+27825550001', source, reason: null, createdAt: at };
      const [e] = eventsOfChange(change('OptOut', undefined, optOut));
      expect(e!.event).toMatchObject({ type: 'optout.created', data: { phone: '+27825550001', source } });
      // Removing it makes none.
      expect(eventsOfChange(change('OptOut', optOut, undefined))).toEqual([]);
    }
    const campaign = { id: 'cmp_1', accountId: 'acc_1', status: 'SENDING', updatedAt: at };
    const done = { ...campaign, status: 'COMPLETED', completedAt: at };
    expect(eventsOfChange(change('Campaign', campaign, done))).toMatchObject([
      { accountId: 'acc_1', campaignId: 'cmp_1', event: { type: 'campaign.completed' } },
    ]);
    expect(eventsOfChange(change('Campaign', done, { ...done, updatedAt: '2026-11-23T00:00:00.000Z' }))).toEqual([]);
    expect(eventsOfChange(change('Campaign', campaign, { ...campaign, status: 'CANCELLED' }))).toEqual([]);
    expect(eventsOfChange(change('LedgerEntry', undefined, { accountId: 'acc_1' }))).toEqual([]);
  });

  it('makes verification.approved and verification.failed, never with the code hash, none for a cancel', () => {
    const v = (status: string) => ({
      id: 'vrf_01JD0000000000000000000000',
      accountId: 'acc_1',
      apiKeyId: 'key_1',
      to: '+27825550001',
      prefix: '+2782555',
      locale: 'en',
      codeLength: 6,
      codeHash: 'secret-hash',
      status,
      sends: 1,
      checks: 1,
      lastSentAtMs: Date.parse(at),
      expiresAtMs: Date.parse(at) + 600_000,
      createdAt: at,
      updatedAt: at,
    });
    const types = (before: string, after: string) =>
      eventsOfChange(change('Verification', v(before), v(after))).map((e) => e.event.type);
    expect(types('pending', 'approved')).toEqual(['verification.approved']);
    expect(types('pending', 'max_attempts_reached')).toEqual(['verification.failed']);
    expect(types('pending', 'expired')).toEqual(['verification.failed']);
    expect(types('pending', 'canceled')).toEqual([]);
    expect(types('pending', 'pending')).toEqual([]);
    const [approved] = eventsOfChange(change('Verification', v('pending'), v('approved')));
    expect(JSON.stringify(approved)).not.toContain('secret-hash');
    expect(approved!.event.data).toMatchObject({ id: 'vrf_01JD0000000000000000000000', status: 'approved' });
  });

  it('gives the event of one change the same id every time it is derived, and another change another id', () => {
    const id = () => eventsOfChange(change('Message', message('SENDING'), message('SENT')))[0]!.event.id;
    expect(id()).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(id()).toBe(id());
    const delivered = eventsOfChange(change('Message', message('SENT'), message('DELIVERED')))[0]!.event.id;
    expect(delivered).not.toBe(id());
  });

  it('queues only what the account subscribes to, and names the first change to read again when the queue fails', async () => {
    const queued: WebhookJob[] = [];
    let fail = false;
    const deps = {
      enqueue: async (jobs: WebhookJob[]) => {
        if (fail) throw new Error('queue down');
        queued.push(...jobs);
      },
      subscriptions: async (accountId: string) => (accountId === 'acc_1' ? ['message.sent', 'campaign.completed'] : []),
      campaign: async (id: string) => ({ id, status: 'COMPLETED', counts: { recipients: 2 } }),
    };
    const changes = [
      change('Message', message('QUEUED'), message('SENDING'), '10'),
      change('Message', message('SENDING'), message('SENT'), '11'),
      change('Message', message('SENT'), message('DELIVERED'), '12'),
      change(
        'Message',
        { ...message('SENDING'), accountId: 'acc_2' },
        { ...message('SENT'), accountId: 'acc_2' },
        '13',
      ),
      change(
        'Campaign',
        { id: 'cmp_1', accountId: 'acc_1', status: 'SENDING' },
        {
          id: 'cmp_1',
          accountId: 'acc_1',
          status: 'COMPLETED',
          completedAt: at,
        },
      ),
    ];
    expect(await relayChanges(deps, changes, log)).toBeUndefined();
    expect(queued.map((j) => (j.type === 'event' ? j.event.type : j.type))).toEqual([
      'message.sent',
      'campaign.completed',
    ]);
    expect(queued[1]).toMatchObject({ event: { data: { id: 'cmp_1', counts: { recipients: 2 } } } });
    fail = true;
    expect(await relayChanges(deps, changes, log)).toBe('11');
  });

  it('counts a campaign message settled SENT → DELIVERED or FAILED once, unless the batch shows it counted already (decision 0715)', async () => {
    const counted: string[] = [];
    let fail = false;
    const deps = {
      enqueue: async () => undefined,
      subscriptions: async () => [],
      campaign: async () => null,
      countSettled: async (m: { id: string }, status: string) => {
        if (fail) throw new Error('table down');
        counted.push(`${m.id}:${status}`);
        return true;
      },
    };
    const cm = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
      ...message(status),
      id,
      source: 'campaign',
      campaignId: 'cmp_1',
      tallied: 'SENT',
      ...extra,
    });
    const changes = [
      // Stored SENT by its chunk: nothing to count (the chunk counts it).
      change('Message', undefined, cm('msg_a', 'SENT'), '20'),
      // Settled, its settler died before counting.
      change('Message', cm('msg_a', 'SENT'), cm('msg_a', 'DELIVERED'), '21'),
      change('Message', cm('msg_b', 'SENT'), cm('msg_b', 'FAILED'), '22'),
      // Settled and counted by its settler in the same batch: not again.
      change('Message', cm('msg_c', 'SENT'), cm('msg_c', 'DELIVERED'), '23'),
      change('Message', cm('msg_c', 'DELIVERED'), cm('msg_c', 'DELIVERED', { campaignCounted: 'DELIVERED' }), '24'),
      // Not a campaign message; a campaign message stored final; a counted one rewritten.
      change('Message', message('SENT'), message('DELIVERED'), '25'),
      change('Message', undefined, cm('msg_d', 'FAILED'), '26'),
      change('Message', cm('msg_e', 'DELIVERED'), cm('msg_e', 'DELIVERED', { campaignCounted: 'DELIVERED' }), '27'),
    ];
    expect(await relayChanges(deps, changes, log)).toBeUndefined();
    expect(counted.sort()).toEqual(['msg_a:DELIVERED', 'msg_b:FAILED']);
    // A count that fails sends the batch back from the first change that made an event or a count.
    fail = true;
    expect(await relayChanges(deps, changes, log)).toBe('20');
    expect(await relayChanges(deps, changes.slice(1), log)).toBe('21');
  });
});
