import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { UserPrincipal } from '../http/signed-in';
import { parseWith } from '../http/validate';
import { newId } from '../ids';
import type { Repositories } from '../repositories';
import type { Runtime } from '../runtime';

export const PUSH_PLATFORMS = ['ios', 'android', 'web'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

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

const Token = z
  .string({ error: 'token is required' })
  .trim()
  .min(1, 'token must not be empty')
  .max(4096, 'token must be at most 4096 characters')
  .regex(/^[\x21-\x7e]+$/, 'token must be printable ASCII without spaces');

export const RegisterInput = z.strictObject({
  token: Token,
  platform: z.enum(PUSH_PLATFORMS, { error: `platform must be one of: ${PUSH_PLATFORMS.join(', ')}` }),
});
export const UnregisterInput = z.strictObject({ token: Token });

export const pushTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

interface Caller {
  rt: Runtime;
  repos: Repositories;
  principal: UserPrincipal;
}

/**
 * POST /push-tokens. One registration per token: registering it again returns the same id (200 when it was already
 * the caller's, 201 when it is new or moves from another user, whose registration it replaces). The platform given
 * last wins. See docs/decisions/0403-push-tokens.md.
 */
export async function registerPushToken(caller: Caller, body: unknown) {
  const input = parseWith(RegisterInput, body);
  const nowMs = caller.rt.clock.now();
  const now = new Date(nowMs).toISOString();
  const { record, outcome } = await caller.repos.pushTokens.register({
    id: newId('pt', nowMs),
    token: input.token,
    tokenHash: pushTokenHash(input.token),
    platform: input.platform,
    userId: caller.principal.userId,
    accountId: caller.principal.accountId,
    createdAt: now,
    updatedAt: now,
  });
  return {
    status: outcome === 'unchanged' ? 200 : 201,
    body: { id: record.id, platform: record.platform, createdAt: record.createdAt },
  };
}

/** POST /push-tokens/unregister: removes the token only if it is the caller's; 204 whatever it was. */
export async function unregisterPushToken(caller: Caller, body: unknown): Promise<void> {
  const input = parseWith(UnregisterInput, body);
  await caller.repos.pushTokens.unregister(pushTokenHash(input.token), caller.principal.userId);
}
