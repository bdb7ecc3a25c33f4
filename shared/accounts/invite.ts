import type { AuditEntry } from '../audit/audit';
import type { Role } from '../auth/permissions';
import { hashToken } from '../auth/tokens';
import { newId, randomSecret } from '../ids';
import type { Repositories } from '../repositories';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type InviteStatus = 'PENDING' | 'ACCEPTED' | 'REVOKED';

/** An invitation to join an account with a role; its token is shown once and stored only as a hash. */
export interface InviteRecord {
  id: string;
  accountId: string;
  /** The invitee's e-mail: an existing user with it joins; otherwise a new user is created with it. */
  email: string;
  role: Role;
  tokenHash: string;
  status: InviteStatus;
  createdAt: string;
  expiresAt: string;
  invitedBy?: string;
  acceptedAt?: string;
  acceptedBy?: string;
  revokedAt?: string;
}

/** What an invite is at `nowMs`: its stored status, or EXPIRED once a pending invite's time has passed. */
export function inviteState(invite: InviteRecord, nowMs: number): InviteStatus | 'EXPIRED' {
  if (invite.status === 'PENDING' && Date.parse(invite.expiresAt) <= nowMs) return 'EXPIRED';
  return invite.status;
}

export interface IssueInviteInput {
  accountId: string;
  email: string;
  role: Role;
  invitedBy?: string;
  nowMs: number;
  ttlMs?: number;
  /** The audit entry to write in the same transaction as the invite (built from the new record). */
  audit?: (record: InviteRecord) => AuditEntry;
}

/**
 * Creates a pending invite and returns it with its token, the only time the token exists in clear.
 */
export async function issueInvite(
  repos: Repositories,
  input: IssueInviteInput,
): Promise<{ record: InviteRecord; token: string }> {
  const token = `invt_${randomSecret(32)}`;
  const record: InviteRecord = {
    id: newId('inv', input.nowMs),
    accountId: input.accountId,
    email: input.email,
    role: input.role,
    tokenHash: hashToken(token),
    status: 'PENDING',
    createdAt: new Date(input.nowMs).toISOString(),
    expiresAt: new Date(input.nowMs + (input.ttlMs ?? INVITE_TTL_MS)).toISOString(),
    ...(input.invitedBy ? { invitedBy: input.invitedBy } : {}),
  };
  if (input.audit) await repos.audit.recordWith(input.audit(record), [repos.invites.createItem(record)]);
  else await repos.invites.create(record);
  return { record, token };
}
