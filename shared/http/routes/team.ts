/** Contracts of the team, invite and API-key routes (contract "Account routes"). */
import { CreateInvite } from '../../accounts/manage-invites';
import { RoleChange } from '../../accounts/team';
import { CreateApiKey, UpdateApiKey } from '../../api-keys/manage-api-keys';
import { defineRoute } from '../contract';
import { ListQuery, pathParams } from '../pagination';

const member = pathParams('member', 'userId');

export const teamMembersList = defineRoute({
  id: 'team-members-list',
  method: 'GET',
  path: '/team/members',
  auth: 'bearer',
  permission: 'accounts.manage',
  request: { query: ListQuery },
});

export const teamMembersUpdate = defineRoute({
  id: 'team-members-update',
  method: 'PATCH',
  path: '/team/members/{userId}',
  auth: 'bearer',
  permission: 'accounts.manage',
  request: { params: member, body: RoleChange },
});

export const teamMembersRemove = defineRoute({
  id: 'team-members-remove',
  method: 'DELETE',
  path: '/team/members/{userId}',
  auth: 'bearer',
  permission: 'accounts.manage',
  request: { params: member },
});

export const invitesCreate = defineRoute({
  id: 'invites-create',
  method: 'POST',
  path: '/invites',
  auth: 'bearer',
  permission: 'accounts.manage',
  request: { body: CreateInvite },
});

export const invitesList = defineRoute({
  id: 'invites-list',
  method: 'GET',
  path: '/invites',
  auth: 'bearer',
  permission: 'accounts.manage',
  request: { query: ListQuery },
});

export const invitesRevoke = defineRoute({
  id: 'invites-revoke',
  method: 'DELETE',
  path: '/invites/{id}',
  auth: 'bearer',
  permission: 'accounts.manage',
  request: { params: pathParams('invite') },
});

export const apiKeysCreate = defineRoute({
  id: 'api-keys-create',
  method: 'POST',
  path: '/api-keys',
  auth: 'bearer',
  permission: 'apikeys.manage',
  request: { body: CreateApiKey },
});

export const apiKeysList = defineRoute({
  id: 'api-keys-list',
  method: 'GET',
  path: '/api-keys',
  auth: 'bearer',
  permission: 'apikeys.manage',
  request: { query: ListQuery },
});

export const apiKeysUpdate = defineRoute({
  id: 'api-keys-update',
  method: 'PATCH',
  path: '/api-keys/{id}',
  auth: 'bearer',
  permission: 'apikeys.manage',
  request: { params: pathParams('API key'), body: UpdateApiKey },
});

export const apiKeysRevoke = defineRoute({
  id: 'api-keys-revoke',
  method: 'DELETE',
  path: '/api-keys/{id}',
  auth: 'bearer',
  permission: 'apikeys.manage',
  request: { params: pathParams('API key') },
});
