import { z } from 'zod';
import { actorOf, auditEntry } from '../audit/audit';
import { Email } from '../auth/password-sign-in';
import { ROLES } from '../auth/permissions';
import { cancellationCodes } from '../db/items';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Repositories } from '../repositories';
import { type InviteRecord, inviteState, issueInvite } from './invite';
import type { ActingUser } from './team';

export const CreateInvite = z.strictObject({ email: Email, role: z.enum(ROLES) });

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

function entry(acting: ActingUser, action: 'invite.created' | 'invite.revoked', invite: InviteRecord) {
  const { principal, ip, nowMs } = acting;
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
export async function createInvite(repos: Repositories, acting: ActingUser, body: z.infer<typeof CreateInvite>) {
  const { principal, nowMs } = acting;
  if (body.role === 'OWNER' && principal.role !== 'OWNER') throw forbidden('Only an OWNER may invite an OWNER');
  const existing = await repos.users.findByEmail(body.email);
  if (existing && (await repos.users.membership(principal.accountId, existing.id))) {
    throw conflict('A user with this e-mail is a member of this account already');
  }
  const { record, token } = await issueInvite(repos, {
    accountId: principal.accountId,
    email: body.email,
    role: body.role,
    invitedBy: principal.userId,
    nowMs,
    audit: (r) => entry(acting, 'invite.created', r),
  });
  return { ...publicInvite(record, nowMs), token };
}

/** `GET /invites`: the account's invites of every status, newest first, without tokens. */
export async function listInvites(
  repos: Repositories,
  accountId: string,
  page: { limit: number; cursor?: string },
  nowMs: number,
) {
  const result = await repos.invites.page(accountId, page);
  return { items: result.items.map((i) => publicInvite(i, nowMs)), nextCursor: result.nextCursor };
}

const ALREADY_ACCEPTED = 'This invite has been accepted already; remove the member instead';

/**
 * `DELETE /invites/{id}`: withdraws a pending (or expired) invite, so its token is refused from now on. An invite
 * revoked already stays so (204, not audited again); an accepted one is a 409.
 */
export async function revokeInvite(repos: Repositories, acting: ActingUser, inviteId: string): Promise<void> {
  const { accountId } = acting.principal;
  const invite = await repos.invites.findById(accountId, inviteId);
  if (!invite) throw notFound('Invite');
  if (invite.status === 'REVOKED') return;
  if (invite.status === 'ACCEPTED') throw conflict(ALREADY_ACCEPTED);
  const at = new Date(acting.nowMs).toISOString();
  try {
    await repos.audit.recordWith(entry(acting, 'invite.revoked', invite), [repos.invites.revokeItem(invite, at)]);
  } catch (error) {
    if (cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
    // Accepted or revoked by a concurrent request since it was read.
    const current = await repos.invites.findByTokenHash(invite.tokenHash);
    if (current?.status === 'ACCEPTED') throw conflict(ALREADY_ACCEPTED);
  }
}
