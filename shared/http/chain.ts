/**
 * The one handler chain of every route (middy): the error envelope, authorisation and rate limits from the route's
 * contract, the body size and JSON parsing, validation of body, query, path and headers with the contract's schemas,
 * and one log line per request. A route's function holds only its own logic, typed by its contract.
 *
 * Order, as the contract gives it for the send route and as every route follows: per-IP limits (429), credentials
 * (401), scope or permission (403), the caller's own limit (429), what the route checks before reading the request
 * (for a send: the account suspended, 403), the body (413, then nesting deeper than 32 and JSON syntax 400, then its
 * schema 400), then the route's logic. Nothing recurses over a body before its nesting is checked.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { type Principal, principalFromContext } from '../auth/principal';
import {
  DomainError,
  ERROR_CODES,
  type ErrorCode,
  forbidden,
  insufficientScope,
  payloadTooLarge,
  unauthorized,
  validationError,
} from '../errors';
import { type Logger, traceFields } from '../logger';
import { type Runtime, runtime } from '../runtime';
import { issueDetails } from '../validate';
import { clientIp } from './client-ip';
import type { BodyOf, ParamsOf, PrincipalOf, QueryOf, RouteContract } from './contract';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { errorBody, json } from './response';
import { ERROR_STATUS } from './status';

type Event = APIGatewayProxyEvent;
type Result = APIGatewayProxyResult;

/** A request before its body is read: who calls, from where, when. */
export interface CallerRequest<C extends RouteContract> {
  readonly route: C;
  readonly requestId: string;
  readonly log: Logger;
  readonly principal: PrincipalOf<C['auth']>;
  readonly ip: string;
  /** The request's time, from the runtime's clock. */
  readonly nowMs: number;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The URL the caller called, without its query: the gateway's scheme, domain and path as requested (with the stage
   * when the stage is in the URL), for answers that must name an absolute URL on the same API (Twilio's list pages).
   */
  readonly calledUrl: string;
}

/** What a route's logic receives: the caller and the request as its contract's schemas parsed it. */
export interface HttpRequest<C extends RouteContract> extends CallerRequest<C> {
  readonly body: BodyOf<C>;
  readonly query: QueryOf<C>;
  readonly params: ParamsOf<C>;
}

export type RouteLogic<C extends RouteContract, D> = (req: HttpRequest<C>, deps: D) => Promise<Result>;

/**
 * A route that reads before its request is validated (the send route reads the account, its template and an earlier
 * answer to its Idempotency-Key while its rate limit is counted): `load` gets the raw body, parsed as JSON when it
 * is JSON; its failures are answered after the caller's limit and before the body's.
 */
export interface StagedLogic<C extends RouteContract, D, L> {
  load(req: CallerRequest<C> & { rawBody: unknown }, deps: D): Promise<L>;
  handle(req: HttpRequest<C>, deps: D, loaded: L): Promise<Result>;
}

/** The rate limits of a route; the functions that need none get a chain without the table. */
export interface Admission {
  /** Limits counted before the credentials are looked at (per client IP). */
  beforeCredentials(rt: Runtime, route: RouteContract, ip: string, nowMs: number): Promise<void>;
  /** The caller's own limit (an API key's); may be overlapped with the route's first reads. */
  caller(rt: Runtime, route: RouteContract, principal: Principal, nowMs: number): Promise<void>;
}

