import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { UserPrincipal } from '../auth/principal';
import { conflict } from '../errors';
import { newId } from '../ids';
import type { Result } from '../result';

export const PUSH_PLATFORMS = ['ios', 'android', 'web'] as const;
type PushPlatform = (typeof PUSH_PLATFORMS)[number];

export interface PushTokenRecord {
  id: string;
  /** The device token itself: needed to push to the device. Keyed by its hash (tokens can be long). */
  token: string;
  tokenHash: string;
  platform: PushPlatform;
  userId: string;
  /** The account the user was signed in to when registering. */
  accountId: string;
  createdAt: string;
  updatedAt: string;
}

/** refused: the token is held by a user of another account, and stays theirs. */
export type RegisterOutcome = 'created' | 'unchanged' | 'moved' | 'refused';

/** Device push tokens (shared/db/push-token-repository.ts). */
export interface PushTokenStore {
  /**
   * Registers a token for a user: a new token is created; the same user's token keeps its id and creation time; a
   * token of another user of the same account moves to this user, keeping its id; one held by a user of another
   * account is refused.
   */
  register(fresh: PushTokenRecord): Promise<{ record: PushTokenRecord; outcome: RegisterOutcome }>;
  /** Deletes the token if `userId` owns it; NOT_OWNED when nothing was deleted (none, or another user's). */
  unregister(tokenHash: string, userId: string): Promise<Result<'NOT_OWNED'>>;
}

const Token = z
  .string({ error: 'token is required' })
  .check(
    z.trim(),
    z.minLength(1, 'token must not be empty'),
    z.maxLength(4096, 'token must be at most 4096 characters'),
    z.regex(/^[\x21-\x7e]+$/, 'token must be printable ASCII without spaces'),
  );

export const RegisterInput = z.strictObject({
  token: Token,
  platform: z.enum(PUSH_PLATFORMS, { error: `platform must be one of: ${PUSH_PLATFORMS.join(', ')}` }),
});
export const UnregisterInput = z.strictObject({ token: Token });

export const pushTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

interface Caller {
  principal: UserPrincipal;
  nowMs: number;
}

/**
 * POST /push-tokens. One registration per token, bound to the user who holds it: registering it again returns the same
 * id (201, as the contract says, whether new, the caller's already, or moved from another user of the caller's
 * account); a token held by a user of another account is refused with 409 until that user unregisters it. The
 * platform given last wins. See docs/decisions/0403-push-tokens.md and 0801-push-token-binding.md.
 */
export async function registerPushToken(
  { pushTokens }: { pushTokens: PushTokenStore },
  { caller, input }: { caller: Caller; input: z.output<typeof RegisterInput> },
) {
  const now = new Date(caller.nowMs).toISOString();
  const { record, outcome } = await pushTokens.register({
    id: newId('pt', caller.nowMs),
    token: input.token,
    tokenHash: pushTokenHash(input.token),
    platform: input.platform,
    userId: caller.principal.userId,
    accountId: caller.principal.accountId,
    createdAt: now,
    updatedAt: now,
  });
  if (outcome === 'refused') {
    throw conflict('This device token is registered to a user of another account; it must be unregistered there first');
  }
  return { id: record.id, platform: record.platform, createdAt: record.createdAt };
}

/** POST /push-tokens/unregister: removes the token only if it is the caller's; 204 whatever it was. */
export async function unregisterPushToken(
  { pushTokens }: { pushTokens: PushTokenStore },
  { caller, input }: { caller: Caller; input: z.output<typeof UnregisterInput> },
): Promise<void> {
  await pushTokens.unregister(pushTokenHash(input.token), caller.principal.userId);
}
