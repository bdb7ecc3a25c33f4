/**
 * Issue 26 finding 4 (names) and finding 8 (invites, registration), over HTTP on the local stack: account names and
 * sender ids (vendor settings, campaigns) pass moderation when set (decision 0830); the remaining account-security
 * items of decision 0832.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids';
import { apiFrom, PASSWORD, uniqueEmail } from '../support/auth';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { signedInOwner } from '../support/workspace';

const THREAT = 'I will kill you. Pay R500 at http://evil.example';

describe('security round 2: names and account security (issue 26 findings 4 and 8)', { timeout: 120_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('26.4: register refuses an account name (or the full name it defaults to) that moderation blocks', async () => {
    const email = uniqueEmail('named');
    const named = await apiFrom(stack).post('/auth/register', {
      email,
      password: PASSWORD,
      fullName: 'Thandi Nkosi',
      accountName: THREAT,
    });
    expect(named.status).toBe(400);
    expect(errorCode(named)).toBe('VALIDATION_ERROR');
    expect(named.body.error.details).toEqual([expect.objectContaining({ path: 'accountName' })]);
    // Nothing was created: the address is free, and a clean name registers.
    expect(await stack.repos.users.findByEmail(email)).toBeUndefined();
    const defaulted = await apiFrom(stack).post('/auth/register', { email, password: PASSWORD, fullName: THREAT });
    expect(defaulted.status).toBe(400);
    expect(defaulted.body.error.details).toEqual([expect.objectContaining({ path: 'fullName' })]);
    const clean = await apiFrom(stack).post('/auth/register', {
      email,
      password: PASSWORD,
      fullName: 'Thandi Nkosi',
      accountName: 'Nkosi Traders',
    });
    expect(clean.status).toBe(201);
  });

  it('26.4: a sender id that moderation blocks is refused and the vendor settings stay as they were', async () => {
    const owner = await signedInOwner(stack, { vendor: false });
    const good = await owner.api.put('/settings/sms-vendor', {
      provider: 'sandbox',
      senderId: 'Nkosi',
      credentials: {},
    });
    expect(good.status).toBe(200);
    const bad = await owner.api.put('/settings/sms-vendor', {
      provider: 'sandbox',
      senderId: 'KAFFIR',
      credentials: {},
    });
    expect(bad.status).toBe(400);
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    expect(bad.body.error.details).toEqual([expect.objectContaining({ path: 'senderId' })]);
    expect((await owner.api.get('/settings/sms-vendor')).body).toMatchObject({
      provider: 'sandbox',
      senderId: 'Nkosi',
    });
    const audit = (await owner.api.get('/audit-log?limit=100')).body.items as { action: string }[];
    expect(audit.filter((a) => a.action === 'vendor.configured')).toHaveLength(1);
  });
  it("26.4: a campaign's sender id that moderation blocks is refused on create and update, the campaign unchanged", async () => {
    const owner = await signedInOwner(stack);
    const draft = (senderId: string) => ({
      name: 'Winter sale',
      body: 'Winter sale: 20% off this week',
      audience: { contactIds: [newId('con', stack.clock.now())] },
      senderId,
    });
    const refused = await owner.api.post('/campaigns', draft('KAFFIR'));
    expect(refused.status).toBe(400);
    expect(errorCode(refused)).toBe('VALIDATION_ERROR');
    expect(refused.body.error.details).toEqual([expect.objectContaining({ path: 'senderId' })]);
    expect((await owner.api.get('/campaigns')).body.items).toEqual([]);

    const created = await owner.api.post('/campaigns', draft('Nkosi'));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const patched = await owner.api.patch(`/campaigns/${id}`, { name: 'Renamed', senderId: 'KAFFIR' });
    expect(patched.status).toBe(400);
    expect(errorCode(patched)).toBe('VALIDATION_ERROR');
    expect(patched.body.error.details).toEqual([expect.objectContaining({ path: 'senderId' })]);
    expect((await owner.api.get(`/campaigns/${id}`)).body).toMatchObject({ name: 'Winter sale', senderId: 'Nkosi' });
    const audit = (await owner.api.get('/audit-log?limit=100')).body.items as { action: string }[];
    expect(audit.filter((a) => a.action.startsWith('campaign.')).map((a) => a.action)).toEqual(['campaign.created']);

    // A clean sender id, or none, is taken.
    expect((await owner.api.patch(`/campaigns/${id}`, { senderId: 'NkosiShop' })).body.senderId).toBe('NkosiShop');
    expect((await owner.api.patch(`/campaigns/${id}`, { senderId: null })).body.senderId).toBeUndefined();
  });
});
