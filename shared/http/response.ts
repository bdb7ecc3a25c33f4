/**
 * Every answer of every route is built here, so each carries the same headers (JSON, no caching, no MIME sniffing)
 * and the chain adds X-Request-Id.
 */
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { ErrorDetail } from '../errors';

const BASE_HEADERS = {
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** A JSON answer of `body`. */
export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResult {
  return jsonText(statusCode, JSON.stringify(body), headers);
}

/** A JSON answer whose body is already serialised (a stored idempotent response, replayed byte for byte). */
export function jsonText(
  statusCode: number,
  body: string,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  return { statusCode, headers: { ...BASE_HEADERS, ...headers }, body };
}

export function noContent(headers: Record<string, string> = {}): APIGatewayProxyResult {
  return { statusCode: 204, headers: { ...BASE_HEADERS, ...headers }, body: '' };
}

export interface ErrorEnvelope {
  error: { code: string; message: string; requestId: string; details?: ErrorDetail[] };
}

export function errorBody(code: string, message: string, requestId: string, details?: ErrorDetail[]): ErrorEnvelope {
  return { error: { code, message, requestId, ...(details && details.length > 0 ? { details } : {}) } };
}
