import { z } from 'zod';
import { idPattern } from '../db/id-cursor';
import { decodeCursor, InvalidCursorError } from '../db/items';
import { ALL_AUDIT, keys } from '../db/keys';
import { listQuery } from '../http/pagination';
import { parseWith } from '../http/validate';
import type { Repositories } from '../repositories';

const AUDIT_ID = idPattern('aud');
export const AdminQuery = z.object({
  accountId: z.string().regex(idPattern('acc'), 'must be an account id').optional(),
});

/**
 * The audit repository's cursors are DynamoDB start keys; one is accepted only if it points into the partition being
 * listed, so a cursor of another list (or account) is a 400, never another account's entries or a DynamoDB error.
 */
function checkCursor(cursor: string | undefined, partition: { pk: string } | { gsi2pk: string }): void {
  const key = decodeCursor(cursor);
  if (!key) return;
  const names = 'gsi2pk' in partition ? ['gsi2pk', 'gsi2sk', 'pk', 'sk'] : ['pk', 'sk'];
  const fits =
    Object.keys(key).sort().join() === names.join() &&
    Object.entries(partition).every(([name, value]) => key[name] === value) &&
    typeof key.sk === 'string' &&
    AUDIT_ID.test(key.sk);
  if (!fits) throw new InvalidCursorError();
}

/** `GET /audit-log`: the caller's account's trail, newest first. */
export async function listAccountAudit(repos: Repositories, accountId: string, query: Record<string, string>) {
  const { limit, cursor } = listQuery(query);
  checkCursor(cursor, { pk: keys.auditPartition(accountId) });
  return repos.audit.listByAccount(accountId, limit, cursor);
}

/** `GET /admin/audit-log?accountId=`: the platform-wide trail, or one account's, newest first. */
export async function listPlatformAudit(repos: Repositories, query: Record<string, string>) {
  const { limit, cursor } = listQuery(query);
  const { accountId } = parseWith(AdminQuery, { accountId: query.accountId }, 'Query');
  checkCursor(cursor, accountId ? { pk: keys.auditPartition(accountId) } : { gsi2pk: ALL_AUDIT });
  return repos.audit.listAll(limit, cursor, accountId);
}
