/**
 * Typed errors of the contract's envelope. Domain and handler code throw these; the shared handler chain maps them to
 * `{"error": {code, message, requestId, details?}}` in one place (shared/http/handler.ts).
 */
export interface ErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const validationError = (message: string, details?: ErrorDetail[]) =>
  new ApiError(400, 'VALIDATION_ERROR', message, details);
export const invalidPhoneNumber = (
  message = 'to must be a South African mobile number (0XX XXX XXXX or +27XXXXXXXXX)',
) => new ApiError(400, 'INVALID_PHONE_NUMBER', message, [{ path: 'to', message }]);
export const missingTemplateVariable = (name: string) =>
  new ApiError(400, 'MISSING_TEMPLATE_VARIABLE', `Template variable "${name}" was not supplied`, [
    { path: `variables.${name}`, message: 'Required by the template' },
  ]);
export const unauthorized = (message = 'Missing or invalid credentials') => new ApiError(401, 'UNAUTHORIZED', message);
export const insufficientBalance = (needed: number, balance: number) =>
  new ApiError(402, 'INSUFFICIENT_BALANCE', `Insufficient SMS balance: ${needed} credits needed, ${balance} available`);
export const forbidden = (message = 'You do not have permission to do this') => new ApiError(403, 'FORBIDDEN', message);
export const insufficientScope = (scope: string) =>
  new ApiError(403, 'INSUFFICIENT_SCOPE', `This API key lacks the ${scope} scope`);
export const accountSuspended = () =>
  new ApiError(403, 'ACCOUNT_SUSPENDED', 'This account is suspended; sending is disabled');
export const notFound = (what = 'Resource') => new ApiError(404, 'NOT_FOUND', `${what} not found`);
export const templateNotFound = () => new ApiError(404, 'TEMPLATE_NOT_FOUND', 'Template not found on this account');
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
export const idempotencyKeyReused = () =>
  new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request body');
export const payloadTooLarge = (limitBytes: number) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${limitBytes} bytes`);
export const tooManyRequests = (message: string) => new ApiError(429, 'TOO_MANY_REQUESTS', message);
export const vendorNotConfigured = () =>
  new ApiError(503, 'VENDOR_NOT_CONFIGURED', 'No SMS vendor is configured on this account');
