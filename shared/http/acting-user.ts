import type { ActingUser } from '../accounts/team';
import { unauthorized } from './errors';
import type { HttpRequest } from './handler';

/** The signed-in user a bearer route acts for, with the request's IP and time (what audited changes record). */
export function actingUser(req: HttpRequest): ActingUser {
  if (req.principal.type !== 'user') throw unauthorized();
  return { principal: req.principal, ip: req.ip, nowMs: req.rt.clock.now() };
}
