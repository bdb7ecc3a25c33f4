import type { Role } from '../auth/permissions';
import { newId } from '../ids';
import type { AccountRecord, AccountStore, AccountWithBalance, VendorSettings } from './account';
import type { MembershipRecord, UserRecord, UserStore } from './user';

export interface ProvisionInput {
  email: string;
  fullName: string;
  passwordHash?: string;
  /** The address is proved already (an identity provider verified it). */
  emailVerified?: boolean;
  accountName: string;
  platformAdmin?: boolean;
  openingCredits?: number;
  vendor?: Omit<VendorSettings, 'configuredAt'>;
  nowMs: number;
}

/**
 * Creates a user with a new account they own (role OWNER), in one transaction; opening credits go through the ledger
 * so that the balance always equals the ledger's sum. EmailTakenError when the e-mail is registered already.
 */
export async function provisionOwner(
  { users, accounts }: { users: UserStore; accounts: AccountStore },
  input: ProvisionInput,
): Promise<{ user: UserRecord; account: AccountWithBalance; role: Role }> {
  const now = new Date(input.nowMs).toISOString();
  const account: AccountRecord = {
    id: newId('acc', input.nowMs),
    name: input.accountName,
    suspended: false,
    createdAt: now,
    ...(input.vendor ? { vendor: { ...input.vendor, configuredAt: now } } : {}),
  };
  const user: UserRecord = {
    id: newId('usr', input.nowMs),
    email: input.email,
    fullName: input.fullName,
    ...(input.passwordHash ? { passwordHash: input.passwordHash } : {}),
    ...(input.emailVerified ? { emailVerified: true } : {}),
    platformAdmin: input.platformAdmin ?? false,
    createdAt: now,
    defaultAccountId: account.id,
  };
  const membership: MembershipRecord = { accountId: account.id, userId: user.id, role: 'OWNER', createdAt: now };
  await users.createWithAccount(user, account, membership);
  const openingCredits = input.openingCredits ?? 0;
  if (openingCredits > 0) {
    await accounts.credit({
      id: newId('txn', input.nowMs),
      accountId: account.id,
      type: 'CREDIT',
      amount: openingCredits,
      reason: 'Opening credit',
      createdAt: now,
    });
  }
  return { user, account: { ...account, balance: openingCredits }, role: 'OWNER' };
}
