/**
 * Small helpers for the `request` and `responses` of route table entries (lib/routes*.ts), so an entry reads as the
 * contract does. Only types are imported from lib/routes.ts: the route files import this module while the table is
 * being built.
 */
import { z } from 'zod';
import { type ErrorCode, ErrorEnvelopeSchema } from '../shared/http/error-schema';
import type { RouteResponse } from './routes';

/** An error status answered with the envelope and these codes. */
export function errorResponse(description: string, codes: readonly [ErrorCode, ...ErrorCode[]]): RouteResponse {
  return { description, schema: ErrorEnvelopeSchema, codes };
}

/** A 204: done, no body. */
export const noContent = (description = 'Done; no body'): RouteResponse => ({ description });

/** Path parameters: `{id}` of the given resource, or other names. */
export function pathParams<const N extends string>(what: string, ...names: N[]) {
  const list = names.length > 0 ? names : (['id'] as N[]);
  return z.strictObject(
    Object.fromEntries(
      list.map((n) => [
        n,
        z
          .string()
          .min(1)
          .describe(`The ${what} ${n === 'id' ? 'id' : n}`),
      ]),
    ),
  );
}

/** 404 NOT_FOUND for a resource of the caller's account (another account's id is not found either). */
export const notFoundOf = (what: string) =>
  errorResponse(`No ${what} with this id on the caller's account (another account's is not found either)`, [
    'NOT_FOUND',
  ]);
