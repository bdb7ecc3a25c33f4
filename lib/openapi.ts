/**
 * The OpenAPI 3.1 document of the service, generated from the route table (lib/routes.ts) and the zod schemas its
 * entries carry, with zod's own z.toJSONSchema (JSON Schema 2020-12, which OpenAPI 3.1 uses as is).
 *
 * - Requests are converted with io "input" (what a client may send: defaults optional, transforms before they run),
 *   responses with io "output" (what the service answers; objects are closed: additionalProperties false).
 * - Schemas carrying a zod `id` (`.meta({ id })`) become components.schemas and are referenced.
 * - Errors the route table already implies are added to every route from the same fields the handler chain enforces
 *   (shared/http/authorize.ts, shared/http/handler.ts): 400/413 for bodies, 400 for queries, 401 and 403 for auth,
 *   429 and 500 everywhere; a route adds its own (404, 409, ...) and more codes under `responses`.
 *
 * `npm run openapi` writes it to docs/openapi.json; scripts/openapi-check.ts fails CI when that file is stale; the
 * e2e suite validates every response against it (test/support/contract.ts). See docs/decisions/0501-openapi.md.
 */
import * as z from 'zod/mini';
import pkg from '../package.json';
import type { ErrorCode } from '../shared/errors';
import { API_PREFIX, limitMessage } from '../shared/http/contract';
import { ERROR_STATUS } from '../shared/http/status';
import { ERROR_EXAMPLES, ErrorEnvelopeSchema } from './error-schema';
import { type BodyExample, ipLimitOf, type RouteDefinition, type RouteResponse } from './route-table';
import { routes as routeTable } from './routes';

export const OPENAPI_FILE = 'docs/openapi.json';
const JSON_MEDIA = 'application/json';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const EXAMPLE_REQUEST_ID = 'c7f3a0e2-5b1d-4f7e-9a51-2d3e8b6f0a14';

export type JsonSchema = Record<string, unknown>;

interface MediaTypeObject {
  schema: JsonSchema;
  examples?: Record<string, BodyExample>;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaTypeObject>;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

type ResponseOrRef = ResponseObject | { $ref: string };

export interface OperationObject {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseOrRef>;
  [extension: `x-${string}`]: unknown;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; summary: string; description: string };
  jsonSchemaDialect: string;
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<Lowercase<RouteDefinition['method']>, OperationObject>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, unknown>;
    headers: Record<string, unknown>;
  };
}

