import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClickatellVendor } from '../../../shared/vendors/clickatell-vendor';
import type { OutboundSms } from '../../../shared/vendors/vendor';
import { startClickatellServer } from '../../support/clickatell-server';

const KEY = 'ck_test_key_for_the_adapter_9876';
const sms = (to: string): OutboundSms => ({ reference: 'msg_01TEST', to, body: 'Hello', senderId: 'Shop' });

describe('ClickatellVendor against a loopback server speaking the format', () => {
  let server: Awaited<ReturnType<typeof startClickatellServer>>;
  const vendor = (options: Partial<ConstructorParameters<typeof ClickatellVendor>[0]> = {}) =>
    new ClickatellVendor({ baseUrl: server.baseUrl, apiKey: async () => KEY, ...options });
  beforeAll(async () => {
    server = await startClickatellServer(KEY);
  });
  afterAll(async () => server?.stop());

  it('posts the message with the key in Authorization and returns the apiMessageId (SENT, not yet delivered)', async () => {
    const result = await vendor({ baseUrl: `${server.baseUrl}/` }).send(sms('+27821234567'));
    expect(result).toEqual({
      outcome: 'accepted',
      vendorMessageId: expect.stringMatching(/^ck-/),
      delivered: false,
      detail: 'Clickatell: accepted',
    });
    const request = server.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/message');
    expect(request.headers.authorization).toBe(KEY);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      messages: [{ channel: 'sms', to: '27821234567', content: 'Hello', clientMessageId: 'msg_01TEST', from: 'Shop' }],
    });
  });

  it('maps a refused message and 4xx to permanent failures, 429 and 5xx to transient ones', async () => {
    const refused = await vendor().send(sms('+27821231111'));
    expect(refused).toEqual({
      outcome: 'permanent-failure',
      detail: 'Clickatell refused the message: 105 Invalid destination address',
    });
    const badKey = await vendor({ apiKey: async () => 'wrong-key-123456' }).send(sms('+27821234567'));
    expect(badKey.outcome).toBe('permanent-failure');
    expect(badKey).toMatchObject({ detail: expect.stringMatching(/HTTP 401.*Invalid or missing API key/) });
    expect(JSON.stringify(badKey)).not.toContain('wrong-key');
    expect((await vendor().send(sms('+27821235555'))).outcome).toBe('transient-failure');
    expect((await vendor().send(sms('+27821234290'))).outcome).toBe('transient-failure');
  });

  it('treats timeouts, an unreachable host and unreadable credentials as transient', async () => {
    server.state.hang = true;
    try {
      expect(await vendor({ timeoutMs: 200 }).send(sms('+27821234567'))).toEqual({
        outcome: 'transient-failure',
        detail: 'Clickatell: timed out',
      });
    } finally {
      server.state.hang = false;
    }
    const unreachable = await vendor({ baseUrl: 'http://127.0.0.1:1' }).send(sms('+27821234567'));
    expect(unreachable).toEqual({ outcome: 'transient-failure', detail: 'Clickatell: unreachable' });
    const noKey = await vendor({
      apiKey: async () => {
        throw new Error('decrypt failed');
      },
    }).send(sms('+27821234567'));
    expect(noKey.outcome).toBe('transient-failure');
  });
});
