import { CreateInvite } from '../shared/accounts/manage-invites';
import { CreatedInviteSchema, InviteSchema, TeamMemberSchema } from '../shared/accounts/schemas';
import { RoleChange } from '../shared/accounts/team';
import { CreateApiKey, UpdateApiKey } from '../shared/api-keys/manage-api-keys';
import { ApiKeySchema, CreatedApiKeySchema } from '../shared/api-keys/schemas';
import { ListQuery, pageOf } from '../shared/http/pagination';
import { errorResponse, noContent, notFoundOf, pathParams } from './route-docs';
import type { RouteDefinition } from './routes';

const OWNER_ONLY = 'Only an OWNER grants OWNER or changes or removes an OWNER';

/** Team, invites and API-key management (contract "Account routes"); part of the one route table in lib/routes.ts. */
export const teamRoutes: RouteDefinition[] = [
  {
    id: 'team-members-list',
    method: 'GET',
    path: '/team/members',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'read' },
    summary: "The account's members with their roles, newest first (?limit=, ?cursor=)",
    request: { query: ListQuery },
    responses: { 200: { description: 'A page of members', schema: pageOf(TeamMemberSchema) } },
  },
  {
    id: 'team-members-update',
    method: 'PATCH',
    path: '/team/members/{userId}',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'readWrite' },
    summary: "Change a member's role; only an OWNER grants or changes OWNER, one OWNER always stays (audited)",
    request: { params: pathParams('member', 'userId'), body: RoleChange },
    responses: {
      200: { description: 'The member with their new role', schema: TeamMemberSchema },
      403: errorResponse(`The caller lacks accounts.manage, or: ${OWNER_ONLY}`, ['FORBIDDEN']),
      404: errorResponse('No member with this user id in the account', ['NOT_FOUND']),
      409: errorResponse('The last OWNER cannot step down, or the team changed meanwhile (retry)', ['CONFLICT']),
    },
  },
  {
    id: 'team-members-remove',
    method: 'DELETE',
    path: '/team/members/{userId}',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'readWrite' },
    summary: 'Remove a member; their tokens stop working at once (audited)',
    request: { params: pathParams('member', 'userId') },
    responses: {
      204: noContent('Removed'),
      403: errorResponse(`The caller lacks accounts.manage, or: ${OWNER_ONLY}`, ['FORBIDDEN']),
      404: errorResponse('No member with this user id in the account', ['NOT_FOUND']),
      409: errorResponse('The last OWNER cannot be removed, or the team changed meanwhile (retry)', ['CONFLICT']),
    },
  },
  {
    id: 'invites-create',
    method: 'POST',
    path: '/invites',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'readWrite' },
    summary: 'Invite someone by e-mail with a role; the token is shown only in this answer (audited)',
    request: { body: CreateInvite },
    responses: {
      201: { description: 'The pending invite with its token (no e-mail is sent)', schema: CreatedInviteSchema },
      403: errorResponse('The caller lacks accounts.manage, or only an OWNER may invite an OWNER', ['FORBIDDEN']),
      409: errorResponse('A user with this e-mail is a member of the account already', ['CONFLICT']),
    },
  },
  {
    id: 'invites-list',
    method: 'GET',
    path: '/invites',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'read' },
    summary: "The account's invites, newest first, without tokens (?limit=, ?cursor=)",
    request: { query: ListQuery },
    responses: { 200: { description: 'A page of invites of every status', schema: pageOf(InviteSchema) } },
  },
  {
    id: 'invites-revoke',
    method: 'DELETE',
    path: '/invites/{id}',
    auth: 'bearer',
    permission: 'accounts.manage',
    access: { table: 'readWrite' },
    summary: 'Withdraw a pending invite (audited)',
    request: { params: pathParams('invite') },
    responses: {
      204: noContent('Revoked (or revoked already): its token is refused from now on'),
      404: notFoundOf('invite'),
      409: errorResponse('The invite has been accepted already; remove the member instead', ['CONFLICT']),
    },
  },
  {
    id: 'api-keys-create',
    method: 'POST',
    path: '/api-keys',
    auth: 'bearer',
    permission: 'apikeys.manage',
    access: { table: 'readWrite' },
    summary: 'Issue an API key; its full value is shown only in this answer (audited)',
    description: '`rateLimitPerMinute` defaults to 60 and may be 1 to 10,000.',
    request: { body: CreateApiKey },
    responses: { 201: { description: 'The new key with its full value', schema: CreatedApiKeySchema } },
  },
  {
    id: 'api-keys-list',
    method: 'GET',
    path: '/api-keys',
    auth: 'bearer',
    permission: 'apikeys.manage',
    access: { table: 'read' },
    summary: "The account's API keys (prefix only), newest first (?limit=, ?cursor=)",
    request: { query: ListQuery },
    responses: { 200: { description: 'A page of keys, revoked ones included', schema: pageOf(ApiKeySchema) } },
  },
  {
    id: 'api-keys-update',
    method: 'PATCH',
    path: '/api-keys/{id}',
    auth: 'bearer',
    permission: 'apikeys.manage',
    access: { table: 'readWrite' },
    summary: "Rename an API key or change its rate limit, effective on the key's next request (audited)",
    request: { params: pathParams('API key'), body: UpdateApiKey },
    responses: {
      200: { description: 'The key as it is now', schema: ApiKeySchema },
      404: notFoundOf('API key'),
      409: errorResponse('The key has been revoked', ['CONFLICT']),
    },
  },
  {
    id: 'api-keys-revoke',
    method: 'DELETE',
    path: '/api-keys/{id}',
    auth: 'bearer',
    permission: 'apikeys.manage',
    access: { table: 'readWrite' },
    summary: 'Revoke an API key; it is refused from its very next request (audited)',
    request: { params: pathParams('API key') },
    responses: { 204: noContent('Revoked (or revoked already)'), 404: notFoundOf('API key') },
  },
];