/** Groups of the reference, by path; the first that matches wins. */
const TAGS: { name: string; description: string; match: RegExp }[] = [
  {
    name: 'Verify',
    description:
      'One-time codes by SMS (API key scope verify), with the fraud guard against SMS pumping and its blocks ' +
      '(accounts.manage)',
    match: /^\/(public\/verifications|verify\/)/,
  },
  { name: 'Public API', description: 'Send SMS and read them with an API key (X-API-Key)', match: /^\/public\// },
  {
    name: 'Auth',
    description: 'Sign-up, sign-in, token refresh and sign-out; accepting an invite',
    match: /^\/auth\/|^\/invites\/accept$/,
  },
  { name: 'Team', description: 'Members, roles and invites (accounts.manage)', match: /^\/team\/|^\/invites/ },
  { name: 'API keys', description: 'Issue, list, change and revoke API keys (apikeys.manage)', match: /^\/api-keys/ },
  { name: 'Templates', description: 'Message templates with {{variables}}', match: /^\/templates/ },
  { name: 'Messages', description: 'Dashboard sends, the message list and daily usage', match: /^\/(messages|usage)/ },
  { name: 'Settings', description: "The account's SMS vendor (accounts.manage)", match: /^\/settings\// },
  { name: 'Billing', description: 'The SMS credit balance and ledger (billing.manage)', match: /^\/billing\// },
  { name: 'Push', description: 'Device registration for push notifications', match: /^\/push-tokens/ },
  { name: 'Moderation', description: "The account's own moderation flags", match: /^\/moderation-flags/ },
  { name: 'Audit', description: "The account's audit trail (accounts.manage)", match: /^\/audit-log/ },
  {
    name: 'Platform administration',
    description: 'Platform administrators only: flags, audit, accounts and credits across every account',
    match: /^\/admin\//,
  },
  {
    name: 'Contacts',
    description: 'The address book: contacts and their attributes (contacts.manage)',
    match: /^\/contacts/,
  },
  { name: 'Contact lists', description: 'Lists of contacts and their members', match: /^\/contact-lists/ },
  { name: 'Contact imports', description: 'CSV imports of contacts, read by a worker', match: /^\/contact-imports/ },
  { name: 'Opt-outs', description: "The account's opt-out ledger, honoured by every campaign", match: /^\/opt-outs/ },
  {
    name: 'Campaigns',
    description: 'Bulk sends to lists: drafts, preview, launch, pause, resume, cancel, recipients and report',
    match: /^\/campaigns/,
  },
  { name: 'Replies', description: 'Inbound messages (replies) and STOP handling', match: /^\/inbound-messages/ },
  {
    name: 'Webhooks',
    description: 'Signed event delivery to your endpoints (Standard Webhooks), deliveries and retries',
    match: /^\/webhooks/,
  },
  { name: 'Account data', description: 'Export and deletion of the whole account (owner only)', match: /^\/account\// },
  {
    name: 'Vendor callbacks',
    description: "Delivery receipts and replies from SMS vendors, authenticated by each vendor's own scheme",
    match: /^\/callbacks\//,
  },
  {
    name: 'Twilio-compatible',
    description: "A subset of Twilio's REST API (2010-04-01 Messages, Verify v2) for integrators switching from Twilio",
    match: /^\/twilio\//,
  },
  {
    name: 'Sandbox',
    description: 'Local stage only: simulated replies, the clock and the mail outbox',
    match: /^\/sandbox\//,
  },
  { name: 'Service', description: 'Health and this document', match: /^\/(health|openapi\.json)$/ },
];

/** The tag of a route's operation; a route no tag matches is a mistake in this table, not a "Service" operation. */
function tagOf(path: string): string {
  const tag = TAGS.find((t) => t.match.test(path));
  if (!tag) throw new Error(`No OpenAPI tag matches ${path}: add one to TAGS in lib/openapi.ts`);
  return tag.name;
}

const INFO_DESCRIPTION = `
SMS sending for South African businesses: a **Public API** for server-side integrations (header \`X-API-Key\`) and the
**Platform API** the dashboard uses (header \`Authorization: Bearer <accessToken>\`, from \`POST /auth/login\`).
All paths are relative to \`/api/v1\`; bodies are JSON; times are ISO 8601 UTC strings.

**Errors.** Every error of every route, including the answers of the gateway itself, is the envelope
\`{"error": {"code", "message", "requestId", "details"?}}\` (schema \`ErrorEnvelope\`); validation errors name every
problem in \`details\`. Each operation lists its error statuses and the codes it answers them with.

**Rate limits.** Each API key has its own per-minute limit (default 60, configurable per key from 1 to 10,000); the
public auth routes are limited per client IP (\`POST /auth/login\` 10, \`/auth/register\` 5, \`/auth/refresh\` 20,
\`/auth/social\` 10, \`/invites/accept\` 10 a minute), whatever credentials are sent; the dashboard send
(\`POST /messages\`) is limited to 60 a minute per user and 600 per account; deployed stages also have a
stage-wide throttle. Windows roll: they are not fixed to the clock minute. A refused request is **429
\`TOO_MANY_REQUESTS\` whose message names the limit** (for example
\`Rate limit exceeded: 60 requests per minute for this API key\`). **No \`Retry-After\` header is sent**: back off for a
short fixed delay, a few seconds, before retrying.

**Lists** take \`?limit=\` (1 to 100, default 25) and \`?cursor=\` and answer \`{"items": [...], "nextCursor"}\`, newest
first. **Ids** are opaque prefixed strings (\`msg_\`, \`tpl_\`, \`key_\`, \`usr_\`, \`acc_\`, \`flg_\`, \`inv_\`, \`aud_\`).
**Phone numbers** are South African mobile numbers, accepted as national (\`082 123 4567\`) or E.164
(\`+27821234567\`) and returned as E.164. **Balance** is in SMS credits: one per segment (GSM-7: 160 characters in one
segment, 153 per segment when longer; UCS-2: 70 and 67); a BLOCKED message is never charged, a FAILED one is refunded.

Every answer carries \`X-Request-Id\`; quote it when reporting a problem. This document is served at
\`GET /api/v1/openapi.json\`; the local stack also renders it at \`/docs\`.
`.trim();

/** Converts zod schemas, collecting the ones with an id as components. */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};
  /** Implied error answers that are the same on every route that has them. */
  readonly responses: Record<string, ResponseObject> = {};

  convert(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
    const { $schema: _dialect, $defs, ...root } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonSchema;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      const schemaOf = refsToComponents(def) as JsonSchema;
      const existing = this.components[name];
      if (existing && JSON.stringify(existing) !== JSON.stringify(schemaOf)) {
        throw new Error(`Two different schemas carry the id "${name}" (io ${io}); give one of them another id`);
      }
      this.components[name] = schemaOf;
    }
    return refsToComponents(root) as JsonSchema;
  }
}

function refsToComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(refsToComponents);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key !== '$ref') return [key, refsToComponents(v)];
      if (typeof v !== 'string' || !v.startsWith('#/$defs/')) throw new Error(`Unexpected $ref ${String(v)}`);
      return [key, `#/components/schemas/${v.slice('#/$defs/'.length)}`];
    }),
  );
}

