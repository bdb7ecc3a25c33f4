import { request as httpRequest } from 'node:http';
import { checkResponse } from './contract';
import { recordCanariesIn, recordHeaderCanaries } from './log-capture';

// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely, field by field.
export interface HttpResponse<T = any> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: T;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Raw body (sent as is); otherwise `json` is serialised. */
  raw?: string;
  json?: unknown;
  /** Loopback address to send from (127.0.0.x), so tests can be different client IPs. */
  fromIp?: string;
  /** Skip the OpenAPI check (the benchmark only: it measures the service, not the check). */
  uncheckedContract?: boolean;
}

/**
 * A real HTTP request over a socket, as an integrator's client would make it. Every answer is checked against the
 * OpenAPI document (test/support/contract.ts): an undocumented status or a body that does not match its schema
 * rejects, which fails the test with the reason.
 */
export function call(method: string, url: string, options: RequestOptions = {}): Promise<HttpResponse> {
  const payload = options.raw ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined);
  const headers: Record<string, string> = {
    ...(options.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
  if (payload !== undefined) headers['Content-Length'] = String(Buffer.byteLength(payload));
  // What the test sends and what the service answers are the canaries of the log scan (test/support/log-scan.ts).
  recordHeaderCanaries(options.headers);
  recordCanariesIn(options.json ?? parsedOrUndefined(options.raw));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, headers, ...(options.fromIp ? { localAddress: options.fromIp } : {}) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = undefined;
          }
          const status = res.statusCode ?? 0;
          recordCanariesIn(body);
          try {
            if (!options.uncheckedContract) checkResponse(method, url, status, text);
          } catch (error) {
            reject(error);
            return;
          }
          resolve({ status, headers: res.headers, text, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

function parsedOrUndefined(raw: string | undefined): unknown {
  try {
    return raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A client bound to a base URL. */
export function client(baseUrl: string, defaults: RequestOptions = {}) {
  const merge = (o: RequestOptions = {}): RequestOptions => ({
    ...defaults,
    ...o,
    headers: { ...defaults.headers, ...o.headers },
  });
  return {
    get: (path: string, o?: RequestOptions) => call('GET', `${baseUrl}${path}`, merge(o)),
    post: (path: string, json?: unknown, o?: RequestOptions) =>
      call('POST', `${baseUrl}${path}`, merge({ ...o, ...(json !== undefined ? { json } : {}) })),
    put: (path: string, json?: unknown, o?: RequestOptions) => call('PUT', `${baseUrl}${path}`, merge({ ...o, json })),
    patch: (path: string, json?: unknown, o?: RequestOptions) =>
      call('PATCH', `${baseUrl}${path}`, merge({ ...o, json })),
    delete: (path: string, o?: RequestOptions) => call('DELETE', `${baseUrl}${path}`, merge(o)),
  };
}

/** Asserts the contract's error envelope and returns its code. */
export function errorCode(res: HttpResponse): string | undefined {
  const error = res.body?.error;
  if (
    !error ||
    typeof error.code !== 'string' ||
    typeof error.message !== 'string' ||
    typeof error.requestId !== 'string'
  ) {
    return undefined;
  }
  return error.code;
}
