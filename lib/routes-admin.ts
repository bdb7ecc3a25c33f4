import type { RouteDefinition } from './routes';

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
  },
  {
    id: 'admin-audit-log-list',
    method: 'GET',
    path: '/admin/audit-log',
    auth: 'platformAdmin',
    access: { table: 'read' },
    summary: 'The platform-wide audit trail, newest first (?accountId=, ?limit=, ?cursor=)',
  },
  {
    id: 'admin-accounts-list',
    method: 'GET',
    path: '/admin/accounts',
    auth: 'platformAdmin',
    access: { table: 'read' },
    summary: 'Every account with its balance and suspension, newest first (?limit=, ?cursor=)',
  },
  {
    id: 'admin-accounts-update',
    method: 'PATCH',
    path: '/admin/accounts/{id}',
    auth: 'platformAdmin',
    access: { table: 'readWrite' },
    summary: 'Reinstate (suspended: false) or suspend (suspended: true) an account (audited)',
  },
  {
    id: 'admin-accounts-credit',
    method: 'POST',
    path: '/admin/accounts/{id}/credits',
    auth: 'platformAdmin',
    access: { table: 'readWrite' },
    summary: 'Credit SMS credits to an account, in its ledger (audited); answers the new balance',
  },
];
