import { conflict, notFound, validationError } from '../errors';
import type { ContactWriteResult } from './contact';

/** A contact write's result as the caller sees it: nothing when it took, else the error its reason maps to. */
export function outcome(result: ContactWriteResult, phone: string): void {
  if (result.ok) return;
  switch (result.reason) {
    case 'PHONE_TAKEN':
      throw conflict(`A contact with phone ${phone} already exists on this account`);
    case 'LIST_MISSING':
      throw validationError('Request body is not valid', [{ path: 'listIds', message: 'a list no longer exists' }]);
    case 'MISSING':
      throw notFound('Contact');
    case 'CHANGED':
      throw conflict('The contact changed meanwhile; read it again and retry');
  }
}
