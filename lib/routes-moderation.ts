import type { RouteDefinition } from './routes';

/** Moderation flag review (spec 4.4; contract "Platform administration"); part of the one route table in lib/routes.ts. */
export const moderationRoutes: RouteDefinition[] = [
  {
    id: 'moderation-flags-list',
    method: 'GET',
    path: '/moderation-flags',
    auth: 'bearer',
    permission: 'moderation.review',
    access: { table: 'read' },
    summary: "The account's own moderation flags, newest first (?status=, ?limit=, ?cursor=)",
  },
  {
    id: 'admin-moderation-flags-list',
    method: 'GET',
    path: '/admin/moderation-flags',
    auth: 'platformAdmin',
    access: { table: 'read' },
    summary: 'Moderation flags across every account, newest first (?status=, ?accountId=, ?limit=, ?cursor=)',
  },
  {
    id: 'admin-moderation-flags-review',
    method: 'PATCH',
    path: '/admin/moderation-flags/{id}',
    auth: 'platformAdmin',
    access: { table: 'readWrite' },
    summary: 'Review a moderation flag; status ACCOUNT_SUSPENDED suspends its account (audited)',
  },
];
