/** The usage a batch of stream changes adds (docs/decisions/1535-usage-aggregate.md): per account and day, once. */
import { describe, expect, it } from 'vitest';
import { southAfricanDay, usageOfChanges } from '../../../shared/usage/usage';
import type { ItemChange } from '../../../shared/webhooks/relay';

const base = { id: 'msg_1', accountId: 'acc_A', cost: 2, createdAt: '2026-11-22T22:30:00.000Z', source: 'api' };
const change = (before: object | undefined, after: object | undefined): ItemChange => ({
  entity: 'Message',
  ...(before ? { before: { ...base, ...before } } : {}),
  ...(after ? { after: { ...base, ...after } } : {}),
  position: '1',
});

describe('usageOfChanges', () => {
  it('counts a message in the South African day it was created, by how it ends, net of its refund', () => {
    // 22:30 UTC on the 22nd is 00:30 SAST on the 23rd.
    expect(southAfricanDay(Date.parse(base.createdAt))).toBe('2026-11-23');
    const deltas = usageOfChanges([
      change(undefined, { status: 'QUEUED' }),
      change({ status: 'QUEUED' }, { status: 'SENDING' }),
      change({ status: 'SENDING' }, { status: 'SENT' }),
      change({ status: 'SENT' }, { status: 'DELIVERED' }),
      change(undefined, { id: 'msg_2', status: 'QUEUED', moderation: { verdict: 'FLAGGED', categories: ['SPAM'] } }),
      change({ id: 'msg_2', status: 'SENDING' }, { id: 'msg_2', status: 'FAILED' }),
      change(undefined, { id: 'msg_3', status: 'BLOCKED', cost: 0 }),
      change(undefined, { id: 'msg_4', accountId: 'acc_B', status: 'QUEUED', cost: 1 }),
    ]);
    expect(deltas).toEqual([
      {
        accountId: 'acc_A',
        day: '2026-11-23',
        counts: { accepted: 2, credits: 2, delivered: 1, flagged: 1, failed: 1, blocked: 1 },
      },
      { accountId: 'acc_B', day: '2026-11-23', counts: { accepted: 1, credits: 1 } },
    ]);
  });

  it('moves a count when a late receipt changes an ending, and counts nothing for a rewrite or a deletion', () => {
    expect(
      usageOfChanges([
        change({ status: 'DELIVERED' }, { status: 'DELIVERED' }),
        change({ status: 'SENT' }, undefined),
        { entity: 'Inbound', after: { accountId: 'acc_A' }, position: 'x' },
      ]),
    ).toEqual([]);
    expect(usageOfChanges([change({ status: 'FAILED' }, { status: 'DELIVERED' })])).toEqual([
      { accountId: 'acc_A', day: '2026-11-23', counts: { failed: -1, delivered: 1, credits: 2 } },
    ]);
  });
});
