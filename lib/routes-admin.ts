import { AccountStatusChange, Credit } from '../shared/accounts/admin-accounts';
import { AdminAccountSchema, CreditResultSchema } from '../shared/accounts/schemas';
import { AdminQuery } from '../shared/audit/audit-log';
import { AuditEntrySchema } from '../shared/audit/schemas';
import { ListQuery, pageOf } from '../shared/http/pagination';
import { errorResponse, pathParams } from './route-docs';
import type { RouteDefinition } from './routes';

const NO_ACCOUNT = errorResponse('No account with this id', ['NOT_FOUND']);

/** Platform administration and audit (contract "Platform administration"); part of the one route table in lib/routes.ts. */
export const adminRoutes: RouteDefinition[] = [
  {
    id: 'audit-log-list',
    method: 'GET',
    path: '/audit-log',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'read' },
    summary: "The account's audit trail, newest first (?limit=, ?cursor=)",
    request: { query: ListQuery },
    responses: { 200: { description: 'A page of audit entries', schema: pageOf(AuditEntrySchema) } },
  },
  {
    id: 'admin-audit-log-list',
    method: 'GET',
    path: '/admin/audit-log',
    auth: 'platformAdmin',
    access: { table: 'read' },
    summary: 'The platform-wide audit trail, newest first (?accountId=, ?limit=, ?cursor=)',
    request: { query: ListQuery.extend(AdminQuery.shape) },
    responses: { 200: { description: 'A page of audit entries', schema: pageOf(AuditEntrySchema) } },
  },
  {
    id: 'admin-accounts-list',
    method: 'GET',
    path: '/admin/accounts',
    auth: 'platformAdmin',
    access: { table: 'read' },
    summary: 'Every account with its balance and suspension, newest first (?limit=, ?cursor=)',
    request: { query: ListQuery },
    responses: { 200: { description: 'A page of accounts', schema: pageOf(AdminAccountSchema) } },
  },
  {
    id: 'admin-accounts-update',
    method: 'PATCH',
    path: '/admin/accounts/{id}',
    auth: 'platformAdmin',
    access: { table: 'readWrite' },
    summary: 'Reinstate (suspended: false) or suspend (suspended: true) an account (audited)',
    request: { params: pathParams('account'), body: AccountStatusChange },
    responses: { 200: { description: 'The account as it is now', schema: AdminAccountSchema }, 404: NO_ACCOUNT },
  },
  {
    id: 'admin-accounts-credit',
    method: 'POST',
    path: '/admin/accounts/{id}/credits',
    auth: 'platformAdmin',
    access: { table: 'readWrite' },
    summary: 'Credit SMS credits to an account, in its ledger (audited); answers the new balance',
    description: '`amount` is a whole number of credits, 1 to 1,000,000; `reason` is recorded in the ledger.',
    request: { params: pathParams('account'), body: Credit },
    responses: {
      201: { description: 'The new balance and the ledger entry', schema: CreditResultSchema },
      404: NO_ACCOUNT,
    },
  },
];
