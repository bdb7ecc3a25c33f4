import { fullPath } from '../../lib/routes';
import { forbidden, insufficientScope, tooManyRequests, unauthorized } from './errors';
import type { HttpRequest } from './handler';

/**
 * Enforces what the route table says about a route, in the contract's order: per-IP limit (429), credentials (401),
 * scope or permission (403), then the per-key limit (429). Authentication itself happened in the authorizer.
 * The per-key limit is returned as a pending admission, so a route may overlap it with its own first reads; every
 * route awaits it before it changes anything.
 */
export async function authorize(req: HttpRequest): Promise<{ admission: Promise<void> }> {
  const { route, principal, rt } = req;
  const now = rt.clock.now();

  if (route.ipLimitPerMinute !== undefined) {
    const hit = await rt.rateLimiter.hit(`IP#${route.id}#${req.ip}`, route.ipLimitPerMinute, now);
    if (!hit.allowed) {
      throw tooManyRequests(
        `Rate limit exceeded: ${route.ipLimitPerMinute} requests per minute per IP for ${route.method} ${fullPath(route)}`,
      );
    }
  }

  switch (route.auth) {
    case 'none':
      return { admission: Promise.resolve() };
    case 'apiKey': {
      if (principal.type !== 'apiKey') throw unauthorized();
      if (route.scope && !principal.scopes.includes(route.scope)) throw insufficientScope(route.scope);
      const limit = principal.rateLimitPerMinute;
      const admission = rt.rateLimiter.hit(`KEY#${principal.keyId}`, limit, now).then((hit) => {
        if (!hit.allowed) throw tooManyRequests(`Rate limit exceeded: ${limit} requests per minute for this API key`);
      });
      return { admission };
    }
    case 'bearer':
      if (principal.type !== 'user') throw unauthorized();
      if (route.permission && !principal.permissions.includes(route.permission)) {
        throw forbidden(`This action needs the ${route.permission} permission`);
      }
      return { admission: Promise.resolve() };
    case 'platformAdmin':
      if (principal.type !== 'user') throw unauthorized();
      if (!principal.platformAdmin) throw forbidden('Platform administrators only');
      return { admission: Promise.resolve() };
  }
}
