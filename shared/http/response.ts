import type { APIGatewayProxyResult } from 'aws-lambda';
import type { ErrorDetail } from './errors';

const BASE_HEADERS = {
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResult {
  return { statusCode, headers: { ...BASE_HEADERS, ...headers }, body: JSON.stringify(body) };
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
