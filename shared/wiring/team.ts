/** The adapters of the team, invite and API-key routes. */
import type { InviteDeps } from '../accounts/manage-invites';
import type { TeamDeps } from '../accounts/team';
import type { ApiKeyDeps } from '../api-keys/manage-api-keys';
import { AccountRepository } from '../db/account-repository';
import { ApiKeyRepository } from '../db/api-key-repository';
import { InviteRepository } from '../db/invite-repository';
import { SpendRepository } from '../db/spend-repository';
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

/** PATCH /api-keys/{id}: a cap set on a key counts what the key already spent that day (the ledger, the counters). */
export const apiKeyUpdateDeps = (rt: Runtime): ApiKeyDeps => ({
  ...apiKeyDeps(rt),
  daySpend: {
    accounts: new AccountRepository(tableOf(rt)),
    spend: new SpendRepository(tableOf(rt)),
    clock: rt.clock,
    ...(rt.overrides.sandboxClock ? { dayClock: rt.overrides.sandboxClock } : {}),
  },
});
