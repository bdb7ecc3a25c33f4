/**
 * The handler chain with its rate limits counted in the table: what every route's function uses, except the two
 * that touch no table (health and the OpenAPI document use openHttp from the chain itself). Wiring sits beside the functions: it
 * may join the chain, the domain and the adapters; nothing in the domain or the chain imports it.
 */
import { flushMetrics, metricsOf } from '../aws/emf-metrics';
import { limiterOf } from '../db/rate-window-store';
import { type DomainError, tooManyRequests } from '../errors';
import { type Admission, buildHandler, type RouteLogic, type StagedLogic } from '../http/chain';
import { limitMessage, type RouteContract } from '../http/contract';
import { count, METRIC } from '../metrics';
import type { Runtime } from '../runtime';

/**
 * Shards of an account-wide limit's counter: every request of the account would otherwise write one item
 * (docs/capacity.md); the sliding window holds the limit exact over them.
 */
const ACCOUNT_LIMIT_SHARDS = 4;

/** A 429 of a rate limit, counted per route (the RateLimited metric) before it is answered. */
function refused(rt: Runtime, route: RouteContract, message: string): DomainError {
  count(metricsOf(rt), METRIC.rateLimited, { Route: route.id });
  return tooManyRequests(message);
}

const RATE_LIMITS: Admission = {
  async beforeCredentials(rt, route, ip, nowMs) {
    for (const rule of route.limits ?? []) {
      if (rule.per !== 'ip') continue;
      const hit = await limiterOf(rt).hit(`IP#${route.id}#${ip}`, rule.perMinute, nowMs);
      if (!hit.allowed) throw refused(rt, route, limitMessage(route, rule));
    }
  },
  async caller(rt, route, principal, nowMs) {
    if (principal.type === 'user') {
      for (const rule of route.limits ?? []) {
        if (rule.per === 'ip') continue;
        const [subject, shards] =
          rule.per === 'user'
            ? [`USER#${route.id}#${principal.userId}`, 1]
            : [`ACCOUNT#${route.id}#${principal.accountId}`, ACCOUNT_LIMIT_SHARDS];
        const hit = await limiterOf(rt).hit(subject, rule.perMinute, nowMs, shards);
        if (!hit.allowed) throw refused(rt, route, limitMessage(route, rule));
      }
      return;
    }
    if (route.auth !== 'apiKey' || principal.type !== 'apiKey') return;
    const limit = principal.rateLimitPerMinute;
    const hit = await limiterOf(rt).hit(`KEY#${principal.keyId}`, limit, nowMs);
    if (!hit.allowed) throw refused(rt, route, `Rate limit exceeded: ${limit} requests per minute for this API key`);
  },
};

/** A route's Lambda handler: its contract, the adapters its logic needs (built once per runtime), and its logic. */
export function http<const C extends RouteContract, D, L = never>(
  route: C,
  deps: (rt: Runtime) => D,
  logic: RouteLogic<C, D> | StagedLogic<C, D, L>,
) {
  return buildHandler(route, deps, logic, RATE_LIMITS, flushMetrics);
}
