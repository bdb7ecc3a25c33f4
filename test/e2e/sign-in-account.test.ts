import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../shared/auth/password';
import { transactWrite } from '../../shared/db/items';
import { keys } from '../../shared/db/keys';
import { membershipPut } from '../../shared/db/user-repository';
import { newId } from '../../shared/ids';
import { apiFrom, bearer, createPasswordUser, PASSWORD, uniqueEmail } from '../support/auth';
import { startTestStack, type TestStack } from '../support/stack';

describe('which account a sign-in opens', { timeout: 60_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  async function invitedUser(defaultAccountId: string) {
    const nowIso = new Date(stack.clock.now()).toISOString();
    const email = uniqueEmail('invited');
    const user = {
      id: newId('usr'),
      email,
      fullName: 'Invited Member',
      passwordHash: await hashPassword(PASSWORD),
      platformAdmin: false,
      createdAt: nowIso,
      defaultAccountId,
    };
    await stack.repos.users.createMember(user, {
      accountId: defaultAccountId,
      userId: user.id,
      role: 'MEMBER',
      createdAt: nowIso,
    });
    return user;
  }

  it('opens another account of the user when they were removed from their default account', async () => {
    const x = await createPasswordUser(stack);
    const y = await createPasswordUser(stack);
    const member = await invitedUser(x.account.id);
    const nowIso = new Date(stack.clock.now()).toISOString();
    await transactWrite(stack.table, [
      membershipPut(stack.table, {
        accountId: y.account.id,
        userId: member.id,
        role: 'VIEWER',
        createdAt: nowIso,
      }),
    ]);
    await stack.db.send(
      new DeleteCommand({ TableName: stack.tableName, Key: keys.membership(x.account.id, member.id) }),
    );

    const api = apiFrom(stack);
    const login = await api.post('/auth/login', { email: member.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const me = await api.get('/auth/me', bearer(login.body.accessToken));
    expect(me.status).toBe(200);
    expect(me.body.account.id).toBe(y.account.id);
    expect(me.body.role).toBe('VIEWER');
  });

  it('refuses the sign-in of a user who belongs to no account any more, with the usual 401', async () => {
    const x = await createPasswordUser(stack);
    const member = await invitedUser(x.account.id);
    await stack.db.send(
      new DeleteCommand({ TableName: stack.tableName, Key: keys.membership(x.account.id, member.id) }),
    );
    const login = await apiFrom(stack).post('/auth/login', { email: member.email, password: PASSWORD });
    expect(login.status).toBe(401);
  });
});
