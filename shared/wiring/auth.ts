/** What the sign-in routes share: users, sessions, the token service, the clock and the log. */
import type { SessionDeps } from '../auth/session';
import { SessionRepository } from '../db/session-repository';
import { tableOf } from '../db/table';
import { UserRepository } from '../db/user-repository';
import type { Runtime } from '../runtime';
import { tokensOf } from './tokens';

export const sessionDeps = (rt: Runtime): SessionDeps => {
  const table = tableOf(rt);
  return {
    sessions: new SessionRepository(table),
    users: new UserRepository(table),
    tokens: tokensOf(rt),
    clock: rt.clock,
    log: rt.log,
  };
};
