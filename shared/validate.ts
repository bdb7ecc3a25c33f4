/**
 * Validation of untrusted input with zod's small build (zod/mini, ~16 KB with its English messages, against ~440 KB
 * for the full build: docs/decisions/0601-lean-runtime.md). Importing this module installs the English messages.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import type { ErrorDetail } from './errors';

z.config(en());

/** zod issues as the envelope's `details`. */
export function issueDetails(error: z.core.$ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.join('.') : '(body)',
    // A record's key that fails its own schema: that schema's message says why ("Invalid key in record" does not).
    message: (issue.code === 'invalid_key' && issue.issues[0]?.message) || issue.message,
  }));
}
