import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type {
  APIGatewayAuthorizerResult,
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  APIGatewayRequestAuthorizerEvent,
  Context,
} from 'aws-lambda';
import type { RouteDefinition } from '../lib/route-table';
import { fullPath } from '../shared/http/contract';
import { errorBody } from '../shared/http/response';
import { redact } from '../shared/logger';
import { serveDashboard } from './dashboard';
import { serveDocs } from './docs';
import { lambdaContext } from './lambda-context';

export type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
type AuthorizerHandler = (event: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;

export interface GatewayOptions {
  routes: readonly RouteDefinition[];
  /** Resolves a route's handler (the module functions/<id>.ts). */
  loadHandler: (route: RouteDefinition) => Promise<ProxyHandler>;
  authorizer: AuthorizerHandler;
  /** API Gateway's own payload limit. */
  maxPayloadBytes?: number;
  /** Also serve the rendered API reference at /docs (local only: deployed stages serve just the JSON). */
  docs?: boolean;
  /** Also serve the dashboard (local/dashboard.ts) from this built folder, on the API's origin. */
  dashboardDist?: string;
}

const STAGE = 'v1';
const API_ID = 'local';
const ACCOUNT_ID = '000000000000';

interface CompiledRoute {
  route: RouteDefinition;
  resource: string;
  pattern: RegExp;
  params: string[];
}

function compile(route: RouteDefinition): CompiledRoute {
  const resource = fullPath(route);
  const params: string[] = [];
  const pattern = resource.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?{(\w+)\\?}/g, (_m, name: string) => {
    params.push(name);
    return '([^/]+)';
  });
  return { route, resource, pattern: new RegExp(`^${pattern}$`), params };
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(body);
}

/** What API Gateway's Gateway Responses (configured in lib/) return: our envelope, with the API's request id. */
function gatewayError(res: ServerResponse, status: number, code: string, message: string, requestId: string): void {
  send(res, status, JSON.stringify(errorBody(code, message, requestId)), { 'X-Request-Id': requestId });
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function headerMaps(req: IncomingMessage) {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    const value = req.rawHeaders[i + 1]!;
    headers[name] = value;
    multiValueHeaders[name] = [...(multiValueHeaders[name] ?? []), value];
  }
  return { headers, multiValueHeaders };
}

function queryMaps(url: URL) {
  if ([...url.searchParams.keys()].length === 0) return { single: null, multi: null };
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) {
    single[k] = v;
    multi[k] = [...(multi[k] ?? []), v];
  }
  return { single, multi };
}

