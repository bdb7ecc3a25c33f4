import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface FakeIdentityProvider {
  issuer: string;
  jwksUrl: string;
  audience: string;
  /** An ID token signed with the provider's key; `nowMs` sets iat and exp (one hour later). */
  idToken(
    claims: JWTPayload,
    options?: { nowMs?: number; key?: CryptoKey; audience?: string; issuer?: string },
  ): Promise<string>;
  /** The IDENTITY_PROVIDERS value that configures this provider. */
  config(): string;
  /** How many times the JWKS was fetched. */
  fetches(): number;
  stop(): Promise<void>;
}

/**
 * An identity provider on loopback: an RS256 key pair generated here, its JWKS served over real HTTP, and ID tokens
 * signed with it, so social sign-in is tested through jose's remote JWKS exactly as against Google or Apple.
 */
export async function startFakeIdentityProvider(audience = 'sms-app-client'): Promise<FakeIdentityProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = 'fake-idp-1';
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  let fetches = 0;
  const server: Server = createServer((req, res) => {
    if (req.url === '/jwks') {
      fetches += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(jwks);
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const jwksUrl = `${issuer}/jwks`;
  return {
    issuer,
    jwksUrl,
    audience,
    async idToken(claims, options = {}) {
      const iat = Math.floor((options.nowMs ?? Date.now()) / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .sign(options.key ?? privateKey);
    },
    config: () => JSON.stringify([{ name: 'fake', issuer, jwksUrl, audiences: [audience] }]),
    fetches: () => fetches,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
