import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../shared/db/keys';
import { createVendorRegistry } from '../../shared/vendors/registry';
import { SandboxVendor } from '../../shared/vendors/sandbox-vendor';
import { credentialsContext } from '../../shared/vendors/vendor';
import { secretBoxOf } from '../../shared/wiring/secret-box';
import { startClickatellServer } from '../support/clickatell-server';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { runWorker, signedInMember, signedInOwner } from '../support/workspace';

const API_KEY = 'ck_live_Zq8SECRETvalue_7731';

async function rawAccountItem(stack: TestStack, accountId: string) {
  const res = await stack.db.send(new GetCommand({ TableName: stack.tableName, Key: keys.account(accountId) }));
  return res.Item!;
}

describe('SMS vendor settings: GET/PUT/DELETE /settings/sms-vendor', () => {
  let stack: TestStack;
  let clickatell: Awaited<ReturnType<typeof startClickatellServer>>;
  beforeAll(async () => {
    clickatell = await startClickatellServer(API_KEY);
    stack = await startTestStack({
      pollQueue: false,
      overrides: { vendors: createVendorRegistry(new SandboxVendor(), { clickatellBaseUrl: clickatell.baseUrl }) },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await clickatell?.stop();
  });

  it('shows {configured: false} without settings, and the sandbox with no credentials', async () => {
    const none = await signedInOwner(stack, { vendor: false });
    const res = await none.api.get('/settings/sms-vendor');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configured: false });
    const sandbox = await signedInOwner(stack);
    expect((await sandbox.api.get('/settings/sms-vendor')).body).toEqual({
      configured: true,
      provider: 'sandbox',
      senderId: null,
      configuredAt: expect.any(String),
      credentials: {},
    });
  });

  it('stores credentials sealed: PUT and GET show only a mask; the raw item, the audit and the logs hold no secret', async () => {
    const owner = await signedInOwner(stack, { vendor: false });
    const put = await owner.api.put('/settings/sms-vendor', {
      provider: 'clickatell',
      senderId: 'Bakery',
      credentials: { apiKey: API_KEY },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      configured: true,
      provider: 'clickatell',
      senderId: 'Bakery',
      configuredAt: expect.any(String),
      credentials: { apiKey: '••••7731' },
      // Clickatell's callbacks: the account's URL with a new secret, shown by this answer only.
      callbackUrl: expect.stringMatching(
        new RegExp(`^${stack.baseUrl}/callbacks/clickatell/${owner.accountId}/[A-Za-z0-9_-]{32}$`),
      ),
    });
    const got = await owner.api.get('/settings/sms-vendor');
    expect(got.body).toEqual({
      ...put.body,
      callbackUrl: `${stack.baseUrl}/callbacks/clickatell/${owner.accountId}/••••`,
    });
    // Only its hash is stored.
    expect(JSON.stringify(await rawAccountItem(stack, owner.accountId))).not.toContain(
      put.body.callbackUrl.split('/').pop(),
    );

    const secretParts = [API_KEY, 'Zq8SECRETvalue', Buffer.from(API_KEY).toString('base64').slice(0, 16)];
    const item = await rawAccountItem(stack, owner.accountId);
    expect(item.vendor.credentialsCiphertext).toEqual(expect.any(String));
    const trail = await stack.repos.audit.listByAccount(owner.accountId, { limit: 10 });
    expect(trail.items.map((e) => e.action)).toEqual(['vendor.configured']);
    expect(trail.items[0]).toMatchObject({
      actor: { type: 'user', id: owner.userId },
      details: { provider: 'clickatell', credentialFields: ['apiKey'] },
    });
    for (const text of [put.text, got.text, JSON.stringify(item), JSON.stringify(trail), stack.logs.join('\n')]) {
      for (const part of secretParts) expect(text).not.toContain(part);
    }

    // The ciphertext opens for this account and provider only.
    const box = secretBoxOf(stack.rt);
    const sealed = item.vendor.credentialsCiphertext as string;
    expect(JSON.parse(await box.open(sealed, credentialsContext(owner.accountId, 'clickatell')))).toEqual({
      apiKey: API_KEY,
    });
    await expect(box.open(sealed, credentialsContext('acc_other', 'clickatell'))).rejects.toThrow();
  });

  it('validates provider and credentials against the registry', async () => {
    const owner = await signedInOwner(stack);
    const unknown = await owner.api.put('/settings/sms-vendor', { provider: 'carrier-pigeon', credentials: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0]).toMatchObject({
      path: 'provider',
      message: expect.stringMatching(/clickatell/),
    });
    const missingKey = await owner.api.put('/settings/sms-vendor', { provider: 'clickatell', credentials: {} });
    expect(missingKey.status).toBe(400);
    expect(missingKey.body.error.details.map((d: { path: string }) => d.path)).toEqual(['credentials.apiKey']);
    const noCredentials = await owner.api.put('/settings/sms-vendor', { provider: 'clickatell' });
    expect(noCredentials.status).toBe(400);
    const sandboxExtra = await owner.api.put('/settings/sms-vendor', {
      provider: 'sandbox',
      credentials: { apiKey: 'x'.repeat(20) },
    });
    expect(sandboxExtra.status).toBe(400);
    const badSender = await owner.api.put('/settings/sms-vendor', {
      provider: 'sandbox',
      senderId: 'Much Too Long Name',
    });
    expect(badSender.status).toBe(400);
    expect(errorCode(badSender)).toBe('VALIDATION_ERROR');
    // Nothing was changed by the refused requests.
    expect((await owner.api.get('/settings/sms-vendor')).body.provider).toBe('sandbox');
    const sandbox = await owner.api.put('/settings/sms-vendor', { provider: 'sandbox', senderId: 'Shop' });
    expect(sandbox.status).toBe(200);
    expect(sandbox.body).toMatchObject({ provider: 'sandbox', senderId: 'Shop', credentials: {} });
  });

  it('DELETE (204) removes the settings: sends answer 503 VENDOR_NOT_CONFIGURED until a new PUT', async () => {
    const owner = await signedInOwner(stack, { credits: 10 });
    expect(
      (await publicClient(stack, owner.apiKey).post('/public/sms/send', { to: '0821234567', body: 'a' })).status,
    ).toBe(201);
    const deleted = await owner.api.delete('/settings/sms-vendor');
    expect(deleted.status).toBe(204);
    expect((await owner.api.get('/settings/sms-vendor')).body).toEqual({ configured: false });
    const publicSend = await publicClient(stack, owner.apiKey).post('/public/sms/send', {
      to: '0821234567',
      body: 'b',
    });
    expect(publicSend.status).toBe(503);
    expect(errorCode(publicSend)).toBe('VENDOR_NOT_CONFIGURED');
    const dashboardSend = await owner.api.post('/messages', { to: '0821234567', body: 'c' });
    expect(errorCode(dashboardSend)).toBe('VENDOR_NOT_CONFIGURED');
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(9);
    expect((await owner.api.delete('/settings/sms-vendor')).status).toBe(204);
    const trail = await stack.repos.audit.listByAccount(owner.accountId, { limit: 10 });
    expect(trail.items.map((e) => e.action)).toEqual(['vendor.removed']);

    await owner.api.put('/settings/sms-vendor', { provider: 'sandbox' });
    expect((await owner.api.post('/messages', { to: '0821234567', body: 'd' })).status).toBe(201);
  });

  it('is for accounts.manage only: a MEMBER gets 403 on every method', async () => {
    const owner = await signedInOwner(stack);
    const member = await signedInMember(stack, owner.accountId, 'MEMBER');
    for (const res of [
      await member.api.get('/settings/sms-vendor'),
      await member.api.put('/settings/sms-vendor', { provider: 'sandbox' }),
      await member.api.delete('/settings/sms-vendor'),
    ]) {
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('FORBIDDEN');
    }
    expect((await owner.api.get('/settings/sms-vendor')).body.provider).toBe('sandbox');
  });

  it('hands messages to the configured Clickatell-style vendor with the decrypted key; failures end FAILED and refunded', async () => {
    const owner = await signedInOwner(stack, { credits: 5, vendor: false });
    await owner.api.put('/settings/sms-vendor', {
      provider: 'clickatell',
      senderId: 'Bakery',
      credentials: { apiKey: API_KEY },
    });
    const ok = await owner.api.post('/messages', { to: '082 123 4567', body: 'Fresh bread at 4' });
    expect(ok.status).toBe(201);
    await runWorker(stack, ok.body.id, owner.accountId);
    const request = clickatell.received.at(-1)!;
    expect(request.headers.authorization).toBe(API_KEY);
    expect(request.body).toEqual({
      messages: [
        { channel: 'sms', to: '27821234567', content: 'Fresh bread at 4', clientMessageId: ok.body.id, from: 'Bakery' },
      ],
    });
    const sent = await stack.repos.messages.get(ok.body.id);
    expect(sent).toMatchObject({ status: 'SENT', vendorMessageId: expect.stringMatching(/^ck-/) });

    const refused = await owner.api.post('/messages', { to: '0821231111', body: 'nobody home' });
    await runWorker(stack, refused.body.id, owner.accountId);
    const failed = await owner.api.get(`/messages/${refused.body.id}`);
    expect(failed.body.status).toBe('FAILED');
    expect(failed.body.deliveryStatus).toMatch(/Invalid destination/);
    expect((await owner.api.get('/billing/balance')).body.balance).toBe(4);
    expect(stack.logs.join('\n')).not.toContain(API_KEY);
  });

  it('a wrong stored key makes the vendor refuse (401): FAILED and refunded, the key never in the detail', async () => {
    const owner = await signedInOwner(stack, { credits: 2, vendor: false });
    const wrongKey = 'ck_live_not_the_right_one_0000';
    await owner.api.put('/settings/sms-vendor', { provider: 'clickatell', credentials: { apiKey: wrongKey } });
    const res = await owner.api.post('/messages', { to: '0821234567', body: 'hi' });
    await runWorker(stack, res.body.id, owner.accountId);
    const message = await owner.api.get(`/messages/${res.body.id}`);
    expect(message.body.status).toBe('FAILED');
    expect(message.body.deliveryStatus).toMatch(/HTTP 401/);
    expect(message.text).not.toContain(wrongKey);
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(2);
  });
});