function sourceIpOf(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * A local stand-in for API Gateway's REST API with Lambda proxy integrations: it matches the route table, runs the
 * REQUEST authorizer with the route's identity source, builds the proxy event as API Gateway does (REST format,
 * requestContext.identity.sourceIp, the authorizer's context) and returns the handler's result.
 */
export function createGateway(options: GatewayOptions): Server {
  const compiled = options.routes.map(compile);
  const maxPayload = options.maxPayloadBytes ?? 10 * 1024 * 1024;

  // Idle keep-alive connections are held 65 s, as API Gateway and load balancers hold them longer than their clients:
  // with Node's 5 s on both sides, a client reusing a connection the server was closing got "socket hang up" (seen on
  // a loaded machine). Clients' agents drop an idle socket after 5 s, well before this.
  const server = createServer(async (req, res) => {
    const requestId = randomUUID();
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      if (options.docs && (await serveDocs(method, url.pathname, res))) return;
      if (options.dashboardDist && (await serveDashboard(req, url.pathname, res, options.dashboardDist))) return;
      let match: { c: CompiledRoute; values: string[] } | undefined;
      for (const c of compiled) {
        if (c.route.method !== method) continue;
        const m = c.pattern.exec(url.pathname);
        if (m) {
          match = { c, values: m.slice(1).map(decodeURIComponent) };
          break;
        }
      }
      // API Gateway answers an unknown resource or method with MISSING_AUTHENTICATION_TOKEN, served as our 404.
      if (!match) return gatewayError(res, 404, 'NOT_FOUND', `No route for ${method} ${url.pathname}`, requestId);
      const { route, resource, params } = match.c;

      const raw = await readBody(req, maxPayload);
      if (raw === 'too-large') return gatewayError(res, 413, 'PAYLOAD_TOO_LARGE', 'Request too large', requestId);
      const { headers, multiValueHeaders } = headerMaps(req);
      // API Gateway sets the scheme the caller used (always https there); this gateway serves plain http.
      headers['X-Forwarded-Proto'] = 'http';
      multiValueHeaders['X-Forwarded-Proto'] = ['http'];
      const query = queryMaps(url);
      const pathParameters = params.length ? Object.fromEntries(params.map((p, i) => [p, match.values[i]!])) : null;
      const sourceIp = sourceIpOf(req);
      const now = Date.now();
      const identity = {
        sourceIp,
        userAgent: (req.headers['user-agent'] as string | undefined) ?? null,
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        user: null,
        userArn: null,
      };
      const requestContext: APIGatewayProxyEvent['requestContext'] = {
        accountId: ACCOUNT_ID,
        apiId: API_ID,
        authorizer: null,
        protocol: `HTTP/${req.httpVersion}`,
        httpMethod: method,
        identity,
        // The path as the caller called it: this gateway's URLs carry no stage (API Gateway's, on its own domain, do).
        path: url.pathname,
        stage: STAGE,
        requestId,
        requestTimeEpoch: now,
        resourceId: route.id,
        resourcePath: resource,
        domainName: req.headers.host ?? 'localhost',
      };

      if (route.auth !== 'none') {
        const identityHeader = route.auth === 'apiKey' ? 'x-api-key' : 'authorization';
        if (!req.headers[identityHeader]) {
          return gatewayError(res, 401, 'UNAUTHORIZED', 'Missing or invalid credentials', requestId);
        }
        const authEvent: APIGatewayRequestAuthorizerEvent = {
          type: 'REQUEST',
          methodArn: `arn:aws:execute-api:af-south-1:${ACCOUNT_ID}:${API_ID}/${STAGE}/${method}${url.pathname}`,
          resource,
          path: url.pathname,
          httpMethod: method,
          headers,
          multiValueHeaders,
          pathParameters,
          queryStringParameters: query.single,
          multiValueQueryStringParameters: query.multi,
          stageVariables: null,
          requestContext: {
            ...requestContext,
            authorizer: undefined,
          } as APIGatewayRequestAuthorizerEvent['requestContext'],
        };
        let result: APIGatewayAuthorizerResult;
        try {
          result = await options.authorizer(authEvent);
        } catch (error) {
          if ((error as Error).message === 'Unauthorized') {
            return gatewayError(res, 401, 'UNAUTHORIZED', 'Missing or invalid credentials', requestId);
          }
          return gatewayError(res, 500, 'INTERNAL_ERROR', 'Authorizer failed', requestId);
        }
        const allowed = result.policyDocument.Statement.some((s) => s.Effect === 'Allow');
        if (!allowed) return gatewayError(res, 403, 'FORBIDDEN', 'Access denied', requestId);
        requestContext.authorizer = { ...result.context, principalId: result.principalId, integrationLatency: 0 };
      }

      const event: APIGatewayProxyEvent = {
        resource,
        path: url.pathname,
        httpMethod: method,
        headers,
        multiValueHeaders,
        queryStringParameters: query.single,
        multiValueQueryStringParameters: query.multi,
        pathParameters,
        stageVariables: null,
        requestContext,
        body: raw.length > 0 ? raw.toString('utf8') : null,
        isBase64Encoded: false,
      };
      const handler = await options.loadHandler(route);
      const result = await handler(event, lambdaContext(route.id, route.timeoutSeconds ?? 10));
      const outHeaders: Record<string, string> = {};
      for (const [k, v] of Object.entries(result.headers ?? {})) outHeaders[k] = String(v);
      res.writeHead(result.statusCode, outHeaders);
      res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
    } catch (error) {
      // A handler that throws is an integration failure; the DEFAULT_5XX Gateway Response carries the envelope.
      console.error(JSON.stringify({ level: 'error', msg: 'integration failure', requestId, error: redact(error) }));
      if (!res.headersSent) gatewayError(res, 500, 'INTERNAL_ERROR', 'An unexpected error occurred', requestId);
    }
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