const NO_LIMITS: Admission = {
  beforeCredentials: async () => undefined,
  caller: async () => undefined,
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

interface State<C extends RouteContract> {
  rt: Runtime;
  caller: CallerRequest<C>;
  started: number;
  loaded?: unknown;
}

function calledUrlOf(event: Event, headers: Record<string, string>): string {
  const scheme = headers['x-forwarded-proto'] === 'http' ? 'http' : 'https';
  const host = event.requestContext?.domainName ?? headers.host ?? 'localhost';
  return `${scheme}://${host}${event.requestContext?.path ?? event.path}`;
}

function lowerCaseHeaders(headers: Event['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) out[name.toLowerCase()] = value;
  return out;
}

const defined = (map: Record<string, string | undefined> | null | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(map ?? {}).filter((e): e is [string, string] => e[1] !== undefined));

/** Throws 401/403 unless the principal is what the route's auth kind, scope or permission requires. */
function authorize(route: RouteContract, principal: Principal): void {
  switch (route.auth) {
    case 'none':
      return;
    case 'apiKey':
      if (principal.type !== 'apiKey') throw unauthorized();
      if (route.scope && !principal.scopes.includes(route.scope)) throw insufficientScope(route.scope);
      return;
    case 'bearer':
      if (principal.type !== 'user') throw unauthorized();
      if (route.permission && !principal.permissions.includes(route.permission)) {
        throw forbidden(`This action needs the ${route.permission} permission`);
      }
      if (route.roles && !route.roles.includes(principal.role)) {
        throw forbidden(`Only the account's ${route.roles.join(' or ').toLowerCase()} may do this`);
      }
      return;
    case 'platformAdmin':
      if (principal.type !== 'user') throw unauthorized();
      if (!principal.platformAdmin) throw forbidden('Platform administrators only');
      return;
  }
}

/**
 * Parses a part of the request with its schema: 400 VALIDATION_ERROR naming every problem, unless a problem carries a
 * code of its own (`params: {code}`, such as INVALID_PHONE_NUMBER for `to`), which is then the answer.
 */
function parsePart(schema: z.ZodMiniType | undefined, input: unknown, what: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const coded = result.error.issues.find((issue) => (issue as { params?: { code?: unknown } }).params?.code);
  const code = (coded as { params?: { code?: ErrorCode } } | undefined)?.params?.code;
  if (coded && code && ERROR_CODES.includes(code)) {
    const path = coded.path.length > 0 ? coded.path.join('.') : '(body)';
    throw new DomainError(code, coded.message, [{ path, message: coded.message }]);
  }
  throw validationError(`${what} is not valid`, issueDetails(result.error));
}

/** Header parameters as the contract names them ("Idempotency-Key"), matched whatever the case they arrive in. */
function headerInput(schema: z.ZodMiniType | undefined, headers: Record<string, string>): Record<string, string> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const out: Record<string, string> = {};
  for (const name of Object.keys(shape)) {
    const value = headers[name.toLowerCase()];
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The body as the text that arrived (a raw-body route). */
const rawText = (event: Event): string =>
  event.body == null ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;

/** The raw body as JSON for a staged route's first reads; nothing (undefined) when too deep or not JSON. */
const parseJson = (text: string | null): unknown => {
  if (text == null || nestsDeeperThan(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Builds a route's Lambda handler. `deps` builds the route's adapters from the runtime, once per runtime (a cold start
 * in Lambda; each test stack's own runtime in tests).
 */
export function buildHandler<const C extends RouteContract, D, L>(
  route: C,
  deps: (rt: Runtime) => D,
  logic: RouteLogic<C, D> | StagedLogic<C, D, L>,
  admission: Admission,
  /** Called once the response is built, whichever way (the wiring writes the request's metrics here). */
  done: (rt: Runtime) => void = () => undefined,
) {
  const built = new WeakMap<Runtime, D>();
  const depsOf = (rt: Runtime): D => {
    let value = built.get(rt);
    if (value === undefined) {
      value = deps(rt);
      built.set(rt, value);
    }
    return value;
  };
  const states = new WeakMap<Event, State<C>>();
  const staged = typeof logic === 'function' ? undefined : logic;
  const plain = typeof logic === 'function' ? logic : undefined;

  const admit: MiddlewareObj<Event, Result> = {
    before: async (request) => {
      const rt = runtime();
      const event = request.event;
      const started = rt.clock.now();
      const requestId = event.requestContext?.requestId ?? crypto.randomUUID();
      const ip = clientIp(event, rt.config.ORIGIN_VERIFY_SECRET);
      const principal = principalFromContext(event.requestContext?.authorizer);
      const headers = lowerCaseHeaders(event.headers);
      const caller: CallerRequest<C> = {
        route,
        requestId,
        log: rt.log.child({ requestId, route: route.id, ...traceFields() }),
        principal: principal as PrincipalOf<C['auth']>,
        ip,
        nowMs: started,
        headers,
        calledUrl: calledUrlOf(event, headers),
      };
      const state: State<C> = { rt, caller, started };
      states.set(event, state);

      await admission.beforeCredentials(rt, route, ip, started);
      authorize(route, principal);
      const callerLimit = admission.caller(rt, route, principal, started);
      if (!staged) {
        await callerLimit;
        return;
      }
      // The route's first reads run while the caller's limit is counted; a 429 still wins over what they find.
      callerLimit.catch(() => undefined);
      const load = staged.load({ ...caller, rawBody: parseJson(event.body) }, depsOf(rt));
      load.catch(() => undefined);
      await callerLimit;
      state.loaded = await load;
    },
  };

  const bodyLimit: MiddlewareObj<Event, Result> = {
    before: async (request) => {
      const body = request.event.body;
      if (body == null) return;
      const limit = route.maxBodyBytes ?? runtime().config.MAX_BODY_BYTES;
      const bytes = request.event.isBase64Encoded ? Math.floor((body.length * 3) / 4) : Buffer.byteLength(body);
      if (bytes > limit) throw payloadTooLarge(limit);
      const text = request.event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      // A raw body (vendor callbacks) is checked too when it is JSON (Clickatell's): 400 on every route alike.
      if (route.rawBody && !/^\s*[[{]/.test(text)) return;
      if (nestsDeeperThan(text)) {
        throw validationError(`Request body nests objects or arrays deeper than ${MAX_JSON_DEPTH} levels`, [
          { path: '(body)', message: `at most ${MAX_JSON_DEPTH} levels of nesting` },
        ]);
      }
    },
  };

  const errors: MiddlewareObj<Event, Result> = {
    onError: async (request) => {
      const state = states.get(request.event);
      const rt = state?.rt ?? runtime();
      const requestId = state?.caller.requestId ?? request.event.requestContext?.requestId ?? crypto.randomUUID();
      const log = state?.caller.log ?? rt.log.child({ requestId, route: route.id });
      const error = request.error as (Error & { cause?: { package?: string } }) | null;
      let status: number;
      let body: ReturnType<typeof errorBody>;
      if (error instanceof DomainError) {
        status = ERROR_STATUS[error.code];
        body = errorBody(error.code, error.message, requestId, error.details);
      } else if (error?.cause?.package === '@middy/http-json-body-parser') {
        status = 400;
        body = errorBody('VALIDATION_ERROR', 'Request body is not valid JSON', requestId);
      } else {
        log.error('unhandled error', { error });
        status = 500;
        body = errorBody('INTERNAL_ERROR', 'An unexpected error occurred', requestId);
      }
      log.info('request', { status, code: body.error.code, ms: rt.clock.now() - (state?.started ?? rt.clock.now()) });
      request.response = json(status, body, { 'X-Request-Id': requestId });
      done(rt);
    },
  };

  const chain = middy<Event, Result, Error, Context>().use(errors).use(admit);
  if (BODY_METHODS.has(route.method)) {
    // Integrators often omit Content-Type; the body is JSON by contract, so it is parsed whatever the header says.
    // (The option exists in the 6.x code but not yet in its type declarations.)
    const parserOptions = { disableContentTypeCheck: true } as Parameters<typeof httpJsonBodyParser>[0];
    chain.use(bodyLimit);
    if (!route.rawBody) {
      const parser = httpJsonBodyParser(parserOptions);
      // A route whose body is optional (`POST /campaigns/{id}/launch`) takes a request with none at all.
      const optional = !route.request?.body || z.safeParse(route.request.body, undefined).success;
      chain.use({
        before: async (request) => {
          const body = request.event.body;
          if (optional && (body == null || body === '')) {
            request.event.body = undefined as unknown as string;
            return;
          }
          return parser.before?.(request);
        },
      });
    }
  }
  return chain.handler(async (event) => {
    const state = states.get(event);
    if (!state) throw new Error('handler chain state missing');
    const { rt, caller } = state;
    const schemas = route.request ?? {};
    const req = {
      ...caller,
      headers: caller.headers,
      params: parsePart(schemas.params, defined(event.pathParameters), 'Path'),
      // An empty parameter (`?status=`, as a form with no choice sends it) is as if it were absent.
      query: parsePart(
        schemas.query,
        Object.fromEntries(Object.entries(defined(event.queryStringParameters)).filter(([, v]) => v !== '')),
        'Query',
      ),
      body: !BODY_METHODS.has(route.method)
        ? undefined
        : route.rawBody
          ? rawText(event)
          : parsePart(schemas.body, event.body as unknown, 'Request body'),
    } as HttpRequest<C>;
    if (schemas.headers) parsePart(schemas.headers, headerInput(schemas.headers, caller.headers), 'Headers');
    const deps_ = depsOf(rt);
    const response = staged ? await staged.handle(req, deps_, state.loaded as L) : await plain!(req, deps_);
    response.headers = { ...response.headers, 'X-Request-Id': caller.requestId };
    caller.log.info('request', { status: response.statusCode, ms: rt.clock.now() - state.started });
    done(rt);
    return response;
  });
}

/** A public route without limits or adapters (health, the OpenAPI document): its function carries no AWS SDK. */
export function openHttp<const C extends RouteContract & { auth: 'none'; limits?: undefined }>(
  route: C,
  logic: RouteLogic<C, undefined>,
) {
  return buildHandler(route, () => undefined, logic, NO_LIMITS);
}
