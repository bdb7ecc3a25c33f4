import type { Role } from '../auth/permissions';

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
