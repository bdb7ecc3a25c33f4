import { createPrivateKey, hkdfSync, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import * as z from 'zod/mini';
import type { Config } from '../config';
import { type PublicKeyStore, SIGNING_ALGORITHM, type VerificationKeys } from './token-verifier';

/**
 * Token-signing keys: Ed25519 (JWS alg EdDSA), selected by `kid`. The key document is JSON,
 * `{"activeKid": "k2", "k1": <key>, "k2": <key>}`, where a key is a private OKP JWK, or a string of at least 32
 * characters from which an Ed25519 key is derived (HKDF-SHA256 with the kid as info): that is what the CDK stack's
 * generated bootstrap secret holds, so a first deployment can sign without an operator step.
 */

/** Where the key document comes from. */
export interface SigningKeySource {
  readonly description: string;
  read(): Promise<string>;
}

const NonEmpty = z.string().check(z.minLength(1));
const Ed25519PrivateJwk = z.looseObject({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: NonEmpty, d: NonEmpty });
const KeyDocument = z.looseObject({ activeKid: NonEmpty });
const KeyEntry = z.union([Ed25519PrivateJwk, z.string().check(z.minLength(32))]);

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function jwkFromSeedSecret(secret: string, kid: string): JWK {
  const seed = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `sms-token-signing:${kid}`, 32));
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  return key.export({ format: 'jwk' }) as JWK;
}

export interface LoadedKeys {
  activeKid: string;
  signingKey: CryptoKey;
  publicKeys: Map<string, CryptoKey>;
  publicJwks: JWK[];
}

/** Parses and imports a key document; throws naming the problem (never the key material). */
export async function importKeyDocument(text: string): Promise<LoadedKeys> {
  const doc = KeyDocument.parse(JSON.parse(text));
  const publicKeys = new Map<string, CryptoKey>();
  const publicJwks: JWK[] = [];
  let signingKey: CryptoKey | undefined;
  for (const [kid, value] of Object.entries(doc)) {
    if (kid === 'activeKid') continue;
    const entry = KeyEntry.safeParse(value);
    if (!entry.success) throw new Error(`Signing key "${kid}" is neither an Ed25519 private JWK nor a 32+ char secret`);
    const jwk = typeof entry.data === 'string' ? jwkFromSeedSecret(entry.data, kid) : entry.data;
    const publicJwk: JWK = { kty: 'OKP', crv: 'Ed25519', x: jwk.x!, kid, alg: SIGNING_ALGORITHM, use: 'sig' };
    publicKeys.set(kid, (await importJWK(publicJwk, SIGNING_ALGORITHM)) as CryptoKey);
    publicJwks.push(publicJwk);
    if (kid === doc.activeKid) {
      signingKey = (await importJWK(
        { kty: 'OKP', crv: 'Ed25519', x: jwk.x!, d: jwk.d! },
        SIGNING_ALGORITHM,
      )) as CryptoKey;
    }
  }
  if (!signingKey) throw new Error(`Signing key document has no key for activeKid "${doc.activeKid}"`);
  return { activeKid: doc.activeKid, signingKey, publicKeys, publicJwks };
}

/** A new key document with one freshly generated Ed25519 key. */
export async function generateKeyDocument(): Promise<string> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { crv: 'Ed25519', extractable: true });
  const kid = `k-${randomUUID()}`;
  return `${JSON.stringify({ activeKid: kid, [kid]: await exportJWK(privateKey) }, null, 2)}\n`;
}

/** Local stack: a key file under .data/, created (mode 0600) on first use and kept across restarts. */
export function fileKeySource(path: string): SigningKeySource {
  return {
    description: `file ${path}`,
    async read() {
      try {
        return await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      try {
        // 'wx': when two processes start at once, one creates the file and the other reads what it wrote.
        await writeFile(path, await generateKeyDocument(), { flag: 'wx', mode: 0o600 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return readFile(path, 'utf8');
    },
  };
}

/** Fetches a secret's string value; deployed, a Secrets Manager GetSecretValue (shared/aws/secrets.ts). */
export type SecretFetcher = (secretArn: string) => Promise<string>;

function secretKeySource(secretArn: string, fetch: SecretFetcher): SigningKeySource {
  return { description: `secret ${secretArn}`, read: () => fetch(secretArn) };
}

/** Tests and an unconfigured local run: one key per process, gone on exit. */
let ephemeral: Promise<string> | undefined;
export function ephemeralKeySource(): SigningKeySource {
  return { description: 'ephemeral in-memory key', read: () => (ephemeral ??= generateKeyDocument()) };
}

/** Deployed stages must name their keys; only local and test stages may fall back to an in-memory key. */
export function keySourceFor(
  config: Pick<Config, 'SIGNING_KEYS_SECRET_ARN' | 'SIGNING_KEYS_FILE' | 'STAGE'>,
  fetch: SecretFetcher,
): SigningKeySource {
  if (config.SIGNING_KEYS_SECRET_ARN) return secretKeySource(config.SIGNING_KEYS_SECRET_ARN, fetch);
  if (config.SIGNING_KEYS_FILE) return fileKeySource(config.SIGNING_KEYS_FILE);
  if (config.STAGE === 'local' || config.STAGE === 'test') return ephemeralKeySource();
  throw new Error('Invalid configuration: SIGNING_KEYS_SECRET_ARN or SIGNING_KEYS_FILE must be set');
}

const RELOAD_COOLDOWN_MS = 60_000;

/**
 * The keys of one process, loaded on first use. A token with an unknown kid triggers a reload (at most once a minute),
 * so a key added by rotation is picked up without waiting for a cold start. Each load publishes the public keys (to
 * `publish`, the table), before any token is signed with them: the authorizer verifies with those and never reads
 * the private ones.
 */
export class KeyRing implements VerificationKeys {
  private loaded: Promise<LoadedKeys> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly source: SigningKeySource,
    private readonly publish?: PublicKeyStore,
  ) {}

  keys(): Promise<LoadedKeys> {
    if (!this.loaded) {
      this.loadedAt = Date.now();
      this.loaded = this.source
        .read()
        .then(importKeyDocument)
        .then(async (loaded) => {
          await this.publish?.put({ keys: loaded.publicJwks });
          return loaded;
        });
      // A failed load is not cached: the next request tries again.
      this.loaded.catch(() => {
        this.loaded = undefined;
      });
    }
    return this.loaded;
  }

  async verificationKey(kid: string | undefined): Promise<CryptoKey | undefined> {
    if (!kid) return undefined;
    const current = await this.keys();
    const key = current.publicKeys.get(kid);
    if (key || Date.now() - this.loadedAt < RELOAD_COOLDOWN_MS) return key;
    this.loaded = undefined;
    return (await this.keys()).publicKeys.get(kid);
  }
}
