import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SecretBox } from './vendor';

/** Wraps and unwraps data keys with a key-encryption key that never leaves its keeper (a local file, or KMS). */
export interface KeyWrapper {
  /** Names the key-encryption key, stored with each envelope so a key mix-up fails with a clear message. */
  readonly keyId: string;
  wrap(dataKey: Buffer, context: Record<string, string>): Promise<Buffer>;
  unwrap(wrapped: Buffer, context: Record<string, string>): Promise<Buffer>;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The context as additional authenticated data: sorted keys, so the same context always gives the same bytes. */
function aadOf(context: Record<string, string>): Buffer {
  const sorted = Object.keys(context)
    .sort()
    .map((k) => [k, context[k]]);
  return Buffer.from(JSON.stringify(sorted), 'utf8');
}

function gcmSeal(key: Buffer, plaintext: Buffer, aad: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

function gcmOpen(key: Buffer, sealed: Buffer, aad: Buffer): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value is too short');
  const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}

interface Envelope {
  v: 1;
  /** Key-encryption key id. */
  k: string;
  /** Wrapped data key, base64. */
  w: string;
  /** iv | ciphertext | tag of the payload under the data key, base64. */
  c: string;
}

/**
 * Envelope encryption: each secret gets a fresh 256-bit data key (AES-256-GCM, the context as AAD); only the data key
 * is sent to the key-encryption key's keeper, so KMS sees 32 bytes, never the credentials.
 */
export class EnvelopeSecretBox implements SecretBox {
  constructor(private readonly wrapper: KeyWrapper) {}

  async seal(plaintext: string, context: Record<string, string>): Promise<string> {
    const dataKey = randomBytes(32);
    try {
      const envelope: Envelope = {
        v: 1,
        k: this.wrapper.keyId,
        w: (await this.wrapper.wrap(dataKey, context)).toString('base64'),
        c: gcmSeal(dataKey, Buffer.from(plaintext, 'utf8'), aadOf(context)).toString('base64'),
      };
      return Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64');
    } finally {
      dataKey.fill(0);
    }
  }

  async open(sealed: string, context: Record<string, string>): Promise<string> {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(Buffer.from(sealed, 'base64').toString('utf8')) as Envelope;
    } catch {
      throw new Error('Sealed secret is not an envelope');
    }
    if (envelope?.v !== 1 || typeof envelope.w !== 'string' || typeof envelope.c !== 'string') {
      throw new Error('Sealed secret is not a version 1 envelope');
    }
    if (envelope.k !== this.wrapper.keyId) {
      throw new Error(`Sealed secret was sealed with key ${envelope.k}, not the configured ${this.wrapper.keyId}`);
    }
    const dataKey = await this.wrapper.unwrap(Buffer.from(envelope.w, 'base64'), context);
    try {
      return gcmOpen(dataKey, Buffer.from(envelope.c, 'base64'), aadOf(context)).toString('utf8');
    } finally {
      dataKey.fill(0);
    }
  }
}

/** A 32-byte key-encryption key held in process (local file or ephemeral); wraps with AES-256-GCM. */
export function localKeyWrapper(masterKey: Buffer): KeyWrapper {
  if (masterKey.length !== 32) throw new Error('The vendor key must be 32 bytes');
  const keyId = `local:${createHash('sha256').update(masterKey).digest('hex').slice(0, 12)}`;
  return {
    keyId,
    wrap: async (dataKey, context) => gcmSeal(masterKey, dataKey, aadOf(context)),
    unwrap: async (wrapped, context) => gcmOpen(masterKey, wrapped, aadOf(context)),
  };
}

/** The local stack's key: 32 random bytes (stored base64) created once, mode 0600, and kept across restarts. */
export async function fileMasterKey(path: string): Promise<Buffer> {
  const read = async () => {
    const raw = await readFile(path);
    if (raw.length === 32) return raw;
    const key = Buffer.from(raw.toString('utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte key`);
    return key;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  try {
    // 'wx': when two processes start at once, one creates the file and the other reads what it wrote.
    await writeFile(path, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}

let ephemeralKey: Buffer | undefined;

/** Tests and an unconfigured local run: one key per process, gone on exit (like the ephemeral signing keys). */
export function ephemeralSecretBox(): SecretBox {
  ephemeralKey ??= randomBytes(32);
  return new EnvelopeSecretBox(localKeyWrapper(ephemeralKey));
}

/** A box whose key source is resolved on first use, so a function that never touches secrets never needs one. */
export function lazySecretBox(resolve: () => Promise<SecretBox>): SecretBox {
  let box: Promise<SecretBox> | undefined;
  const get = () => {
    box ??= resolve();
    box.catch(() => {
      box = undefined;
    });
    return box;
  };
  return {
    seal: async (plaintext, context) => (await get()).seal(plaintext, context),
    open: async (sealed, context) => (await get()).open(sealed, context),
  };
}
