/**
 * The common-password blocklist (contract Part 3): passwords of 12 to 128 characters found in lists of the most used
 * passwords, refused on register, reset and change. Unpacked on first use, so it costs a cold start only in the
 * functions that set passwords, the only ones that import it (`npm run bench -- bundles` shows where it is).
 */
import { gunzipSync } from 'node:zlib';
import { validationError } from '../errors';
import { COMMON_PASSWORDS_GZ_BASE64 } from './common-passwords-data';
import { foldPassword } from './password-rules';

let blocklist: Set<string> | undefined;

function isCommonPassword(password: string): boolean {
  blocklist ??= new Set(gunzipSync(Buffer.from(COMMON_PASSWORDS_GZ_BASE64, 'base64')).toString('utf8').split('\n'));
  return blocklist.has(foldPassword(password));
}

/** 400 VALIDATION_ERROR, saying why, for a password among the most used ones (its length is the schema's). */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    const message = 'is one of the most commonly used passwords; choose another';
    throw validationError(`The ${field} ${message}`, [{ path: field, message }]);
  }
}
