import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClickatellVendor, clickatellReceipt } from '../../../shared/vendors/clickatell-vendor';
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

  it('maps a refused message and 4xx to permanent failures, 429 and 503 to transient ones', async () => {
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

  it('treats an unreachable host and unreadable credentials as transient: the request never went out', async () => {
    const before = server.received.length;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await vendor({ baseUrl: `http://127.0.0.1:${port}` }).send(sms('+27821234567'));
    expect(unreachable).toEqual({ outcome: 'transient-failure', detail: 'Clickatell: unreachable' });
    const noKey = await vendor({
      apiKey: async () => {
        throw new Error('decrypt failed');
      },
    }).send(sms('+27821234567'));
    expect(noKey.outcome).toBe('transient-failure');
    expect(server.received.length).toBe(before);
  });

  it('treats a timeout, an answer lost after the vendor took the message and a 500 as unknown outcomes', async () => {
    server.state.hang = true;
    try {
      expect(await vendor({ timeoutMs: 200 }).send(sms('+27821234567'))).toEqual({
        outcome: 'unknown',
        detail: 'Clickatell: timed out after the request went out',
      });
    } finally {
      server.state.hang = false;
    }
    server.state.acceptThenHang = true;
    try {
      expect((await vendor({ timeoutMs: 200 }).send(sms('+27821234567'))).outcome).toBe('unknown');
    } finally {
      server.state.acceptThenHang = false;
    }
    expect(await vendor().send(sms('+27821235000'))).toEqual({
      outcome: 'unknown',
      detail: 'Clickatell: HTTP 500 (500 Internal error)',
    });
  });

  it("looks a message up by its apiMessageId with the vendor's status lookup", async () => {
    const accepted = await vendor().send(sms('+27821234567'));
    if (accepted.outcome !== 'accepted') throw new Error('not accepted');
    const id = accepted.vendorMessageId;
    expect(await vendor().status({ reference: 'msg_01TEST', vendorMessageId: id })).toEqual({
      state: 'pending',
      detail: 'Clickatell: SENT_TO_SUPPLIER',
    });
    const lookup = server.received.at(-1)!;
    expect([lookup.method, lookup.url, lookup.headers.authorization]).toEqual(['GET', `/v1/message/${id}`, KEY]);
    server.settle(id, 'DEVICE_ACK');
    expect((await vendor().status({ reference: 'msg_01TEST', vendorMessageId: id })).state).toBe('delivered');
    server.settle(id, 'RECIPIENT_DOES_NOT_EXIST');
    expect((await vendor().status({ reference: 'msg_01TEST', vendorMessageId: id })).state).toBe('failed');
    expect((await vendor().status({ reference: 'msg_01TEST', vendorMessageId: 'ck-none' })).state).toBe('unknown');
    expect((await vendor().status({ reference: 'msg_01TEST' })).state).toBe('unknown');
  });

  it('reads the delivery receipts Clickatell posts: our reference, its id and what they say of delivery', () => {
    const accepted = server.settle([...server.taken.keys()][0]!, 'RECEIVED_BY_RECIPIENT');
    expect(clickatellReceipt(accepted)).toEqual({
      reference: 'msg_01TEST',
      vendorMessageId: 'ck-1',
      state: 'delivered',
      detail: 'Clickatell: RECEIVED_BY_RECIPIENT',
    });
    expect(clickatellReceipt({ data: { ...accepted, status: 'DELIVERY_FAILURE' } })?.state).toBe('failed');
    expect(clickatellReceipt({ ...accepted, status: 'SENT_TO_SUPPLIER' })?.state).toBe('pending');
    for (const junk of [null, 'text', {}, { status: 'READ' }, { clientMessageId: 'msg_1' }]) {
      expect(clickatellReceipt(junk)).toBeUndefined();
    }
  });
});
