import type { Role } from '../auth/permissions';
import { conflict } from '../errors';
import { newId } from '../ids';
import { ok, type Result } from '../result';
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

export interface Provisioned {
  user: UserRecord;
  account: AccountWithBalance;
  role: Role;
}

/** provision, for callers to whom a registered e-mail is the caller's mistake: 409 CONFLICT. */
export async function provisionOwner(
  deps: { users: UserStore; accounts: AccountStore },
  input: ProvisionInput,
): Promise<Provisioned> {
  const result = await provision(deps, input);
  if (!result.ok) throw conflict('An account with this e-mail already exists');
  return result;
}

/**
 * Creates a user with a new account they own (role OWNER), in one transaction; opening credits go through the ledger
 * so that the balance always equals the ledger's sum. EMAIL_TAKEN when the e-mail is registered already.
 */
export async function provision(
  { users, accounts }: { users: UserStore; accounts: AccountStore },
  input: ProvisionInput,
): Promise<Result<'EMAIL_TAKEN', Provisioned>> {
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
  const created = await users.createWithAccount(user, account, membership);
  if (!created.ok) return created;
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
  return ok({ user, account: { ...account, balance: openingCredits }, role: 'OWNER' as const });
}
