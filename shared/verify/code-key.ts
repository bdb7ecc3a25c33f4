/**
 * The server's code key (decision 1701): one secret, from which two keys are derived, one to hash codes (HMAC-SHA256,
 * so a table read gives no code and no offline guessing without the secret) and one to seal the text of a code's SMS
 * in its message record (AES-256-GCM), which only the send worker opens to hand it to the vendor.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export interface CodeKeys {
  hashKey: Buffer;
  sealKey: Buffer;
}

/** The two keys of a secret (any string of at least 32 characters). */
export function codeKeysOf(secret: string): CodeKeys {
  if (secret.length < 32) throw new Error('The verification code secret must be at least 32 characters');
  const derive = (label: string) => createHmac('sha256', secret).update(label, 'utf8').digest();
  return { hashKey: derive('sms-verify/code-hash/v1'), sealKey: derive('sms-verify/sms-seal/v1') };
}

/** A code of `length` digits from the CSPRNG, each digit uniform. */
export function newCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/** The stored form of a code: bound to its verification, so a hash copied to another verification matches nothing. */
export function hashCode(keys: CodeKeys, verificationId: string, code: string): string {
  return createHmac('sha256', keys.hashKey).update(`${verificationId}:${code}`, 'utf8').digest('base64url');
}

/** Whether `code` is the one whose hash is stored, compared in constant time. */
export function codeMatches(keys: CodeKeys, verificationId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(keys, verificationId, code), 'base64url');
  const stored = Buffer.from(storedHash, 'base64url');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals an SMS text for its message (the message id as additional data, so it opens only there). */
export function sealText(keys: CodeKeys, messageId: string, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.sealKey, iv);
  cipher.setAAD(Buffer.from(messageId, 'utf8'));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export function openText(keys: CodeKeys, messageId: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed text is too short');
  const decipher = createDecipheriv('aes-256-gcm', keys.sealKey, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(messageId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
