import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyIdToken } from '../../../shared/auth/social';
import { ManualClock } from '../../../shared/clock';
import { type IdentityProvider, identityProviders, loadConfig } from '../../../shared/config';
import { type FakeIdentityProvider, startFakeIdentityProvider } from '../../support/idp';

describe('verifyIdToken against a JWKS served on loopback', () => {
  let idp: FakeIdentityProvider;
  let providers: IdentityProvider[];
  const clock = new ManualClock(Date.UTC(2026, 5, 1, 12));
  beforeAll(async () => {
    idp = await startFakeIdentityProvider();
    providers = identityProviders(loadConfig({ TABLE_NAME: 't', IDENTITY_PROVIDERS: idp.config() }));
  });
  afterAll(async () => idp?.stop());
  const now = () => ({ nowMs: clock.now() });

  it('accepts a good token and maps its claims', async () => {
    const token = await idp.idToken({ sub: 'abc', email: 'a@example.com', email_verified: true, name: 'A B' }, now());
    expect(await verifyIdToken(token, providers, clock)).toEqual({
      issuer: idp.issuer,
      subject: 'abc',
      email: 'a@example.com',
      emailVerified: true,
      name: 'A B',
    });
  });

  it('reads Apple-style email_verified "true" as verified and anything else as unverified', async () => {
    const as = async (value: unknown) =>
      (
        await verifyIdToken(
          await idp.idToken({ sub: 's', email: 'e@x.co', email_verified: value }, now()),
          providers,
          clock,
        )
      )?.emailVerified;
    expect(await as('true')).toBe(true);
    expect(await as('false')).toBe(false);
    expect(await as(undefined)).toBe(false);
    expect(await as(1)).toBe(false);
  });

  it('rejects another key, another audience, another issuer, and an expired token', async () => {
    const other = await generateKeyPair('RS256');
    const cases = [
      await idp.idToken({ sub: 's' }, { ...now(), key: other.privateKey }),
      await idp.idToken({ sub: 's' }, { ...now(), audience: 'someone-elses-client' }),
      await idp.idToken({ sub: 's' }, { ...now(), issuer: 'https://accounts.example' }),
      await idp.idToken({ sub: 's' }, { nowMs: clock.now() - 2 * 3600_000 }),
    ];
    for (const token of cases) expect(await verifyIdToken(token, providers, clock)).toBeUndefined();
  });

  it('rejects HS256 and alg none even with the right issuer and audience', async () => {
    const hs = await new SignJWT({ sub: 's' })
      .setProtectedHeader({ alg: 'HS256', kid: 'fake-idp-1' })
      .setIssuer(idp.issuer)
      .setAudience(idp.audience)
      .setIssuedAt(Math.floor(clock.now() / 1000))
      .setExpirationTime(Math.floor(clock.now() / 1000) + 600)
      .sign(new TextEncoder().encode('secret-secret-secret-secret-secret'));
    expect(await verifyIdToken(hs, providers, clock)).toBeUndefined();
    const [, payload] = hs.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect(await verifyIdToken(none, providers, clock)).toBeUndefined();
    expect(await verifyIdToken('not a jwt', providers, clock)).toBeUndefined();
  });

  it('accepts nothing from a provider configured without audiences', async () => {
    const closed = providers.map((p) => ({ ...p, audiences: [] }));
    const token = await idp.idToken({ sub: 's' }, now());
    expect(await verifyIdToken(token, closed, clock)).toBeUndefined();
  });
});

describe('identity provider configuration', () => {
  it('defaults to Google and Apple with client ids from the environment', () => {
    const config = loadConfig({
      TABLE_NAME: 't',
      GOOGLE_CLIENT_IDS: 'web.apps, ios.apps',
      APPLE_CLIENT_IDS: 'za.co.sms',
    });
    const [google, apple] = identityProviders(config);
    expect(google).toMatchObject({
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      audiences: ['web.apps', 'ios.apps'],
    });
    expect(apple).toMatchObject({ issuer: 'https://appleid.apple.com', audiences: ['za.co.sms'] });
  });

  it('fails at load naming IDENTITY_PROVIDERS when it is not valid', () => {
    expect(() => loadConfig({ TABLE_NAME: 't', IDENTITY_PROVIDERS: '[{' })).toThrow(/IDENTITY_PROVIDERS/);
    expect(() => loadConfig({ TABLE_NAME: 't', IDENTITY_PROVIDERS: '[{"name":"x","issuer":"nope"}]' })).toThrow(
      /IDENTITY_PROVIDERS/,
    );
  });
});
