/**
 * Names a tenant sets that others read (issue 26 finding 4, decision 0830): the account's name and the SMS sender id
 * pass moderation when set, as a message does; one it would block is refused with 400 VALIDATION_ERROR naming the
 * field. A name only flagged (spam alone) is kept: a trading name may read like an advert.
 */
import { validationError } from '../errors';
import type { ModerationService } from './types';

export async function isBlockedName(moderation: ModerationService, name: string): Promise<boolean> {
  return (await moderation.moderate(name)).verdict === 'BLOCKED';
}

export async function assertAllowedName(moderation: ModerationService, name: string, path: string): Promise<void> {
  if (await isBlockedName(moderation, name)) {
    throw validationError('Request body is not valid', [{ path, message: 'is refused by content moderation' }]);
  }
}
