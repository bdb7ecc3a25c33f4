import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, SHARDS } from '../../shared/db/keys';
import { withoutRequestId } from '../support/auth';
import { errorCode } from '../support/http';
import { publicClient, startTestStack, type TestStack } from '../support/stack';
import { signedInOwner } from '../support/workspace';

describe('Accounts and users are what the API says at the moment of each request', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  async function deleteAccountItems(accountId: string) {
    const items = [
      keys.account(accountId),
      ...Array.from({ length: SHARDS }, (_, n) => keys.accountShard(accountId, n)),
    ];
    for (const Key of items) await stack.db.send(new DeleteCommand({ TableName: stack.tableName, Key }));
  }

  it('a deleted account answers 401 UNAUTHORIZED on every route its credentials reach, never 403 or 404', async () => {
    const owner = await signedInOwner(stack);
    const sent = await publicClient(stack, owner.apiKey).post('/public/sms/send', { to: '0821234567', body: 'hi' });
    expect(sent.status).toBe(201);
    await deleteAccountItems(owner.accountId);

    const bearerCalls = [
      () => owner.api.get('/auth/me'),
      () => owner.api.get('/templates'),
      () => owner.api.get('/billing/balance'),
      () => owner.api.get('/settings/sms-vendor'),
      () => owner.api.post('/messages', { to: '0821234567', body: 'hi' }),
    ];
    for (const call of bearerCalls) {
      const res = await call();
      expect(res.status).toBe(401);
      expect(errorCode(res)).toBe('UNAUTHORIZED');
    }
    const pub = publicClient(stack, owner.apiKey);
    const keyAnswers = [
      await pub.post('/public/sms/send', { to: '0821234567', body: 'hi' }),
      await pub.get('/public/balance'),
    ];
    for (const res of keyAnswers) {
      expect(res.status).toBe(401);
      expect(withoutRequestId(res.body)).toEqual({
        code: 'UNAUTHORIZED',
        message: 'The account of these credentials no longer exists',
      });
    }
  });
});
