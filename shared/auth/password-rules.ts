/** What a password may be (contract "Auth" and Part 3), shared by the schemas, the blocklist and its builder. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

/** How passwords are compared with the blocklist: NFKC (as they are hashed) and in lower case. */
export function foldPassword(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}
