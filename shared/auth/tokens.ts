import { randomUUID } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';
import { type KeyRing, SIGNING_ALGORITHM } from './signing-keys';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** JWT `typ` headers (RFC 9068 style) keep the two kinds apart: a refresh token is never accepted as an access token. */
const ACCESS_TYP = 'at+jwt';
const REFRESH_TYP = 'rt+jwt';
const MAX_TOKEN_LENGTH = 4096;

export interface AccessClaims {
  userId: string;
  accountId: string;
  sessionId: string;
}

export interface RefreshClaims {
  userId: string;
  sessionId: string;
  tokenId: string;
  expiresAtMs: number;
}

/**
 * Signs and verifies the Platform API's tokens (EdDSA, kid header, issuer and audience from config). Time is the
 * injected clock's, for both `iat`/`exp` and verification, so tests expire tokens by moving the clock.
 */
export class TokenService {
  constructor(
    readonly ring: KeyRing,
    private readonly issuer: string,
    private readonly audience: string,
    private readonly clock: Clock,
  ) {}

  private async sign(typ: string, claims: JWTPayload, subject: string, ttlSeconds: number): Promise<string> {
    const { activeKid, signingKey } = await this.ring.keys();
    const iat = Math.floor(this.clock.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: activeKid, typ })
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(signingKey);
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return this.sign(
      ACCESS_TYP,
      { acc: claims.accountId, sid: claims.sessionId, jti: randomUUID() },
      claims.userId,
      ACCESS_TOKEN_TTL_SECONDS,
    );
  }

  async signRefresh(userId: string, sessionId: string): Promise<{ token: string; expiresAtMs: number }> {
    const token = await this.sign(
      REFRESH_TYP,
      { sid: sessionId, jti: randomUUID() },
      userId,
      REFRESH_TOKEN_TTL_SECONDS,
    );
    return { token, expiresAtMs: (Math.floor(this.clock.now() / 1000) + REFRESH_TOKEN_TTL_SECONDS) * 1000 };
  }

  /**
   * Signature (EdDSA only, key by kid), typ, iss, aud and exp against the clock; undefined for anything else.
   * With `allowExpired`, an authentic but expired token is still returned (logout of an old session).
   */
  private async verify(token: string, typ: string, allowExpired = false): Promise<JWTPayload | undefined> {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
    try {
      const { payload } = await jwtVerify(
        token,
        async (header) => {
          const key = await this.ring.verificationKey(header.kid);
          if (!key) throw new errors.JWKSNoMatchingKey();
          return key;
        },
        {
          algorithms: [SIGNING_ALGORITHM],
          issuer: this.issuer,
          audience: this.audience,
          typ,
          currentDate: new Date(this.clock.now()),
          requiredClaims: ['sub', 'sid', 'jti', 'iat', 'exp'],
        },
      );
      return payload;
    } catch (error) {
      // jose raises JWTExpired only after the signature and the other claims have been checked.
      if (allowExpired && error instanceof errors.JWTExpired) return error.payload;
      if (error instanceof errors.JOSEError || error instanceof TypeError || error instanceof SyntaxError) {
        return undefined;
      }
      throw error;
    }
  }

  async verifyAccess(token: string): Promise<AccessClaims | undefined> {
    const payload = await this.verify(token, ACCESS_TYP);
    if (!payload || typeof payload.acc !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userId: payload.sub!, accountId: payload.acc, sessionId: payload.sid };
  }

  async verifyRefresh(token: string, options: { allowExpired?: boolean } = {}): Promise<RefreshClaims | undefined> {
    const payload = await this.verify(token, REFRESH_TYP, options.allowExpired);
    if (!payload || typeof payload.sid !== 'string' || typeof payload.jti !== 'string') return undefined;
    return { userId: payload.sub!, sessionId: payload.sid, tokenId: payload.jti, expiresAtMs: payload.exp! * 1000 };
  }
}
