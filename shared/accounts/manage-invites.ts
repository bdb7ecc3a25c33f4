import * as z from 'zod/mini';
import { type AuditEntry, actorOf, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { Email } from '../auth/auth-schemas';
import { ROLES } from '../auth/permissions';
import { requireVerifiedEmail } from '../auth/verified-email';
import { conflict, forbidden, notFound } from '../errors';
import type { Page, PageRequest } from '../page';
import { type InviteRecord, type InviteStore, inviteState, issueInvite } from './invite';
import type { UserStore } from './user';

export const CreateInvite = z.strictObject({ email: Email, role: z.enum(ROLES) });

export interface InviteDeps {
  invites: InviteStore;
  users: UserStore;
}

/** An invite as the API shows it: never its token or the token's hash. */
export function publicInvite(invite: InviteRecord, nowMs: number) {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    status: inviteState(invite, nowMs),
    createdAt: invite.createdAt,
    expiresAt: invite.expiresAt,
    invitedBy: invite.invitedBy ?? null,
    acceptedAt: invite.acceptedAt ?? null,
    acceptedBy: invite.acceptedBy ?? null,
    revokedAt: invite.revokedAt ?? null,
  };
}

function entry(actor: Actor, action: 'invite.created' | 'invite.revoked', invite: InviteRecord): AuditEntry {
  const { principal, ip, nowMs } = actor;
  return auditEntry(
    {
      accountId: principal.accountId,
      actor: actorOf(principal, principal.accountId),
      action,
      target: { type: 'invite', id: invite.id },
      details: { email: invite.email, role: invite.role },
      ip,
    },
    nowMs,
  );
}

/**
 * `POST /invites`: a pending invite and its token, shown only in this answer (no e-mail is sent). Only an OWNER may
 * invite an OWNER; inviting someone who is a member already is a 409.
 */
export async function createInvite(
  deps: InviteDeps,
  { actor, input }: { actor: Actor; input: z.output<typeof CreateInvite> },
) {
  const { principal, nowMs } = actor;
  requireVerifiedEmail(principal, 'invite anyone');
  if (input.role === 'OWNER' && principal.role !== 'OWNER') throw forbidden('Only an OWNER may invite an OWNER');
  const existing = await deps.users.findByEmail(input.email);
  if (existing && (await deps.users.membership(principal.accountId, existing.id))) {
    throw conflict('A user with this e-mail is a member of this account already');
  }
  const { record, token } = await issueInvite(deps, {
    accountId: principal.accountId,
    email: input.email,
    role: input.role,
    invitedBy: principal.userId,
    nowMs,
    audit: (r) => entry(actor, 'invite.created', r),
  });
  return { ...publicInvite(record, nowMs), token };
}

/** `GET /invites`: the account's invites of every status, newest first, without tokens. */
export async function listInvites(
  { invites }: Pick<InviteDeps, 'invites'>,
  { accountId, page, nowMs }: { accountId: string; page: PageRequest; nowMs: number },
): Promise<Page<ReturnType<typeof publicInvite>>> {
  const result = await invites.page(accountId, page);
  return { items: result.items.map((i) => publicInvite(i, nowMs)), nextCursor: result.nextCursor };
}

const ALREADY_ACCEPTED = 'This invite has been accepted already; remove the member instead';

/**
 * `DELETE /invites/{id}`: withdraws a pending (or expired) invite, so its token is refused from now on. An invite
 * revoked already stays so (204, not audited again); an accepted one is a 409.
 */
export async function revokeInvite(
  { invites }: Pick<InviteDeps, 'invites'>,
  { actor, inviteId }: { actor: Actor; inviteId: string },
): Promise<void> {
  const invite = await invites.findById(actor.principal.accountId, inviteId);
  if (!invite) throw notFound('Invite');
  if (invite.status === 'REVOKED') return;
  if (invite.status === 'ACCEPTED') throw conflict(ALREADY_ACCEPTED);
  const at = new Date(actor.nowMs).toISOString();
  if ((await invites.revoke(invite, at, entry(actor, 'invite.revoked', invite))).ok) return;
  // Accepted or revoked by a concurrent request since it was read.
  const current = await invites.findByTokenHash(invite.tokenHash);
  if (current?.status === 'ACCEPTED') throw conflict(ALREADY_ACCEPTED);
}
