import { createPublicKey } from 'node:crypto';
import { base64url, generateKeyPair, type JWK, SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { KeyRing, type SigningKeySource } from '../../../shared/auth/signing-keys';
import {
  type PublicKeyStore,
  PublishedKeyRing,
  type PublishedKeys,
  TokenVerifier,
} from '../../../shared/auth/token-verifier';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, TokenService } from '../../../shared/auth/tokens';
import { ManualClock } from '../../../shared/clock';

const ISSUER = 'https://issuer.test/auth';
const AUDIENCE = 'sms-platform-test';
const source = (text: string): SigningKeySource => ({ description: 'test', read: async () => text });
const SEED_DOC = JSON.stringify({ activeKid: 'k1', k1: 'a'.repeat(40) });

describe('TokenService', () => {
  let clock: ManualClock;
  let tokens: TokenService;
  beforeEach(() => {
    clock = new ManualClock(Date.UTC(2026, 0, 1));
    tokens = new TokenService(new KeyRing(source(SEED_DOC)), ISSUER, AUDIENCE, clock);
  });
  const claims = { userId: 'usr_1', accountId: 'acc_1', sessionId: 'sess-1' };

  it('round-trips an access token with an EdDSA kid header and a 15-minute lifetime', async () => {
    const token = await tokens.signAccess(claims);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'EdDSA', kid: 'k1', typ: 'at+jwt' });
    expect(payload.exp - payload.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(payload.iat).toBe(Math.floor(clock.now() / 1000));
    expect(await tokens.verifyAccess(token)).toEqual(claims);
  });

  it('expires an access token when the clock passes exp, not before', async () => {
    const token = await tokens.signAccess(claims);
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    clock.advance(1000);
    expect(await tokens.verifyAccess(token)).toBeUndefined();
  });

  it('gives refresh tokens 30 days, and never accepts one kind of token as the other', async () => {
    const access = await tokens.signAccess(claims);
    const refresh = await tokens.signRefresh('usr_1', 'sess-1');
    expect(refresh.expiresAtMs - clock.now()).toBe(REFRESH_TOKEN_TTL_SECONDS * 1000);
    expect(await tokens.verifyRefresh(refresh.token)).toMatchObject({ userId: 'usr_1', sessionId: 'sess-1' });
    expect(await tokens.verifyAccess(refresh.token)).toBeUndefined();
    expect(await tokens.verifyRefresh(access)).toBeUndefined();
  });

  it('returns an expired refresh token only when asked to allow expiry', async () => {
    const { token } = await tokens.signRefresh('usr_1', 'sess-1');
    clock.advance(REFRESH_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect(await tokens.verifyRefresh(token)).toBeUndefined();
    expect(await tokens.verifyRefresh(token, { allowExpired: true })).toMatchObject({ sessionId: 'sess-1' });
  });

  it('rejects a token signed by another service with a different issuer or audience', async () => {
    for (const [iss, aud] of [
      ['https://evil.test', AUDIENCE],
      [ISSUER, 'another-audience'],
    ] as const) {
      const other = new TokenService(new KeyRing(source(SEED_DOC)), iss, aud, clock);
      expect(await tokens.verifyAccess(await other.signAccess(claims))).toBeUndefined();
    }
  });

  it('rejects alg none, HS256 keyed with the public key, a tampered payload and an unknown key', async () => {
    const good = await tokens.signAccess(claims);
    const [h, p, s] = good.split('.') as [string, string, string];
    const header = JSON.parse(Buffer.from(h, 'base64url').toString());
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const enc = (o: object) => base64url.encode(JSON.stringify(o));

    expect(await tokens.verifyAccess(`${enc({ ...header, alg: 'none' })}.${p}.`)).toBeUndefined();

    const { publicJwks } = await tokens.ring.keys();
    const pem = createPublicKey({ key: publicJwks[0] as JWK & { kty: 'OKP' }, format: 'jwk' })
      .export({ format: 'pem', type: 'spki' })
      .toString();
    for (const secret of [Buffer.from(pem), base64url.decode(publicJwks[0]!.x!)]) {
      const hs = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', kid: 'k1', typ: 'at+jwt' }).sign(secret);
      expect(await tokens.verifyAccess(hs)).toBeUndefined();
    }

    expect(await tokens.verifyAccess(`${h}.${enc({ ...payload, acc: 'acc_other' })}.${s}`)).toBeUndefined();

    const stranger = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const foreign = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1', typ: 'at+jwt' })
      .sign(stranger.privateKey);
    expect(await tokens.verifyAccess(foreign)).toBeUndefined();
    const unknownKid = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k9', typ: 'at+jwt' })
      .sign(stranger.privateKey);
    expect(await tokens.verifyAccess(unknownKid)).toBeUndefined();
  });

  it('rejects garbage and over-long input without throwing', async () => {
    for (const junk of ['', 'abc', 'a.b.c', `${'x'.repeat(5000)}.y.z`]) {
      expect(await tokens.verifyAccess(junk)).toBeUndefined();
    }
  });
});

describe('TokenVerifier with the published public keys (the authorizer)', () => {
  /** The table item the signers publish to, in memory. */
  class MemoryKeyStore implements PublicKeyStore {
    published: PublishedKeys | undefined;
    puts = 0;
    async get() {
      return this.published;
    }
    async put(keys: PublishedKeys) {
      this.puts += 1;
      this.published = structuredClone(keys);
    }
  }
  const claims = { userId: 'usr_1', accountId: 'acc_1', sessionId: 'sess-1' };

  it('verifies what the signer signed, with public keys only, published before the first signature', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1));
    const store = new MemoryKeyStore();
    const signer = new TokenService(new KeyRing(source(SEED_DOC), store), ISSUER, AUDIENCE, clock);
    const token = await signer.signAccess(claims);
    expect(store.puts).toBe(1);
    expect(JSON.stringify(store.published)).not.toContain('"d"');
    const verifier = new TokenVerifier(new PublishedKeyRing(store), ISSUER, AUDIENCE, clock);
    expect(await verifier.verifyAccess(token)).toEqual(claims);
  });

  it('refuses a token of a key that was never published, and one of a private key offered as public', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1));
    const store = new MemoryKeyStore();
    const unpublished = new TokenService(new KeyRing(source(SEED_DOC)), ISSUER, AUDIENCE, clock);
    const verifier = new TokenVerifier(new PublishedKeyRing(store), ISSUER, AUDIENCE, clock);
    expect(await verifier.verifyAccess(await unpublished.signAccess(claims))).toBeUndefined();
    const { publicJwks } = await unpublished.ring.keys();
    // A published entry carrying private material is not taken as a key.
    store.published = { keys: [{ ...publicJwks[0]!, d: 'x' }] };
    const fresh = new TokenVerifier(new PublishedKeyRing(store), ISSUER, AUDIENCE, clock);
    expect(await fresh.verifyAccess(await unpublished.signAccess(claims))).toBeUndefined();
  });
});
