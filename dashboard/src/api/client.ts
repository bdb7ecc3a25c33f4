/**
 * Every call to the Platform API: same origin (/api/v1), the access token from memory, the error envelope turned into
 * an ApiError whose field details the forms show next to their fields. A 401 is retried once after a refresh; when the
 * refresh fails too, the session ends and the app sends the user to sign in.
 */
import type { components } from './openapi.gen';
import { currentAccessToken, endSession, refreshSession } from './session';

type ErrorDetail = components['schemas']['ErrorDetail'];
type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly requestId?: string,
  ) {
    super(message);
  }

  /** The messages by top-level field, for a form's validationErrors. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.details) {
      // By the full path (a template variable's field is named variables.<name>) and by its first segment.
      for (const field of [d.path, d.path.split('.')[0] ?? '']) if (field && !out[field]) out[field] = d.message;
    }
    // A bad phone number has its own code and names its field first ("to must be…", "phone must be…").
    if (this.code === 'INVALID_PHONE_NUMBER') {
      const field = /^(to|phone)\b/.exec(this.message)?.[1] ?? 'to';
      if (!out[field]) out[field] = this.message;
    }
    return out;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call(method: Method, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = currentAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`/api/v1${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

async function errorOf(res: Response): Promise<ApiError> {
  try {
    const { error } = (await res.json()) as ErrorEnvelope;
    return new ApiError(res.status, error.code, error.message, error.details ?? [], error.requestId);
  } catch {
    return new ApiError(res.status, 'INTERNAL_ERROR', `The service answered ${res.status}`);
  }
}

export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let res = await call(method, path, body);
  if (res.status === 401 && currentAccessToken()) {
    if (await refreshSession()) res = await call(method, path, body);
    else endSession();
  }
  if (!res.ok) throw await errorOf(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const get = <T>(path: string) => api<T>('GET', path);

/** A file the API answers (a CSV report), saved by the browser under the name the API gives. */
export async function download(path: string, fallbackName: string): Promise<void> {
  let res = await call('GET', path, undefined);
  if (res.status === 401 && (await refreshSession())) res = await call('GET', path, undefined);
  if (!res.ok) throw await errorOf(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A query string from the defined values. */
export function qs(params: Record<string, string | number | undefined | null>): string {
  const entries = Object.entries(params).filter((e): e is [string, string | number] => e[1] != null && e[1] !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}
