/**
 * The one table of HTTP routes. The CDK stack (lib/api.ts) and the local gateway (local/gateway.ts) are both generated
 * from it, so a route can never exist in one and not the other. The handler of a route is `functions/<id>.ts`,
 * exporting `handler`. Authorisation (scope, permission, platform administrator, per-IP limit) is enforced by the
 * shared handler chain from this same entry, so the table is also the single statement of who may call what.
 */
import type { ZodType } from 'zod';
import type { ApiKeyScope, Permission } from '../shared/auth/permissions';
import { BalanceSchema } from '../shared/billing/schemas';
import type { ErrorCode } from '../shared/http/error-schema';
import { PublicMessageSchema } from '../shared/messages/message';
import { HealthSchema, OpenApiDocumentSchema } from '../shared/service-schemas';
import { errorResponse, notFoundOf, pathParams } from './route-docs';
import { adminRoutes } from './routes-admin';
import { authRoutes } from './routes-auth';
import { moderationRoutes } from './routes-moderation';
import { teamRoutes } from './routes-team';
import { workspaceRoutes } from './routes-workspace';
import { SEND_DOCS } from './send-route-docs';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** none: public route; apiKey: X-API-Key (Public API); bearer: access token; platformAdmin: bearer + admin flag. */
export type AuthKind = 'none' | 'apiKey' | 'bearer' | 'platformAdmin';

/** What a route's function may touch; the stack turns it into least-privilege grants. */
export interface RouteAccess {
  table?: 'read' | 'readWrite';
  /** May send to the message queue. */
  sendQueue?: boolean;
  /** May read the token-signing keys. */
  signingKeys?: boolean;
  /** May decrypt vendor credentials. */
  vendorSecrets?: boolean;
}

/** A named example of a request or response body, shown in the OpenAPI document (and checked against its schema). */
export interface BodyExample {
  summary: string;
  value: unknown;
}

/**
 * What a route accepts, as the zod schemas its handler parses with (the same objects, exported from shared/), so the
 * OpenAPI document (lib/openapi.ts) cannot drift from the code. query, params and headers are objects whose
 * properties are the parameters (header names as sent).
 */
export interface RouteRequest {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  headers?: ZodType;
  examples?: Record<string, BodyExample>;
}

/** One documented status of a route. Errors the route table implies (auth, body, limits, 500) are added for you. */
export interface RouteResponse {
  description: string;
  /** The body; none for an empty answer (204). Error statuses use ErrorEnvelopeSchema (errorResponse in lib/route-docs.ts). */
  schema?: ZodType;
  /** For an error status: the envelope codes this route answers it with. */
  codes?: readonly ErrorCode[];
  /** Response headers beyond X-Request-Id (sent on every answer): name → description. */
  headers?: Record<string, string>;
  examples?: Record<string, BodyExample>;
}

export interface RouteDefinition {
  /** kebab-case, unique; the handler file is functions/<id>.ts. */
  id: string;
  method: HttpMethod;
  /** Relative to /api/v1, with {name} path parameters. */
  path: string;
  auth: AuthKind;
  /** Required API-key scope (auth apiKey). */
  scope?: ApiKeyScope;
  /** Required permission (auth bearer). */
  permission?: Permission;
  /** Requests per rolling minute per client IP (spec section 8), whatever credentials are sent. */
  ipLimitPerMinute?: number;
  access: RouteAccess;
  memoryMb?: number;
  timeoutSeconds?: number;
  summary: string;
  /** Longer text for the OpenAPI document (Markdown). */
  description?: string;
  request?: RouteRequest;
  /** Success and route-specific error statuses (see RouteResponse). */
  responses?: Record<number, RouteResponse>;
}

export const API_PREFIX = '/api/v1';

export const routes: readonly RouteDefinition[] = [
  {
    id: 'health',
    method: 'GET',
    path: '/health',
    auth: 'none',
    access: {},
    summary: 'Service health and version',
    responses: { 200: { description: 'The service is up', schema: HealthSchema } },
  },
  {
    id: 'openapi-document',
    method: 'GET',
    path: '/openapi.json',
    auth: 'none',
    access: {},
    summary: 'This OpenAPI 3.1 document',
    description: 'Generated from the route table; the local stack renders it at /docs.',
    responses: { 200: { description: 'The OpenAPI 3.1 document of this API', schema: OpenApiDocumentSchema } },
  },

  // Public API (X-API-Key)
  {
    id: 'public-send-sms',
    method: 'POST',
    path: '/public/sms/send',
    auth: 'apiKey',
    scope: 'sms.send',
    access: { table: 'readWrite', sendQueue: true },
    memoryMb: 512,
    summary: 'Send one SMS',
    ...SEND_DOCS,
    responses: {
      ...SEND_DOCS.responses,
      403: errorResponse(
        'INSUFFICIENT_SCOPE: the key lacks sms.send; ACCOUNT_SUSPENDED: the account is suspended (sending is ' +
          'disabled, reads still work); FORBIDDEN: the account of the key no longer exists',
        ['INSUFFICIENT_SCOPE', 'ACCOUNT_SUSPENDED', 'FORBIDDEN'],
      ),
    },
  },
  {
    id: 'public-get-sms',
    method: 'GET',
    path: '/public/sms/{id}',
    auth: 'apiKey',
    scope: 'sms.read',
    access: { table: 'readWrite' },
    summary: 'Get the status of a message',
    request: { params: pathParams('message') },
    responses: { 200: { description: 'The message', schema: PublicMessageSchema }, 404: notFoundOf('message') },
  },
  {
    id: 'public-balance',
    method: 'GET',
    path: '/public/balance',
    auth: 'apiKey',
    scope: 'sms.read',
    access: { table: 'readWrite' },
    summary: 'Get the account balance',
    responses: {
      200: { description: 'The SMS credit balance', schema: BalanceSchema },
      404: errorResponse('The account of the key no longer exists', ['NOT_FOUND']),
    },
  },

  ...authRoutes,
  ...teamRoutes,
  ...workspaceRoutes,
  ...moderationRoutes,
  ...adminRoutes,
];

/** The full path of a route as API Gateway and the local gateway serve it. */
export function fullPath(route: Pick<RouteDefinition, 'path'>): string {
  return `${API_PREFIX}${route.path}`;
}

/** Looks a route up by id; throws when the table does not have it, so a typo fails at cold start. */
export function routeById(id: string): RouteDefinition {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`No route with id "${id}" in lib/routes.ts`);
  return route;
}
