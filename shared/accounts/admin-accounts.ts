import * as z from 'zod/mini';
import { type AuditActor, auditEntry } from '../audit/audit';
import type { Actor } from '../auth/actor';
import { notFound } from '../errors';
import { newId } from '../ids';
import type { PageRequest } from '../page';
import type { AccountStore, AccountWithBalance, LedgerEntry } from './account';

/** The largest single credit: a typo of a few extra digits is refused rather than granted. */
const MAX_CREDIT = 1_000_000;

export const AccountStatusChange = z.strictObject({ suspended: z.boolean() });
export const Credit = z.strictObject({
  amount: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_CREDIT)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export interface AdminAccountDeps {
  accounts: AccountStore;
}

/** An account as platform administrators see it in lists. */
function adminAccount(account: AccountWithBalance) {
  return {
    id: account.id,
    name: account.name,
    balance: account.balance,
    suspended: account.suspended,
    createdAt: account.createdAt,
  };
}

/** Platform operations are recorded as the platform administrator's, whichever account they belong to. */
const adminActor = (actor: Actor): AuditActor => ({ type: 'platformAdmin', id: actor.principal.userId });

/** `GET /admin/accounts`: every account, newest first. */
export async function listAccounts({ accounts }: AdminAccountDeps, { page }: { page: PageRequest }) {
  const result = await accounts.page(page);
  return { items: result.items.map(adminAccount), nextCursor: result.nextCursor };
}

/**
 * `PATCH /admin/accounts/{id}` `{suspended}`: reinstates (false) or suspends (true) an account, audited as
 * `account.reinstated` / `account.suspended`. Setting the state the account is in already changes and audits nothing.
 */
export async function setAccountSuspended(
  { accounts }: AdminAccountDeps,
  { actor, accountId, suspended }: { actor: Actor; accountId: string; suspended: boolean },
) {
  const account = await accounts.withBalance(accountId);
  if (!account) throw notFound('Account');
  if (account.suspended === suspended) return adminAccount(account);
  const audit = auditEntry(
    {
      accountId,
      actor: adminActor(actor),
      action: suspended ? 'account.suspended' : 'account.reinstated',
      target: { type: 'account', id: accountId },
      details: { via: 'admin' },
      ip: actor.ip,
    },
    actor.nowMs,
  );
  if (!(await accounts.setSuspended(accountId, suspended, [audit])).ok) throw notFound('Account');
  return adminAccount({ ...account, suspended });
}

/**
 * `POST /admin/accounts/{id}/credits` `{amount, reason}`: adds credits, with the ledger entry and the audit entry in the
 * same transaction, and answers the new balance.
 */
export async function creditAccount(
  { accounts }: AdminAccountDeps,
  { actor, accountId, credit }: { actor: Actor; accountId: string; credit: z.output<typeof Credit> },
) {
  const createdAt = new Date(actor.nowMs).toISOString();
  const audit = auditEntry(
    {
      accountId,
      actor: adminActor(actor),
      action: 'billing.credited',
      target: { type: 'account', id: accountId },
      details: { amount: credit.amount, reason: credit.reason },
      ip: actor.ip,
    },
    actor.nowMs,
  );
  const entry: LedgerEntry = {
    id: newId('txn', actor.nowMs),
    accountId,
    type: 'CREDIT',
    amount: credit.amount,
    reason: credit.reason,
    reference: audit.id,
    createdAt,
  };
  audit.details = { ...audit.details, transactionId: entry.id };
  if (!(await accounts.credit(entry, audit)).ok) throw notFound('Account');
  const account = await accounts.withBalance(accountId);
  return {
    accountId,
    balance: account?.balance ?? 0,
    unit: 'SMS_CREDITS' as const,
    transaction: { id: entry.id, type: entry.type, amount: entry.amount, reason: entry.reason, createdAt },
  };
}
