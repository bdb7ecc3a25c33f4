import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFrom, bearer, createPasswordUser, nextIp, PASSWORD, uniqueEmail } from '../support/auth';
import { errorCode } from '../support/http';
import { type FakeIdentityProvider, startFakeIdentityProvider } from '../support/idp';
import { startTestStack, type TestStack } from '../support/stack';

const NEW_PASSWORD = 'a brand new passphrase 2026';

describe('account security over HTTP on the local stack (contract Part 3)', { timeout: 120_000 }, () => {
  let idp: FakeIdentityProvider;
  let stack: TestStack;
  let subjects = 0;
  beforeAll(async () => {
    idp = await startFakeIdentityProvider();
    stack = await startTestStack({ pollQueue: false, env: { IDENTITY_PROVIDERS: idp.config() } });
  });
  afterAll(async () => {
    await stack?.stop();
    await idp?.stop();
  });

  /** The newest mail the local outbox kept for an address, with its token. */
  async function lastMail(to: string) {
    const res = await apiFrom(stack).get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    return res.body.items[0] as { subject: string; text: string; token: string } | undefined;
  }

  async function signUp(email = uniqueEmail('signup'), password = PASSWORD) {
    const res = await apiFrom(stack).post('/auth/register', { email, password, fullName: 'Nomsa Dube' });
    expect(res.status).toBe(201);
    return { email, password, ...res.body };
  }

  it("an attacker who registered the owner's address loses it when the owner signs in with a provider-verified e-mail", async () => {
    const email = uniqueEmail('victim');
    const attacker = await signUp(email, 'attacker chose this one');
    expect(attacker.user.emailVerified).toBe(false);
    // The attacker's session works, until the owner proves the address.
    expect((await apiFrom(stack).get('/auth/me', bearer(attacker.accessToken))).status).toBe(200);

    const owner = await apiFrom(stack).post('/auth/social', {
      idToken: await idp.idToken(
        { sub: `owner-${process.pid}-${++subjects}`, email, email_verified: true },
        { nowMs: stack.clock.now() },
      ),
    });
    expect(owner.status).toBe(200);
    expect(owner.body.user).toMatchObject({ id: attacker.user.id, email, emailVerified: true });

    const api = apiFrom(stack);
    const login = await api.post('/auth/login', { email, password: 'attacker chose this one' });
    expect(login.status).toBe(401);
    expect((await api.post('/auth/refresh', { refreshToken: attacker.refreshToken })).status).toBe(401);
    expect((await api.get('/auth/me', bearer(attacker.accessToken))).status).toBe(401);
    // The owner's own session is the one that works.
    expect((await api.get('/auth/me', bearer(owner.body.accessToken))).body.user.emailVerified).toBe(true);
  });

  it('registration mails a verification link; opened signed in, it verifies and keeps the password', async () => {
    const user = await signUp();
    const mail = await lastMail(user.email);
    expect(mail?.subject).toMatch(/confirm your e-mail/i);
    expect(mail?.text).toContain(encodeURIComponent(mail!.token));
    const verified = await apiFrom(stack).post('/auth/verify-email', { token: mail!.token }, bearer(user.accessToken));
    expect(verified.status).toBe(204);
    const me = await apiFrom(stack).get('/auth/me', bearer(user.accessToken));
    expect(me.body.user.emailVerified).toBe(true);
    expect((await apiFrom(stack).post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    // Single use.
    const again = await apiFrom(stack).post('/auth/verify-email', { token: mail!.token });
    expect(again.status).toBe(400);
    expect(errorCode(again)).toBe('VALIDATION_ERROR');
  });

  it('a verification link opened by someone else claims the user: the password set before and its sessions stop working', async () => {
    const registrant = await signUp();
    const { token } = (await lastMail(registrant.email))!;
    expect((await apiFrom(stack).post('/auth/verify-email', { token })).status).toBe(204);
    const api = apiFrom(stack);
    expect((await api.post('/auth/login', { email: registrant.email, password: registrant.password })).status).toBe(
      401,
    );
    expect((await api.get('/auth/me', bearer(registrant.accessToken))).status).toBe(401);
    expect((await api.post('/auth/refresh', { refreshToken: registrant.refreshToken })).status).toBe(401);
    expect((await stack.repos.users.findByEmail(registrant.email))?.emailVerified).toBe(true);
  });

  it('a reset through the local outbox works end to end and revokes every old session', async () => {
    const { email } = await createPasswordUser(stack);
    const api = apiFrom(stack);
    const before = await api.post('/auth/login', { email, password: PASSWORD });
    expect(before.status).toBe(200);

    const asked = await api.post('/auth/password-reset', { email });
    expect(asked.status).toBe(202);
    const unknown = await api.post('/auth/password-reset', { email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(202);
    expect(unknown.text).toBe(asked.text);
    expect(await lastMail(uniqueEmail('nobody'))).toBeUndefined();

    const mail = (await lastMail(email))!;
    expect(mail.subject).toMatch(/reset your password/i);
    const common = await api.post('/auth/password-reset/confirm', { token: mail.token, password: 'qwerty123456' });
    expect(common.status).toBe(400);
    expect(common.body.error.message).toMatch(/most commonly used passwords/);
    // The refused password did not use the token up.
    const done = await api.post('/auth/password-reset/confirm', { token: mail.token, password: NEW_PASSWORD });
    expect(done.status).toBe(204);

    expect((await api.post('/auth/refresh', { refreshToken: before.body.refreshToken })).status).toBe(401);
    expect((await api.get('/auth/me', bearer(before.body.accessToken))).status).toBe(401);
    expect((await api.post('/auth/login', { email, password: PASSWORD })).status).toBe(401);
    const after = await api.post('/auth/login', { email, password: NEW_PASSWORD });
    expect(after.status).toBe(200);
    expect(after.body.user.emailVerified).toBe(true);
    expect((await api.post('/auth/password-reset/confirm', { token: mail.token, password: NEW_PASSWORD })).status).toBe(
      400,
    );
  });

  it('refuses qwerty123456 on register, and a common new password on change, saying why', async () => {
    const register = await apiFrom(stack).post('/auth/register', {
      email: uniqueEmail('common'),
      password: 'qwerty123456',
      fullName: 'X',
    });
    expect(register.status).toBe(400);
    expect(errorCode(register)).toBe('VALIDATION_ERROR');
    expect(register.body.error.details).toEqual([
      { path: 'password', message: 'is one of the most commonly used passwords; choose another' },
    ]);
    const user = await signUp();
    const change = await apiFrom(stack).put(
      '/auth/password',
      { currentPassword: user.password, newPassword: 'Password1234' },
      bearer(user.accessToken),
    );
    expect(change.status).toBe(400);
    expect(change.body.error.details[0].path).toBe('newPassword');
  });

  it('a password change keeps this session and ends every other; a wrong current password is 403', async () => {
    const user = await signUp();
    const other = await apiFrom(stack).post('/auth/login', { email: user.email, password: user.password });
    const wrong = await apiFrom(stack).put(
      '/auth/password',
      { currentPassword: 'not the password', newPassword: NEW_PASSWORD },
      bearer(user.accessToken),
    );
    expect(wrong.status).toBe(403);
    const changed = await apiFrom(stack).put(
      '/auth/password',
      { currentPassword: user.password, newPassword: NEW_PASSWORD },
      bearer(user.accessToken),
    );
    expect(changed.status).toBe(204);
    const api = apiFrom(stack);
    expect((await api.get('/auth/me', bearer(user.accessToken))).status).toBe(200);
    expect((await api.post('/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(200);
    expect((await api.get('/auth/me', bearer(other.body.accessToken))).status).toBe(401);
    expect((await api.post('/auth/refresh', { refreshToken: other.body.refreshToken })).status).toBe(401);
    expect((await api.post('/auth/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('signing out everywhere ends every session of the user on its next request, this one too', async () => {
    const user = await signUp();
    const second = await apiFrom(stack).post('/auth/login', { email: user.email, password: user.password });
    expect((await apiFrom(stack).post('/auth/logout-all', undefined, bearer(user.accessToken))).status).toBe(204);
    const api = apiFrom(stack);
    for (const session of [user, second.body]) {
      expect((await api.get('/auth/me', bearer(session.accessToken))).status).toBe(401);
      expect((await api.post('/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    }
    expect((await api.post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('resends the verification e-mail to a signed-in user whose address is not verified', async () => {
    const user = await signUp();
    const first = await lastMail(user.email);
    const res = await apiFrom(stack).post('/auth/verify-email/resend', undefined, bearer(user.accessToken));
    expect(res.status).toBe(202);
    const second = await lastMail(user.email);
    expect(second?.token).not.toBe(first?.token);
  });

  it('after 10 failed sign-ins for one e-mail from 10 IPs, the next is 429 even with the right password, from another IP', async () => {
    const { email } = await createPasswordUser(stack);
    for (let i = 0; i < 10; i++) {
      const res = await apiFrom(stack, nextIp()).post('/auth/login', { email, password: `wrong password ${i}` });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await apiFrom(stack, nextIp()).post('/auth/login', { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(errorCode(locked)).toBe('TOO_MANY_REQUESTS');
    expect(locked.body.error.message).toMatch(/10 failed sign-ins in 15 minutes for this e-mail/);
    // Another e-mail is not held; 15 minutes on, the right password works again.
    const other = await createPasswordUser(stack);
    expect((await apiFrom(stack).post('/auth/login', { email: other.email, password: PASSWORD })).status).toBe(200);
    stack.clock.advance(15 * 60_000 + 1);
    expect((await apiFrom(stack, nextIp()).post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });
});
