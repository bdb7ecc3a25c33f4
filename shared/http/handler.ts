import { randomUUID } from 'node:crypto';
import middy, { type MiddlewareObj } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { type RouteDefinition, routeById } from '../../lib/routes';
import { type Principal, principalFromContext } from '../auth/principal';
import { InvalidCursorError } from '../db/items';
import type { Logger } from '../logger';
import { type Runtime, runtime } from '../runtime';
import { authorize } from './authorize';
import { ApiError, payloadTooLarge, validationError } from './errors';
import { errorBody, json } from './response';

/** What a route's logic receives: the parsed request, who is calling, and the runtime's adapters. */
export interface HttpRequest {
  event: APIGatewayProxyEvent;
  route: RouteDefinition;
  requestId: string;
  log: Logger;
  rt: Runtime;
  principal: Principal;
  /** Parsed JSON body (undefined for methods without one). */
  body: unknown;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  query: Record<string, string>;
  params: Record<string, string>;
  ip: string;
  /**
   * Settles when the per-key rate limit has admitted the request (rejecting with 429 otherwise). Routes built with
   * `overlapAdmission` receive it pending and must await it before writing; all others get it settled.
   */
  admission: Promise<void>;
}

export interface HttpHandlerOptions {
  /** Let the route's first reads run while the rate-limit write is in flight (the send path's latency). */
  overlapAdmission?: boolean;
}

export type RouteLogic = (req: HttpRequest) => Promise<APIGatewayProxyResult>;

type Request = middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function requestIdOf(event: APIGatewayProxyEvent): string {
  return event.requestContext?.requestId ?? randomUUID();
}

function lowerCaseHeaders(headers: APIGatewayProxyEvent['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) out[name.toLowerCase()] = value;
  return out;
}

/** Maps every failure to the contract's envelope; an unexpected one is logged with its stack, never returned. */
const errorMapping = (route: RouteDefinition): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> => ({
  onError: async (request: Request) => {
    const requestId = requestIdOf(request.event);
    // A list cursor this list did not issue is the caller's mistake, wherever in a list it is found.
    const error =
      request.error instanceof InvalidCursorError
        ? validationError('Query is not valid', [{ path: 'cursor', message: 'is not a cursor this list returned' }])
        : (request.error as (Error & { statusCode?: number; cause?: { package?: string } }) | null);
    if (error instanceof ApiError) {
      request.response = json(error.status, errorBody(error.code, error.message, requestId, error.details), {
        'X-Request-Id': requestId,
      });
      return;
    }
    if (error?.cause?.package === '@middy/http-json-body-parser') {
      request.response = json(400, errorBody('VALIDATION_ERROR', 'Request body is not valid JSON', requestId), {
        'X-Request-Id': requestId,
      });
      return;
    }
    runtime().log.child({ requestId, route: route.id }).error('unhandled error', { error });
    request.response = json(500, errorBody('INTERNAL_ERROR', 'An unexpected error occurred', requestId), {
      'X-Request-Id': requestId,
    });
  },
});

/** Rejects bodies over the configured size before any parsing work is done. */
const bodyLimit: MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> = {
  before: async (request: Request) => {
    const body = request.event.body;
    if (body == null) return;
    const limit = runtime().config.MAX_BODY_BYTES;
    const bytes = request.event.isBase64Encoded ? Math.floor((body.length * 3) / 4) : Buffer.byteLength(body);
    if (bytes > limit) throw payloadTooLarge(limit);
  },
};

/**
 * Builds a route's Lambda handler: one middy chain for every route (error envelope, body size, JSON parsing,
 * authorisation from the route table, per-key and per-IP limits, request logging), so a route file holds only its logic.
 */
export function httpHandler(routeId: string, logic: RouteLogic, options: HttpHandlerOptions = {}) {
  const route = routeById(routeId);
  const chain = middy<APIGatewayProxyEvent, APIGatewayProxyResult>().use(errorMapping(route));
  if (BODY_METHODS.has(route.method)) {
    // Integrators often omit Content-Type; the body is JSON by contract, so it is parsed whatever the header says.
    // (The option exists in the 6.x code but not yet in its type declarations.)
    const parserOptions = { disableContentTypeCheck: true } as Parameters<typeof httpJsonBodyParser>[0];
    chain.use(bodyLimit).use(httpJsonBodyParser(parserOptions));
  }
  return chain.handler(async (event) => {
    const rt = runtime();
    const requestId = requestIdOf(event);
    const started = rt.clock.now();
    const log = rt.log.child({ requestId, route: route.id });
    const req: HttpRequest = {
      event,
      route,
      requestId,
      log,
      rt,
      principal: principalFromContext(event.requestContext?.authorizer),
      body: BODY_METHODS.has(route.method) ? (event.body as unknown) : undefined,
      headers: lowerCaseHeaders(event.headers),
      query: Object.fromEntries(
        Object.entries(event.queryStringParameters ?? {}).filter((e): e is [string, string] => e[1] !== undefined),
      ),
      params: Object.fromEntries(
        Object.entries(event.pathParameters ?? {}).filter((e): e is [string, string] => e[1] !== undefined),
      ),
      ip: event.requestContext?.identity?.sourceIp ?? 'unknown',
      admission: Promise.resolve(),
    };
    try {
      const { admission } = await authorize(req);
      if (options.overlapAdmission) {
        // Observed here so that a refusal the logic never awaits (it failed first) is not an unhandled rejection.
        admission.catch(() => undefined);
        req.admission = admission;
      } else {
        await admission;
      }
      const response = await logic(req);
      response.headers = { ...response.headers, 'X-Request-Id': requestId };
      log.info('request', { status: response.statusCode, ms: rt.clock.now() - started });
      return response;
    } catch (error) {
      if (error instanceof ApiError) log.info('request', { status: error.status, code: error.code });
      throw error;
    }
  });
}
