/**
 * The one table of HTTP routes: each route's run-time contract (shared/routes/, what its function imports) joined with
 * what only the CDK stack and the OpenAPI document need: what the function may touch in AWS (turned into its IAM
 * grants), its memory and timeout, and its documentation. The CDK stack (lib/api.ts), the local gateway
 * (local/gateway.ts) and the OpenAPI document (lib/openapi.ts) are all generated from it, so a route can never exist
 * in one and not the other. The handler of a route is `functions/<id>.ts`, exporting `handler`.
 */
import type * as z from 'zod/mini';
import { BalanceSchema } from '../shared/billing/schemas';
import type { RouteContract, RouteRequest } from '../shared/http/contract';
import { PublicMessageSchema } from '../shared/messages/schemas';
import { publicBalance, publicGetSms } from '../shared/routes/public';
import { publicSendSms } from '../shared/routes/send';
import { health, openapiDocument } from '../shared/routes/service';
import { HealthSchema, OpenApiDocumentSchema } from '../shared/service-schemas';
import type { ErrorCode } from './error-schema';
import { errorResponse, notFoundOf } from './route-docs';
import { adminRoutes } from './routes-admin';
import { authRoutes } from './routes-auth';
import { moderationRoutes } from './routes-moderation';
import { teamRoutes } from './routes-team';
import { workspaceRoutes } from './routes-workspace';
import { SEND_DOCS } from './send-route-docs';

export type { AuthKind, HttpMethod } from '../shared/http/contract';
export { API_PREFIX, fullPath } from '../shared/http/contract';

/** What a route's function may touch; the stack turns it into least-privilege grants. */
export interface RouteAccess {
  table?: 'read' | 'readWrite';
  /** May send to the message queue. */
  sendQueue?: boolean;
  /** May read the token-signing (private) keys: the functions that issue tokens. */
  signingKeys?: boolean;
  /** Verifies access tokens with the public keys published in the table (the authorizer): no secret access. */
  verifiesTokens?: boolean;
  /** May decrypt vendor credentials. */
  vendorSecrets?: boolean;
}

/** A named example of a request or response body, shown in the OpenAPI document (and checked against its schema). */
export interface BodyExample {
  summary: string;
  value: unknown;
}

/** One documented status of a route. Errors the route's contract implies (auth, body, limits, 500) are added for you. */
export interface RouteResponse {
  description: string;
  /** The body; none for an empty answer (204). Error statuses use ErrorEnvelopeSchema (errorResponse in lib/route-docs.ts). */
  schema?: z.ZodMiniType;
  /** For an error status: the envelope codes this route answers it with. */
  codes?: readonly ErrorCode[];
  /** Response headers beyond X-Request-Id (sent on every answer): name → description. */
  headers?: Record<string, string>;
  examples?: Record<string, BodyExample>;
}

/** What only the stack and the document need of a route. */
export interface RouteDocs {
  access: RouteAccess;
  memoryMb?: number;
  timeoutSeconds?: number;
  summary: string;
  /** Longer text for the OpenAPI document (Markdown). */
  description?: string;
  /** Examples of the request body. */
  examples?: Record<string, BodyExample>;
  /** Success and route-specific error statuses (see RouteResponse). */
  responses?: Record<number, RouteResponse>;
}

export interface RouteDefinition extends RouteContract, RouteDocs {
  readonly request?: RouteRequest;
}

/** A route of the table: its run-time contract and its documentation. */
export function route(contract: RouteContract, docs: RouteDocs): RouteDefinition {
  return { ...contract, ...docs };
}

/** Requests per rolling minute per client IP of a route (spec section 8), if it has such a limit. */
export function ipLimitOf(route: Pick<RouteContract, 'limits'>): number | undefined {
  return route.limits?.find((rule) => rule.per === 'ip')?.perMinute;
}

export const routes: readonly RouteDefinition[] = [
  route(health, {
    access: {},
    summary: 'Service health and version',
    responses: { 200: { description: 'The service is up', schema: HealthSchema } },
  }),
  route(openapiDocument, {
    access: {},
    summary: 'This OpenAPI 3.1 document',
    description: 'Generated from the route table; the local stack renders it at /docs.',
    responses: { 200: { description: 'The OpenAPI 3.1 document of this API', schema: OpenApiDocumentSchema } },
  }),

  // Public API (X-API-Key)
  route(publicSendSms, {
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
  }),
  route(publicGetSms, {
    access: { table: 'read' },
    summary: 'Get the status of a message',
    responses: { 200: { description: 'The message', schema: PublicMessageSchema }, 404: notFoundOf('message') },
  }),
  route(publicBalance, {
    access: { table: 'read' },
    summary: 'Get the account balance',
    responses: {
      200: { description: 'The SMS credit balance', schema: BalanceSchema },
      404: errorResponse('The account of the key no longer exists', ['NOT_FOUND']),
    },
  }),

  ...authRoutes,
  ...teamRoutes,
  ...workspaceRoutes,
  ...moderationRoutes,
  ...adminRoutes,
];

/** Looks a route up by id; throws when the table does not have it. */
export function routeById(id: string): RouteDefinition {
  const found = routes.find((r) => r.id === id);
  if (!found) throw new Error(`No route with id "${id}" in lib/routes.ts`);
  return found;
}
