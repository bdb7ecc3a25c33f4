/**
 * Twilio's outgoing requests (status callbacks, incoming messages) checked with the official package's own
 * validateRequest, and the SID mapping both ways.
 */
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import {
  incomingMessageParams,
  signedForm,
  statusCallbackParams,
  twilioSignature,
} from '../../../shared/twilio/callbacks';
import { accountSid, idOfSid, messageSid, sidOf } from '../../../shared/twilio/sid';

const KEY = 'sk_live_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const URL_ = 'https://hooks.example.co.za/twilio/status?shop=7';

const message = (over: Record<string, unknown> = {}) => ({
  id: newId('msg'),
  accountId: newId('acc'),
  to: '+27821234567',
  status: 'DELIVERED' as const,
  deliveryStatus: null,
  segments: 1,
  cost: 1,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:05.000Z',
  senderId: 'MyShop',
  ...over,
});

describe("Twilio's signed requests", () => {
  it("a status callback carries Twilio's parameters and validates with twilio.validateRequest", () => {
    const m = message();
    const params = statusCallbackParams(m);
    expect(params).toEqual({
      AccountSid: accountSid(m.accountId),
      ApiVersion: '2010-04-01',
      From: 'MyShop',
      MessageSid: messageSid(m.id),
      MessageStatus: 'delivered',
      SmsSid: messageSid(m.id),
      SmsStatus: 'delivered',
      To: '+27821234567',
    });
    const signature = twilioSignature(KEY, URL_, params);
    expect(twilio.validateRequest(KEY, signature, URL_, params)).toBe(true);
    // Another key, another URL or a changed parameter does not validate.
    expect(twilio.validateRequest(`${KEY}x`, signature, URL_, params)).toBe(false);
    expect(twilio.validateRequest(KEY, signature, `${URL_}8`, params)).toBe(false);
    expect(twilio.validateRequest(KEY, signature, URL_, { ...params, MessageStatus: 'failed' })).toBe(false);
  });

  it('a blocked message reports failed with ErrorCode 30007; the body posted is the form of the params', () => {
    const m = message({ status: 'BLOCKED', deliveryStatus: 'Blocked by content moderation: hate speech', cost: 0 });
    const params = statusCallbackParams(m);
    expect(params).toMatchObject({ MessageStatus: 'failed', ErrorCode: '30007' });
    const form = signedForm(KEY, URL_, params);
    const posted = Object.fromEntries(new URLSearchParams(form.body));
    expect(posted).toEqual(params);
    expect(twilio.validateRequest(KEY, form.headers['X-Twilio-Signature'], URL_, posted)).toBe(true);
  });

  it("an incoming message carries Twilio's parameters (MessageSid, From, To, Body, NumSegments) and validates", () => {
    const params = incomingMessageParams({
      id: newId('inb'),
      accountId: newId('acc'),
      from: '+27821234567',
      to: 'MyShop',
      body: 'STOP please & thanks = ok',
      segments: 1,
    });
    expect(params).toMatchObject({
      From: '+27821234567',
      To: 'MyShop',
      Body: 'STOP please & thanks = ok',
      NumSegments: '1',
    });
    expect(params.MessageSid).toMatch(/^SM[0-9a-f]{32}$/);
    const form = signedForm(KEY, URL_, params);
    expect(
      twilio.validateRequest(
        KEY,
        form.headers['X-Twilio-Signature'],
        URL_,
        Object.fromEntries(new URLSearchParams(form.body)),
      ),
    ).toBe(true);
  });
});

describe('SIDs from our ids', () => {
  it('maps every id to AC/SM + 32 hex digits and back, exactly', () => {
    for (let i = 0; i < 200; i++) {
      const acc = newId('acc', Date.UTC(2020, 0, 1) + i * 7_919_000_000);
      const sid = accountSid(acc);
      expect(sid).toMatch(/^AC[0-9a-f]{32}$/);
      expect(idOfSid(sid, 'AC', 'acc')).toBe(acc);
      const msg = newId('msg');
      expect(idOfSid(messageSid(msg), 'SM', 'msg')).toBe(msg);
    }
  });

  it('refuses what is not a SID of that kind', () => {
    expect(idOfSid(`SM${'0'.repeat(31)}`, 'SM', 'msg')).toBeUndefined();
    expect(idOfSid(`SMzz${'0'.repeat(30)}`, 'SM', 'msg')).toBeUndefined();
    expect(idOfSid(`AC${'0'.repeat(32)}`, 'SM', 'msg')).toBeUndefined();
    expect(sidOf('SM', 'tpl_01JD5W9A7C2E4G6J8K0M2P4R6T', 'msg')).toBeUndefined();
    expect(sidOf('SM', 'msg_not-a-ulid', 'msg')).toBeUndefined();
  });
});
