import type { Repositories } from '../../local/repositories';
import type { MembershipRecord, UserRecord } from '../../shared/accounts/user';
import { auditEntry } from '../../shared/audit/audit';
import type { Role } from '../../shared/auth/permissions';
import { startSession } from '../../shared/auth/session';
import { newId } from '../../shared/ids';
import { tokensOf } from '../../shared/wiring/tokens';
import { apiFrom, bearer, createPasswordUser, uniqueEmail } from './auth';
import type { HttpResponse, RequestOptions } from './http';
import type { TestStack } from './stack';

/**
 * A real sign-in without the password check: a session (refresh family) and an access token from the same code the
 * login route runs after verifying the password, so tests do not spend scrypt time or the per-IP login limit.
 */
export async function signIn(stack: TestStack, userId: string, accountId: string): Promise<string> {
  return (await startSession({ ...stack.repos, tokens: tokensOf(stack.rt), clock: stack.clock }, { userId, accountId }))
    .accessToken;
}

export interface Person {
  user: UserRecord;
  token: string;
}

/** A new user who joins `accountId` with `role` (as an accepted invite would make them), signed in to it. */
export async function addMember(stack: TestStack, accountId: string, role: Role, label = role.toLowerCase()) {
  const now = stack.clock.now();
  const user: UserRecord = {
    id: newId('usr', now),
    email: uniqueEmail(label),
    fullName: `${role[0]}${role.slice(1).toLowerCase()} Person`,
    emailVerified: true,
    platformAdmin: false,
    createdAt: new Date(now).toISOString(),
    defaultAccountId: accountId,
  };
  const membership: MembershipRecord = { accountId, userId: user.id, role, createdAt: new Date(now).toISOString() };
  await stack.repos.users.createMember(user, membership);
  return { user, token: await signIn(stack, user.id, accountId) };
}

/** An account with one person of each role, each signed in. */
export async function createTeam(stack: TestStack) {
  const owner = await createPasswordUser(stack, uniqueEmail('owner'));
  const accountId = owner.account.id;
  return {
    accountId,
    owner: { user: owner.user, token: await signIn(stack, owner.user.id, accountId) } as Person,
    admin: await addMember(stack, accountId, 'ADMIN'),
    member: await addMember(stack, accountId, 'MEMBER'),
    viewer: await addMember(stack, accountId, 'VIEWER'),
  };
}

/** A platform administrator: the OWNER of their own account, with the flag an operator grants. */
export async function createPlatformAdmin(stack: TestStack): Promise<Person & { accountId: string }> {
  const { user, account } = await createPasswordUser(stack, uniqueEmail('platform-admin'));
  await grantPlatformAdmin(stack, user);
  return {
    user: { ...user, platformAdmin: true },
    accountId: account.id,
    token: await signIn(stack, user.id, account.id),
  };
}

/** An HTTP client from its own loopback address that sends `token` (or nothing) as the bearer. */
export function as(stack: TestStack, token?: string) {
  const api = apiFrom(stack);
  const auth = (o?: RequestOptions): RequestOptions => ({
    ...o,
    headers: { ...o?.headers, ...(token ? bearer(token).headers : {}) },
  });
  return {
    get: (path: string, o?: RequestOptions) => api.get(path, auth(o)),
    post: (path: string, body?: unknown, o?: RequestOptions) => api.post(path, body, auth(o)),
    patch: (path: string, body?: unknown, o?: RequestOptions) => api.patch(path, body, auth(o)),
    put: (path: string, body?: unknown, o?: RequestOptions) => api.put(path, body, auth(o)),
    delete: (path: string, o?: RequestOptions) => api.delete(path, auth(o)),
  };
}

/** Every item of a paginated list, following nextCursor. */
export async function allPages(get: (path: string) => Promise<HttpResponse>, path: string, limit = 100) {
  const items = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res: HttpResponse = await get(`${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text}`);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

/** Grants the platform-administrator flag directly (what the operator command does), with its audit entry. */
export async function grantPlatformAdmin(stack: { repos: Repositories; clock: { now(): number } }, user: UserRecord) {
  await stack.repos.users.setPlatformAdmin(
    user.id,
    true,
    auditEntry(
      {
        accountId: user.defaultAccountId,
        actor: { type: 'system', id: 'test' },
        action: 'platform_admin.granted',
        target: { type: 'user', id: user.id },
      },
      stack.clock.now(),
    ),
  );
}
