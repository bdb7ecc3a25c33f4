import { InvalidCursorError } from '../db/items';
import { validationError } from './errors';

/** Runs a list query, answering a cursor this list did not issue with 400 VALIDATION_ERROR instead of a 500. */
export async function withCursorCheck<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      throw validationError('Query is not valid', [{ path: 'cursor', message: 'is not a cursor this list returned' }]);
    }
    throw error;
  }
}
