import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTokenHash } from '../../shared/push/push-token';
import { apiFrom } from '../support/auth';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { signedInMember, signedInOwner } from '../support/workspace';

let tokenCounter = 0;
const deviceToken = () => `fcm:APA91b${process.pid}x${++tokenCounter}_${'k'.repeat(140)}`;

describe('Push tokens: POST /push-tokens and POST /push-tokens/unregister', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('registers (201), and registering again is idempotent: 201 with the same id and creation time', async () => {
    const { api, userId } = await signedInOwner(stack);
    const token = deviceToken();
    const first = await api.post('/push-tokens', { token, platform: 'android' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^pt_/),
      platform: 'android',
      createdAt: expect.any(String),
    });
    stack.clock.advance(5000);
    // The contract: 201 {id, platform, createdAt}, and registering the same token again is idempotent.
    const again = await api.post('/push-tokens', { token, platform: 'android' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const switched = await api.post('/push-tokens', { token, platform: 'web' });
    expect(switched.status).toBe(201);
    expect(switched.body).toEqual({ ...first.body, platform: 'web' });
    const stored = await stack.repos.pushTokens.get(pushTokenHash(token));
    expect(stored).toMatchObject({ id: first.body.id, userId, platform: 'web', token });
  });

  it('concurrent registrations of one token give one registration: all 201, one id', async () => {
    const { api } = await signedInOwner(stack);
    const token = deviceToken();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api.post('/push-tokens', { token, platform: 'ios' })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
  });

  it('refuses (409) a token held by a user of another account: it stays bound to its holder until unregistered', async () => {
    const holder = await signedInOwner(stack);
    const stranger = await signedInOwner(stack);
    const token = deviceToken();
    const mine = await holder.api.post('/push-tokens', { token, platform: 'ios' });
    expect(mine.status).toBe(201);
    const taken = await stranger.api.post('/push-tokens', { token, platform: 'android' });
    expect(taken.status).toBe(409);
    expect(errorCode(taken)).toBe('CONFLICT');
    expect(await stack.repos.pushTokens.get(pushTokenHash(token))).toMatchObject({
      id: mine.body.id,
      userId: holder.userId,
      accountId: holder.accountId,
      platform: 'ios',
    });
    // Once its holder signs the device out (unregisters), the token is free for anyone.
    expect((await holder.api.post('/push-tokens/unregister', { token })).status).toBe(204);
    const fresh = await stranger.api.post('/push-tokens', { token, platform: 'android' });
    expect(fresh.status).toBe(201);
    expect((await stack.repos.pushTokens.get(pushTokenHash(token)))?.userId).toBe(stranger.userId);
  });

  it('moves a token registered by another user of the same account to the new user (same id), whose unregister then counts', async () => {
    const a = await signedInOwner(stack);
    const b = await signedInMember(stack, a.accountId, 'VIEWER');
    const token = deviceToken();
    const mine = await a.api.post('/push-tokens', { token, platform: 'ios' });
    const moved = await b.api.post('/push-tokens', { token, platform: 'ios' });
    expect(moved.status).toBe(201);
    expect(moved.body.id).toBe(mine.body.id);
    expect((await stack.repos.pushTokens.get(pushTokenHash(token)))?.userId).toBe(b.userId);

    // A no longer owns it: A's unregister is 204 and changes nothing.
    expect((await a.api.post('/push-tokens/unregister', { token })).status).toBe(204);
    expect((await stack.repos.pushTokens.get(pushTokenHash(token)))?.userId).toBe(b.userId);

    const gone = await b.api.post('/push-tokens/unregister', { token });
    expect(gone.status).toBe(204);
    expect(gone.text).toBe('');
    expect(await stack.repos.pushTokens.get(pushTokenHash(token))).toBeUndefined();
    // Unknown (or already removed) is still 204.
    expect((await b.api.post('/push-tokens/unregister', { token })).status).toBe(204);
    // Registering after unregistering starts a new registration.
    const fresh = await b.api.post('/push-tokens', { token, platform: 'ios' });
    expect(fresh.status).toBe(201);
    expect(fresh.body.id).not.toBe(mine.body.id);
  });

  it('validates the body and needs a signed-in user', async () => {
    const { api } = await signedInOwner(stack);
    const badPlatform = await api.post('/push-tokens', { token: deviceToken(), platform: 'blackberry' });
    expect(badPlatform.status).toBe(400);
    expect(badPlatform.body.error.details[0].path).toBe('platform');
    for (const body of [{ platform: 'ios' }, { token: '', platform: 'ios' }, { token: 'a b', platform: 'ios' }]) {
      const res = await api.post('/push-tokens', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_ERROR');
    }
    expect((await api.post('/push-tokens', { token: 'x'.repeat(4097), platform: 'web' })).status).toBe(400);
    expect((await api.post('/push-tokens/unregister', {})).status).toBe(400);
    const anonymous = await apiFrom(stack).post('/push-tokens', { token: deviceToken(), platform: 'ios' });
    expect(anonymous.status).toBe(401);
    expect(errorCode(anonymous)).toBe('UNAUTHORIZED');
    expect((await apiFrom(stack).post('/push-tokens/unregister', { token: 'x' })).status).toBe(401);
  });
});
