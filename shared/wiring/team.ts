/** The adapters of the team, invite and API-key routes. */
import type { InviteDeps } from '../accounts/manage-invites';
import type { TeamDeps } from '../accounts/team';
import type { ApiKeyDeps } from '../api-keys/manage-api-keys';
import { ApiKeyRepository } from '../db/api-key-repository';
import { InviteRepository } from '../db/invite-repository';
import { tableOf } from '../db/table';
import { TeamRepository } from '../db/team-repository';
import { UserRepository } from '../db/user-repository';
import type { Runtime } from '../runtime';

export const teamDeps = (rt: Runtime): TeamDeps => ({
  users: new UserRepository(tableOf(rt)),
  team: new TeamRepository(tableOf(rt)),
});

export const inviteDeps = (rt: Runtime): InviteDeps => ({
  users: new UserRepository(tableOf(rt)),
  invites: new InviteRepository(tableOf(rt)),
});

export const apiKeyDeps = (rt: Runtime): ApiKeyDeps => ({ apiKeys: new ApiKeyRepository(tableOf(rt)) });
