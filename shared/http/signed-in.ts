import type { Principal } from '../auth/principal';
import { repositories } from '../repositories';
import { unauthorized } from './errors';
import type { HttpRequest } from './handler';

export type UserPrincipal = Extract<Principal, { type: 'user' }>;

/** The signed-in user of a bearer route (the route table already required one), with what their logic needs. */
export function signedIn(req: HttpRequest) {
  const { principal } = req;
  if (principal.type !== 'user') throw unauthorized();
  return { rt: req.rt, repos: repositories(req.rt), principal, ip: req.ip, log: req.log };
}
