import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFrom, bearer, createPasswordUser, nextIp, PASSWORD, uniqueEmail, withoutRequestId } from '../support/auth';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

describe('Platform auth: register, login, me, refresh, logout', { timeout: 60_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('registers (201 login shape), logs in, and /auth/me shows the OWNER of a new account', async () => {
    const api = apiFrom(stack);
    const email = uniqueEmail('reg');
    const reg = await api.post('/auth/register', {
      email,
      password: PASSWORD,
      fullName: 'Thandi Nkosi',
      accountName: 'Nkosi Bakery',
    });
    expect(reg.status).toBe(201);
    expect(reg.body.user).toEqual({
      id: expect.stringMatching(/^usr_/),
      email,
      fullName: 'Thandi Nkosi',
      emailVerified: false,
    });
    expect(reg.body.accessToken).toMatch(JWT);
    expect(reg.body.refreshToken).toMatch(JWT);
    expect(Object.keys(reg.body).sort()).toEqual(['accessToken', 'refreshToken', 'user']);

    const login = await api.post('/auth/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toEqual(reg.body.user);

    const me = await api.get('/auth/me', bearer(login.body.accessToken));
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      user: { ...reg.body.user, timeZone: 'Africa/Johannesburg' },
      account: { id: expect.stringMatching(/^acc_/), name: 'Nkosi Bakery', suspended: false },
      role: 'OWNER',
      permissions: expect.arrayContaining(['accounts.manage', 'apikeys.manage', 'messages.send', 'billing.manage']),
      platformAdmin: false,
    });
    expect(me.body.permissions).toHaveLength(9);
  });

  it("PATCH /auth/me sets the user's own time zone (an IANA name), which GET /auth/me then returns", async () => {
    const api = apiFrom(stack);
    const { email, password } = await createPasswordUser(stack, uniqueEmail('zone'));
    const login = await api.post('/auth/login', { email, password });
    const token = login.body.accessToken as string;
    expect((await api.get('/auth/me', bearer(token))).body.user.timeZone).toBe('Africa/Johannesburg');

    const set = await api.patch('/auth/me', { timeZone: 'Europe/London' }, bearer(token));
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ email, timeZone: 'Europe/London' });
    expect((await api.get('/auth/me', bearer(token))).body.user.timeZone).toBe('Europe/London');

    for (const timeZone of ['Mars/Olympus_Mons', '+02:00', 'SAST', '', 'Europe/London; DROP', 42]) {
      const bad = await api.patch('/auth/me', { timeZone }, bearer(token));
      expect(bad.status, String(timeZone)).toBe(400);
      expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    }
    expect((await api.patch('/auth/me', { timeZone: 'UTC', fullName: 'Other' }, bearer(token))).status).toBe(400);
    expect((await api.get('/auth/me', bearer(token))).body.user.timeZone).toBe('Europe/London');
    expect((await api.patch('/auth/me', { timeZone: 'UTC' })).status).toBe(401);
  });

  it('rotates refresh tokens; reusing the first revokes the family, so the rotated token and its access token die', async () => {
    const api = apiFrom(stack);
    const { email } = await createPasswordUser(stack);
    const login = await api.post('/auth/login', { email, password: PASSWORD });
    const first = login.body.refreshToken as string;

    const rotated = await api.post('/auth/refresh', { refreshToken: first });
    expect(rotated.status).toBe(200);
    expect(Object.keys(rotated.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(rotated.body.refreshToken).not.toBe(first);
    expect((await api.get('/auth/me', bearer(rotated.body.accessToken))).status).toBe(200);

    const reuse = await api.post('/auth/refresh', { refreshToken: first });
    expect(reuse.status).toBe(401);
    expect(errorCode(reuse)).toBe('UNAUTHORIZED');

    expect((await api.post('/auth/refresh', { refreshToken: rotated.body.refreshToken })).status).toBe(401);
    expect((await api.get('/auth/me', bearer(rotated.body.accessToken))).status).toBe(401);
    expect((await api.get('/auth/me', bearer(login.body.accessToken))).status).toBe(401);
  });

  it('lets exactly one of five concurrent refreshes with the same token succeed', async () => {
    const api = apiFrom(stack);
    const { email } = await createPasswordUser(stack);
    const login = await api.post('/auth/login', { email, password: PASSWORD });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.post('/auth/refresh', { refreshToken: login.body.refreshToken })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('logout (204) revokes the family: its refresh token and its access tokens stop working', async () => {
    const api = apiFrom(stack);
    const { email } = await createPasswordUser(stack);
    const other = await api.post('/auth/login', { email, password: PASSWORD });
    const login = await api.post('/auth/login', { email, password: PASSWORD });
    expect((await api.get('/auth/me', bearer(login.body.accessToken))).status).toBe(200);

    const out = await api.post('/auth/logout', { refreshToken: login.body.refreshToken });
    expect(out.status).toBe(204);
    expect(out.text).toBe('');
    expect((await api.post('/auth/refresh', { refreshToken: login.body.refreshToken })).status).toBe(401);
    expect((await api.get('/auth/me', bearer(login.body.accessToken))).status).toBe(401);
    // Another session of the same user is untouched.
    expect((await api.get('/auth/me', bearer(other.body.accessToken))).status).toBe(200);
    expect((await api.post('/auth/logout', { refreshToken: 'not-a-token' })).status).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    // That both spend one password verification is checked without timing, in test/unit/auth/check-password.test.ts.
    const api = apiFrom(stack);
    const { email } = await createPasswordUser(stack);
    const wrong = await api.post('/auth/login', { email, password: 'not the right password' });
    const unknown = await api.post('/auth/login', { email: uniqueEmail('nobody'), password: 'not the right password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(errorCode(wrong)).toBe('UNAUTHORIZED');
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrong.body));
    expect(unknown.text.length).toBe(wrong.text.length);
  });

  it('refuses the 11th login from one IP in a rolling minute, not another IP, and again after the window rolls', async () => {
    const ip = nextIp();
    const api = apiFrom(stack, ip);
    // A new e-mail each time: the per-e-mail lockout (10 failures) is another limit, tested in account-security.
    const body = () => ({ email: uniqueEmail('limit'), password: 'wrong password 123' });
    // One after another: ten parallel scrypt checks on a small test machine could outlast the local 10 s timeout.
    for (let i = 0; i < 10; i++) expect((await api.post('/auth/login', body())).status, `login ${i + 1}`).toBe(401);
    const eleventh = await api.post('/auth/login', body());
    expect(eleventh.status).toBe(429);
    expect(errorCode(eleventh)).toBe('TOO_MANY_REQUESTS');
    // The contract's own example, the path relative to /api/v1.
    expect(eleventh.body.error.message).toBe('Rate limit exceeded: 10 requests per minute per IP for POST /auth/login');
    expect(eleventh.headers['retry-after']).toBeUndefined();
    expect((await apiFrom(stack, nextIp()).post('/auth/login', body())).status).toBe(401);
    stack.clock.advance(30_000);
    expect((await api.post('/auth/login', body())).status).toBe(429);
    stack.clock.advance(30_000);
    expect((await api.post('/auth/login', body())).status).toBe(401);
  });

  it('refuses a duplicate e-mail in another case with 409 CONFLICT', async () => {
    const { email } = await createPasswordUser(stack, uniqueEmail('Dup'));
    const res = await apiFrom(stack).post('/auth/register', {
      email: email.toUpperCase(),
      password: PASSWORD,
      fullName: 'Someone Else',
    });
    expect(res.status).toBe(409);
    expect(errorCode(res)).toBe('CONFLICT');
  });

  it('accepts passwords of 12 and 128 characters and refuses 11 and 129 with 400 naming password', async () => {
    const api = apiFrom(stack);
    for (const [length, status] of [
      [11, 400],
      [129, 400],
      [12, 201],
      [128, 201],
    ] as const) {
      const res = await api.post('/auth/register', {
        email: uniqueEmail('pw'),
        password: 'p'.repeat(length),
        fullName: 'Length Test',
      });
      expect(res.status, `length ${length}`).toBe(status);
      if (status === 400) {
        expect(errorCode(res)).toBe('VALIDATION_ERROR');
        expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual(['password']);
      }
    }
  });

  it('refuses a malformed e-mail and a missing fullName with 400', async () => {
    const api = apiFrom(stack);
    const bad = await api.post('/auth/register', { email: 'not-an-email', password: PASSWORD, fullName: 'X' });
    expect(bad.status).toBe(400);
    const missing = await api.post('/auth/register', { email: uniqueEmail(), password: PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].path).toBe('fullName');
  });
});
