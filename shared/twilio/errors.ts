/**
 * Errors of the Twilio-compatible routes in Twilio's words: its body `{code, message, more_info, status}` and its
 * documented codes (the table in docs/decisions/1602-twilio-error-codes.md). Our own errors (DomainError) are mapped
 * here, in one table, so the send path and every other use case stay unchanged.
 */
import { DomainError, type ErrorCode } from '../errors';

export class TwilioError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** Headers the answer carries (Retry-After on Verify's refusals, decision 1704). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'TwilioError';
  }
}

export interface TwilioErrorBody {
  code: number;
  message: string;
  more_info: string;
  status: number;
}

export function twilioErrorBody(error: TwilioError): TwilioErrorBody {
  return {
    code: error.code,
    message: error.message,
    more_info: `https://www.twilio.com/docs/errors/${error.code}`,
    status: error.status,
  };
}

/** Twilio's HTTP status and code for each of our error codes (validation has its own codes: twilio/form.ts). */
const MAPPED: Record<ErrorCode, readonly [status: number, code: number]> = {
  VALIDATION_ERROR: [400, 21201],
  INVALID_PHONE_NUMBER: [400, 21211],
  MISSING_TEMPLATE_VARIABLE: [400, 21201],
  UNAUTHORIZED: [401, 20003],
  INSUFFICIENT_BALANCE: [402, 20005],
  FORBIDDEN: [403, 20403],
  INSUFFICIENT_SCOPE: [403, 20403],
  ACCOUNT_SUSPENDED: [403, 10001],
  NOT_FOUND: [404, 20404],
  TEMPLATE_NOT_FOUND: [404, 20404],
  CONFLICT: [409, 20409],
  IDEMPOTENCY_KEY_REUSED: [409, 20409],
  PAYLOAD_TOO_LARGE: [413, 20413],
  TOO_MANY_REQUESTS: [429, 20429],
  SPEND_LIMIT_EXCEEDED: [429, 20429],
  INTERNAL_ERROR: [500, 20500],
  VENDOR_NOT_CONFIGURED: [503, 20503],
  CAMPAIGN_STATE: [409, 20409],
  IMPORT_INVALID: [400, 21201],
  INVALID_SIGNATURE: [403, 20403],
};

/** Twilio's answer to anything a compatible route throws; undefined for an unexpected error (answered 500). */
export function asTwilioError(error: unknown): TwilioError | undefined {
  if (error instanceof TwilioError) return error;
  if (!(error instanceof DomainError)) return undefined;
  const [status, code] = MAPPED[error.code];
  // Twilio answers 401 with the one word "Authenticate", whatever was wrong with the credentials.
  return new TwilioError(status, code, status === 401 ? 'Authenticate' : error.message);
}

export const twilioNotFound = (path: string) =>
  new TwilioError(404, 20404, `The requested resource ${path} was not found`);
export const authenticate = () => new TwilioError(401, 20003, 'Authenticate');
