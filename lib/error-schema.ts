/**
 * The contract's error envelope as a schema: the OpenAPI document references it on every error status of every route,
 * and the e2e suite validates every error answer against it (docs/decisions/0501-openapi.md).
 */
import * as z from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from '../shared/errors';

/** A message each code is typically answered with: the examples of the document. */
export const ERROR_EXAMPLES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Request body is not valid',
  INVALID_PHONE_NUMBER: 'to must be a South African mobile number (0XX XXX XXXX or +27XXXXXXXXX)',
  MISSING_TEMPLATE_VARIABLE: 'Template variable "name" was not supplied',
  UNAUTHORIZED: 'Missing or invalid credentials',
  INSUFFICIENT_BALANCE: 'Insufficient SMS balance: 2 credits needed, 1 available',
  FORBIDDEN: 'You do not have permission to do this',
  INSUFFICIENT_SCOPE: 'This API key lacks the sms.send scope',
  ACCOUNT_SUSPENDED: 'This account is suspended; sending is disabled',
  NOT_FOUND: 'Resource not found',
  TEMPLATE_NOT_FOUND: 'Template not found on this account',
  CONFLICT: 'The resource changed or is in a state that does not allow this',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used with a different request body',
  PAYLOAD_TOO_LARGE: 'Request body exceeds 65536 bytes',
  TOO_MANY_REQUESTS: 'Rate limit exceeded: 60 requests per minute for this API key',
  SPEND_LIMIT_EXCEEDED: 'Daily spend limit reached: this API key may spend 500 credits a day (Africa/Johannesburg)',
  INTERNAL_ERROR: 'An unexpected error occurred',
  VENDOR_NOT_CONFIGURED: 'No SMS vendor is configured on this account',
  CAMPAIGN_STATE: 'A campaign that is COMPLETED cannot be paused',
  IMPORT_INVALID: 'The file cannot be read as CSV: no header row',
  INVALID_SIGNATURE: "The callback's signature or secret does not match this account's vendor",
};

const ErrorDetailSchema = z
  .strictObject({
    path: z.string().check(z.describe('The field at fault (dotted path, or "(body)" for the body as a whole)')),
    message: z.string(),
  })
  .check(z.meta({ id: 'ErrorDetail', description: 'One problem of a request' }));

export const ErrorEnvelopeSchema = z
  .strictObject({
    error: z.strictObject({
      code: z
        .enum(ERROR_CODES)
        .check(z.describe('Stable, UPPER_SNAKE; the status of each code is fixed by the contract')),
      message: z.string().check(z.minLength(1), z.describe('A human sentence; never a stack trace')),
      requestId: z
        .string()
        .check(z.minLength(1), z.describe('Also in the X-Request-Id header; quote it when reporting a problem')),
      details: z
        .optional(z.array(ErrorDetailSchema).check(z.minLength(1)))
        .check(z.describe('Validation errors name every problem; absent otherwise')),
    }),
  })
  .check(
    z.meta({
      id: 'ErrorEnvelope',
      description: 'Every error of every route, including the answers of the gateway itself (401, 404, 413, 429, 500)',
    }),
  );
