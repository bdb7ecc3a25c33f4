import { ListQuery, pageOf } from '../shared/http/pagination';
import { AccountFilter, ReviewFlagBody, StatusFilter } from '../shared/moderation/flag-review';
import { FlagSchema } from '../shared/moderation/schemas';
import { errorResponse, pathParams } from './route-docs';
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
    request: { query: ListQuery.extend({ status: StatusFilter }) },
    responses: { 200: { description: 'A page of flags', schema: pageOf(FlagSchema) } },
  },
  {
    id: 'admin-moderation-flags-list',
    method: 'GET',
    path: '/admin/moderation-flags',
    auth: 'platformAdmin',
    access: { table: 'read' },
    summary: 'Moderation flags across every account, newest first (?status=, ?accountId=, ?limit=, ?cursor=)',
    request: { query: ListQuery.extend({ status: StatusFilter, accountId: AccountFilter }) },
    responses: { 200: { description: 'A page of flags', schema: pageOf(FlagSchema) } },
  },
  {
    id: 'admin-moderation-flags-review',
    method: 'PATCH',
    path: '/admin/moderation-flags/{id}',
    auth: 'platformAdmin',
    access: { table: 'readWrite' },
    summary: 'Review a moderation flag; status ACCOUNT_SUSPENDED suspends its account (audited)',
    description:
      '`status` is one of OPEN, DISMISSED, CONFIRMED, ACCOUNT_SUSPENDED. Only ACCOUNT_SUSPENDED suspends the ' +
      "flag's account (in the same transaction); no status reinstates it (that is PATCH /admin/accounts/{id}).",
    request: { params: pathParams('moderation flag'), body: ReviewFlagBody },
    responses: {
      200: { description: 'The reviewed flag', schema: FlagSchema },
      404: errorResponse('No flag with this id (or its account no longer exists)', ['NOT_FOUND']),
      409: errorResponse('The flag was reviewed by someone else meanwhile; read it again and retry', ['CONFLICT']),
    },
  },
];
