/**
 * The OpenAPI document generated from the route table (lib/openapi.ts) is a valid OpenAPI 3.1 document by structure:
 * every route with its method and path, security per auth kind, the error envelope on every error status, schemas
 * that compile as JSON Schema 2020-12, examples that match them. (CI also runs redocly lint on docs/openapi.json.)
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { buildOpenApiDocument, type JsonSchema, type OperationObject } from '../../lib/openapi';
import type { RouteDefinition } from '../../lib/route-table';
import { routes } from '../../lib/routes';
import type { ErrorCode } from '../../shared/errors';
import { ERROR_STATUS } from '../../shared/http/status';
import type { PublicMessage } from '../../shared/messages/message';
import type { PublicMessageSchema } from '../../shared/messages/schemas';
import { checkResponse, resolveResponse, schemaCompiler } from '../support/contract';

const document = buildOpenApiDocument();
const compile = schemaCompiler(document);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SECURITY: Record<RouteDefinition['auth'], Record<string, string[]>[]> = {
  none: [],
  apiKey: [{ ApiKeyAuth: [] }],
  bearer: [{ BearerAuth: [] }],
  platformAdmin: [{ BearerAuth: [] }],
};

const operationOf = (route: RouteDefinition): OperationObject => {
  const operation = document.paths[route.path]?.[route.method.toLowerCase() as 'get'];
  if (!operation) throw new Error(`${route.method} ${route.path} is not in the document`);
  return operation;
};

/** Every value under `key` anywhere in the document. */
function collect(value: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const v of value) collect(v, key, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === key) out.push(v);
      collect(v, key, out);
    }
  }
  return out;
}

