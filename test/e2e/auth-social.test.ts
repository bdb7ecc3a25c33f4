import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFrom, bearer, createPasswordUser, uniqueEmail } from '../support/auth';
import { errorCode } from '../support/http';
import { type FakeIdentityProvider, startFakeIdentityProvider } from '../support/idp';
import { startTestStack, type TestStack } from '../support/stack';

describe('POST /auth/social with an identity provider on loopback', { timeout: 60_000 }, () => {
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
  const nextSubject = () => `sub-${process.pid}-${++subjects}`;
  const idToken = (claims: Record<string, unknown>, options = {}) =>
    idp.idToken(claims, { nowMs: stack.clock.now(), ...options });

  it('creates a user and an account on first sign-in, and returns the same user on the next', async () => {
    const api = apiFrom(stack);
    const sub = nextSubject();
    const email = uniqueEmail('social');
    const first = await api.post('/auth/social', {
      idToken: await idToken({ sub, email, email_verified: true, name: 'Lerato Molefe' }),
    });
    expect(first.status).toBe(200);
    expect(first.body.user).toEqual({
      id: expect.stringMatching(/^usr_/),
      email,
      fullName: 'Lerato Molefe',
      emailVerified: true,
    });
    const me = await api.get('/auth/me', bearer(first.body.accessToken));
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('OWNER');
    expect(me.body.account.id).toMatch(/^acc_/);

    // The link is by (issuer, subject): a changed e-mail at the provider still finds the same user.
    const second = await api.post('/auth/social', {
      idToken: await idToken({ sub, email: uniqueEmail('renamed'), email_verified: true }),
    });
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    expect((await api.get('/auth/me', bearer(second.body.accessToken))).body.account.id).toBe(me.body.account.id);
    expect(idp.fetches()).toBeGreaterThan(0);
  });

  it('links a verified e-mail to the existing user who has it', async () => {
    const { user, email } = await createPasswordUser(stack);
    const res = await apiFrom(stack).post('/auth/social', {
      idToken: await idToken({ sub: nextSubject(), email: email.toUpperCase(), email_verified: true }),
    });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
  });

  it('does not link an unverified e-mail to an existing user, nor create a user with it', async () => {
    const { user, email } = await createPasswordUser(stack);
    const sub = nextSubject();
    const res = await apiFrom(stack).post('/auth/social', {
      idToken: await idToken({ sub, email, email_verified: false }),
    });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('FORBIDDEN');
    expect(res.text).not.toContain(user.id);
    expect(await stack.repos.identityLinks.get(idp.issuer, sub)).toBeUndefined();

    const unknownEmail = uniqueEmail('unverified');
    const fresh = await apiFrom(stack).post('/auth/social', {
      idToken: await idToken({ sub: nextSubject(), email: unknownEmail, email_verified: 'false' }),
    });
    expect(fresh.status).toBe(403);
    expect(await stack.repos.users.findByEmail(unknownEmail)).toBeUndefined();
  });

  it('refuses a bad signature, a wrong audience, an expired token and a missing idToken', async () => {
    const api = apiFrom(stack);
    const claims = { sub: nextSubject(), email: uniqueEmail(), email_verified: true };
    const impostor = await generateKeyPair('RS256');
    const badSignature = await api.post('/auth/social', {
      idToken: await idToken(claims, { key: impostor.privateKey }),
    });
    expect(badSignature.status).toBe(401);
    expect(errorCode(badSignature)).toBe('UNAUTHORIZED');
    expect((await api.post('/auth/social', { idToken: await idToken(claims, { audience: 'other-app' }) })).status).toBe(
      401,
    );
    const expired = await idp.idToken(claims, { nowMs: stack.clock.now() - 2 * 3600_000 });
    expect((await api.post('/auth/social', { idToken: expired })).status).toBe(401);
    expect((await api.post('/auth/social', {})).status).toBe(400);
    expect(await stack.repos.users.findByEmail(claims.email)).toBeUndefined();
  });

  it('gives two concurrent first sign-ins of one identity one user', async () => {
    const api = apiFrom(stack);
    const token = await idToken({ sub: nextSubject(), email: uniqueEmail('race'), email_verified: true });
    const [a, b] = await Promise.all([
      api.post('/auth/social', { idToken: token }),
      api.post('/auth/social', { idToken: token }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.user.id).toBe(b.body.user.id);
  });
});
