/** `GET /usage`: the account's daily aggregate, read with the sandbox clock on the local stage. */
import { tableOf } from '../db/table';
import { UsageRepository } from '../db/usage-repository';
import type { Runtime } from '../runtime';

export const usageDeps = (rt: Runtime) => ({
  usage: new UsageRepository(tableOf(rt)),
  clock: rt.overrides.sandboxClock ?? rt.clock,
});
