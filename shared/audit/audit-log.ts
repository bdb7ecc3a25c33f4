import type { Page, PageRequest } from '../page';
import type { AuditEntry, AuditLog } from './audit';

/** How an account's own trail names a platform administrator: the role, never the person (or where they were). */
export const PLATFORM_ADMINISTRATOR = 'platform administrator';

/** An entry as the account sees it: an administrator's change shows who acted as "platform administrator", no IP. */
export function tenantView(entry: AuditEntry): AuditEntry {
  if (entry.actor.type !== 'platformAdmin') return entry;
  const { ip: _ip, ...rest } = entry;
  return { ...rest, actor: { type: 'platformAdmin', id: PLATFORM_ADMINISTRATOR } };
}

/**
 * `GET /audit-log`: the caller's account's trail, newest first. Changes a platform administrator made to the account
 * show "platform administrator", not that person's user id and IP (the platform-wide trail keeps both).
 */
export async function listAccountAudit(
  { audit }: { audit: AuditLog },
  { accountId, page }: { accountId: string; page: PageRequest },
): Promise<Page<AuditEntry>> {
  const result = await audit.listByAccount(accountId, page);
  return { ...result, items: result.items.map(tenantView) };
}

/** `GET /admin/audit-log?accountId=`: the platform-wide trail, or one account's, newest first. */
export function listPlatformAudit(
  { audit }: { audit: AuditLog },
  { page, accountId }: { page: PageRequest; accountId?: string },
): Promise<Page<AuditEntry>> {
  return accountId ? audit.listByAccount(accountId, page) : audit.listAll(page);
}
