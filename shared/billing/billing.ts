import type { LedgerEntry } from '../accounts/account';
import { idPattern } from '../db/id-cursor';
import { decodeCursor, InvalidCursorError } from '../db/items';
import { keys } from '../db/keys';
import { forbidden } from '../http/errors';
import type { UserPrincipal } from '../http/signed-in';
import type { Repositories } from '../repositories';

const LEDGER_ID = idPattern('txn');

interface Caller {
  repos: Repositories;
  principal: UserPrincipal;
}

/** GET /billing/balance: the same figure as the Public API's balance. */
export async function balanceOf(caller: Caller) {
  const account = await caller.repos.accounts.get(caller.principal.accountId);
  if (!account) throw forbidden('The account of this session no longer exists');
  return { balance: account.balance, unit: 'SMS_CREDITS' as const };
}

/** A ledger entry as the API shows it: what moved, why, and the message or admin reference it belongs to. */
export function publicLedgerEntry(e: LedgerEntry) {
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

/**
 * The ledger's cursor is DynamoDB's last key; it is accepted only when it points inside the caller's own ledger, so a
 * forged one is a 400, never another account's entries or a DynamoDB error.
 */
function ownCursor(accountId: string, cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const key = decodeCursor(cursor);
  const ownKeys =
    Object.keys(key ?? {})
      .sort()
      .join(',') === 'pk,sk';
  if (!ownKeys || key?.pk !== keys.ledgerPartition(accountId) || !LEDGER_ID.test(String(key.sk))) {
    throw new InvalidCursorError();
  }
  return cursor;
}

/** GET /billing/transactions: every debit, refund and credit, newest first, paginated. */
export async function transactionsOf(caller: Caller, page: { limit: number; cursor?: string }) {
  const { accountId } = caller.principal;
  const result = await caller.repos.accounts.ledger(accountId, page.limit, ownCursor(accountId, page.cursor));
  return { items: result.items.map(publicLedgerEntry), nextCursor: result.nextCursor };
}
