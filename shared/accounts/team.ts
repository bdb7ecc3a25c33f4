import * as z from 'zod/mini';
import { type AuditEntry, actorOf, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { ROLES, type Role } from '../auth/permissions';
import { conflict, forbidden, notFound } from '../errors';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import type { MembershipRecord, UserStore } from './user';

/** A member as `GET /team/members` shows them. */
export interface TeamMember {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  joinedAt: string;
}

export const RoleChange = z.strictObject({ role: z.enum(ROLES) });

/**
 * Why a member change was refused: MEMBER_CHANGED when the member's role is no longer the one the change was decided on
 * (changed or removed meanwhile); OWNER_GONE when a membership the change relied on (the acting OWNER, or the OWNER who
 * keeps the account owned) is not an OWNER any more.
 */
export type MemberChangeRefusal = 'MEMBER_CHANGED' | 'OWNER_GONE';

export interface MemberChange {
  accountId: string;
  userId: string;
  /** The role the change was decided on; the write happens only while the member still has it. */
  from: Role;
  /** The new role, or undefined to remove the member. */
  to?: Role;
  /**
   * Members that must be OWNER at the moment of the write (the acting OWNER, the other OWNER who keeps the account
   * owned). Checked in the same transaction, so two concurrent demotions of two owners cannot both succeed.
   */
  mustStayOwners: string[];
  audit: AuditEntry;
}

/** Role changes and removals (shared/db/team-repository.ts), refused when raced. */
export interface TeamStore {
  apply(change: MemberChange): Promise<Result<MemberChangeRefusal>>;
}

export interface TeamDeps {
  users: UserStore;
  team: TeamStore;
}

/** Re-reads after a concurrent change at most this often before answering 409. */
const MAX_ATTEMPTS = 4;

const LAST_OWNER = 'An account must keep at least one OWNER: make another member OWNER first';
const OWNER_ONLY = 'Only an OWNER may grant OWNER or change or remove an OWNER';

async function member(users: UserStore, m: MembershipRecord): Promise<TeamMember> {
  const user = await users.get(m.userId);
  return {
    id: m.userId,
    email: user?.email ?? '',
    fullName: user?.fullName ?? '',
    role: m.role,
    joinedAt: m.createdAt,
  };
}

/** `GET /team/members`: the account's members, newest first by the time they joined. */
export async function listMembers(
  { users }: Pick<TeamDeps, 'users'>,
  { accountId, page }: { accountId: string; page: PageRequest },
): Promise<Page<TeamMember>> {
  const memberships = await users.membersPage(accountId, page);
  return {
    items: await Promise.all(memberships.items.map((m) => member(users, m))),
    nextCursor: memberships.nextCursor,
  };
}

/** `PATCH /team/members/{userId}`: the member with their new role (unchanged, and not audited, when it is the same). */
export async function changeMemberRole(
  deps: TeamDeps,
  input: { actor: Actor; userId: string; role: Role },
): Promise<TeamMember> {
  return member(deps.users, await changeMember(deps, input.actor, input.userId, input.role));
}

/** `DELETE /team/members/{userId}`: the member's tokens stop working on their next request (role read per request). */
export async function removeMember(deps: TeamDeps, input: { actor: Actor; userId: string }): Promise<void> {
  await changeMember(deps, input.actor, input.userId, undefined);
}

/**
 * The OWNER rules (docs/decisions/0301-owner-invariant.md): only an OWNER grants OWNER or changes or removes an OWNER,
 * and an OWNER leaves the role only while another OWNER stays, which the transaction checks at commit. Roles are read
 * afresh (consistently) on every attempt, so a retry after a concurrent change decides on the new state.
 */
async function changeMember(
  { users, team }: TeamDeps,
  { principal, ip, nowMs }: Actor,
  userId: string,
  to: Role | undefined,
): Promise<MembershipRecord> {
  const { accountId } = principal;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const [current, actor] = await Promise.all([
      users.membership(accountId, userId),
      users.membership(accountId, principal.userId),
    ]);
    if (!current) throw notFound('Member');
    if (!actor) throw forbidden();
    const needsOwner = current.role === 'OWNER' || to === 'OWNER';
    if (needsOwner && actor.role !== 'OWNER') throw forbidden(OWNER_ONLY);
    if (to === current.role) return current;

    const mustStayOwners = needsOwner ? [actor.userId] : [];
    if (current.role === 'OWNER') {
      const keeper = await anotherOwner(users, accountId, userId, actor.userId);
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
    // Either refusal means the team moved on: read it again.
    if ((await team.apply({ accountId, userId, from: current.role, to, mustStayOwners, audit })).ok) {
      return { ...current, role: to ?? current.role };
    }
  }
  throw conflict('The team changed while this request was processed; try again');
}

/** What became of a member the service removed on its own (a claim of the address, decision 0833). */
export type SystemRemoval = 'removed' | 'absent' | 'last-owner';

/**
 * Removes a member without an acting user (a claim of the address, decision 0833), audited by `audit` (given the
 * member's role). The OWNER rule holds as for a person's removal: an OWNER leaves only while another OWNER stays,
 * checked at commit; the last OWNER stays a member (`last-owner`). `absent` when they are not a member (any more).
 */
export async function removeMemberBySystem(
  { users, team }: Pick<TeamDeps, 'team'> & { users: Pick<UserStore, 'membership' | 'members'> },
  { accountId, userId, audit }: { accountId: string; userId: string; audit: (role: Role) => AuditEntry },
): Promise<SystemRemoval> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const current = await users.membership(accountId, userId);
    if (!current) return 'absent';
    const mustStayOwners: string[] = [];
    if (current.role === 'OWNER') {
      const keeper = await anotherOwner(users, accountId, userId, '');
      if (!keeper) return 'last-owner';
      mustStayOwners.push(keeper);
    }
    if ((await team.apply({ accountId, userId, from: current.role, mustStayOwners, audit: audit(current.role) })).ok) {
      return 'removed';
    }
  }
  throw conflict('The team changed while the claim was processed; try again');
}

/** An OWNER other than `userId`, preferring the acting user (who must be an OWNER to change an OWNER anyway). */
async function anotherOwner(users: Pick<UserStore, 'members'>, accountId: string, userId: string, actorId: string) {
  const owners = (await users.members(accountId)).filter((m) => m.role === 'OWNER' && m.userId !== userId);
  return (owners.find((m) => m.userId === actorId) ?? owners[0])?.userId;
}
