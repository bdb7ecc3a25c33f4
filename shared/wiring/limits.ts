/** The daily spend caps' routes, wired: the account, its keys and the spend counters. */
import type { LimitsDeps } from '../billing/spend';
import { AccountRepository } from '../db/account-repository';
import { ApiKeyRepository } from '../db/api-key-repository';
import { SpendRepository } from '../db/spend-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';

export const limitsDeps = (rt: Runtime): LimitsDeps => ({
  accounts: new AccountRepository(tableOf(rt)),
  apiKeys: new ApiKeyRepository(tableOf(rt)),
  spend: new SpendRepository(tableOf(rt)),
  clock: rt.clock,
  ...(rt.overrides.sandboxClock ? { dayClock: rt.overrides.sandboxClock } : {}),
});
