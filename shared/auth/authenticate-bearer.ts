import type { Runtime } from '../runtime';
import type { Principal } from './principal';

/**
 * Resolves an `Authorization: Bearer <access token>` header to its principal, or undefined.
 * Until access tokens are issued (platform auth), no bearer token is accepted.
 */
export async function authenticateBearer(_header: string | undefined, _rt: Runtime): Promise<Principal | undefined> {
  return undefined;
}
