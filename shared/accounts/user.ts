import type { AuditEntry } from '../audit/audit';
import type { Role } from '../auth/permissions';
import type { Page, PageRequest } from '../page';
import type { AccountRecord } from './account';

export interface UserRecord {
  id: string;
  email: string;
  fullName: string;
  /** Absent for users who only sign in through an identity provider. */
  passwordHash?: string;
  platformAdmin: boolean;
  createdAt: string;
  /** The account the user signs in to. */
  defaultAccountId: string;
}

export interface MembershipRecord {
  accountId: string;
  userId: string;
  role: Role;
  createdAt: string;
}

/** The user as the API shows it. */
export function publicUser(user: UserRecord) {
  return { id: user.id, email: user.email, fullName: user.fullName };
}

/** The e-mail is registered already (in any letter case). */
export class EmailTakenError extends Error {
  constructor() {
    super('e-mail already registered');
    this.name = 'EmailTakenError';
  }
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
  /** A user with a new account they own, in one transaction; EmailTakenError when the e-mail is registered. */
  createWithAccount(user: UserRecord, account: AccountRecord, membership: MembershipRecord): Promise<void>;
  /** A user who joins an existing account; EmailTakenError when the e-mail is registered. */
  createMember(user: UserRecord, membership: MembershipRecord): Promise<void>;
  /** Sets the platform-administrator flag with its audit entry; false when the user is missing or already so. */
  setPlatformAdmin(userId: string, platformAdmin: boolean, audit: AuditEntry): Promise<boolean>;
}
