import { httpHandler } from '../shared/http/handler';
import { json } from '../shared/http/response';
import { signedIn } from '../shared/http/signed-in';
import { registerPushToken } from '../shared/push/push-token';

/**
 * POST /push-tokens `{token, platform}` (any signed-in user): 201 `{id, platform, createdAt}` when registered for the
 * caller now, 200 with the same body when it already was (idempotent: same id).
 */
export const handler = httpHandler('push-tokens-register', async (req) => {
  const { status, body } = await registerPushToken(signedIn(req), req.body);
  return json(status, body);
});
