import { CreatedInviteSchema, InviteSchema, TeamMemberSchema } from '../shared/accounts/schemas';
import { ApiKeySchema, CreatedApiKeySchema } from '../shared/api-keys/schemas';
import {
  apiKeysCreate,
  apiKeysList,
  apiKeysRevoke,
  apiKeysUpdate,
  invitesCreate,
  invitesList,
  invitesRevoke,
  teamMembersList,
  teamMembersRemove,
  teamMembersUpdate,
} from '../shared/http/routes/team';
import { errorResponse, noContent, notFoundOf, pageOf } from './route-docs';
import { type RouteDefinition, route } from './route-table';

const OWNER_ONLY = 'Only an OWNER grants OWNER or changes or removes an OWNER';

/** Team, invites and API-key management (contract "Account routes"); part of the one route table in lib/routes.ts. */
export const teamRoutes: RouteDefinition[] = [
  route(teamMembersList, {
    access: { table: ['GetItem', 'Query'] },
    summary: "The account's members with their roles, newest first (?limit=, ?cursor=)",
    responses: { 200: { description: 'A page of members', schema: pageOf(TeamMemberSchema) } },
  }),
  route(teamMembersUpdate, {
    access: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'] },
    summary: "Change a member's role; only an OWNER grants or changes OWNER, one OWNER always stays (audited)",
    responses: {
      200: { description: 'The member with their new role', schema: TeamMemberSchema },
      403: errorResponse(`The caller lacks accounts.manage, or: ${OWNER_ONLY}`, ['FORBIDDEN']),
      404: errorResponse('No member with this user id in the account', ['NOT_FOUND']),
      409: errorResponse('The last OWNER cannot step down, or the team changed meanwhile (retry)', ['CONFLICT']),
    },
  }),
  route(teamMembersRemove, {
    access: { table: ['GetItem', 'Query', 'PutItem', 'DeleteItem', 'ConditionCheckItem'] },
    summary: 'Remove a member; their tokens stop working at once (audited)',
    responses: {
      204: noContent('Removed'),
      403: errorResponse(`The caller lacks accounts.manage, or: ${OWNER_ONLY}`, ['FORBIDDEN']),
      404: errorResponse('No member with this user id in the account', ['NOT_FOUND']),
      409: errorResponse('The last OWNER cannot be removed, or the team changed meanwhile (retry)', ['CONFLICT']),
    },
  }),
  route(invitesCreate, {
    access: { table: ['GetItem', 'PutItem'] },
    summary: 'Invite someone by e-mail with a role; the token is shown only in this answer (audited)',
    responses: {
      201: { description: 'The pending invite with its token (no e-mail is sent)', schema: CreatedInviteSchema },
      403: errorResponse(
        "The caller lacks accounts.manage, only an OWNER may invite an OWNER, or the caller's e-mail is not verified",
        ['FORBIDDEN'],
      ),
      409: errorResponse('A user with this e-mail is a member of the account already', ['CONFLICT']),
    },
  }),
  route(invitesList, {
    access: { table: ['Query'] },
    summary: "The account's invites, newest first, without tokens (?limit=, ?cursor=)",
    responses: { 200: { description: 'A page of invites of every status', schema: pageOf(InviteSchema) } },
  }),
  route(invitesRevoke, {
    access: { table: ['Query', 'PutItem', 'UpdateItem'] },
    summary: 'Withdraw a pending invite (audited)',
    responses: {
      204: noContent('Revoked (or revoked already): its token is refused from now on'),
      404: notFoundOf('invite'),
      409: errorResponse('The invite has been accepted already; remove the member instead', ['CONFLICT']),
    },
  }),
  route(apiKeysCreate, {
    access: { table: ['PutItem'] },
    summary: 'Issue an API key; its full value is shown only in this answer (audited)',
    description: '`rateLimitPerMinute` defaults to 60 and may be 1 to 10,000.',
    responses: {
      201: { description: 'The new key with its full value', schema: CreatedApiKeySchema },
      403: errorResponse("The role lacks apikeys.manage, or the caller's e-mail is not verified yet", ['FORBIDDEN']),
    },
  }),
  route(apiKeysList, {
    access: { table: ['Query'] },
    summary: "The account's API keys (prefix only), newest first (?limit=, ?cursor=)",
    responses: { 200: { description: 'A page of keys, revoked ones included', schema: pageOf(ApiKeySchema) } },
  }),
  route(apiKeysUpdate, {
    // Query and BatchGetItem also: a cap set mid-day reads the key's debits of the day and its spend counters.
    access: { table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'] },
    summary: "Rename an API key or change its rate limit, effective on the key's next request (audited)",
    responses: {
      200: { description: 'The key as it is now', schema: ApiKeySchema },
      404: notFoundOf('API key'),
      409: errorResponse('The key has been revoked', ['CONFLICT']),
    },
  }),
  route(apiKeysRevoke, {
    access: { table: ['Query', 'PutItem', 'UpdateItem'] },
    summary: 'Revoke an API key; it is refused from its very next request (audited)',
    responses: { 204: noContent('Revoked (or revoked already)'), 404: notFoundOf('API key') },
  }),
];
