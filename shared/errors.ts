/**
 * The domain's errors. Use cases and repositories throw a DomainError carrying one of the contract's codes; they never
 * know an HTTP status. The handler chain maps a code to its status in one table (shared/http/status.ts).
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_PHONE_NUMBER',
  'MISSING_TEMPLATE_VARIABLE',
  'UNAUTHORIZED',
  'INSUFFICIENT_BALANCE',
  'FORBIDDEN',
  'INSUFFICIENT_SCOPE',
  'ACCOUNT_SUSPENDED',
  'NOT_FOUND',
  'TEMPLATE_NOT_FOUND',
  'CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'SPEND_LIMIT_EXCEEDED',
  'INTERNAL_ERROR',
  'VENDOR_NOT_CONFIGURED',
  'CAMPAIGN_STATE',
  'IMPORT_INVALID',
  'INVALID_SIGNATURE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One problem of a request: the field at fault (dotted path, or "(body)") and what is wrong with it. */
export interface ErrorDetail {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (message: string, details?: ErrorDetail[]) =>
  new DomainError('VALIDATION_ERROR', message, details);
export const missingTemplateVariable = (name: string) =>
  new DomainError('MISSING_TEMPLATE_VARIABLE', `Template variable "${name}" was not supplied`, [
    { path: `variables.${name}`, message: 'Required by the template' },
  ]);
export const unauthorized = (message = 'Missing or invalid credentials') => new DomainError('UNAUTHORIZED', message);
export const insufficientBalance = (needed: number, balance: number) =>
  new DomainError('INSUFFICIENT_BALANCE', `Insufficient SMS balance: ${needed} credits needed, ${balance} available`);
/**
 * The account of the credentials is gone: answered alike by every route that notices (and by the authorizer, which
 * refuses a bearer token of a missing account), as 401: the credentials no longer open anything.
 */
export const accountGone = () => new DomainError('UNAUTHORIZED', 'The account of these credentials no longer exists');
export const forbidden = (message = 'You do not have permission to do this') => new DomainError('FORBIDDEN', message);
export const insufficientScope = (scope: string) =>
  new DomainError('INSUFFICIENT_SCOPE', `This API key lacks the ${scope} scope`);
export const accountSuspended = () =>
  new DomainError('ACCOUNT_SUSPENDED', 'This account is suspended; sending is disabled');
export const notFound = (what = 'Resource') => new DomainError('NOT_FOUND', `${what} not found`);
export const templateNotFound = () => new DomainError('TEMPLATE_NOT_FOUND', 'Template not found on this account');
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const idempotencyKeyReused = () =>
  new DomainError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request body');
export const payloadTooLarge = (limitBytes: number) =>
  new DomainError('PAYLOAD_TOO_LARGE', `Request body exceeds ${limitBytes} bytes`);
export const tooManyRequests = (message: string) => new DomainError('TOO_MANY_REQUESTS', message);
export const spendLimitExceeded = (message: string) => new DomainError('SPEND_LIMIT_EXCEEDED', message);
export const vendorNotConfigured = () =>
  new DomainError('VENDOR_NOT_CONFIGURED', 'No SMS vendor is configured on this account');

export const campaignState = (message: string) => new DomainError('CAMPAIGN_STATE', message);
export const importInvalid = (message: string) => new DomainError('IMPORT_INVALID', message);
export const invalidSignature = () =>
  new DomainError('INVALID_SIGNATURE', "The callback's signature or secret does not match this account's vendor");

/** A list cursor this list did not issue: the caller's mistake, answered 400 like any invalid query. */
export const invalidCursor = () =>
  validationError('Query is not valid', [{ path: 'cursor', message: 'is not a cursor this list returned' }]);
