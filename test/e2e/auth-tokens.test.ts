import { createPublicKey } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { base64url, decodeJwt, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../shared/db/keys';
import { membershipPut } from '../../shared/db/user-repository';
import { tokensOf } from '../../shared/wiring/tokens';
import { apiFrom, bearer, createPasswordUser, PASSWORD } from '../support/auth';
import { errorCode } from '../support/http';
import { startTestStack, type TestStack } from '../support/stack';
import { grantPlatformAdmin } from '../support/team';

describe('GET /auth/me: what the bearer authorizer accepts', { timeout: 60_000 }, () => {
  let stack: TestStack;
  let claims: JWTPayload;
  let kid: string;
  let accessToken: string;
  const api = () => apiFrom(stack);

  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
    const { email } = await createPasswordUser(stack);
    const login = await api().post('/auth/login', { email, password: PASSWORD });
    accessToken = login.body.accessToken;
    claims = decodeJwt(accessToken);
    kid = JSON.parse(Buffer.from(accessToken.split('.')[0]!, 'base64url').toString()).kid;
  });
  afterAll(async () => stack?.stop());

  /** Signs with the service's own private key, so only the claim under test differs from a genuine token. */
  async function signWithServiceKey(payload: JWTPayload, header: Record<string, string> = {}) {
    const { signingKey } = await tokensOf(stack.rt).ring.keys();
    return new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', kid, typ: 'at+jwt', ...header }).sign(signingKey);
  }
  const me = async (token: string) => api().get('/auth/me', bearer(token));

  it('accepts the genuine token and a re-signed copy of its claims (the forging below is sound)', async () => {
    expect((await me(accessToken)).status).toBe(200);
    expect((await me(await signWithServiceKey(claims))).status).toBe(200);
  });

  it('refuses alg none', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', kid, typ: 'at+jwt' }));
    const payload = base64url.encode(JSON.stringify(claims));
    const res = await me(`${header}.${payload}.`);
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('UNAUTHORIZED');
  });

  it('refuses HS256 tokens keyed with the public key (PEM and raw bytes)', async () => {
    const { publicJwks } = await tokensOf(stack.rt).ring.keys();
    const jwk = publicJwks.find((k) => k.kid === kid)!;
    const pem = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x! }, format: 'jwk' })
      .export({ format: 'pem', type: 'spki' })
      .toString();
    for (const secret of [Buffer.from(pem), base64url.decode(jwk.x!), new TextEncoder().encode(JSON.stringify(jwk))]) {
      const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid, typ: 'at+jwt' }).sign(secret);
      expect((await me(forged)).status).toBe(401);
    }
  });

  it('refuses a wrong issuer, a wrong audience, a refresh-token typ, and a missing session', async () => {
    expect((await me(await signWithServiceKey({ ...claims, iss: 'https://evil.example/auth' }))).status).toBe(401);
    expect((await me(await signWithServiceKey({ ...claims, aud: 'another-service' }))).status).toBe(401);
    expect((await me(await signWithServiceKey(claims, { typ: 'rt+jwt' }))).status).toBe(401);
    expect((await me(await signWithServiceKey({ ...claims, sid: 'no-such-session' }))).status).toBe(401);
  });

  it('refuses an exp in the past, and the genuine token once the clock passes its 15 minutes', async () => {
    const now = Math.floor(stack.clock.now() / 1000);
    expect((await me(await signWithServiceKey({ ...claims, iat: now - 1000, exp: now - 1 }))).status).toBe(401);
    const { email } = await createPasswordUser(stack);
    const fresh = (await api().post('/auth/login', { email, password: PASSWORD })).body.accessToken as string;
    stack.clock.advance(15 * 60_000 - 1000);
    expect((await me(fresh)).status).toBe(200);
    stack.clock.advance(1000);
    expect((await me(fresh)).status).toBe(401);
  });

  it('refuses a missing or malformed Authorization header', async () => {
    expect((await api().get('/auth/me')).status).toBe(401);
    expect((await api().get('/auth/me', { headers: { Authorization: 'Basic abc' } })).status).toBe(401);
    expect((await api().get('/auth/me', { headers: { Authorization: 'Bearer not.a.jwt' } })).status).toBe(401);
  });
});

describe('role freshness: membership changes take effect on the next request', { timeout: 60_000 }, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ pollQueue: false });
  });
  afterAll(async () => stack?.stop());

  it('shows a changed role at once, and refuses a removed member with 401, refresh included', async () => {
    const api = apiFrom(stack);
    const { email, user, account } = await createPasswordUser(stack);
    const { accessToken, refreshToken } = (await api.post('/auth/login', { email, password: PASSWORD })).body;
    expect((await api.get('/auth/me', bearer(accessToken))).body.role).toBe('OWNER');

    const membership = await stack.repos.users.membership(account.id, user.id);
    const { Put } = membershipPut(stack.table, { ...membership!, role: 'VIEWER' });
    await stack.db.send(new PutCommand(Put!));
    const viewer = await api.get('/auth/me', bearer(accessToken));
    expect(viewer.body.role).toBe('VIEWER');
    expect(viewer.body.permissions).toEqual(['messages.read']);

    await stack.db.send(new DeleteCommand({ TableName: stack.tableName, Key: keys.membership(account.id, user.id) }));
    expect((await api.get('/auth/me', bearer(accessToken))).status).toBe(401);
    // Nor does a refresh token get the removed member new tokens.
    expect((await api.post('/auth/refresh', { refreshToken })).status).toBe(401);
  });

  it('shows platformAdmin from the user record, granted by an operator', async () => {
    const api = apiFrom(stack);
    const { email, user } = await createPasswordUser(stack);
    const { accessToken } = (await api.post('/auth/login', { email, password: PASSWORD })).body;
    expect((await api.get('/auth/me', bearer(accessToken))).body.platformAdmin).toBe(false);
    await grantPlatformAdmin(stack, user);
    expect((await api.get('/auth/me', bearer(accessToken))).body.platformAdmin).toBe(true);
  });
});
