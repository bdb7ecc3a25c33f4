import { randomUUID } from 'node:crypto';
import { publicUser, type UserRecord } from '../accounts/user';
import { unauthorized } from '../http/errors';
import type { Repositories } from '../repositories';
import type { Runtime } from '../runtime';
import { hashToken, tokenService } from './tokens';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** The contract's login shape, answered by login, register, social sign-in and invite acceptance. */
export function loginResponse(user: UserRecord, tokens: TokenPair) {
  return { user: publicUser(user), ...tokens };
}

const INVALID_REFRESH = 'Refresh token is invalid, expired or revoked';

/**
 * Starts a session of `userId` in `accountId`: a new refresh-token family holding the hash of its first refresh token,
 * and an access token bound to the family (`sid`), so revoking the family also ends its access tokens.
 */
export async function startSession(
  rt: Runtime,
  repos: Repositories,
  userId: string,
  accountId: string,
): Promise<TokenPair> {
  const tokens = tokenService(rt);
  const sessionId = randomUUID();
  const refresh = await tokens.signRefresh(userId, sessionId);
  await repos.sessions.create({
    id: sessionId,
    userId,
    accountId,
    currentTokenHash: hashToken(refresh.token),
    createdAt: new Date(rt.clock.now()).toISOString(),
    expiresAt: new Date(refresh.expiresAtMs).toISOString(),
  });
  const accessToken = await tokens.signAccess({ userId, accountId, sessionId });
  return { accessToken, refreshToken: refresh.token };
}

/**
 * Exchanges a refresh token for a new pair. The token is used at most once (a conditional write); presenting a token
 * the family has already rotated past revokes the family, so whoever holds the newer token is signed out too.
 */
export async function refreshSession(rt: Runtime, repos: Repositories, refreshToken: string): Promise<TokenPair> {
  const tokens = tokenService(rt);
  const claims = await tokens.verifyRefresh(refreshToken);
  if (!claims) throw unauthorized(INVALID_REFRESH);
  const next = await tokens.signRefresh(claims.userId, claims.sessionId);
  const now = new Date(rt.clock.now()).toISOString();
  const rotation = await repos.sessions.rotate(
    claims.sessionId,
    hashToken(refreshToken),
    { tokenHash: hashToken(next.token), expiresAt: new Date(next.expiresAtMs).toISOString() },
    now,
  );
  if (rotation.outcome !== 'rotated') {
    if (rotation.outcome === 'reused')
      rt.log.warn('refresh token reuse: session revoked', { sessionId: claims.sessionId });
    throw unauthorized(INVALID_REFRESH);
  }
  const { family } = rotation;
  // A member removed since the last refresh gets no new tokens.
  const [user, membership] = await Promise.all([
    repos.users.get(family.userId),
    repos.users.membership(family.accountId, family.userId),
  ]);
  if (!user || !membership || family.userId !== claims.userId) {
    await repos.sessions.revoke(family.id, 'removed', now);
    throw unauthorized(INVALID_REFRESH);
  }
  const accessToken = await tokens.signAccess({
    userId: family.userId,
    accountId: family.accountId,
    sessionId: family.id,
  });
  return { accessToken, refreshToken: next.token };
}

/** Ends the session a refresh token belongs to; an authentic token ends it even once expired or rotated. */
export async function endSession(rt: Runtime, repos: Repositories, refreshToken: string): Promise<void> {
  const claims = await tokenService(rt).verifyRefresh(refreshToken, { allowExpired: true });
  if (!claims) throw unauthorized(INVALID_REFRESH);
  await repos.sessions.revoke(claims.sessionId, 'logout', new Date(rt.clock.now()).toISOString());
}

/**
 * The account a sign-in opens: the user's default account while they are still a member of it, otherwise another
 * account they belong to (a member removed from the account they were invited into keeps their other accounts).
 * Undefined when they belong to none.
 */
export async function signInAccountId(repos: Repositories, user: UserRecord): Promise<string | undefined> {
  if (await repos.users.membership(user.defaultAccountId, user.id)) return user.defaultAccountId;
  for (const membership of await repos.users.accountsOf(user.id)) {
    if (await repos.users.membership(membership.accountId, user.id)) return membership.accountId;
  }
  return undefined;
}
