import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { signedInMember, signedInOwner } from '../support/workspace';

const body = { to: '0821234567', body: 'Your order is ready' };

describe('POST /messages: 60 a minute per user and 600 per account (contract Part 3)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('the 61st dashboard send of one user in a rolling minute is 429, and another user of the account still sends', async () => {
    const owner = await signedInOwner(stack, { credits: 1000 });
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => owner.api.post('/messages', body)));
      statuses.push(...answers.map((r) => r.status));
      stack.clock.advance(5_000);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    const sixtyFirst = await owner.api.post('/messages', body);
    expect(sixtyFirst.status).toBe(429);
    expect(errorCode(sixtyFirst)).toBe('TOO_MANY_REQUESTS');
    expect(sixtyFirst.body.error.message).toBe(
      'Rate limit exceeded: 60 requests per minute per user for POST /messages',
    );
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(940);
    const colleague = await signedInMember(stack, owner.accountId, 'MEMBER');
    expect((await colleague.api.post('/messages', body)).status).toBe(201);
    // The window rolls: a minute after the first sends, the owner sends again.
    stack.clock.advance(31_000);
    expect((await owner.api.post('/messages', body)).status).toBe(201);
  });

  it('the 601st dashboard send of the account in a rolling minute is 429, whichever user sends it', async () => {
    const owner = await signedInOwner(stack, { credits: 1000 });
    const users = [
      owner,
      ...(await Promise.all(Array.from({ length: 10 }, () => signedInMember(stack, owner.accountId, 'MEMBER')))),
    ];
    let created = 0;
    for (const user of users.slice(0, 10)) {
      for (let batch = 0; batch < 3; batch++) {
        const answers = await Promise.all(Array.from({ length: 20 }, () => user.api.post('/messages', body)));
        created += answers.filter((r) => r.status === 201).length;
      }
    }
    expect(created).toBe(600);
    const refused = await users[10]!.api.post('/messages', body);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(
      'Rate limit exceeded: 600 requests per minute per account for POST /messages',
    );
    expect((await stack.repos.accounts.withBalance(owner.accountId))?.balance).toBe(400);
  });
});
