/**
 * Every response an e2e test receives is checked against the OpenAPI document (docs/decisions/0501-openapi.md):
 * test/support/http.ts `call()` hands each one here. The route is found as the gateway finds it (method and path
 * template under /api/v1, from the table the stack serves), then its operation in the document (operationId = route
 * id); the status must be documented for it and the body must match that status's schema, with ajv. A request that
 * hits no route must be answered with the error envelope.
 *
 * The document is generated in memory from the route table, so it is always the current one; scripts/openapi-check.ts
 * makes sure docs/openapi.json (what GET /api/v1/openapi.json serves) is the same.
 */
import type { ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import {
  buildOpenApiDocument,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
  type ResponseObject,
} from '../../lib/openapi';
import type { RouteDefinition } from '../../lib/route-table';
import { routes as routeTable } from '../../lib/routes';
import { fullPath } from '../../shared/http/contract';

const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** A compiler of the document's schemas: `#/components/schemas/X` resolve against the document. */
export function schemaCompiler(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addFormat('date-time', ISO_DATE_TIME);
  ajv.addFormat('email', EMAIL);
  const toDefs = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/')) as JsonSchema;
  const defs = toDefs(document.components.schemas);
  const cache = new Map<string, ValidateFunction>();
  return (schema: JsonSchema): ValidateFunction => {
    const key = JSON.stringify(schema);
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile({ ...toDefs(schema), $defs: defs });
      cache.set(key, validate);
    }
    return validate;
  };
}

/** A response object of an operation, with a `$ref` to components.responses resolved. */
export function resolveResponse(document: OpenApiDocument, operation: OperationObject, status: number) {
  const response = operation.responses[String(status)];
  if (!response) return undefined;
  if (!('$ref' in response)) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  const resolved = document.components.responses[name];
  if (!resolved) throw new Error(`Unresolvable ${response.$ref}`);
  return resolved;
}

interface Checker {
  document: OpenApiDocument;
  compile: ReturnType<typeof schemaCompiler>;
  operations: Map<string, OperationObject>;
}

let checker: Checker | undefined;

function current(): Checker {
  if (!checker) {
    const document = buildOpenApiDocument();
    const operations = new Map<string, OperationObject>();
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) if (operation) operations.set(operation.operationId, operation);
    }
    checker = { document, compile: schemaCompiler(document), operations };
  }
  return checker;
}

/** The route table each running stack serves, by origin (a stack may serve extra routes; default: the table). */
const served = new Map<string, readonly RouteDefinition[]>();

export function registerServedRoutes(baseUrl: string, table: readonly RouteDefinition[]): void {
  served.set(new URL(baseUrl).origin, table);
}

const patterns = new WeakMap<RouteDefinition, RegExp>();
function patternOf(route: RouteDefinition): RegExp {
  let pattern = patterns.get(route);
  if (!pattern) {
    const source = fullPath(route)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\w+\}/g, '[^/]+');
    pattern = new RegExp(`^${source}$`);
    patterns.set(route, pattern);
  }
  return pattern;
}

/** The route the local gateway answers a request with, as it matches them (first in table order). */
function matchRoute(method: string, url: string): RouteDefinition | undefined {
  const { origin, pathname } = new URL(url);
  const table = served.get(origin) ?? routeTable;
  const upper = method.toUpperCase();
  return table.find((r) => r.method === upper && patternOf(r).test(pathname));
}

const excerpt = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);

/** Throws, naming the route, the status and every mismatch, unless the response is what the document says. */
export function checkResponse(method: string, url: string, status: number, text: string): void {
  const { document, compile, operations } = current();
  const route = matchRoute(method, url);
  const where = `${method} ${new URL(url).pathname} → ${status}`;
  const fail: (problem: string) => never = (problem) => {
    throw new Error(`OpenAPI check: ${where}: ${problem}\n  body: ${excerpt(text) || '(empty)'}`);
  };

  let response: ResponseObject | undefined;
  if (!route) {
    if (status < 400) fail('no route of the table matches, yet the answer is not an error');
    response = {
      description: 'No route',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  } else {
    const operation = operations.get(route.id);
    if (!operation) fail(`route "${route.id}" is not in the OpenAPI document`);
    response = resolveResponse(document, operation, status);
    if (!response) {
      fail(
        `status ${status} is not documented for "${route.id}" (documented: ${Object.keys(operation.responses).join(', ')}); ` +
          `document it in the route's responses (lib/routes*.ts) or fix the handler`,
      );
    }
  }

  if (response?.content?.['text/csv']) {
    // A CSV report: a header row and lines; its columns are checked by the tests that read it.
    if (!text.endsWith('\n')) fail('the CSV body does not end with a line break');
    return;
  }
  const media = response?.content?.['application/json'];
  // Another documented media type (a vendor's TwiML answer): its text is the route's own business.
  if (!media && Object.keys(response?.content ?? {}).length > 0) return;
  if (!media) {
    if (text !== '') fail(`the document says no body for this status (route "${route?.id}")`);
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail('the body is not JSON');
  }
  const validate = compile(media.schema);
  if (!validate(body)) {
    const problems = (validate.errors ?? [])
      .map((e) => `${e.instancePath || '(root)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
      .join('; ');
    fail(
      `the body does not match the documented schema${route ? ` of "${route.id}"` : ' (the error envelope)'}: ${problems}`,
    );
  }
}
