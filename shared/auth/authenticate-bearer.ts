import { repositories } from '../repositories';
import type { Runtime } from '../runtime';
import { permissionsOf } from './permissions';
import type { Principal } from './principal';
import { tokenService } from './tokens';

const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;

/**
 * Resolves an `Authorization: Bearer <access token>` header to its principal, or undefined for a missing, malformed,
 * forged, expired or revoked token. The token says who and which account; role and platform-admin flag are read per
 * request (consistent reads of user, membership and session, in parallel), so a removed member, a changed role or a
 * logout takes effect on the very next request (docs/decisions/0201-access-tokens.md).
 */
export async function authenticateBearer(header: string | undefined, rt: Runtime): Promise<Principal | undefined> {
  const token = header ? BEARER.exec(header.trim())?.[1] : undefined;
  if (!token) return undefined;
  const claims = await tokenService(rt).verifyAccess(token);
  if (!claims) return undefined;
  const repos = repositories(rt);
  const [user, membership, session] = await Promise.all([
    repos.users.get(claims.userId),
    repos.users.membership(claims.accountId, claims.userId),
    repos.sessions.get(claims.sessionId),
  ]);
  if (!user || !membership || !session || session.revokedAt) return undefined;
  if (session.userId !== claims.userId || session.accountId !== claims.accountId) return undefined;
  return {
    type: 'user',
    userId: user.id,
    accountId: membership.accountId,
    role: membership.role,
    permissions: [...permissionsOf(membership.role)],
    platformAdmin: user.platformAdmin === true,
  };
}
