import { randomUUID } from 'node:crypto';
import { type JWTPayload, SignJWT } from 'jose';
import type { Clock } from '../clock';
import type { KeyRing } from './signing-keys';
import { ACCESS_TYP, type AccessClaims, REFRESH_TYP, SIGNING_ALGORITHM, TokenVerifier } from './token-verifier';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Signs and verifies the Platform API's tokens (EdDSA, kid header, issuer and audience from config), with the private
 * keys: the functions that issue tokens. Time is the injected clock's, for both `iat`/`exp` and verification, so
 * tests expire tokens by moving the clock.
 */
export class TokenService extends TokenVerifier {
  constructor(
    readonly ring: KeyRing,
    issuer: string,
    audience: string,
    clock: Clock,
  ) {
    super(ring, issuer, audience, clock);
  }

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
}
