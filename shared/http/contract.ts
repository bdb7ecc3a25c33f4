/**
 * The run-time contract of a route: what its function needs to answer a request (method, path, who may call, which
 * limits apply, and the schemas of what it accepts). Each route's contract is a small object in shared/http/routes/; its
 * function imports only that object. The documentation of a route (summary, responses, examples) and what its
 * function may touch in AWS live in lib/ (the CDK stack and the OpenAPI document), which the functions never import.
 */
import type * as z from 'zod/mini';
import type { ApiKeyScope, Permission, Role } from '../auth/permissions';
import type { AnonymousPrincipal, ApiKeyPrincipal, UserPrincipal } from '../auth/principal';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** none: public route; apiKey: X-API-Key (Public API); bearer: access token; platformAdmin: bearer + admin flag. */
export type AuthKind = 'none' | 'apiKey' | 'bearer' | 'platformAdmin';

/**
 * A rolling-minute limit: per client IP, whatever credentials are sent (spec section 8), counted before them; per
 * signed-in user or per account (contract Part 3: the dashboard send), counted once the caller is known. An API key's
 * own per-minute limit comes with the key and needs no rule.
 */
export interface RateLimitRule {
  readonly per: 'ip' | 'user' | 'account';
  readonly perMinute: number;
}

/** What a route accepts. query, params and headers are objects whose properties are the parameters. */
export interface RouteRequest {
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly params?: z.ZodMiniType;
  readonly headers?: z.ZodMiniType;
}

export interface RouteContract {
  /** kebab-case, unique; the function's file is functions/<id>.ts. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Relative to /api/v1, with {name} path parameters. */
  readonly path: string;
  readonly auth: AuthKind;
  /** Required API-key scope (auth apiKey). */
  readonly scope?: ApiKeyScope;
  /** Required permission (auth bearer). */
  readonly permission?: Permission;
  /**
   * Roles allowed beyond the permission (auth bearer): what no permission of the contract's table expresses, such as
   * exporting or deleting the whole account (the owner only, docs/decisions/1106-owner-only-routes.md).
   */
  readonly roles?: readonly Role[];
  readonly limits?: readonly RateLimitRule[];
  /** The largest body this route accepts, when it is not MAX_BODY_BYTES (a CSV import). */
  readonly maxBodyBytes?: number;
  /**
   * The body is handed over as the text that arrived, not parsed as JSON (vendor callbacks: Twilio posts form fields,
   * and a signature is computed over what was sent).
   */
  readonly rawBody?: boolean;
  readonly request?: RouteRequest;
}

/** Declares a contract, keeping its literal types (auth kind, schemas) for the handler's typing. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

export const API_PREFIX = '/api/v1';

/**
 * The 429 message of a route's limit, as the contract's example words it, with the path relative to /api/v1
 * (`Rate limit exceeded: 10 requests per minute per IP for POST /auth/login`).
 */
export function limitMessage(route: Pick<RouteContract, 'method' | 'path'>, rule: RateLimitRule): string {
  const per = rule.per === 'ip' ? 'IP' : rule.per;
  return `Rate limit exceeded: ${rule.perMinute} requests per minute per ${per} for ${route.method} ${route.path}`;
}

/** The full path of a route as API Gateway and the local gateway serve it. */
export function fullPath(route: Pick<RouteContract, 'path'>): string {
  return `${API_PREFIX}${route.path}`;
}

/** Who calls a route of this auth kind, once the chain has checked it. */
export type PrincipalOf<A extends AuthKind> = A extends 'apiKey'
  ? ApiKeyPrincipal
  : A extends 'bearer' | 'platformAdmin'
    ? UserPrincipal
    : AnonymousPrincipal;

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export type BodyOf<C extends RouteContract> = C['rawBody'] extends true
  ? string
  : C['request'] extends RouteRequest
    ? Parsed<C['request']['body']>
    : undefined;
export type QueryOf<C extends RouteContract> = C['request'] extends RouteRequest
  ? Parsed<C['request']['query']>
  : undefined;
export type ParamsOf<C extends RouteContract> = C['request'] extends RouteRequest
  ? Parsed<C['request']['params']>
  : undefined;