const pathNames = (route: RouteDefinition) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

function parameters(route: RouteDefinition, converter: SchemaConverter): ParameterObject[] {
  const where = `Route "${route.id}"`;
  const out: ParameterObject[] = [];
  const add = (schema: z.ZodMiniType | undefined, location: ParameterObject['in']) => {
    if (!schema) return;
    const json = converter.convert(schema, 'input');
    const properties = json.properties as Record<string, JsonSchema> | undefined;
    if (json.type !== 'object' || !properties) throw new Error(`${where}: request.${location} must be a zod object`);
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...propertySchema } = property;
      out.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: propertySchema,
      });
    }
  };
  const names = pathNames(route);
  if (route.request?.params) {
    add(route.request.params, 'path');
    const declared = out.map((p) => p.name).sort();
    if (declared.join() !== [...names].sort().join()) {
      throw new Error(`${where}: request.params declares ${declared.join(', ')}; the path has ${names.join(', ')}`);
    }
  } else {
    for (const name of names) out.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  add(route.request?.query, 'query');
  add(route.request?.headers, 'header');
  return out;
}

function rateLimitText(route: RouteDefinition): string {
  const rules = 'The message names the limit; no `Retry-After` header is sent: back off a few seconds, then retry.';
  const ipLimit = ipLimitOf(route);
  if (ipLimit !== undefined) {
    return (
      `More than ${ipLimit} requests in a rolling minute from this client IP (whatever credentials ` +
      `are sent), or the stage throttle. ${rules}`
    );
  }
  if (route.auth === 'apiKey') {
    return `The API key's per-minute limit (default 60, set per key), or the stage throttle. ${rules}`;
  }
  const callerLimits = (route.limits ?? []).filter((rule) => rule.per !== 'ip');
  if (callerLimits.length > 0) {
    const each = callerLimits.map((rule) => `${rule.perMinute} by this ${rule.per}`).join(' or ');
    return `More than ${each} in a rolling minute, or the stage throttle. ${rules}`;
  }
  return `The stage-wide throttle of a deployed stage. ${rules}`;
}

/** A documented status; `component` names an implied error that is the same wherever it occurs. */
type Documented = RouteResponse & { component?: string };

/** The errors the route table implies, exactly as the shared handler chain and the gateway produce them. */
function impliedErrors(route: RouteDefinition): Record<number, Documented> {
  const out: Record<number, Documented> = {};
  if (route.ownErrors) return out;
  const add = (status: number, description: string, code: ErrorCode, component?: string) => {
    out[status] = { description, schema: ErrorEnvelopeSchema, codes: [code], ...(component ? { component } : {}) };
  };
  if (BODY_METHODS.has(route.method)) {
    const body = 'The body is not JSON or not valid for this route; `details` names every problem';
    add(400, body, 'VALIDATION_ERROR', 'InvalidBody');
    add(413, 'The body is larger than the service accepts (64 KiB by default)', 'PAYLOAD_TOO_LARGE', 'PayloadTooLarge');
  } else if (route.request?.query) {
    add(400, 'A query parameter (or the cursor) is not valid; `details` names it', 'VALIDATION_ERROR', 'InvalidQuery');
  }
  if (route.auth === 'apiKey') {
    const text = 'No X-API-Key, or a key that is unknown or revoked, or whose account no longer exists';
    add(401, text, 'UNAUTHORIZED', 'ApiKeyUnauthorized');
  }
  if (route.auth === 'bearer' || route.auth === 'platformAdmin') {
    const text =
      'No bearer token, or one that is invalid, expired, of an ended session or of an account that no longer exists';
    add(401, text, 'UNAUTHORIZED', 'BearerUnauthorized');
  }
  if (route.auth === 'apiKey' && route.scope) {
    const text = `The API key lacks the ${route.scope} scope`;
    add(403, text, 'INSUFFICIENT_SCOPE', `InsufficientScope.${route.scope}`);
  }
  if (route.auth === 'bearer' && route.permission) {
    const text = `The caller's role lacks the ${route.permission} permission`;
    add(403, text, 'FORBIDDEN', `MissingPermission.${route.permission}`);
  }
  if (route.auth === 'platformAdmin') {
    add(403, 'The caller is not a platform administrator', 'FORBIDDEN', 'NotPlatformAdmin');
  }
  const limited = route.limits?.length ? undefined : route.auth === 'apiKey' ? 'ApiKey' : 'Stage';
  add(429, rateLimitText(route), 'TOO_MANY_REQUESTS', limited && `RateLimited.${limited}`);
  const internal = 'An unexpected error; logged with the request id, never answered with a stack trace';
  add(500, internal, 'INTERNAL_ERROR', 'InternalError');
  return out;
}

