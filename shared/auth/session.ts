import { randomUUID } from 'node:crypto';
import { publicUser, type UserRecord, type UserStore } from '../accounts/user';
import type { Clock } from '../clock';
import { unauthorized } from '../errors';
import type { Logger } from '../logger';
import { hashToken } from './token-hash';
import type { TokenService } from './tokens';

/**
 * A refresh-token family: one sign-in and every refresh token rotated from it. Only the hash of the one refresh token
 * that may be used next is kept; every earlier token of the family is, by elimination, a reused one.
 */
export interface RefreshFamily {
  id: string;
  userId: string;
  accountId: string;
  currentTokenHash: string;
  createdAt: string;
  rotatedAt?: string;
  /** When the current refresh token expires. */
  expiresAt: string;
  /** The user's session epoch when it started: a family older than the user's epoch is over (absent: 0). */
  epoch?: number;
  revokedAt?: string;
  revokedReason?: RevocationReason;
}

/** logout: the user ended it; reuse: a rotated token came back; removed: the user left the account. */
export type RevocationReason = 'logout' | 'reuse' | 'removed';

export type RotationOutcome =
  | { outcome: 'rotated'; family: RefreshFamily }
  | { outcome: 'reused' | 'revoked' | 'missing' };

/** Refresh-token families (shared/db/session-repository.ts). */
export interface SessionStore {
  create(family: RefreshFamily): Promise<void>;
  get(familyId: string): Promise<RefreshFamily | undefined>;
  /**
   * Replaces the family's current token by the next one, only if `presentedHash` is the current one and the family is
   * live; a valid token of the family that is not the current one is a reuse, and revokes the whole family.
   */
  rotate(
    familyId: string,
    presentedHash: string,
    next: { tokenHash: string; expiresAt: string },
    now: string,
  ): Promise<RotationOutcome>;
  /** Revokes a family (idempotent: the first reason and time are kept). */
  revoke(familyId: string, reason: RevocationReason, now: string): Promise<void>;
}

/** What starting, refreshing and ending sessions need. */
export interface SessionDeps {
  sessions: SessionStore;
  users: UserStore;
  tokens: TokenService;
  clock: Clock;
  log: Logger;
}

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
  { sessions, tokens, clock }: Pick<SessionDeps, 'sessions' | 'tokens' | 'clock'>,
  { userId, accountId, epoch }: { userId: string; accountId: string; epoch?: number },
): Promise<TokenPair> {
  const sessionId = randomUUID();
  const refresh = await tokens.signRefresh(userId, sessionId);
  await sessions.create({
    id: sessionId,
    userId,
    accountId,
    currentTokenHash: hashToken(refresh.token),
    createdAt: new Date(clock.now()).toISOString(),
    expiresAt: new Date(refresh.expiresAtMs).toISOString(),
    ...(epoch ? { epoch } : {}),
  });
  const accessToken = await tokens.signAccess({ userId, accountId, sessionId });
  return { accessToken, refreshToken: refresh.token };
}

/**
 * Exchanges a refresh token for a new pair. The token is used at most once (a conditional write); presenting a token
 * the family has already rotated past revokes the family, so whoever holds the newer token is signed out too.
 */
export async function refreshSession(
  deps: SessionDeps,
  { refreshToken }: { refreshToken: string },
): Promise<TokenPair> {
  const { sessions, users, tokens, clock, log } = deps;
  const claims = await tokens.verifyRefresh(refreshToken);
  if (!claims) throw unauthorized(INVALID_REFRESH);
  const next = await tokens.signRefresh(claims.userId, claims.sessionId);
  const now = new Date(clock.now()).toISOString();
  const rotation = await sessions.rotate(
    claims.sessionId,
    hashToken(refreshToken),
    { tokenHash: hashToken(next.token), expiresAt: new Date(next.expiresAtMs).toISOString() },
    now,
  );
  if (rotation.outcome !== 'rotated') {
    if (rotation.outcome === 'reused')
      log.warn('refresh token reuse: session revoked', { sessionId: claims.sessionId });
    throw unauthorized(INVALID_REFRESH);
  }
  const { family } = rotation;
  // A member removed since the last refresh gets no new tokens.
  const [user, membership] = await Promise.all([
    users.get(family.userId),
    users.membership(family.accountId, family.userId),
  ]);
  if (!user || !membership || family.userId !== claims.userId || !sessionLive(family, user)) {
    await sessions.revoke(family.id, 'removed', now);
    throw unauthorized(INVALID_REFRESH);
  }
  const accessToken = await tokens.signAccess({
    userId: family.userId,
    accountId: family.accountId,
    sessionId: family.id,
  });
  return { accessToken, refreshToken: next.token };
}

/** Whether a session is still one of the user's: started at or after their epoch (signing out everywhere raises it). */
export function sessionLive(family: Pick<RefreshFamily, 'epoch'>, user: Pick<UserRecord, 'sessionEpoch'>): boolean {
  return (family.epoch ?? 0) >= (user.sessionEpoch ?? 0);
}

/** Ends the session a refresh token belongs to; an authentic token ends it even once expired or rotated. */
export async function endSession(
  {
    sessions,
    tokens,
    clock,
  }: Pick<SessionDeps, 'sessions' | 'clock'> & { tokens: Pick<TokenService, 'verifyRefresh'> },
  { refreshToken }: { refreshToken: string },
): Promise<void> {
  const claims = await tokens.verifyRefresh(refreshToken, { allowExpired: true });
  if (!claims) throw unauthorized(INVALID_REFRESH);
  await sessions.revoke(claims.sessionId, 'logout', new Date(clock.now()).toISOString());
}

/**
 * The account a sign-in opens: the user's default account while they are still a member of it, otherwise another
 * account they belong to (a member removed from the account they were invited into keeps their other accounts).
 * Undefined when they belong to none.
 */
export async function signInAccountId({ users }: { users: UserStore }, user: UserRecord): Promise<string | undefined> {
  if (await users.membership(user.defaultAccountId, user.id)) return user.defaultAccountId;
  for (const membership of await users.accountsOf(user.id)) {
    if (await users.membership(membership.accountId, user.id)) return membership.accountId;
  }
  return undefined;
}
