import { z } from 'zod';
import { type AuditActor, auditEntry } from '../audit/audit';
import { cancellationCodes } from '../db/items';
import { notFound } from '../http/errors';
import { newId } from '../ids';
import type { Repositories } from '../repositories';
import type { AccountRecord, LedgerEntry } from './account';
import type { ActingUser } from './team';

/** The largest single credit: a typo of a few extra digits is refused rather than granted. */
export const MAX_CREDIT = 1_000_000;

export const AccountStatusChange = z.strictObject({ suspended: z.boolean() });
export const Credit = z.strictObject({
  amount: z.number().int().min(1).max(MAX_CREDIT),
  reason: z.string().trim().min(1).max(200),
});

/** An account as platform administrators see it in lists. */
export function adminAccount(account: AccountRecord) {
  return {
    id: account.id,
    name: account.name,
    balance: account.balance,
    suspended: account.suspended,
    createdAt: account.createdAt,
  };
}

/** Platform operations are recorded as the platform administrator's, whichever account they belong to. */
const adminActor = (acting: ActingUser): AuditActor => ({ type: 'platformAdmin', id: acting.principal.userId });

const failedCondition = (error: unknown, index = 0) => cancellationCodes(error)?.[index] === 'ConditionalCheckFailed';

/** `GET /admin/accounts`: every account, newest first. */
export async function listAccounts(repos: Repositories, page: { limit: number; cursor?: string }) {
  const result = await repos.accounts.page(page);
  return { items: result.items.map(adminAccount), nextCursor: result.nextCursor };
}

/**
 * `PATCH /admin/accounts/{id}` `{suspended}`: reinstates (false) or suspends (true) an account, audited as
 * `account.reinstated` / `account.suspended`. Setting the state the account is in already changes and audits nothing.
 */
export async function setAccountSuspended(
  repos: Repositories,
  acting: ActingUser,
  accountId: string,
  suspended: boolean,
) {
  const account = await repos.accounts.get(accountId);
  if (!account) throw notFound('Account');
  if (account.suspended === suspended) return adminAccount(account);
  const audit = auditEntry(
    {
      accountId,
      actor: adminActor(acting),
      action: suspended ? 'account.suspended' : 'account.reinstated',
      target: { type: 'account', id: accountId },
      details: { via: 'admin' },
      ip: acting.ip,
    },
    acting.nowMs,
  );
  try {
    await repos.audit.recordWith(audit, [repos.accounts.suspendedUpdate(accountId, suspended)]);
  } catch (error) {
    if (failedCondition(error)) throw notFound('Account');
    throw error;
  }
  return adminAccount({ ...account, suspended });
}

/**
 * `POST /admin/accounts/{id}/credits` `{amount, reason}`: adds credits, with the ledger entry and the audit entry in the
 * same transaction, and answers the new balance.
 */
export async function creditAccount(
  repos: Repositories,
  acting: ActingUser,
  accountId: string,
  credit: z.infer<typeof Credit>,
) {
  const createdAt = new Date(acting.nowMs).toISOString();
  const audit = auditEntry(
    {
      accountId,
      actor: adminActor(acting),
      action: 'billing.credited',
      target: { type: 'account', id: accountId },
      details: { amount: credit.amount, reason: credit.reason },
      ip: acting.ip,
    },
    acting.nowMs,
  );
  const entry: LedgerEntry = {
    id: newId('txn', acting.nowMs),
    accountId,
    type: 'CREDIT',
    amount: credit.amount,
    reason: credit.reason,
    reference: audit.id,
    createdAt,
  };
  audit.details = { ...audit.details, transactionId: entry.id };
  try {
    await repos.audit.recordWith(audit, repos.accounts.creditItems(entry));
  } catch (error) {
    if (failedCondition(error)) throw notFound('Account');
    throw error;
  }
  const account = await repos.accounts.get(accountId);
  return {
    accountId,
    balance: account?.balance ?? 0,
    unit: 'SMS_CREDITS',
    transaction: { id: entry.id, type: entry.type, amount: entry.amount, reason: entry.reason, createdAt },
  };
}
