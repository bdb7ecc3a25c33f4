import { provisionOwner } from '../../shared/accounts/provision';
import { hashPassword } from '../../shared/auth/password';
import { client, type RequestOptions } from './http';
import { recordCanary } from './log-capture';
import type { TestStack } from './stack';

let ipCounter = 0;
let emailCounter = 0;

/**
 * A loopback address no other test in this process has used, so per-IP limits of one test (5 registrations a minute)
 * never refuse another test's requests.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `127.0.${Math.floor(ipCounter / 250) + 1}.${(ipCounter % 250) + 1}`;
}

export function uniqueEmail(label = 'user'): string {
  emailCounter += 1;
  const email = `${label}-${process.pid}-${emailCounter}@example.co.za`;
  recordCanary('email', email);
  return email;
}

export const PASSWORD = 'correct horse battery staple';

export function bearer(accessToken: string): RequestOptions {
  recordCanary('secret', accessToken);
  return { headers: { Authorization: `Bearer ${accessToken}` } };
}

/** An HTTP client of the stack sending from its own loopback address. */
export function apiFrom(stack: TestStack, ip = nextIp()) {
  return client(stack.baseUrl, { fromIp: ip });
}

/**
 * A user with a password and their own account, created directly in the table (no per-IP limit spent); their e-mail
 * is verified unless `verified: false` (an unverified user may not create keys, webhooks, invites or vendor settings).
 */
export async function createPasswordUser(
  stack: TestStack,
  email = uniqueEmail(),
  password = PASSWORD,
  { verified = true }: { verified?: boolean } = {},
) {
  recordCanary('email', email);
  recordCanary('secret', password);
  const { user, account } = await provisionOwner(stack.repos, {
    email,
    fullName: 'Existing User',
    passwordHash: await hashPassword(password),
    accountName: 'Existing Account',
    emailVerified: verified,
    nowMs: stack.clock.now(),
  });
  return { user, account, email, password };
}

/** An error envelope without its request id, for comparing two errors. */
export function withoutRequestId(body: { error?: Record<string, unknown> } | undefined) {
  const { requestId: _ignored, ...rest } = body?.error ?? {};
  return rest;
}
