import type { AuditEntry } from '../audit/audit';
import type { Role } from '../auth/permissions';
import { hashToken } from '../auth/token-hash';
import { newId, randomSecret } from '../ids';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import type { MembershipRecord, UserRecord } from './user';

const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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

/**
 * Why an acceptance was refused: INVITE_UNAVAILABLE when the invite is not pending any more, or has expired, by the time
 * it is accepted; ALREADY_MEMBER when the invited user is a member of the account already (their role is left as it
 * is); EMAIL_TAKEN when the new user's e-mail was registered meanwhile.
 */
export type AcceptRefusal = 'INVITE_UNAVAILABLE' | 'ALREADY_MEMBER' | 'EMAIL_TAKEN';

/** Invites (shared/db/invite-repository.ts). */
export interface InviteStore {
  /** Creates a pending invite, with its audit entry in the same transaction. */
  create(record: InviteRecord, audit?: AuditEntry): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<InviteRecord | undefined>;
  /** An invite of the account by its id (an index: may lag a just-made invite). */
  findById(accountId: string, inviteId: string): Promise<InviteRecord | undefined>;
  /** The account's invites of every status, newest first. */
  page(accountId: string, page: PageRequest): Promise<Page<InviteRecord>>;
  /** Revokes a pending invite with its audit entry; NOT_PENDING when it is no longer pending (or not this account's). */
  revoke(invite: InviteRecord, at: string, audit: AuditEntry): Promise<Result<'NOT_PENDING'>>;
  /**
   * Accepts in one transaction: the invite (only while pending and unexpired), the membership (only if the user is not
   * a member yet), a new user when given, and the audit entry; refused with the first of those that does not hold.
   */
  accept(
    invite: InviteRecord,
    membership: MembershipRecord,
    now: string,
    options: { newUser?: UserRecord; audit: AuditEntry },
  ): Promise<Result<AcceptRefusal>>;
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
  { invites }: { invites: InviteStore },
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
  await invites.create(record, input.audit?.(record));
  return { record, token };
}
