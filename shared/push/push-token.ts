import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { UserPrincipal } from '../auth/principal';
import { newId } from '../ids';

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

export type RegisterOutcome = 'created' | 'unchanged' | 'moved';

/** Device push tokens (shared/db/push-token-repository.ts). */
export interface PushTokenStore {
  /**
   * Registers a token for a user: a new token is created; the same user's token keeps its id and creation time; another
   * user's token moves to this user, keeping its id.
   */
  register(fresh: PushTokenRecord): Promise<{ record: PushTokenRecord; outcome: RegisterOutcome }>;
  /** Deletes the token if `userId` owns it; true when something was deleted. */
  unregister(tokenHash: string, userId: string): Promise<boolean>;
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
 * POST /push-tokens. One registration per token: registering it again returns the same id (200 when it was already
 * the caller's, 201 when it is new or moves from another user, whose registration it replaces). The platform given
 * last wins. See docs/decisions/0403-push-tokens.md.
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
  return {
    created: outcome !== 'unchanged',
    token: { id: record.id, platform: record.platform, createdAt: record.createdAt },
  };
}

/** POST /push-tokens/unregister: removes the token only if it is the caller's; 204 whatever it was. */
export async function unregisterPushToken(
  { pushTokens }: { pushTokens: PushTokenStore },
  { caller, input }: { caller: Caller; input: z.output<typeof UnregisterInput> },
): Promise<void> {
  await pushTokens.unregister(pushTokenHash(input.token), caller.principal.userId);
}
