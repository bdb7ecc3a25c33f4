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
  /** The IDENTITY_PROVIDERS value that configures this provider (with its authorization endpoint). */
  config(): string;
  /** OAuth authorization endpoint (implicit flow): answers a browser with an ID token of this person, at once. */
  authorizationUrl: string;
  /** Who the authorization endpoint signs in next (the claims of the ID token it issues, `sub` included). */
  signInAs(claims: JWTPayload): void;
  /** The authorization requests received, by their query parameters. */
  authorizations(): URLSearchParams[];
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
  let person: JWTPayload | undefined;
  const requests: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://idp.local');
    if (url.pathname === '/authorize') {
      // The consent screen, skipped: the person chosen by the test approves at once (as a signed-in Google user does).
      requests.push(url.searchParams);
      const q = url.searchParams;
      const redirect = q.get('redirect_uri');
      if (!redirect || q.get('client_id') !== audience || q.get('response_type') !== 'id_token' || !person) {
        res.writeHead(400, { 'Content-Type': 'text/plain' });
        res.end('invalid_request');
        return;
      }
      const claims = { ...person, ...(q.get('nonce') ? { nonce: q.get('nonce') } : {}) };
      void signed(claims, {}).then((idToken) => {
        const fragment = new URLSearchParams({ id_token: idToken, state: q.get('state') ?? '' });
        res.writeHead(302, { Location: `${redirect}#${fragment.toString()}` });
        res.end();
      });
      return;
    }
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
  const authorizationUrl = `${issuer}/authorize`;
  async function signed(
    claims: JWTPayload,
    options: { nowMs?: number; key?: CryptoKey; audience?: string; issuer?: string },
  ): Promise<string> {
    const iat = Math.floor((options.nowMs ?? Date.now()) / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(options.key ?? privateKey);
  }
  return {
    issuer,
    jwksUrl,
    audience,
    authorizationUrl,
    idToken: (claims, options = {}) => signed(claims, options),
    config: () =>
      JSON.stringify([{ name: 'fake', label: 'Fake ID', issuer, jwksUrl, audiences: [audience], authorizationUrl }]),
    signInAs: (claims) => {
      person = claims;
    },
    authorizations: () => requests,
    fetches: () => fetches,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
