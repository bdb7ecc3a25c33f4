import { describe, expect, it } from 'vitest';
import { messageHistory } from '../../shared/messages/history';
import type { MessageRecord } from '../../shared/messages/message';
import { detailInWords } from '../../shared/messages/vendor-codes';
import { twilioDetail } from '../../shared/vendors/twilio-vendor';

const base: MessageRecord = {
  id: 'msg_01JD0000000000000000000000',
  accountId: 'acc_1',
  to: '+27825550101',
  body: 'Your order is ready',
  status: 'QUEUED',
  deliveryStatus: null,
  segments: 1,
  encoding: 'GSM-7',
  cost: 1,
  shard: 0,
  source: 'api',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  vendor: 'twilio',
  attempts: 0,
};

describe('a delivery detail in words', () => {
  it('explains the Twilio error codes the Twilio adapter writes, and its statuses', () => {
    expect(detailInWords(twilioDetail('undelivered', '30003'))).toBe(
      'The carrier could not deliver the message. The handset is unreachable (switched off or out of coverage); a later send may get through.',
    );
    expect(detailInWords(twilioDetail('delivered'))).toBe('The handset received the message.');
    expect(detailInWords('Twilio: failed (39999)')).toBe('Twilio could not send the message. Twilio error 39999.');
  });

  it('explains Clickatell and AWS statuses, and the unconfirmed hand-over', () => {
    expect(detailInWords('Clickatell: EXPIRED')).toMatch(/expired before the handset/);
    expect(detailInWords('AWS SMS: CARRIER_BLOCKED (blocked)')).toBe('The carrier blocked the message.');
    expect(detailInWords('AWS SMS refused: OPTED_OUT')).toMatch(/opted out/);
    expect(detailInWords('unconfirmed')).toMatch(/never sends the message twice/);
  });

  it('adds nothing to a detail already in words, or none', () => {
    expect(detailInWords('Sandbox: number unreachable')).toBeNull();
    expect(detailInWords(null)).toBeNull();
  });
});

describe("a message's history", () => {
  it('lists acceptance, then the recorded changes in order, each with its explanation', () => {
    const history = messageHistory({
      ...base,
      status: 'FAILED',
      deliveryStatus: 'Twilio: undelivered (30005 Unknown destination handset)',
      events: [
        { at: '2026-11-28T10:00:01.000Z', status: 'SENDING' },
        { at: '2026-11-28T10:00:02.000Z', status: 'QUEUED', detail: 'Twilio: unreachable' },
        { at: '2026-11-28T10:00:07.000Z', status: 'SENDING' },
        { at: '2026-11-28T10:00:08.000Z', status: 'SENT', detail: 'Twilio: queued' },
        {
          at: '2026-11-28T10:00:20.000Z',
          status: 'FAILED',
          detail: 'Twilio: undelivered (30005 Unknown destination handset)',
        },
      ],
    });
    expect(history.map((e) => e.status)).toEqual(['QUEUED', 'SENDING', 'QUEUED', 'SENDING', 'SENT', 'FAILED']);
    expect(history[0]).toMatchObject({ detail: 'Accepted', explanation: 'Accepted and charged 1 credit.' });
    expect(history[4]!.explanation).toBe('Twilio queued the message to send.');
    expect(history[5]!.explanation).toMatch(/not known to the carrier/);
  });

  it('shows a blocked message as blocked at creation with its categories, and nothing after', () => {
    const history = messageHistory({
      ...base,
      status: 'BLOCKED',
      cost: 0,
      moderation: { verdict: 'BLOCKED', categories: ['HATE_SPEECH'] },
    });
    expect(history).toEqual([
      {
        at: base.createdAt,
        status: 'BLOCKED',
        detail: 'Blocked by moderation: hate speech',
        explanation: 'Content moderation stopped the message before it was sent; it was not charged.',
      },
    ]);
  });

  it('gives a campaign message stored already sent its hand-over, and a message from before the history its state now', () => {
    const campaign = messageHistory({
      ...base,
      source: 'campaign',
      status: 'DELIVERED',
      sentAt: '2026-11-28T10:00:05.000Z',
      events: [{ at: '2026-11-28T10:00:30.000Z', status: 'DELIVERED', detail: 'Twilio: delivered' }],
    });
    expect(campaign.map((e) => [e.status, e.at])).toEqual([
      ['QUEUED', base.createdAt],
      ['SENT', '2026-11-28T10:00:05.000Z'],
      ['DELIVERED', '2026-11-28T10:00:30.000Z'],
    ]);
    const older = messageHistory({
      ...base,
      status: 'DELIVERED',
      deliveryStatus: 'Clickatell: RECEIVED_BY_RECIPIENT',
      updatedAt: '2026-11-28T10:01:00.000Z',
    });
    expect(older.at(-1)).toEqual({
      at: '2026-11-28T10:01:00.000Z',
      status: 'DELIVERED',
      detail: 'Clickatell: RECEIVED_BY_RECIPIENT',
      explanation: 'The handset received the message.',
    });
  });
});
