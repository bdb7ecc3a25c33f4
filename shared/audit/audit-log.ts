import type { Page, PageRequest } from '../page';
import type { AuditEntry, AuditLog } from './audit';

/** `GET /audit-log`: the caller's account's trail, newest first. */
export function listAccountAudit(
  { audit }: { audit: AuditLog },
  { accountId, page }: { accountId: string; page: PageRequest },
): Promise<Page<AuditEntry>> {
  return audit.listByAccount(accountId, page);
}

/** `GET /admin/audit-log?accountId=`: the platform-wide trail, or one account's, newest first. */
export function listPlatformAudit(
  { audit }: { audit: AuditLog },
  { page, accountId }: { page: PageRequest; accountId?: string },
): Promise<Page<AuditEntry>> {
  return accountId ? audit.listByAccount(accountId, page) : audit.listAll(page);
}
