import { conflict, notFound, validationError } from '../errors';
import type { ContactWriteOutcome } from './contact';

/** A contact write's outcome as the caller sees it: nothing when it took, else the error. */
export function outcome(result: ContactWriteOutcome, phone: string): void {
  switch (result) {
    case 'ok':
      return;
    case 'phone-taken':
      throw conflict(`A contact with phone ${phone} already exists on this account`);
    case 'list-missing':
      throw validationError('Request body is not valid', [{ path: 'listIds', message: 'a list no longer exists' }]);
    case 'missing':
      throw notFound('Contact');
    case 'changed':
      throw conflict('The contact changed meanwhile; read it again and retry');
  }
}
