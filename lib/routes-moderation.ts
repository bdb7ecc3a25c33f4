import {
  adminModerationFlagsList,
  adminModerationFlagsReview,
  moderationFlagsList,
} from '../shared/http/routes/moderation';
import { FlagSchema } from '../shared/moderation/schemas';
import { errorResponse, pageOf } from './route-docs';
import { type RouteDefinition, route, SHARDED_READS_MB } from './route-table';

/** Moderation flag review (spec 4.4; contract "Platform administration"); part of the one route table in lib/routes.ts. */
export const moderationRoutes: RouteDefinition[] = [
  route(moderationFlagsList, {
    memoryMb: SHARDED_READS_MB,
    access: { table: ['Query'] },
    summary: "The account's own moderation flags, newest first (?status=, ?limit=, ?cursor=)",
    responses: { 200: { description: 'A page of flags', schema: pageOf(FlagSchema) } },
  }),
  route(adminModerationFlagsList, {
    memoryMb: SHARDED_READS_MB,
    access: { table: ['Query'] },
    summary: 'Moderation flags across every account, newest first (?status=, ?accountId=, ?limit=, ?cursor=)',
    responses: { 200: { description: 'A page of flags', schema: pageOf(FlagSchema) } },
  }),
  route(adminModerationFlagsReview, {
    access: { table: ['GetItem', 'PutItem', 'UpdateItem'] },
    summary: 'Review a moderation flag; status ACCOUNT_SUSPENDED suspends its account (audited)',
    description:
      '`status` is one of OPEN, DISMISSED, CONFIRMED, ACCOUNT_SUSPENDED. Only ACCOUNT_SUSPENDED suspends the ' +
      "flag's account (in the same transaction); no status reinstates it (that is PATCH /admin/accounts/{id}).",
    responses: {
      200: { description: 'The reviewed flag', schema: FlagSchema },
      404: errorResponse('No flag with this id (or its account no longer exists)', ['NOT_FOUND']),
      409: errorResponse('The flag was reviewed by someone else meanwhile; read it again and retry', ['CONFLICT']),
    },
  }),
];