/** The route's own statuses over the implied ones: its description wins, codes are merged. */
function documentedResponses(route: RouteDefinition): [number, Documented][] {
  const merged: Record<number, Documented> = { ...impliedErrors(route) };
  for (const [key, response] of Object.entries(route.responses ?? {})) {
    const status = Number(key);
    const implied = merged[status];
    const codes = [...new Set([...(implied?.codes ?? []), ...(response.codes ?? [])])];
    merged[status] = { ...response, ...(codes.length > 0 ? { codes } : {}) };
  }
  const entries = Object.entries(merged).map(([k, r]) => [Number(k), r] as [number, Documented]);
  if (!entries.some(([status]) => status < 400)) {
    throw new Error(
      `Route "${route.id}" (${route.method} ${route.path}) documents no success response: add its responses ` +
        '(and request schemas) to its entry in lib/routes*.ts; see docs/decisions/0501-openapi.md',
    );
  }
  for (const [status, response] of entries) {
    for (const code of response.codes ?? []) {
      if (ERROR_STATUS[code] !== status) {
        throw new Error(`Route "${route.id}": code ${code} is answered with ${ERROR_STATUS[code]}, not ${status}`);
      }
    }
    if (response.codes && response.schema !== ErrorEnvelopeSchema) {
      throw new Error(`Route "${route.id}": status ${status} lists codes but its schema is not ErrorEnvelopeSchema`);
    }
  }
  return entries.sort(([a], [b]) => a - b);
}

function errorMessage(route: RouteDefinition, code: ErrorCode): string {
  switch (code) {
    case 'TOO_MANY_REQUESTS':
      if (route.limits?.[0]) return limitMessage(route, route.limits[0]);
      return route.auth === 'apiKey'
        ? ERROR_EXAMPLES.TOO_MANY_REQUESTS
        : 'Too many requests: the API stage throttle (100 requests per second, burst 200) was exceeded';
    case 'INSUFFICIENT_SCOPE':
      return route.scope ? `This API key lacks the ${route.scope} scope` : ERROR_EXAMPLES[code];
    case 'FORBIDDEN':
      if (route.auth === 'platformAdmin') return 'Platform administrators only';
      return route.permission ? `This action needs the ${route.permission} permission` : ERROR_EXAMPLES[code];
    default:
      return ERROR_EXAMPLES[code];
  }
}

function errorExamples(route: RouteDefinition, codes: readonly ErrorCode[]): Record<string, BodyExample> {
  return Object.fromEntries(
    codes.map((code) => [
      code,
      {
        summary: code,
        value: {
          error: {
            code,
            message: errorMessage(route, code),
            requestId: EXAMPLE_REQUEST_ID,
            ...(code === 'VALIDATION_ERROR' ? { details: [{ path: '(body)', message: 'Invalid input' }] } : {}),
          },
        },
      },
    ]),
  );
}

function responseObject(route: RouteDefinition, response: RouteResponse, converter: SchemaConverter): ResponseObject {
  const headers: Record<string, unknown> = { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };
  for (const [name, description] of Object.entries(response.headers ?? {})) {
    headers[name] = { description, schema: { type: 'string' } };
  }
  if (!response.schema) return { description: response.description, headers };
  let schema = converter.convert(response.schema, 'output');
  if (response.codes) {
    schema = {
      allOf: [
        schema,
        { type: 'object', properties: { error: { type: 'object', properties: { code: { enum: response.codes } } } } },
      ],
    };
  }
  const examples = response.examples ?? (response.codes ? errorExamples(route, response.codes) : undefined);
  return {
    description: response.description,
    headers,
    content: { [response.mediaType ?? JSON_MEDIA]: { schema, ...(examples ? { examples } : {}) } },
  };
}

