import type { z } from 'zod';
import { type ErrorDetail, validationError } from './errors';

/** zod issues as the envelope's `details`. */
export function issueDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.join('.') : '(body)',
    message: issue.message,
  }));
}

/** Parses untrusted input with a schema, or throws 400 VALIDATION_ERROR naming every problem. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, what = 'Request body'): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(`${what} is not valid`, issueDetails(result.error));
  return result.data;
}
