import { ApiError } from '../api/client';

/**
 * An API error without field details that concerns one field (a wrong current password's 403, a bad phone number's
 * INVALID_PHONE_NUMBER), given that field so the form shows it next to it.
 */
export function errorOnField(error: unknown, field: string, when: (e: ApiError) => boolean): unknown {
  if (error instanceof ApiError && when(error) && !error.details.some((d) => d.path === field)) {
    return new ApiError(
      error.status,
      error.code,
      error.message,
      [{ path: field, message: error.message }],
      error.requestId,
    );
  }
  return error;
}
