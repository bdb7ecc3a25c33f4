/** Contracts of the moderation-flag and audit routes, the account's own and the platform's (spec 4.4). */

import { AccountFilter, FlagStatusFilter, ReviewFlagBody } from '../../moderation/flag-review';
import { defineRoute } from '../contract';
import { ListQuery, listQuery, pathParams } from '../pagination';

export const moderationFlagsList = defineRoute({
  id: 'moderation-flags-list',
  method: 'GET',
  path: '/moderation-flags',
  auth: 'bearer',
  permission: 'moderation.review',
  request: { query: listQuery({ status: FlagStatusFilter }) },
});

export const adminModerationFlagsList = defineRoute({
  id: 'admin-moderation-flags-list',
  method: 'GET',
  path: '/admin/moderation-flags',
  auth: 'platformAdmin',
  request: { query: listQuery({ status: FlagStatusFilter, accountId: AccountFilter }) },
});

export const adminModerationFlagsReview = defineRoute({
  id: 'admin-moderation-flags-review',
  method: 'PATCH',
  path: '/admin/moderation-flags/{id}',
  auth: 'platformAdmin',
  request: { params: pathParams('moderation flag'), body: ReviewFlagBody },
});

export const auditLogList = defineRoute({
  id: 'audit-log-list',
  method: 'GET',
  path: '/audit-log',
  auth: 'bearer',
  permission: 'accounts.manage',
  request: { query: ListQuery },
});

export const adminAuditLogList = defineRoute({
  id: 'admin-audit-log-list',
  method: 'GET',
  path: '/admin/audit-log',
  auth: 'platformAdmin',
  request: { query: listQuery({ accountId: AccountFilter }) },
});
