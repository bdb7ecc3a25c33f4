/**
 * Small helpers for the documentation of route table entries (lib/routes*.ts), so an entry reads as the contract
 * does. Only types are imported from lib/routes.ts: the route files import this module while the table is built.
 */
import * as z from 'zod/mini';
import type { ErrorCode } from '../shared/errors';
import { ErrorEnvelopeSchema } from './error-schema';
import type { RouteResponse } from './route-table';

/** An error status answered with the envelope and these codes. */
export function errorResponse(description: string, codes: readonly [ErrorCode, ...ErrorCode[]]): RouteResponse {
  return { description, schema: ErrorEnvelopeSchema, codes };
}

/** A 204: done, no body. */
export const noContent = (description = 'Done; no body'): RouteResponse => ({ description });

/** 404 NOT_FOUND for a resource of the caller's account (another account's id is not found either). */
export const notFoundOf = (what: string) =>
  errorResponse(`No ${what} with this id on the caller's account (another account's is not found either)`, [
    'NOT_FOUND',
  ]);

/** The contract's list answer for items of `item`: `{items, nextCursor}`, newest first. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.strictObject({
    items: z.array(item).check(z.describe('Newest first')),
    nextCursor: z.nullable(z.string()).check(z.describe('Pass as ?cursor= for the next page; null on the last page')),
  });
}
