/**
 * Verification of the Platform API's tokens with public keys only: what the authorizer carries. Signing, which needs
 * the private keys, is TokenService (tokens.ts), in the functions that issue tokens.
 */
import { type CryptoKey, errors, importJWK, type JWK, type JWTPayload, jwtVerify } from 'jose';
import type { Clock } from '../clock';

/** EdDSA (Ed25519) only: the one algorithm tokens are signed and accepted with. */
export const SIGNING_ALGORITHM = 'EdDSA';

/** JWT `typ` headers (RFC 9068 style) keep the two kinds apart: a refresh token is never accepted as an access token. */
export const ACCESS_TYP = 'at+jwt';
export const REFRESH_TYP = 'rt+jwt';
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

/** The public key of a `kid`, or undefined when there is none. */
export interface VerificationKeys {
  verificationKey(kid: string | undefined): Promise<CryptoKey | undefined>;
}

/** The public keys of the signing key document, as the signers publish them for the verifiers. */
export interface PublishedKeys {
  keys: JWK[];
}

/** Where the published public keys are kept (shared/db/public-key-repository.ts). */
export interface PublicKeyStore {
  get(): Promise<PublishedKeys | undefined>;
  /** Publishes the keys unless exactly these are published already. */
  put(keys: PublishedKeys): Promise<void>;
}

const RELOAD_COOLDOWN_MS = 60_000;

/**
 * The published public keys of one process, read on first use. A token with an unknown kid triggers a reread (at most
 * once a minute), so a key added by rotation is picked up without waiting for a cold start.
 */
export class PublishedKeyRing implements VerificationKeys {
  private loaded: Promise<Map<string, CryptoKey>> | undefined;
  private loadedAt = 0;

  constructor(private readonly store: PublicKeyStore) {}

  private keys(): Promise<Map<string, CryptoKey>> {
    if (!this.loaded) {
      this.loadedAt = Date.now();
      this.loaded = this.store.get().then(async (published) => {
        const keys = new Map<string, CryptoKey>();
        for (const jwk of published?.keys ?? []) {
          if (jwk.kid && jwk.kty === 'OKP' && jwk.crv === 'Ed25519' && jwk.x && !jwk.d) {
            keys.set(
              jwk.kid,
              (await importJWK({ kty: 'OKP', crv: 'Ed25519', x: jwk.x }, SIGNING_ALGORITHM)) as CryptoKey,
            );
          }
        }
        return keys;
      });
      // A failed read is not cached: the next request tries again.
      this.loaded.catch(() => {
        this.loaded = undefined;
      });
    }
    return this.loaded;
  }

  async verificationKey(kid: string | undefined): Promise<CryptoKey | undefined> {
    if (!kid) return undefined;
    const key = (await this.keys()).get(kid);
    if (key || Date.now() - this.loadedAt < RELOAD_COOLDOWN_MS) return key;
    this.loaded = undefined;
    return (await this.keys()).get(kid);
  }
}

/** Verifies access and refresh tokens: signature (EdDSA only, key by kid), typ, iss, aud and exp against the clock. */
export class TokenVerifier {
  constructor(
    private readonly keys: VerificationKeys,
    protected readonly issuer: string,
    protected readonly audience: string,
    protected readonly clock: Clock,
  ) {}

  /** The payload of an authentic token of `typ`; undefined for anything else. `allowExpired` for logout. */
  private async verify(token: string, typ: string, allowExpired = false): Promise<JWTPayload | undefined> {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
    try {
      const { payload } = await jwtVerify(
        token,
        async (header) => {
          const key = await this.keys.verificationKey(header.kid);
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