function pointer(path: string): unknown {
  return path
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1.0 with its required top-level fields', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api/v1' })]);
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\//);
      for (const method of Object.keys(item)) expect(HTTP_METHODS).toContain(method);
    }
    const tagNames = document.tags.map((t) => t.name);
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item))
        for (const tag of operation?.tags ?? []) expect(tagNames).toContain(tag);
    }
  });

  it('groups operations by what they are for: Service holds only health and the document (issue 29)', () => {
    const byTag = new Map<string, string[]>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item)) {
        const [tag] = operation?.tags ?? [];
        byTag.set(tag!, [...(byTag.get(tag!) ?? []), path]);
      }
    }
    expect(new Set(byTag.get('Service'))).toEqual(new Set(['/health', '/openapi.json']));
    for (const [path, tag] of [
      ['/contacts', 'Contacts'],
      ['/campaigns/{id}/launch', 'Campaigns'],
      ['/webhooks/{id}/test', 'Webhooks'],
      ['/opt-outs', 'Opt-outs'],
      ['/callbacks/twilio/{accountId}', 'Vendor callbacks'],
      ['/sandbox/clock', 'Sandbox'],
    ] as const) {
      expect(byTag.get(tag), `${path} under ${tag}`).toContain(path);
    }
  });

  it('has every route of the table, with its method, path, id and path parameters, and nothing else', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(routes.length);
    for (const route of routes) {
      const operation = operationOf(route);
      expect(operation.operationId).toBe(route.id);
      expect(operation.summary).toBe(route.summary);
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), route.id).toEqual([...inPath].sort());
      for (const p of declared) expect(p.required).toBe(true);
    }
    expect(document.paths['/openapi.json']?.get?.operationId).toBe('openapi-document');
  });

  it('secures each operation by its auth kind: X-API-Key, bearer JWT, or nothing', () => {
    expect(document.components.securitySchemes).toEqual({
      ApiKeyAuth: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
      BearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
    for (const route of routes) {
      expect(operationOf(route).security, route.id).toEqual(SECURITY[route.auth]);
      const statuses = Object.keys(operationOf(route).responses);
      if (route.auth !== 'none') expect(statuses, route.id).toContain('401');
      if (route.scope || route.permission || route.auth === 'platformAdmin')
        expect(statuses, route.id).toContain('403');
    }
  });

  it('answers every error status with the envelope, naming only codes of that status', () => {
    for (const route of routes) {
      const operation = operationOf(route);
      expect(
        Object.keys(operation.responses).some((s) => Number(s) < 300),
        `${route.id} has a success`,
      ).toBe(true);
      expect(Object.keys(operation.responses), route.id).toEqual(expect.arrayContaining(['429', '500']));
      for (const status of Object.keys(operation.responses).map(Number)) {
        const response = resolveResponse(document, operation, status)!;
        if (status < 400) continue;
        const schema = response.content?.['application/json']?.schema as JsonSchema;
        if (route.ownErrors) {
          // The Twilio-compatible routes answer Twilio's error body (decision 1602), never the envelope.
          expect(schema, `${route.id} ${status}`).toEqual({ $ref: '#/components/schemas/TwilioError' });
          continue;
        }
        const [envelope, narrowed] = schema.allOf as JsonSchema[];
        expect(envelope, `${route.id} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
        const codes = collect(narrowed, 'enum')[0] as ErrorCode[];
        expect(codes.length, `${route.id} ${status}`).toBeGreaterThan(0);
        for (const code of codes) expect(ERROR_STATUS[code], `${route.id} ${status} ${code}`).toBe(status);
      }
    }
  });

  it('lists the contract errors of the send route, the Idempotency-Key header and the 429 rules', () => {
    const send = document.paths['/public/sms/send']?.post;
    const codes = (status: number) =>
      collect(resolveResponse(document, send!, status)?.content, 'enum')[0] as ErrorCode[] | undefined;
    expect(codes(400)).toEqual(['VALIDATION_ERROR', 'INVALID_PHONE_NUMBER', 'MISSING_TEMPLATE_VARIABLE']);
    expect(codes(401)).toEqual(['UNAUTHORIZED']);
    expect(codes(402)).toEqual(['INSUFFICIENT_BALANCE']);
    expect(codes(403)).toEqual(expect.arrayContaining(['INSUFFICIENT_SCOPE', 'ACCOUNT_SUSPENDED']));
    expect(codes(404)).toEqual(['TEMPLATE_NOT_FOUND']);
    expect(codes(409)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    expect(codes(413)).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(codes(429)).toEqual(['TOO_MANY_REQUESTS', 'SPEND_LIMIT_EXCEEDED']);
    expect(codes(503)).toEqual(['VENDOR_NOT_CONFIGURED']);
    expect(codes(500)).toEqual(['INTERNAL_ERROR']);
    expect(send?.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(Object.keys(send?.requestBody?.content['application/json']?.examples ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(resolveResponse(document, send!, 201)?.content?.['application/json']?.examples ?? {})).toEqual(
      expect.arrayContaining(['queued', 'blocked']),
    );
    const limited = resolveResponse(document, send!, 429)!;
    expect(limited.description).toMatch(/names the limit/);
    expect(limited.description).toMatch(/no `Retry-After`/);
    expect(document.info.description).toMatch(/No `Retry-After` header is sent/);
    const login = routes.find((r) => r.id === 'auth-login')!;
    const loginLimited = resolveResponse(document, operationOf(login), 429)!;
    expect(JSON.stringify(loginLimited.content)).toContain(
      'Rate limit exceeded: 10 requests per minute per IP for POST /auth/login',
    );
  });

  it('states the send body as the spec does: body at most 1600 characters, exactly one of body and templateId', () => {
    const send = document.components.schemas.SendSmsRequest as JsonSchema;
    expect((send.properties as Record<string, JsonSchema>).body).toMatchObject({ type: 'string', maxLength: 1600 });
    expect((send.oneOf as JsonSchema[]).map((branch) => branch.required)).toEqual([['body'], ['templateId']]);
    const valid = compile(send);
    expect(valid({ to: '0821234567', body: 'hi' })).toBe(true);
    expect(valid({ to: '0821234567', templateId: 'tpl_x' })).toBe(true);
    expect(valid({ to: '0821234567', body: 'hi', templateId: 'tpl_x' })).toBe(false);
    expect(valid({ to: '0821234567' })).toBe(false);
    // maxLength counts characters (code points), as the service does: 1600 emoji are one body, 1601 are too many.
    expect(valid({ to: '0821234567', body: '😀'.repeat(1600) })).toBe(true);
    expect(valid({ to: '0821234567', body: 'a'.repeat(1601) })).toBe(false);
  });

  it('has schemas that compile as JSON Schema 2020-12, references that resolve and closed response objects', () => {
    for (const ref of collect(document, '$ref') as string[]) expect(pointer(ref), ref).toBeDefined();
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect(() => compile(schema), name).not.toThrow();
    }
    // Response objects refuse undocumented fields, so the e2e check catches a field a handler adds silently.
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      const objects = [schema, ...collect(schema, 'properties').flatMap((p) => Object.values(p as object))];
      for (const object of objects as JsonSchema[]) {
        if (object.type === 'object' && object.properties && name !== 'OpenApiDocument') {
          expect(object.additionalProperties, name).toBe(false);
        }
      }
    }
  });

  it('has examples that match their schemas', () => {
    let checked = 0;
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        const media = [
          operation?.requestBody?.content['application/json'],
          ...Object.keys(operation?.responses ?? {}).map(
            (s) => resolveResponse(document, operation!, Number(s))?.content?.['application/json'],
          ),
        ];
        for (const m of media) {
          for (const [name, example] of Object.entries(m?.examples ?? {})) {
            const validate = compile(m!.schema);
            expect(
              validate(example.value),
              `${operation?.operationId} ${name}: ${JSON.stringify(validate.errors)}`,
            ).toBe(true);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(routes.length);
  });

  it('describes PublicMessage exactly (the schema and the type cannot drift)', () => {
    expectTypeOf<z.output<typeof PublicMessageSchema>>().toEqualTypeOf<PublicMessage>();
  });
});

describe('the e2e response check (test/support/contract.ts)', () => {
  const base = 'http://127.0.0.1:9/api/v1';
  const envelope = (code: string) => JSON.stringify({ error: { code, message: 'm', requestId: 'r' } });
  const message = {
    id: 'msg_01JD5W9A7C2E4G6J8K0M2P4R6T',
    status: 'QUEUED',
    deliveryStatus: null,
    to: '+27821234567',
    body: 'Hello',
    segments: 1,
    encoding: 'GSM-7',
    cost: 1,
    source: 'api',
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
  };

  it('accepts a documented status whose body matches', () => {
    expect(() => checkResponse('GET', `${base}/health`, 200, '{"status":"ok","version":"1"}')).not.toThrow();
    expect(() => checkResponse('POST', `${base}/public/sms/send`, 201, JSON.stringify(message))).not.toThrow();
    expect(() => checkResponse('DELETE', `${base}/api-keys/key_1`, 204, '')).not.toThrow();
    expect(() => checkResponse('GET', `${base}/no/such/route`, 404, envelope('NOT_FOUND'))).not.toThrow();
  });

  it('refuses an undocumented status, an undocumented field, a wrong type, a foreign code and a stray body', () => {
    expect(() => checkResponse('GET', `${base}/health`, 418, '{}')).toThrow(/status 418 is not documented/);
    expect(() => checkResponse('GET', `${base}/health`, 200, '{"status":"ok","version":"1","x":1}')).toThrow(
      /does not match.*must NOT have additional properties.*"x"/,
    );
    const wrong = JSON.stringify({ ...message, cost: '1' });
    expect(() => checkResponse('GET', `${base}/public/sms/msg_1`, 200, wrong)).toThrow(/\/cost must be integer/);
    expect(() => checkResponse('POST', `${base}/public/sms/send`, 404, envelope('NOT_FOUND'))).toThrow(
      /must be equal to one of the allowed values/,
    );
    expect(() => checkResponse('DELETE', `${base}/api-keys/key_1`, 204, '{}')).toThrow(/no body/);
    expect(() => checkResponse('GET', `${base}/no/such/route`, 404, '{"message":"nope"}')).toThrow(/error envelope/);
    expect(() => checkResponse('GET', `${base}/no/such/route`, 200, '{}')).toThrow(/not an error/);
  });
});
