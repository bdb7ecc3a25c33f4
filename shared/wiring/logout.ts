/**
 * `POST /auth/logout`: the sessions and the token verifier of the published public keys; never the private signing keys
 * (which shared/wiring/auth.ts's `sessionDeps` carries).
 */
import { SessionRepository } from '../db/session-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';
import { verifierOf } from './verifier';

export const logoutDeps = (rt: Runtime) => ({
  sessions: new SessionRepository(tableOf(rt)),
  tokens: verifierOf(rt),
  clock: rt.clock,
});
