import type { AuditEntry } from '../audit/audit';
import type { Role } from '../auth/permissions';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';
import type { AccountRecord } from './account';

export interface UserRecord {
  id: string;
  email: string;
  fullName: string;
  /** Absent for users who only sign in through an identity provider (or whose password a claim removed). */
  passwordHash?: string;
  /** The owner of the address proved it (a verification link, a reset, a provider-verified sign-in). */
  emailVerified?: boolean;
  /**
   * Sessions (refresh-token families) started before the user's current epoch are over: signing out everywhere, a
   * password reset or change and a claim of the address raise it (absent: 0).
   */
  sessionEpoch?: number;
  platformAdmin: boolean;
  createdAt: string;
  /** The account the user signs in to. */
  defaultAccountId: string;
  /** The IANA zone the dashboard shows and reads times in (decision 1538); absent: South African time. */
  timeZone?: string;
}

export interface MembershipRecord {
  accountId: string;
  userId: string;
  role: Role;
  createdAt: string;
}

/** The user as the API shows it. */
export function publicUser(user: UserRecord) {
  return { id: user.id, email: user.email, fullName: user.fullName, emailVerified: user.emailVerified === true };
}

/** Users and their memberships (shared/db/user-repository.ts). */
export interface UserStore {
  get(userId: string): Promise<UserRecord | undefined>;
  findByEmail(email: string): Promise<UserRecord | undefined>;
  membership(accountId: string, userId: string): Promise<MembershipRecord | undefined>;
  /** The accounts a user belongs to, oldest first (an index: may lag a just-made change). */
  accountsOf(userId: string): Promise<MembershipRecord[]>;
  /** The account's members (consistent). */
  members(accountId: string): Promise<MembershipRecord[]>;
  /** A page of the account's members, newest first by the time they joined. */
  membersPage(accountId: string, page: PageRequest): Promise<Page<MembershipRecord>>;
  /** A user with a new account they own, in one transaction; EMAIL_TAKEN when the e-mail is registered (any case). */
  createWithAccount(
    user: UserRecord,
    account: AccountRecord,
    membership: MembershipRecord,
  ): Promise<Result<'EMAIL_TAKEN'>>;
  /**
   * A new account owned by an existing user (the membership, OWNER), made the user's default account, in one
   * transaction: only while the user's default account is still `fromDefault` (MOVED otherwise, nothing written), so
   * two concurrent claims of one address make one account (decision 0833).
   */
  addOwnAccount(
    userId: string,
    fromDefault: string,
    account: AccountRecord,
    membership: MembershipRecord,
  ): Promise<Result<'MOVED'>>;
  /** A user who joins an existing account; EMAIL_TAKEN when the e-mail is registered (any case). */
  createMember(user: UserRecord, membership: MembershipRecord): Promise<Result<'EMAIL_TAKEN'>>;
  /** Sets the user's own time zone (an IANA name, checked by the route): ok with the user as it is now, or MISSING. */
  setTimeZone(userId: string, timeZone: string): Promise<Result<'MISSING', { user: UserRecord }>>;
  /** Marks the e-mail verified (its owner, signed in as the user, proved it); MISSING when the user is. */
  markVerified(userId: string): Promise<Result<'MISSING'>>;
  /**
   * Ends every session of the user (raises the epoch) and, with `credentials`, sets what proves who they are at once:
   * the e-mail verified, and the password replaced (`passwordHash`) or removed (null). The session `keep`, if given,
   * survives (it moves to the new epoch in the same transaction: a password change keeps the caller signed in).
   * Ok with the user as it is now, or MISSING when the user is gone (deleted meanwhile: no session is left to end).
   */
  endSessions(
    user: UserRecord,
    options?: { credentials?: { passwordHash: string | null; verified: boolean }; keep?: string },
  ): Promise<Result<'MISSING', { user: UserRecord }>>;
  /** Sets the platform-administrator flag with its audit entry; UNCHANGED when the user is missing or already so. */
  setPlatformAdmin(userId: string, platformAdmin: boolean, audit: AuditEntry): Promise<Result<'UNCHANGED'>>;
}
