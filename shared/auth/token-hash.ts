import { createHash } from 'node:crypto';

/** Refresh and invite tokens are stored only as this digest; the token itself is a bearer secret. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