function authText(route: RouteDefinition): string {
  switch (route.auth) {
    case 'none':
      return 'No credentials.';
    case 'apiKey':
      return `API key (\`X-API-Key\`)${route.scope ? ` with the scope \`${route.scope}\`` : ''}.`;
    case 'bearer':
      return `Bearer access token${route.permission ? ` of a role with the permission \`${route.permission}\`` : ' (any role)'}.`;
    case 'platformAdmin':
      return 'Bearer access token of a platform administrator.';
  }
}

function operation(route: RouteDefinition, converter: SchemaConverter): OperationObject {
  const params = parameters(route, converter);
  const body = route.request?.body;
  if (body && !BODY_METHODS.has(route.method)) throw new Error(`Route "${route.id}": ${route.method} takes no body`);
  const per = { ip: 'client IP', user: 'signed-in user', account: 'account' } as const;
  const limits = (route.limits ?? []).map((rule) => `${rule.perMinute} requests a minute per ${per[rule.per]}`);
  const limit = limits.length > 0 ? ` Limited to ${limits.join(' and ')}.` : '';
  return {
    operationId: route.id,
    summary: route.summary,
    description: [route.description, `**Auth:** ${authText(route)}${limit}`].filter(Boolean).join('\n\n'),
    tags: [tagOf(route.path)],
    security: route.auth === 'none' ? [] : route.auth === 'apiKey' ? [{ ApiKeyAuth: [] }] : [{ BearerAuth: [] }],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              [JSON_MEDIA]: {
                schema: converter.convert(body, 'input'),
                ...(route.examples ? { examples: route.examples } : {}),
              },
            },
          },
        }
      : {}),
    responses: Object.fromEntries(
      documentedResponses(route).map(([status, r]) => {
        const object = responseObject(route, r, converter);
        if (!r.component) return [String(status), object];
        const existing = converter.responses[r.component];
        if (existing && JSON.stringify(existing) !== JSON.stringify(object)) {
          throw new Error(`The shared response ${r.component} differs for route "${route.id}"`);
        }
        converter.responses[r.component] = object;
        return [String(status), { $ref: `#/components/responses/${r.component}` }];
      }),
    ),
    'x-auth': route.auth,
    ...(route.scope ? { 'x-scope': route.scope } : {}),
    ...(route.permission ? { 'x-permission': route.permission } : {}),
    ...(ipLimitOf(route) !== undefined ? { 'x-ip-limit-per-minute': ipLimitOf(route) } : {}),
    // Every rolling-minute limit of the route, for clients (the dashboard) to show and pace against.
    ...(route.limits?.length ? { 'x-rate-limits': route.limits.map((rule) => ({ ...rule })) } : {}),
  };
}

/** The document for a route table (by default the service's). Throws on a route it cannot describe. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[] = routeTable): OpenApiDocument {
  const converter = new SchemaConverter();
  converter.convert(ErrorEnvelopeSchema, 'output');
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const item = paths[route.path] ?? {};
    item[route.method.toLowerCase() as Lowercase<RouteDefinition['method']>] = operation(route, converter);
    paths[route.path] = item;
  }
  const used = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'SMS Messaging Service API',
      version: pkg.version,
      summary: 'Send SMS to South African mobiles, with content moderation, from an API key or the dashboard',
      description: INFO_DESCRIPTION,
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: API_PREFIX, description: 'This host, version 1 (the version is in the path)' }],
    tags: TAGS.filter((t) => used.has(t.name)).map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: sortedByKey(converter.components),
      responses: sortedByKey(converter.responses),
      securitySchemes: {
        ApiKeyAuth: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description:
            'Public API key (sk_live_...), issued by a user with apikeys.manage and shown once. Scopes: sms.send, ' +
            'sms.read. Each key has its own per-minute rate limit (default 60).',
        },
        BearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'Access token from POST /auth/login, /auth/register, /auth/social, /invites/accept or /auth/refresh; ' +
            'lives 15 minutes. Routes need a permission of the role of the caller, or a platform administrator.',
        },
      },
      headers: {
        RequestId: {
          description: 'The request id, also in the body of every error; quote it when reporting a problem',
          schema: { type: 'string' },
        },
      },
    },
  };
}

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The document as docs/openapi.json holds it. */
export function serializeOpenApiDocument(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
