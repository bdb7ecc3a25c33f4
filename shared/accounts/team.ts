import { z } from 'zod';
import { actorOf, auditEntry } from '../audit/audit';
import { ROLES, type Role } from '../auth/permissions';
import type { Principal } from '../auth/principal';
import { InvalidCursorError, type Page } from '../db/items';
import { MemberChangedError, OwnerGoneError } from '../db/team-repository';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Repositories } from '../repositories';
import type { MembershipRecord } from './user';

export type UserPrincipal = Extract<Principal, { type: 'user' }>;

/** A member as `GET /team/members` shows them. */
export interface TeamMember {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  joinedAt: string;
}

export const RoleChange = z.strictObject({ role: z.enum(ROLES) });

/** Who acts, from where, and when: what every audited team change needs. */
export interface ActingUser {
  principal: UserPrincipal;
  ip: string;
  nowMs: number;
}

/** Re-reads after a concurrent change at most this often before answering 409. */
const MAX_ATTEMPTS = 4;

const LAST_OWNER = 'An account must keep at least one OWNER: make another member OWNER first';
const OWNER_ONLY = 'Only an OWNER may grant OWNER or change or remove an OWNER';

const Cursor = z.strictObject({ joinedAt: z.string(), userId: z.string() });
type Position = Pick<MembershipRecord, 'createdAt' | 'userId'>;
const newestFirst = (a: Position, b: Position) =>
  b.createdAt.localeCompare(a.createdAt) || b.userId.localeCompare(a.userId);

/**
 * The account's members, newest first by the time they joined. An account has tens of members, not thousands, so the
 * page is cut from the whole (consistently read) member list; the cursor names the last member shown.
 */
export async function listMembers(
  repos: Repositories,
  accountId: string,
  page: { limit: number; cursor?: string },
): Promise<Page<TeamMember>> {
  const all = (await repos.users.members(accountId)).sort(newestFirst);
  let start = 0;
  if (page.cursor) {
    const after = decodeMemberCursor(page.cursor);
    start = all.findIndex((m) => newestFirst(m, { createdAt: after.joinedAt, userId: after.userId }) > 0);
    if (start < 0) start = all.length;
  }
  const slice = all.slice(start, start + page.limit);
  const users = await Promise.all(slice.map((m) => repos.users.get(m.userId)));
  const items = slice.map((m, i) => ({
    id: m.userId,
    email: users[i]?.email ?? '',
    fullName: users[i]?.fullName ?? '',
    role: m.role,
    joinedAt: m.createdAt,
  }));
  const last = slice.at(-1);
  const more = start + page.limit < all.length && last !== undefined;
  return {
    items,
    nextCursor: more
      ? Buffer.from(JSON.stringify({ joinedAt: last.createdAt, userId: last.userId })).toString('base64url')
      : null,
  };
}

function decodeMemberCursor(cursor: string) {
  try {
    return Cursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new InvalidCursorError();
  }
}

/** `PATCH /team/members/{userId}`: the member with their new role (unchanged, and not audited, when it is the same). */
export async function changeMemberRole(repos: Repositories, acting: ActingUser, userId: string, role: Role) {
  const membership = await changeMember(repos, acting, userId, role);
  return member(repos, membership);
}

/** `DELETE /team/members/{userId}`: the member's tokens stop working on their next request (role read per request). */
export async function removeMember(repos: Repositories, acting: ActingUser, userId: string): Promise<void> {
  await changeMember(repos, acting, userId, undefined);
}

async function member(repos: Repositories, m: MembershipRecord): Promise<TeamMember> {
  const user = await repos.users.get(m.userId);
  return {
    id: m.userId,
    email: user?.email ?? '',
    fullName: user?.fullName ?? '',
    role: m.role,
    joinedAt: m.createdAt,
  };
}

/**
 * The OWNER rules (docs/decisions/0301-owner-invariant.md): only an OWNER grants OWNER or changes or removes an OWNER,
 * and an OWNER leaves the role only while another OWNER stays, which the transaction checks at commit. Roles are read
 * afresh (consistently) on every attempt, so a retry after a concurrent change decides on the new state.
 */
async function changeMember(
  repos: Repositories,
  { principal, ip, nowMs }: ActingUser,
  userId: string,
  to: Role | undefined,
): Promise<MembershipRecord> {
  const { accountId } = principal;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const [current, actor] = await Promise.all([
      repos.users.membership(accountId, userId),
      repos.users.membership(accountId, principal.userId),
    ]);
    if (!current) throw notFound('Member');
    if (!actor) throw forbidden();
    const needsOwner = current.role === 'OWNER' || to === 'OWNER';
    if (needsOwner && actor.role !== 'OWNER') throw forbidden(OWNER_ONLY);
    if (to === current.role) return current;

    const mustStayOwners = needsOwner ? [actor.userId] : [];
    if (current.role === 'OWNER') {
      const keeper = await anotherOwner(repos, accountId, userId, actor.userId);
      if (!keeper) throw conflict(LAST_OWNER);
      mustStayOwners.push(keeper);
    }
    const audit = auditEntry(
      {
        accountId,
        actor: actorOf(principal, accountId),
        action: to === undefined ? 'member.removed' : 'member.role_changed',
        target: { type: 'user', id: userId },
        details: to === undefined ? { role: current.role } : { from: current.role, to },
        ip,
      },
      nowMs,
    );
    try {
      await repos.team.apply({
        accountId,
        userId,
        from: current.role,
        to,
        mustStayOwners,
        audit: repos.audit.put(audit),
      });
      return { ...current, role: to ?? current.role };
    } catch (error) {
      if (!(error instanceof MemberChangedError || error instanceof OwnerGoneError)) throw error;
    }
  }
  throw conflict('The team changed while this request was processed; try again');
}

/** An OWNER other than `userId`, preferring the acting user (who must be an OWNER to change an OWNER anyway). */
async function anotherOwner(repos: Repositories, accountId: string, userId: string, actorId: string) {
  const owners = (await repos.users.members(accountId)).filter((m) => m.role === 'OWNER' && m.userId !== userId);
  return (owners.find((m) => m.userId === actorId) ?? owners[0])?.userId;
}
