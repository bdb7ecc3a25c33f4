import type { Role } from '../auth/permissions';
import { newId } from '../ids';
import type { Repositories } from '../repositories';
import type { AccountRecord, VendorSettings } from './account';
import type { MembershipRecord, UserRecord } from './user';

export interface ProvisionInput {
  email: string;
  fullName: string;
  passwordHash?: string;
  accountName: string;
  platformAdmin?: boolean;
  openingCredits?: number;
  vendor?: Omit<VendorSettings, 'configuredAt'>;
  nowMs: number;
}

/**
 * Creates a user with a new account they own (role OWNER), in one transaction; opening credits go through the ledger
 * so that the balance always equals the ledger's sum.
 */
export async function provisionOwner(
  repos: Repositories,
  input: ProvisionInput,
): Promise<{ user: UserRecord; account: AccountRecord; role: Role }> {
  const now = new Date(input.nowMs).toISOString();
  const account: AccountRecord = {
    id: newId('acc', input.nowMs),
    name: input.accountName,
    balance: 0,
    suspended: false,
    createdAt: now,
    ...(input.vendor ? { vendor: { ...input.vendor, configuredAt: now } } : {}),
  };
  const user: UserRecord = {
    id: newId('usr', input.nowMs),
    email: input.email,
    fullName: input.fullName,
    ...(input.passwordHash ? { passwordHash: input.passwordHash } : {}),
    platformAdmin: input.platformAdmin ?? false,
    createdAt: now,
    defaultAccountId: account.id,
  };
  const membership: MembershipRecord = { accountId: account.id, userId: user.id, role: 'OWNER', createdAt: now };
  await repos.users.createWithAccount(user, account, membership);
  if (input.openingCredits && input.openingCredits > 0) {
    await repos.accounts.credit({
      id: newId('txn', input.nowMs),
      accountId: account.id,
      type: 'CREDIT',
      amount: input.openingCredits,
      reason: 'Opening credit',
      createdAt: now,
    });
    account.balance = input.openingCredits;
  }
  return { user, account, role: 'OWNER' };
}
