import type { ErrorCode } from '../errors';

/** The one table from the contract's error codes to HTTP statuses ("Conventions"): each code has exactly one. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  INVALID_PHONE_NUMBER: 400,
  MISSING_TEMPLATE_VARIABLE: 400,
  UNAUTHORIZED: 401,
  INSUFFICIENT_BALANCE: 402,
  FORBIDDEN: 403,
  INSUFFICIENT_SCOPE: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  TEMPLATE_NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  VENDOR_NOT_CONFIGURED: 503,
};
