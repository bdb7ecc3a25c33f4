import type { MembershipRecord, UserRecord } from '../accounts/user';
import { permissionsOf } from './permissions';
import type { UserPrincipal } from './principal';
import { type RefreshFamily, sessionLive } from './session';
import type { TokenVerifier } from './token-verifier';

const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;

/** What a bearer token's claims point at, read together (shared/db/principal-repository.ts). */
export interface PrincipalLookup {
  /** The user, their membership of the account, the session and whether the account exists, in one consistent read. */
  lookup(
    userId: string,
    accountId: string,
    sessionId: string,
  ): Promise<{ user?: UserRecord; membership?: MembershipRecord; session?: RefreshFamily; accountExists: boolean }>;
}

/**
 * Resolves an `Authorization: Bearer <access token>` header to its principal, or undefined for a missing, malformed,
 * forged, expired or revoked token. The token says who and which account; role and platform-admin flag are read per
 * request (one consistent read of user, membership and session), so a removed member, a changed role or a logout
 * takes effect on the very next request (docs/decisions/0201-access-tokens.md).
 */
export async function authenticateBearer(
  { tokens, principals }: { tokens: TokenVerifier; principals: PrincipalLookup },
  header: string | undefined,
): Promise<UserPrincipal | undefined> {
  const token = header ? BEARER.exec(header.trim())?.[1] : undefined;
  if (!token) return undefined;
  const claims = await tokens.verifyAccess(token);
  if (!claims) return undefined;
  const { user, membership, session, accountExists } = await principals.lookup(
    claims.userId,
    claims.accountId,
    claims.sessionId,
  );
  if (!user || !membership || !session || session.revokedAt || !accountExists) return undefined;
  if (!sessionLive(session, user)) return undefined;
  if (session.userId !== claims.userId || session.accountId !== claims.accountId) return undefined;
  return {
    type: 'user',
    userId: user.id,
    accountId: membership.accountId,
    role: membership.role,
    permissions: [...permissionsOf(membership.role)],
    platformAdmin: user.platformAdmin === true,
    emailVerified: user.emailVerified === true,
    sessionId: session.id,
  };
}
