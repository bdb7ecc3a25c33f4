import type { AccountStore, LedgerEntry } from '../accounts/account';
import { accountGone } from '../errors';
import type { PageRequest } from '../page';

/** A ledger entry as the API shows it: what moved, why, and the message or admin reference it belongs to. */
function publicLedgerEntry(e: LedgerEntry) {
  return {
    id: e.id,
    type: e.type,
    amount: e.amount,
    reason: e.reason,
    messageId: e.messageId ?? null,
    reference: e.reference ?? null,
    createdAt: e.createdAt,
  };
}

/** `GET /billing/balance` and `GET /public/balance`: the account's credits; 401 when the account is gone. */
export async function balanceOf({ accounts }: { accounts: AccountStore }, { accountId }: { accountId: string }) {
  const account = await accounts.withBalance(accountId);
  if (!account) throw accountGone();
  return { balance: account.balance, unit: 'SMS_CREDITS' as const };
}

/** `GET /billing/transactions`: every debit, refund and credit, newest first. */
export async function transactionsOf(
  { accounts }: { accounts: AccountStore },
  { accountId, page }: { accountId: string; page: PageRequest },
) {
  const result = await accounts.ledger(accountId, page);
  return { items: result.items.map(publicLedgerEntry), nextCursor: result.nextCursor };
}
