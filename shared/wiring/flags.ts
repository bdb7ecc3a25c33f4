/** `GET /moderation-flags`: the account's flags (no classifier: that is shared/wiring/moderation.ts). */
import { FlagRepository } from '../db/flag-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';

export const flagListDeps = (rt: Runtime) => ({ flags: new FlagRepository(tableOf(rt)) });
