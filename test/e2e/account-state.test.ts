import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, SHARDS } from '../../shared/db/keys';
import { deliverMessage } from '../../shared/messages/deliver';
import { withoutRequestId } from '../support/auth';
import { errorCode } from '../support/http';
import { createAccount, publicClient, startTestStack, type TestStack, testAudit } from '../support/stack';
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

  const deliver = (messageId: string, accountId: string) =>
    deliverMessage(
      { messages: stack.repos.messages, vendors: stack.rt.overrides.vendors!, clock: stack.clock },
      { messageId, accountId, queuedAtMs: stack.clock.now() },
      stack.rt.log,
    );

  it('messages of an account suspended while they were queued or waiting for a retry are not sent: FAILED account_suspended, refunded', async () => {
    const { apiKey, accountId } = await createAccount(stack, { credits: 10 });
    const api = publicClient(stack, apiKey);
    const queued = await api.post('/public/sms/send', { to: '0821234567', body: 'queued before the suspension' });
    // 9999: the sandbox's transient failure, so this one waits for a retry.
    const retrying = await api.post('/public/sms/send', { to: '0821239999', body: 'waiting for a retry' });
    expect(await deliver(retrying.body.id, accountId)).toMatchObject({ kind: 'retry' });
    expect((await stack.repos.messages.get(retrying.body.id))?.status).toBe('QUEUED');
    const handedOver = stack.sandbox.received.length;
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(8);

    await stack.repos.accounts.setSuspended(accountId, true, [testAudit(stack, accountId, 'account.suspended')]);
    for (const id of [queued.body.id, retrying.body.id]) {
      expect(await deliver(id, accountId)).toEqual({ kind: 'done', status: 'FAILED' });
      const message = await api.get(`/public/sms/${id}`);
      expect(message.body).toMatchObject({ status: 'FAILED', deliveryStatus: 'account_suspended' });
    }
    expect(stack.sandbox.received.length).toBe(handedOver);
    expect((await stack.repos.accounts.withBalance(accountId))?.balance).toBe(10);
    const ledger = await stack.repos.accounts.ledger(accountId, { limit: 100 });
    expect(ledger.items.filter((e) => e.type === 'REFUND')).toHaveLength(2);
  });
});
